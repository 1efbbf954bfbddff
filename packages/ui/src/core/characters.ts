/**
 * Characters as a reader counts them: Unicode code points, so an emoji or a rare CJK character
 * outside the BMP counts once (String#length would count its two UTF-16 halves).
 */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}
