import { type CancellableTask, useCancellableTask } from '@toolbox/ui/use-cancellable-task';
import { useCallback } from 'react';
import { type Base64Mode, type Conversion, convertBase64, WORKER_THRESHOLD_CHARS } from '../core/base64';
import type { Base64Engine } from '../worker/client';

interface ConvertInput {
  mode: Base64Mode;
  input: string;
  isUrlSafe: boolean;
}

/**
 * Runs one conversion: small input at once on the page, large input in the worker (CONTEXT.md
 * § Large input), where Cancel terminates it. A newer run supersedes an older one.
 */
export function useBase64Convert(engine: Base64Engine) {
  const inWorker = useCallback<CancellableTask<ConvertInput, Conversion>>(
    (input, signal) => engine.call('convert', input, { signal }),
    [engine],
  );
  const worker = useCancellableTask(inWorker);
  const { run: runInWorker, cancel } = worker;

  const run = useCallback(
    async (input: ConvertInput): Promise<Conversion | undefined> => {
      if (input.input.length >= WORKER_THRESHOLD_CHARS) return runInWorker(input);
      cancel(); // a small input supersedes a large one still converting
      return convertBase64(input);
    },
    [runInWorker, cancel],
  );

  return { isRunning: worker.isRunning, run, cancel };
}
