/**
 * What line comparison may ignore (CONTEXT.md § Ignore options), after GNU diff's flags. Lines are
 * compared by a key built from these; the rows still show the original lines.
 */
export interface IgnoreOptions {
  /** `diff -i`: letters compare equal whatever their case (Unicode lower case). */
  ignoreCase?: boolean;
  /** `diff -w`: every whitespace character is ignored, wherever it is. */
  ignoreAllSpace?: boolean;
  /** `diff -b`: a run of whitespace equals any other run; whitespace at the line end is ignored. */
  ignoreSpaceChange?: boolean;
  /** `diff -Z`: whitespace at the end of a line is ignored. */
  ignoreTrailingSpace?: boolean;
}

export type IgnoreOption = keyof IgnoreOptions;
/** The options in the order the screen lists them. */
export const ignoreOptionNames: readonly IgnoreOption[] = [
  'ignoreAllSpace',
  'ignoreSpaceChange',
  'ignoreTrailingSpace',
  'ignoreCase',
];

/**
 * GNU diff's white space: the C locale's `isspace` (space, tab, vertical tab, form feed, carriage
 * return). A no-break space or other Unicode space is text, as it is for `diff`.
 */
const ALL_SPACE = /[ \t\v\f\r]+/g;
const TRAILING_SPACE = /[ \t\v\f\r]+$/;

/** Whether any option ignores white space (then a missing final line break is ignored too, as in GNU diff). */
export function ignoresWhitespace(options: IgnoreOptions): boolean {
  return Boolean(options.ignoreAllSpace || options.ignoreSpaceChange || options.ignoreTrailingSpace);
}

/** Whether any option is on: with none, lines are their own keys and nothing is copied. */
export function ignoresAnything(options: IgnoreOptions): boolean {
  return ignoresWhitespace(options) || Boolean(options.ignoreCase);
}

/**
 * The comparison key of one line. `-w` wins over `-b`, which implies `-Z`, as in GNU diff; case
 * folding applies on top of any of them.
 */
export function lineKey(line: string, options: IgnoreOptions): string {
  let key = line;
  if (options.ignoreAllSpace) key = key.replace(ALL_SPACE, '');
  else if (options.ignoreSpaceChange) key = key.replace(TRAILING_SPACE, '').replace(ALL_SPACE, ' ');
  else if (options.ignoreTrailingSpace) key = key.replace(TRAILING_SPACE, '');
  if (options.ignoreCase) key = key.toLowerCase();
  return key;
}

/** The keys of many lines; the same array when nothing is ignored (no cost for the default). */
export function lineKeys(lines: readonly string[], options: IgnoreOptions): readonly string[] {
  if (!ignoresAnything(options)) return lines;
  const keys = new Array<string>(lines.length);
  for (let index = 0; index < lines.length; index++) keys[index] = lineKey(lines[index] as string, options);
  return keys;
}

/** How white space is read: as is, skipped (`-w`), runs as one space and none at the end (`-b`), none at the end (`-Z`). */
enum SpaceRule {
  Keep = 0,
  All = 1,
  Change = 2,
  Trailing = 3,
}

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13 && code !== 10);

function spaceRule(options: IgnoreOptions): SpaceRule {
  if (options.ignoreAllSpace) return SpaceRule.All;
  if (options.ignoreSpaceChange) return SpaceRule.Change;
  if (options.ignoreTrailingSpace) return SpaceRule.Trailing;
  return SpaceRule.Keep;
}

/** Where a line's compared text ends: before its trailing white space under `-b` and `-Z`. */
function comparedEnd(line: string, rule: SpaceRule): number {
  let end = line.length;
  if (rule === SpaceRule.Change || rule === SpaceRule.Trailing) {
    while (end > 0 && isSpace(line.charCodeAt(end - 1))) end--;
  }
  return end;
}

/**
 * Reads a line's key one UTF-16 unit at a time without building it: `next()` gives the next unit
 * or -1. Case folding here is ASCII only; a line with other letters is lower-cased whole first
 * (`base`), so the result is the same as `lineKey`.
 */
class KeyReader {
  private line = '';
  private at = 0;
  private end = 0;
  constructor(
    private readonly rule: SpaceRule,
    private readonly fold: boolean,
  ) {}
  reset(line: string, end: number): void {
    this.line = line;
    this.at = 0;
    this.end = end;
  }
  next(): number {
    const { line, end, rule } = this;
    while (this.at < end) {
      let code = line.charCodeAt(this.at++);
      if (isSpace(code)) {
        if (rule === SpaceRule.All) continue;
        if (rule === SpaceRule.Change) {
          while (this.at < end && isSpace(line.charCodeAt(this.at))) this.at++;
          return 32;
        }
      }
      if (this.fold && code >= 65 && code <= 90) code += 32;
      return code;
    }
    return -1;
  }
}

/**
 * Interned keys of two line lists under `options`, as `createInterner` gives for `lineKeys` but
 * without building one key string per line: each line is hashed as its key is read, and lines with
 * the same hash are compared by reading both keys (so ids are exact, never a hash's guess). Lines
 * listed in `apart` (a last line without its line break, when that counts) get ids of their own
 * kind. This keeps `-w` on a 100,000-line file within a few tens of milliseconds.
 */
export function internLineKeys(
  sides: ReadonlyArray<{ lines: readonly string[]; apart?: number }>,
  options: IgnoreOptions,
): { ids: Int32Array[]; idCount: number } {
  const rule = spaceRule(options);
  const fold = options.ignoreCase === true;
  const reader = new KeyReader(rule, fold);
  const other = new KeyReader(rule, fold);
  /** Per id: the line (lower-cased when needed) and its end, to compare a new line with. */
  const bases: string[] = [];
  const ends: number[] = [];
  const byHash = new Map<number, number | number[]>();
  const apartIds = new Map<string, number>();
  let idCount = 0;
  const ids = sides.map(({ lines, apart }) => {
    const out = new Int32Array(lines.length);
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] as string;
      if (index === apart) {
        const key = `${lineKey(line, options)}\u0000no-newline`;
        let id = apartIds.get(key);
        if (id === undefined) {
          id = idCount++;
          apartIds.set(key, id);
          bases.push('');
          ends.push(-1);
        }
        out[index] = id;
        continue;
      }
      // Any unit above 127 with -i: lower-case the whole line first (Unicode case rules).
      const base = fold && /[^\x20-\x7e\t\v\f\r]/.test(line) ? line.toLowerCase() : line;
      const end = comparedEnd(base, rule);
      reader.reset(base, end);
      let hash = 0x811c9dc5;
      for (let code = reader.next(); code >= 0; code = reader.next())
        hash = Math.imul(hash ^ code, 0x01000193);
      const found = byHash.get(hash);
      let id = -1;
      const candidates = found === undefined ? [] : typeof found === 'number' ? [found] : found;
      for (const candidate of candidates) {
        reader.reset(base, end);
        other.reset(bases[candidate] as string, ends[candidate] as number);
        let a = reader.next();
        let b = other.next();
        while (a === b && a >= 0) {
          a = reader.next();
          b = other.next();
        }
        if (a === b) {
          id = candidate;
          break;
        }
      }
      if (id < 0) {
        id = idCount++;
        bases.push(base);
        ends.push(end);
        if (found === undefined) byHash.set(hash, id);
        else if (typeof found === 'number') byHash.set(hash, [found, id]);
        else found.push(id);
      }
      out[index] = id;
    }
    return out;
  });
  return { ids, idCount };
}
