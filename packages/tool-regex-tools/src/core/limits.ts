/** Every limit the tool enforces (CONTEXT.md § Limits, § Time limit), in one place. */

/** The test text may hold at most this many characters (UTF-16 code units, as `String.length`). */
export const MAX_TEXT_LENGTH = 100_000;
/** The only flags a user may set. `d` (indices) is added internally to locate groups. */
export const ALLOWED_FLAGS = ['g', 'i', 'm', 's', 'u', 'v', 'y'] as const;
/** At most this many matches are listed and highlighted; more gives a warning. */
export const MAX_MATCHES = 1000;
/** The match loop gives up after this many iterations (an `exec` that keeps matching nothing). */
export const LOOP_GUARD = 10_000;
/** Replace is blocked when text length + REPLACE_FACTOR × replacement length exceeds REPLACE_BUDGET. */
export const REPLACE_FACTOR = 1000;
export const REPLACE_BUDGET = 500_000;
/** A replacement result longer than this is rejected. */
export const MAX_REPLACE_RESULT = 200_000;
/**
 * One run may take this long, counted from when the worker begins matching (CONTEXT.md § Time
 * limit): long enough for any sane pattern on 100,000 characters, short enough that catastrophic
 * backtracking is reported within about a second.
 */
export const TIMEOUT_MS = 1000;

export type RegexMode = 'test' | 'replace';
export const regexModes: readonly RegexMode[] = ['test', 'replace'];
export const DEFAULT_MODE: RegexMode = 'test';
/** Flags of a fresh page: global, so every match is listed (our choice). */
export const DEFAULT_FLAGS = 'g';

/** Error codes; the UI maps each to a message key `errors.<code>` (CONTEXT.md § Errors). */
export type RegexErrorCode =
  | 'patternRequired'
  | 'textRequired'
  | 'textTooLong'
  | 'invalidFlags'
  | 'invalidSyntax'
  | 'invalidGroup'
  | 'timeout'
  | 'replaceTooLarge'
  | 'replaceResultTooLarge';

export interface RegexError {
  code: RegexErrorCode;
  /** The engine's own message for syntax errors, the offending token for group errors. */
  detail?: string;
}

/** Why `flags` is not acceptable, or undefined: only g i m s u v y, each once, not u with v. */
export function validateFlags({ flags }: { flags: string }): RegexError | undefined {
  const seen = new Set<string>();
  for (const flag of flags) {
    if (!(ALLOWED_FLAGS as readonly string[]).includes(flag) || seen.has(flag)) {
      return { code: 'invalidFlags', detail: flag };
    }
    seen.add(flag);
  }
  // The engine rejects u together with v (v is the stricter successor of u).
  if (seen.has('u') && seen.has('v')) return { code: 'invalidFlags', detail: 'uv' };
  return undefined;
}

/** Messages of V8/SpiderMonkey/JSC syntax errors that are about groups rather than general syntax. */
const GROUP_ERROR = /capture group name|named capture|named reference/i;

/** Compiles the pattern, or says why it cannot be compiled. Compiling never backtracks. */
export function compilePattern({
  pattern,
  flags,
  extraFlags = '',
}: {
  pattern: string;
  flags: string;
  extraFlags?: string;
}): { regex: RegExp; error?: undefined } | { regex?: undefined; error: RegexError } {
  const flagError = validateFlags({ flags });
  if (flagError) return { error: flagError };
  try {
    return { regex: new RegExp(pattern, flags + extraFlags) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { error: { code: GROUP_ERROR.test(detail) ? 'invalidGroup' : 'invalidSyntax', detail } };
  }
}

/** The checks that come before any matching (CONTEXT.md § Errors): required fields, text length, flags, syntax. */
export function validateInput({
  pattern,
  flags,
  text,
}: {
  pattern: string;
  flags: string;
  text: string;
}): RegexError | undefined {
  if (pattern === '') return { code: 'patternRequired' };
  if (text === '') return { code: 'textRequired' };
  if (text.length > MAX_TEXT_LENGTH) return { code: 'textTooLong' };
  return compilePattern({ pattern, flags }).error;
}
