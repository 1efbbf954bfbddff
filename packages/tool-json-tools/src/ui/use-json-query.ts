import { useCallback, useRef, useState } from 'react';
import type { QueryOutcome, QuerySyntax } from '../core/query';
import { jsonToolsWorker } from '../worker/client';

export interface JsonQueryState {
  /** `failed`: the tool broke (a crashed worker); this says nothing about the input or the query. */
  status: 'idle' | 'running' | 'done' | 'failed';
  outcome?: QueryOutcome;
  failure?: string;
  progress: number;
  stage?: string;
}

/**
 * Runs queries in the worker (CONTEXT.md § Query): always there, so the page never waits on a
 * big document or a runaway jq filter. A newer run or Cancel ends the running one (the worker is
 * terminated, the only way to stop synchronous work); its late answer is dropped.
 */
export function useJsonQuery() {
  const [state, setState] = useState<JsonQueryState>({ status: 'idle', progress: 0 });
  const controller = useRef<AbortController | undefined>(undefined);

  const run = useCallback(async (request: { syntax: QuerySyntax; input: string; query: string }) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({ ...previous, status: 'running', progress: 0, stage: 'reading' }));
    try {
      const outcome = await jsonToolsWorker.call('query', request, {
        signal: current.signal,
        onProgress: ({ ratio, stage }) => setState((previous) => ({ ...previous, progress: ratio, stage })),
      });
      if (current.signal.aborted) return undefined;
      setState({ status: 'done', outcome, progress: 1 });
      return outcome;
    } catch (error) {
      if (current.signal.aborted) return undefined;
      setState({
        status: 'failed',
        progress: 0,
        failure: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    } finally {
      if (controller.current === current) controller.current = undefined;
    }
  }, []);

  /** Stops the running query; the last finished result stays. */
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState((previous) => ({
      status: previous.outcome ? 'done' : 'idle',
      outcome: previous.outcome,
      progress: 0,
    }));
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState({ status: 'idle', progress: 0 });
  }, []);

  return { state, run, cancel, reset };
}
