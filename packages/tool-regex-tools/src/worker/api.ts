import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { type RegexRunInput, runRegex } from '../core/run';

/** The stage the worker reports when it begins matching: the time limit runs from there. */
export const MATCHING_STAGE = 'matching';

/** What the regex worker can do: one run of the core, which the page may kill at any time. */
export const regexToolsApi = {
  run(input: RegexRunInput, context: WorkerContext) {
    // Sent before the synchronous match starts, so the page hears it while the match runs.
    context.progress(0, MATCHING_STAGE);
    return runRegex(input);
  },
};
