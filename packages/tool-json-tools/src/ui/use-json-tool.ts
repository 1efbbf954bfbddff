import { useCallback, useRef, useState } from 'react';
import {
  type JsonIndent,
  type JsonToolMode,
  type JsonToolResult,
  runJsonTool,
  WORKER_THRESHOLD_CHARS,
} from '../core/json-tools';
import { jsonToolsWorker } from '../worker/client';

export interface JsonRunState {
  /** `failed`: the tool itself broke (a crashed worker, say); this says nothing about the input. */
  status: 'idle' | 'running' | 'done' | 'failed';
  result?: JsonToolResult;
  /** What broke, when `failed`. */
  failure?: string;
  /** 0 to 1 while running in the worker. */
  progress: number;
  stage?: string;
}

function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the tool: small input on the main thread (instant), large input in the worker with progress
 * and cancel. A newer run supersedes an older one, whose late result is dropped.
 */
export function useJsonTool() {
  const [state, setState] = useState<JsonRunState>({ status: 'idle', progress: 0 });
  const controller = useRef<AbortController | undefined>(undefined);

  const run = useCallback(
    async ({
      mode,
      input,
      indent,
    }: {
      mode: JsonToolMode;
      input: string;
      indent: JsonIndent;
    }): Promise<JsonToolResult | undefined> => {
      controller.current?.abort();
      if (input.length < WORKER_THRESHOLD_CHARS) {
        try {
          const result = runJsonTool({ mode, input, indent });
          setState({ status: 'done', result, progress: 1 });
          return result;
        } catch (error) {
          setState({ status: 'failed', progress: 0, failure: describeFailure(error) });
          throw error;
        }
      }
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'running', progress: 0, stage: 'reading' });
      try {
        const result = await jsonToolsWorker.call(
          'run',
          { mode, input, indent },
          {
            signal: current.signal,
            onProgress: ({ ratio, stage }) =>
              setState((previous) => ({ ...previous, progress: ratio, stage })),
          },
        );
        if (current.signal.aborted) return undefined;
        setState({ status: 'done', result, progress: 1 });
        return result;
      } catch (error) {
        if (current.signal.aborted) return undefined;
        // The old result goes: it belongs to an input that may no longer be there.
        setState({ status: 'failed', progress: 0, failure: describeFailure(error) });
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
    setState((previous) => ({
      status: previous.result ? 'done' : 'idle',
      result: previous.result,
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
