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
