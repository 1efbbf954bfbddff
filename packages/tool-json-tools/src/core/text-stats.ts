/** Finds the next non-ASCII character; the regex engine skips long ASCII stretches fastest. */
const NON_ASCII = /[\u0080-\uffff]/g;
/** A short gap between non-ASCII characters is cheaper to walk than to search. */
const WALK_AHEAD = 16;

/**
 * UTF-8 size and code point count of a text, visiting only its non-ASCII characters (a formatted
 * 90 MB document is mostly ASCII). The same figures as encoding it: a lone surrogate counts as one
 * character of 3 bytes, as `TextEncoder` writes U+FFFD for it.
 */
export function measureText(text: string): { bytes: number; characters: number } {
  const length = text.length;
  let bytes = length;
  let characters = length;
  let index = 0;
  while (index < length) {
    const walkEnd = Math.min(length, index + WALK_AHEAD);
    while (index < walkEnd && text.charCodeAt(index) < 0x80) index++;
    if (index === walkEnd) {
      if (index >= length) break;
      NON_ASCII.lastIndex = index;
      if (!NON_ASCII.test(text)) break;
      index = NON_ASCII.lastIndex - 1;
    }
    const code = text.charCodeAt(index);
    index++;
    if (code < 0x800) {
      bytes += 1;
    } else if (code >= 0xd800 && code <= 0xdbff && index < length) {
      const next = text.charCodeAt(index);
      // A pair: two UTF-16 units, one character, four bytes.
      if (next >= 0xdc00 && next <= 0xdfff) {
        characters--;
        index++;
      }
      bytes += 2;
    } else {
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
  const lastSample = text.length - step;
  for (let sample = 0; sample < lastSample; sample += step) {
    // `code - 0x30` above 9 as an unsigned number: not a digit, in one comparison.
    if ((text.charCodeAt(sample) - 0x30) >>> 0 > 9 || (text.charCodeAt(sample + step) - 0x30) >>> 0 > 9)
      continue;
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
