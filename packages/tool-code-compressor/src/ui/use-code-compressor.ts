import { useCallback, useRef, useState } from 'react';
import type { CodeResult } from '../core/options';
import type { ProcessCodeInput } from '../core/process-code';
import { codeCompressorWorker } from '../worker/client';

export type CodeProcessor = (
  input: ProcessCodeInput,
  signal: AbortSignal,
  onProgress: (ratio: number) => void,
) => Promise<CodeResult>;

/** The real processor: the worker, where terser, csso, html-minifier-terser and prettier load. */
export const workerProcessor: CodeProcessor = (input, signal, onProgress) =>
  codeCompressorWorker.call('process', input, { signal, onProgress: ({ ratio }) => onProgress(ratio) });

/** Runs one job at a time; a newer run or Cancel ends the older one (the worker is terminated). */
export function useCodeCompressor(processor: CodeProcessor) {
  const [isRunning, setIsRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | undefined>(undefined);

  const run = useCallback(
    async (input: ProcessCodeInput): Promise<CodeResult | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setIsRunning(true);
      setProgress(0);
      try {
        const result = await processor(input, current.signal, setProgress);
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
    [processor],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setIsRunning(false);
  }, []);

  return { isRunning, progress, run, cancel };
}
