/** Runs of non-ASCII characters: the regex engine skips the ASCII bulk far faster than a loop. */
const NON_ASCII_RUNS = /[\u0080-\uffff]+/g;

/**
 * UTF-8 size and code point count of a text in one pass over its non-ASCII runs only (a formatted
 * 90 MB document is mostly ASCII). The same figures as encoding it: a lone surrogate counts as one
 * character of 3 bytes, as `TextEncoder` writes U+FFFD for it.
 */
export function measureText(text: string): { bytes: number; characters: number } {
  let bytes = text.length;
  let characters = text.length;
  for (const run of text.match(NON_ASCII_RUNS) ?? []) {
    for (let index = 0; index < run.length; index++) {
      const code = run.charCodeAt(index);
      if (code < 0x800) {
        bytes += 1;
        continue;
      }
      if (code >= 0xd800 && code <= 0xdbff && index + 1 < run.length) {
        const next = run.charCodeAt(index + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          // Two UTF-16 units, one character, four bytes.
          bytes += 2;
          characters -= 1;
          index++;
          continue;
        }
      }
      bytes += 2;
    }
  }
  return { bytes, characters };
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/**
 * Whether the text holds a run of at least `length` ASCII digits, as `/\d{length}/` would say, but
 * looking at only every (length / 2)-th character: such a run always covers two neighbouring
 * samples, and only there does it look closer. On a 50 MB document this is a few milliseconds where
 * the regex takes over a hundred.
 */
export function hasDigitRun(text: string, length: number): boolean {
  const step = Math.max(1, Math.floor(length / 2));
  for (let sample = 0; sample + step < text.length; sample += step) {
    if (!isDigit(text.charCodeAt(sample)) || !isDigit(text.charCodeAt(sample + step))) continue;
    let start = sample;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
    let end = sample + 1;
    while (end < text.length && isDigit(text.charCodeAt(end))) end++;
    if (end - start >= length) return true;
    // The run ended before the next sample: carry on from the run's end.
    sample = Math.max(sample, end - step);
  }
  return false;
}
