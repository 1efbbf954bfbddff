import { useCallback, useRef, useState } from 'react';
import type { RegexRunInput, RegexRunResult } from '../core/run';
import { type RegexEngine, runRegexWithTimeout } from '../worker/client';

export interface RegexRunState {
  status: 'idle' | 'running' | 'done';
  /** The inputs of the finished run, so the highlight matches what was tested, not later edits. */
  input?: RegexRunInput;
  result?: RegexRunResult;
}

/**
 * Runs the test or replace in the worker. A newer run supersedes an older one (whose worker is
 * terminated); cancel terminates the worker and keeps the previous result.
 */
export function useRegexRun(engine?: RegexEngine) {
  const [state, setState] = useState<RegexRunState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  const run = useCallback(
    async (input: RegexRunInput): Promise<RegexRunResult | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((previous) => ({ ...previous, status: 'running' }));
      try {
        const result = await runRegexWithTimeout(input, { signal: current.signal, engine });
        if (current.signal.aborted) return undefined;
        setState({ status: 'done', input, result });
        return result;
      } catch (error) {
        if (current.signal.aborted) return undefined;
        setState((previous) => ({ ...previous, status: previous.result ? 'done' : 'idle' }));
        throw error;
      } finally {
        if (controller.current === current) controller.current = undefined;
      }
    },
    [engine],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState((previous) => ({ ...previous, status: previous.result ? 'done' : 'idle' }));
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState({ status: 'idle' });
  }, []);

  return { state, run, cancel, reset };
}
