import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { type JsonIndent, type JsonMode, runJsonTool } from '../core/json-tools';

/** What the JSON worker can do: the same core the page runs for small input. */
export const jsonToolsApi = {
  run(input: { mode: JsonMode; input: string; indent: JsonIndent }, context: WorkerContext) {
    return runJsonTool({ ...input, onProgress: (ratio, stage) => context.progress(ratio, stage) });
  },
};
