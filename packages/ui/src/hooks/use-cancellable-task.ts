import { useCallback, useRef, useState } from 'react';

/** One run of a task: its input, the signal that cancels it, and where it reports progress (0–1). */
export type CancellableTask<Input, Output> = (
  input: Input,
  signal: AbortSignal,
  onProgress: (ratio: number) => void,
) => Promise<Output>;

/**
 * Runs one task at a time with progress and cancel, for `TaskProgress`: a newer run or Cancel
 * aborts the older one (a worker task terminates its worker), and an aborted run resolves with
 * `undefined` instead of a late result or an error, so the page never shows an answer to an input
 * it no longer has. A failure of the current run is thrown to the caller.
 */
export function useCancellableTask<Input, Output>(task: CancellableTask<Input, Output>) {
  const [isRunning, setIsRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | undefined>(undefined);

  const run = useCallback(
    async (input: Input): Promise<Output | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setIsRunning(true);
      setProgress(0);
      try {
        const result = await task(input, current.signal, (ratio) => {
          if (!current.signal.aborted) setProgress(ratio);
        });
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
    [task],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setIsRunning(false);
  }, []);

  return { isRunning, progress, run, cancel };
}
