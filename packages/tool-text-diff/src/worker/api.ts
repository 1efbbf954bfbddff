import { transfer, type WorkerContext } from '@toolbox/kit/worker-expose';
import type { DiffMode } from '../core/model';
import { packedBuffers, packResult } from '../core/packed';
import { diffTexts } from '../core/text-diff';

/** What the diff worker can do: the same core the page runs for small input, packed for the trip. */
export const textDiffApi = {
  diff(input: { oldText: string; newText: string; mode: DiffMode }, context: WorkerContext) {
    const result = packResult(
      diffTexts({ ...input, onProgress: (ratio, stage) => context.progress(ratio, stage) }),
    );
    return transfer(result, packedBuffers(result));
  },
};
