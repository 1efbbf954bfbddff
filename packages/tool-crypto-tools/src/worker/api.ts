import type { WorkerContext } from '@toolbox/kit/worker-expose';
import type { HashAlgorithm } from '../core/constants';
import { hashBlob } from '../core/hash';

/** File hashing off the main thread: the File is passed by reference and read slice by slice. */
export const cryptoToolsApi = {
  hashFile(input: { algorithm: HashAlgorithm; file: Blob }, context: WorkerContext) {
    return hashBlob(input.algorithm, input.file, { onProgress: (ratio) => context.progress(ratio) });
  },
};
