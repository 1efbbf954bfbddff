import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One run of a task: its input, the signal that cancels it, and where it reports progress (0–1)
 * and, if it has stages, the one it is in.
 */
export type CancellableTask<Input, Output> = (
  input: Input,
  signal: AbortSignal,
  onProgress: (ratio: number, stage?: string) => void,
) => Promise<Output>;

/**
 * Runs one task at a time with progress and cancel, for `TaskProgress`: a newer run, Cancel or
 * unmounting aborts the older one (a worker task terminates its worker), and an aborted run
 * resolves with `undefined` instead of a late result or an error, so the page never shows an
 * answer to an input it no longer has. A failure of the current run is thrown to the caller.
 */
export function useCancellableTask<Input, Output>(task: CancellableTask<Input, Output>) {
  const [isRunning, setIsRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState<string | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  // A page left mid-run stops its work; the run resolves with undefined and sets no state.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (input: Input): Promise<Output | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setIsRunning(true);
      setProgress(0);
      setStage(undefined);
      try {
        const result = await task(input, current.signal, (ratio, reached) => {
          if (current.signal.aborted) return;
          setProgress(ratio);
          setStage(reached);
        });
        return current.signal.aborted ? undefined : result;
      } catch (error) {
        if (current.signal.aborted) return undefined;
        throw error;
      } finally {
        if (controller.current === current && !current.signal.aborted) {
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

  return { isRunning, progress, stage, run, cancel };
}
