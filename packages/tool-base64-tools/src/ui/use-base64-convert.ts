import { useCallback, useRef, useState } from 'react';
import { type Base64Mode, type Conversion, convertBase64, WORKER_THRESHOLD_CHARS } from '../core/base64';
import type { Base64Engine } from '../worker/client';

/**
 * Runs one conversion: small input at once on the page, large input in the worker (CONTEXT.md
 * § Large input), where Cancel terminates it. A newer run supersedes an older one.
 */
export function useBase64Convert(engine: Base64Engine) {
  const [isRunning, setIsRunning] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);

  const run = useCallback(
    async (input: {
      mode: Base64Mode;
      input: string;
      isUrlSafe: boolean;
    }): Promise<Conversion | undefined> => {
      controller.current?.abort();
      controller.current = undefined;
      if (input.input.length < WORKER_THRESHOLD_CHARS) return convertBase64(input);
      const current = new AbortController();
      controller.current = current;
      setIsRunning(true);
      try {
        const result = await engine.call('convert', input, { signal: current.signal });
        return current.signal.aborted ? undefined : result;
      } catch (error) {
        if (current.signal.aborted) return undefined;
        throw error;
      } finally {
        if (controller.current === current) {
          controller.current = undefined;
          setIsRunning(false);
        }
      }
    },
    [engine],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setIsRunning(false);
  }, []);

  return { isRunning, run, cancel };
}
