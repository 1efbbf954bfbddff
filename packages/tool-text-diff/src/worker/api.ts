import { transfer, type WorkerContext } from '@toolbox/kit/worker-expose';
import type { IgnoreOptions } from '../core/ignore';
import type { DiffMode } from '../core/model';
import { packedBuffers, packResult } from '../core/packed';
import { createPatch, diffTexts } from '../core/text-diff';

/** What the diff worker can do: every comparison runs here, never on the page's thread. */
export const textDiffApi = {
  /** The rows and counts the mode shows, packed for the trip (typed arrays are transferred). */
  diff(
    input: { oldText: string; newText: string; mode: DiffMode; ignore?: IgnoreOptions },
    context: WorkerContext,
  ) {
    const result = packResult(
      diffTexts({ ...input, onProgress: (ratio, stage) => context.progress(ratio, stage) }),
    );
    return transfer(result, packedBuffers(result));
  },
  /** The unified patch, made only when the user copies it. */
  patch(input: { oldText: string; newText: string; ignore?: IgnoreOptions }) {
    return createPatch(input);
  },
};
