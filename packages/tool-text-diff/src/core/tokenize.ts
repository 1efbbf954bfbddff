/**
 * Splitting text into the units each diff mode compares, and interning them as integers so the
 * diff compares numbers, not strings.
 */

export interface SplitLines {
  lines: string[];
  /** Whether the text ends with a line break (the patch says "\ No newline at end of file" if not). */
  hasFinalNewline: boolean;
}

/** Lines without their `\n`; a `\r` of CRLF stays part of the line, as in GNU diff. */
export function splitLines(text: string): SplitLines {
  if (text === '') return { lines: [], hasFinalNewline: true };
  const lines = text.split('\n');
  const hasFinalNewline = lines[lines.length - 1] === '';
  if (hasFinalNewline) lines.pop();
  return { lines, hasFinalNewline };
}

/**
 * Words for the word mode: runs of letters and digits, each CJK character alone (Chinese and
 * Japanese do not put spaces between words, so one changed character must not mark a whole
 * sentence), line breaks, runs of other whitespace, and each punctuation mark alone.
 */
const WORD_PATTERN =
  /\r?\n|[^\S\r\n]+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{M}\p{N}_]+|[\s\S]/gu;

export function splitWords(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

let graphemes: Intl.Segmenter | undefined;

/** User-perceived characters, so an emoji family or a CRLF is one unit and is never cut in two. */
export function splitChars(text: string): string[] {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const out: string[] = [];
  for (const { segment } of graphemes.segment(text)) out.push(segment);
  return out;
}

/** Whether a token is a line break (alone, as the word and char splitters produce it). */
export function isLineBreak(token: string): boolean {
  return token === '\n' || token === '\r\n';
}

/**
 * Maps equal strings to equal integers, shared by both sides of one diff. `size` is the number of
 * distinct strings seen so far (ids are 0 .. size - 1).
 */
export function createInterner() {
  const ids = new Map<string, number>();
  const intern = (tokens: readonly string[]): Int32Array => {
    const out = new Int32Array(tokens.length);
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index] as string;
      let id = ids.get(token);
      if (id === undefined) {
        id = ids.size;
        ids.set(token, id);
      }
      out[index] = id;
    }
    return out;
  };
  // A getter, not Object.assign: assign would copy today's size once.
  return Object.defineProperty(intern, 'size', { get: () => ids.size }) as typeof intern & {
    readonly size: number;
  };
}
