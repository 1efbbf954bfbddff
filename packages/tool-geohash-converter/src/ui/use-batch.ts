import { useCallback, useRef, useState } from 'react';
import { type BatchMode, type BatchResult, processBatch, WORKER_THRESHOLD_CHARS } from '../core/batch';
import type { Validated } from '../core/validation';
import { geohashWorker } from '../worker/client';

export interface BatchState {
  isRunning: boolean;
  /** 0 to 1 while running in the worker. */
  progress: number;
  result?: BatchResult;
}

/**
 * Runs a batch: small input on the main thread (instant), large input in the worker with progress
 * and cancel. Returns undefined when the run was cancelled or superseded.
 */
export function useBatch() {
  const [state, setState] = useState<BatchState>({ isRunning: false, progress: 0 });
  const controller = useRef<AbortController | undefined>(undefined);

  const run = useCallback(
    async ({
      mode,
      input,
    }: {
      mode: BatchMode;
      input: string;
    }): Promise<Validated<BatchResult> | undefined> => {
      controller.current?.abort();
      if (input.length < WORKER_THRESHOLD_CHARS) {
        const outcome = processBatch({ mode, input });
        setState({ isRunning: false, progress: 1, result: outcome.ok ? outcome.value : undefined });
        return outcome;
      }
      const current = new AbortController();
      controller.current = current;
      setState({ isRunning: true, progress: 0 });
      try {
        const outcome = await geohashWorker.call(
          'batch',
          { mode, input },
          {
            signal: current.signal,
            onProgress: ({ ratio }) => setState((previous) => ({ ...previous, progress: ratio })),
          },
        );
        if (current.signal.aborted) return undefined;
        setState({ isRunning: false, progress: 1, result: outcome.ok ? outcome.value : undefined });
        return outcome;
      } catch (error) {
        if (current.signal.aborted) return undefined;
        setState({ isRunning: false, progress: 0 });
        throw error;
      } finally {
        if (controller.current === current) controller.current = undefined;
      }
    },
    [],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState((previous) => ({ ...previous, isRunning: false, progress: 0 }));
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState({ isRunning: false, progress: 0 });
  }, []);

  return { state, run, cancel, reset };
}
