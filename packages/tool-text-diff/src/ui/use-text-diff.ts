import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiffMode } from '../core/model';
import { type PackedResult, packResult } from '../core/packed';
import { diffTexts, WORKER_THRESHOLD_CHARS } from '../core/text-diff';
import { textDiffWorker } from '../worker/client';

export interface DiffRunState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  result?: PackedResult;
  /** 0 to 1 while the worker runs. */
  progress: number;
  stage?: string;
}

/** Large input waits for a pause in typing, so a paste of 100,000 lines starts one diff, not many. */
export const LARGE_INPUT_DEBOUNCE_MS = 300;

/**
 * Compares as the inputs change: small texts on the main thread at once, large ones in the worker
 * with progress and cancel. A newer run aborts an older one, whose late result is dropped.
 */
export function useTextDiff({
  oldText,
  newText,
  mode,
}: {
  oldText: string;
  newText: string;
  mode: DiffMode;
}) {
  const [state, setState] = useState<DiffRunState>({ status: 'idle', progress: 0 });
  const controller = useRef<AbortController | undefined>(undefined);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState((previous) => ({ status: 'cancelled', result: previous.result, progress: 0 }));
  }, []);

  useEffect(() => {
    controller.current?.abort();
    controller.current = undefined;
    if (oldText === '' && newText === '') {
      setState({ status: 'idle', progress: 0 });
      return;
    }
    if (oldText.length + newText.length < WORKER_THRESHOLD_CHARS) {
      setState({ status: 'done', result: packResult(diffTexts({ oldText, newText, mode })), progress: 1 });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    const timer = setTimeout(() => {
      // Cancelled while waiting: do not start.
      if (current.signal.aborted) return;
      setState((previous) => ({ status: 'running', result: previous.result, progress: 0, stage: 'lines' }));
      textDiffWorker
        .call(
          'diff',
          { oldText, newText, mode },
          {
            signal: current.signal,
            onProgress: ({ ratio, stage }) =>
              setState((previous) => ({ ...previous, progress: ratio, stage })),
          },
        )
        .then((result) => {
          if (!current.signal.aborted) setState({ status: 'done', result, progress: 1 });
        })
        .catch(() => {
          if (!current.signal.aborted) setState({ status: 'error', progress: 0 });
        });
    }, LARGE_INPUT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      current.abort();
      setState((previous) => (previous.status === 'running' ? { ...previous, status: 'idle' } : previous));
    };
  }, [oldText, newText, mode]);

  return { state, cancel };
}
