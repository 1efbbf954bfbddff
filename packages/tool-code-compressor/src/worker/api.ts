import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { type ProcessCodeInput, processCode } from '../core/process-code';

/** What the code worker can do. Libraries are imported inside it, on first use. */
export const codeCompressorApi = {
  async process(input: ProcessCodeInput, context: WorkerContext) {
    // One library call cannot report its own progress: the bar shows started and finished, and the
    // first run of a language also includes loading its library.
    context.progress(0.1, 'processing');
    const result = await processCode(input);
    context.progress(1, 'processing');
    return result;
  },
};
