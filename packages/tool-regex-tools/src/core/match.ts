import { compilePattern, LOOP_GUARD, MAX_MATCHES, type RegexError, validateInput } from './limits';

/** A match: its text, index and groups, plus where each group sits for highlighting (CONTEXT.md § Screen). */
export interface RegexMatch {
  match: string;
  index: number;
  /** Numbered groups 1..n; `undefined` for a group that did not take part. */
  groups: (string | undefined)[];
  /** Named groups by name, when the pattern has any. */
  namedGroups?: Record<string, string | undefined>;
  /** [start, end] of each numbered group in the text (same order as `groups`). */
  groupRanges: ([number, number] | undefined)[];
}

export type FindMatchesResult =
  | { matches: RegexMatch[]; isTruncated: boolean; error?: undefined }
  | { error: RegexError };

/** Where to resume after an empty match: one code point on with u/v (not inside a surrogate pair). */
function advance(text: string, index: number, isUnicode: boolean): number {
  if (isUnicode && index < text.length) {
    const code = text.codePointAt(index) ?? 0;
    return index + (code > 0xffff ? 2 : 1);
  }
  return index + 1;
}

/**
 * Lists the matches of `pattern` in `text`: every match with `g`, else the first. Stops at
 * `maxMatches` (1000, then a warning) and reports a timeout past `loopGuard` iterations
 * (10,000; CONTEXT.md § Limits). One slow `exec` cannot be stopped from here: the worker's time limit does that.
 */
export function findMatches({
  pattern,
  flags,
  text,
  maxMatches = MAX_MATCHES,
  loopGuard = LOOP_GUARD,
}: {
  pattern: string;
  flags: string;
  text: string;
  maxMatches?: number;
  loopGuard?: number;
}): FindMatchesResult {
  const invalid = validateInput({ pattern, flags, text });
  if (invalid) return { error: invalid };
  // `d` gives group positions; `g` is needed for lastIndex to move, `y` (if set) still anchors.
  const compiled = compilePattern({ pattern, flags, extraFlags: flags.includes('g') ? 'd' : 'dg' });
  if (compiled.error) return { error: compiled.error };
  const { regex } = compiled;
  const isGlobal = flags.includes('g');
  const isUnicode = flags.includes('u') || flags.includes('v');
  const matches: RegexMatch[] = [];
  let iterations = 0;
  while (true) {
    iterations += 1;
    if (iterations > loopGuard) return { error: { code: 'timeout' } };
    const found = regex.exec(text);
    if (!found) break;
    if (matches.length === maxMatches) return { matches, isTruncated: true };
    matches.push({
      match: found[0],
      index: found.index,
      groups: found.slice(1),
      namedGroups: found.groups ? { ...found.groups } : undefined,
      groupRanges: (found.indices ?? []).slice(1).map((range) => (range ? [range[0], range[1]] : undefined)),
    });
    if (!isGlobal) break;
    if (found[0] === '') regex.lastIndex = advance(text, regex.lastIndex, isUnicode);
  }
  return { matches, isTruncated: false };
}
