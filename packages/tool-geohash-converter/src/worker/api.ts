import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { type BatchMode, processBatch } from '../core/batch';

/** What the geohash worker can do: the same batch core the page runs for small input. */
export const geohashApi = {
  batch(input: { mode: BatchMode; input: string }, context: WorkerContext) {
    return processBatch({ ...input, onProgress: (ratio) => context.progress(ratio, 'processing') });
  },
};
