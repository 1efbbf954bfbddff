import type { RegexError, RegexMode } from './limits';
import { findMatches, type RegexMatch } from './match';
import { replaceText } from './replace';

export interface RegexRunInput {
  mode: RegexMode;
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}

export type RegexRunResult =
  | { mode: 'test'; matches: RegexMatch[]; isTruncated: boolean; error?: undefined }
  | { mode: 'replace'; output: string; error?: undefined }
  | { mode: RegexMode; error: RegexError };

/** One press of the test or replace button: what the worker runs. */
export function runRegex({ mode, pattern, flags, text, replacement }: RegexRunInput): RegexRunResult {
  if (mode === 'replace') {
    const result = replaceText({ pattern, flags, text, replacement });
    return result.error ? { mode, error: result.error } : { mode, output: result.output };
  }
  const result = findMatches({ pattern, flags, text });
  return result.error
    ? { mode, error: result.error }
    : { mode, matches: result.matches, isTruncated: result.isTruncated };
}
