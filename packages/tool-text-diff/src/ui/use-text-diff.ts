import { useCallback, useEffect, useRef, useState } from 'react';
import { type IgnoreOptions, ignoresAnything } from '../core/ignore';
import type { DiffMode } from '../core/model';
import type { PackedResult } from '../core/packed';
import { LARGE_INPUT_CHARS } from '../core/text-diff';
import type { TextDiffEngine } from '../worker/client';

export interface DiffRunState {
  /** `running` is shown (progress and Cancel) only for large input; small input answers at once. */
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  result?: PackedResult;
  /** The texts `result` compares (the inputs may have changed since). */
  compared?: { oldText: string; newText: string; ignore?: IgnoreOptions };
  /** 0 to 1 while a large comparison runs. */
  progress: number;
  stage?: string;
}

/** Large input waits for a pause in typing, so a paste of 100,000 lines starts one diff, not many. */
export const LARGE_INPUT_DEBOUNCE_MS = 300;

/**
 * Compares as the inputs change, always in the worker (CONTEXT.md § Work). Small input is sent at
 * once; a newer input only drops its late answer, since terminating the worker would cost more
 * than the diff. Large input waits for a pause, shows progress and Cancel, and a newer input or
 * Cancel terminates it.
 */
export function useTextDiff({
  oldText,
  newText,
  mode,
  ignore,
  engine,
}: {
  oldText: string;
  newText: string;
  mode: DiffMode;
  /** Sent only in line mode and only when something is ignored (CONTEXT.md § Ignore options). */
  ignore?: IgnoreOptions;
  engine: TextDiffEngine;
}) {
  const applied = mode === 'line' && ignore && ignoresAnything(ignore) ? ignore : undefined;
  // One string for the effect's dependencies: a new options object with the same values is no change.
  const ignoreKey = applied ? JSON.stringify(applied) : '';
  const [state, setState] = useState<DiffRunState>({ status: 'idle', progress: 0 });
  /** The newest request: answers to older ones are dropped. */
  const latest = useRef(0);
  /** The large comparison running now, if any. */
  const large = useRef<AbortController | undefined>(undefined);

  const cancel = useCallback(() => {
    latest.current += 1;
    large.current?.abort();
    large.current = undefined;
    setState((previous) => ({ ...previous, status: 'cancelled', progress: 0 }));
  }, []);

  // Unmounted: a late answer must not set state (nor, in tests, touch a torn-down window).
  useEffect(
    () => () => {
      latest.current += 1;
      large.current?.abort();
    },
    [],
  );

  useEffect(() => {
    latest.current += 1;
    const id = latest.current;
    large.current?.abort();
    large.current = undefined;
    if (oldText === '' && newText === '') {
      setState({ status: 'idle', progress: 0 });
      return;
    }
    const options: IgnoreOptions | undefined = ignoreKey ? JSON.parse(ignoreKey) : undefined;
    const input = { oldText, newText, mode, ...(options && { ignore: options }) };
    const isLarge = oldText.length + newText.length >= LARGE_INPUT_CHARS;
    const controller = new AbortController();
    const isCurrent = () => id === latest.current;

    const compare = () => {
      if (isLarge) {
        large.current = controller;
        setState((previous) => ({ ...previous, status: 'running', progress: 0, stage: undefined }));
      }
      engine
        .call('diff', input, {
          signal: isLarge ? controller.signal : undefined,
          onProgress: ({ ratio, stage }) => {
            if (isLarge && isCurrent()) setState((previous) => ({ ...previous, progress: ratio, stage }));
          },
        })
        .then((result) => {
          if (isCurrent()) {
            const compared = { oldText, newText, ...(options && { ignore: options }) };
            setState({ status: 'done', result, compared, progress: 1 });
          }
        })
        .catch(() => {
          if (isCurrent()) setState({ status: 'error', progress: 0 });
        })
        .finally(() => {
          if (large.current === controller) large.current = undefined;
        });
    };

    if (!isLarge) {
      compare();
      return;
    }
    const timer = setTimeout(compare, LARGE_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [oldText, newText, mode, ignoreKey, engine]);

  return { state, cancel };
}
