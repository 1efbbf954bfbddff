import {
  compilePattern,
  MAX_REPLACE_RESULT,
  REPLACE_BUDGET,
  REPLACE_FACTOR,
  type RegexError,
  validateInput,
} from './limits';

/** CONTEXT.md § Limits: text length + 1000 × replacement length must not exceed 500,000. */
export function isReplaceTooLarge({ text, replacement }: { text: string; replacement: string }): boolean {
  return text.length + REPLACE_FACTOR * replacement.length > REPLACE_BUDGET;
}

/** Numbered and named groups a pattern defines (an always-matching alternative reveals them all). */
export function describeGroups(regex: RegExp): { count: number; names: string[] } {
  const probe = new RegExp(`${regex.source}|`, regex.flags.replace(/[gy]/g, '')).exec('');
  return { count: probe ? probe.length - 1 : 0, names: Object.keys(probe?.groups ?? {}) };
}

/**
 * The first `$n` / `$<name>` in `replacement` that names no group of the pattern, or undefined.
 * JavaScript would silently insert "$5" literally (or nothing for an unknown name): we say so
 * instead, as the "invalid capture group" message (CONTEXT.md § Errors). `$$` writes a literal dollar.
 */
export function findInvalidGroupReference({
  replacement,
  count,
  names,
}: {
  replacement: string;
  count: number;
  names: string[];
}): string | undefined {
  const token = /\$(?:\$|&|`|'|<([^>]*)>|(\d{1,2}))/g;
  for (const found of replacement.matchAll(token)) {
    const [text, name, digits] = found;
    if (name !== undefined && !names.includes(name)) return text;
    if (digits === undefined) continue;
    // JS reads two digits when they name a group, else one (so "$10" with one group is "$1" + "0").
    if (digits.length === 2 && Number(digits) >= 1 && Number(digits) <= count) continue;
    const single = Number(digits[0]);
    if (single === 0) continue; // "$0" is not a reference in JavaScript: it stays literal.
    if (single > count) return `$${digits[0]}`;
  }
  return undefined;
}

export type ReplaceResult = { output: string; error?: undefined } | { error: RegexError };

/** Replaces with JavaScript's own rules ($1, $<name>, $&, $$ ...): all matches with g, else the first. */
export function replaceText({
  pattern,
  flags,
  text,
  replacement,
}: {
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}): ReplaceResult {
  const invalid = validateInput({ pattern, flags, text });
  if (invalid) return { error: invalid };
  if (isReplaceTooLarge({ text, replacement })) return { error: { code: 'replaceTooLarge' } };
  const compiled = compilePattern({ pattern, flags });
  if (compiled.error) return { error: compiled.error };
  const badReference = findInvalidGroupReference({ replacement, ...describeGroups(compiled.regex) });
  if (badReference) return { error: { code: 'invalidGroup', detail: badReference } };
  const output = text.replace(compiled.regex, replacement);
  if (output.length > MAX_REPLACE_RESULT) return { error: { code: 'replaceResultTooLarge' } };
  return { output };
}
