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

/** FNV-1a over a line's key, read without building it (ASCII case folding; see `internLineKeys`). */
function hashKey(line: string, end: number, rule: SpaceRule, fold: boolean): number {
  let hash = 0x811c9dc5;
  let isSpaceRun = false;
  for (let index = 0; index < end; index++) {
    let code = line.charCodeAt(index);
    if (code === 32 || (code <= 13 && code >= 9 && code !== 10)) {
      if (rule === SpaceRule.All) continue;
      if (rule === SpaceRule.Change) {
        isSpaceRun = true;
        continue;
      }
    }
    if (isSpaceRun) {
      hash = Math.imul(hash ^ 32, 0x01000193);
      isSpaceRun = false;
    }
    if (fold && code <= 90 && code >= 65) code += 32;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  return hash;
}

/** Whether two lines have the same key, read side by side without building either. */
function sameKey(a: string, aEnd: number, b: string, bEnd: number, rule: SpaceRule, fold: boolean): boolean {
  if (a === b && aEnd === bEnd) return true;
  let i = 0;
  let j = 0;
  for (;;) {
    let codeA = -1;
    while (i < aEnd) {
      const code = a.charCodeAt(i++);
      if (code === 32 || (code <= 13 && code >= 9 && code !== 10)) {
        if (rule === SpaceRule.All) continue;
        if (rule === SpaceRule.Change) {
          while (i < aEnd && isSpace(a.charCodeAt(i))) i++;
          codeA = 32;
          break;
        }
      }
      codeA = fold && code <= 90 && code >= 65 ? code + 32 : code;
      break;
    }
    let codeB = -1;
    while (j < bEnd) {
      const code = b.charCodeAt(j++);
      if (code === 32 || (code <= 13 && code >= 9 && code !== 10)) {
        if (rule === SpaceRule.All) continue;
        if (rule === SpaceRule.Change) {
          while (j < bEnd && isSpace(b.charCodeAt(j))) j++;
          codeB = 32;
          break;
        }
      }
      codeB = fold && code <= 90 && code >= 65 ? code + 32 : code;
      break;
    }
    if (codeA !== codeB) return false;
    if (codeA < 0) return true;
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
  let total = 0;
  for (const { lines } of sides) total += lines.length;
  /** Per id: the line (lower-cased when needed), its compared end and its hash. */
  const bases: string[] = [];
  const ends: number[] = [];
  const hashes: number[] = [];
  // Open addressing over ids (-1 = empty), at most half full: no Map, no boxed keys.
  let size = 16;
  while (size < total * 2) size *= 2;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
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
          hashes.push(0);
        }
        out[index] = id;
        continue;
      }
      // Outside printable ASCII with -i: lower-case the whole line first (Unicode case rules).
      const base = fold && /[^\x20-\x7e\t\v\f\r]/.test(line) ? line.toLowerCase() : line;
      const end = comparedEnd(base, rule);
      const hash = hashKey(base, end, rule, fold);
      let slot = hash & mask;
      let id = table[slot] as number;
      while (id >= 0) {
        if (hashes[id] === hash && sameKey(base, end, bases[id] as string, ends[id] as number, rule, fold))
          break;
        slot = (slot + 1) & mask;
        id = table[slot] as number;
      }
      if (id < 0) {
        id = idCount++;
        bases.push(base);
        ends.push(end);
        hashes.push(hash);
        table[slot] = id;
      }
      out[index] = id;
    }
    return out;
  });
  return { ids, idCount };
}
