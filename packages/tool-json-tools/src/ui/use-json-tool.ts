import { type CancellableTask, useCancellableTask } from '@toolbox/ui/use-cancellable-task';
import { useCallback, useState } from 'react';
import {
  type JsonIndent,
  type JsonToolMode,
  type JsonToolResult,
  runJsonTool,
  WORKER_THRESHOLD_CHARS,
} from '../core/json-tools';
import type { QueryOutcome, QuerySyntax } from '../core/query';
import { jsonToolsWorker } from '../worker/client';

export interface JsonRunState<Output> {
  /** `failed`: the tool itself broke (a crashed worker, say); this says nothing about the input. */
  status: 'idle' | 'running' | 'done' | 'failed';
  /** The last finished run's answer; it stays while a newer run works. */
  output?: Output;
  /** What broke, when `failed`. */
  failure?: string;
  /** 0 to 1 while running in the worker. */
  progress: number;
  stage?: string;
}

/**
 * One run at a time on the shared `useCancellableTask`: a newer run, Cancel or leaving the page ends
 * the running one (its worker is terminated, the only way to stop synchronous work) and its late
 * answer is dropped. `onMainThread` answers an input it `fits` at once, without the worker. A
 * failure is thrown to the caller and clears the old answer: it belonged to an input that may be gone.
 */
function useJsonRun<Input, Output>({
  inWorker,
  onMainThread,
  keepOutputWhileRunning,
}: {
  inWorker: CancellableTask<Input, Output>;
  onMainThread?: { fits: (input: Input) => boolean; run: (input: Input) => Output };
  /** Otherwise a worker run clears the old answer when it starts, and Cancel leaves none. */
  keepOutputWhileRunning: boolean;
}) {
  const task = useCancellableTask(inWorker);
  const [settled, setSettled] = useState<{ output?: Output; failure?: string }>({});
  const { run: runTask, cancel: cancelTask } = task;

  const run = useCallback(
    async (input: Input): Promise<Output | undefined> => {
      try {
        let output: Output | undefined;
        if (onMainThread?.fits(input)) {
          cancelTask();
          output = onMainThread.run(input);
        } else {
          if (!keepOutputWhileRunning) setSettled({});
          output = await runTask(input);
        }
        if (output !== undefined) setSettled({ output });
        return output;
      } catch (error) {
        setSettled({ failure: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
    [onMainThread, keepOutputWhileRunning, runTask, cancelTask],
  );

  /** Stops the running work; the last finished answer stays. */
  const cancel = cancelTask;

  const reset = useCallback(() => {
    cancelTask();
    setSettled({});
  }, [cancelTask]);

  const status: JsonRunState<Output>['status'] = task.isRunning
    ? 'running'
    : settled.failure !== undefined
      ? 'failed'
      : settled.output !== undefined
        ? 'done'
        : 'idle';
  const state: JsonRunState<Output> = {
    status,
    ...settled,
    progress: status === 'running' ? task.progress : status === 'done' ? 1 : 0,
    ...(status === 'running' && { stage: task.stage ?? 'reading' }),
  };
  return { state, run, cancel, reset };
}

type JsonToolInput = { mode: JsonToolMode; input: string; indent: JsonIndent };

const toolInWorker: CancellableTask<JsonToolInput, JsonToolResult> = (input, signal, onProgress) =>
  jsonToolsWorker.call('run', input, { signal, onProgress: ({ ratio, stage }) => onProgress(ratio, stage) });

/** Small input answers on the main thread (instant); large input goes to the worker. */
const toolOnMainThread = {
  fits: ({ input }: JsonToolInput) => input.length < WORKER_THRESHOLD_CHARS,
  run: runJsonTool,
};

/**
 * Format, minify and validate: small input on the main thread, large input in the worker with
 * progress and cancel. A large run clears the old result (it is another input's).
 */
export function useJsonTool() {
  const { state, ...actions } = useJsonRun({
    inWorker: toolInWorker,
    onMainThread: toolOnMainThread,
    keepOutputWhileRunning: false,
  });
  return { state: { ...state, result: state.output }, ...actions };
}

type JsonQueryInput = { syntax: QuerySyntax; input: string; query: string };

const queryInWorker: CancellableTask<JsonQueryInput, QueryOutcome> = (request, signal, onProgress) =>
  jsonToolsWorker.call('query', request, {
    signal,
    onProgress: ({ ratio, stage }) => onProgress(ratio, stage),
  });

/**
 * Queries (CONTEXT.md § Query) always run in the worker, so the page never waits on a big document
 * or a runaway jq filter; the last result stays on screen while the next query runs.
 */
export function useJsonQuery() {
  const { state, ...actions } = useJsonRun({ inWorker: queryInWorker, keepOutputWhileRunning: true });
  return { state: { ...state, outcome: state.output }, ...actions };
}
