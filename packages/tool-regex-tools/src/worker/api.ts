import { type RegexRunInput, runRegex } from '../core/run';

/** What the regex worker can do: one run of the core, which the page may kill at any time. */
export const regexToolsApi = {
  run(input: RegexRunInput) {
    return runRegex(input);
  },
};
