/**
 * Removes the given ranges from the text. A line left holding only whitespace by a removal is
 * dropped entirely, so removing a comment on its own line does not leave a blank line behind.
 */
export function stripRanges({
  text,
  ranges,
}: {
  text: string;
  ranges: { start: number; end: number }[];
}): string {
  const isSpace = (character: string | undefined) => character === ' ' || character === '\t';
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let output = '';
  let cursor = 0;
  for (const { start, end } of sorted) {
    if (start < cursor) continue;
    let from = start;
    let to = end;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lineEndIndex = text.indexOf('\n', end);
    const lineEnd = lineEndIndex === -1 ? text.length : lineEndIndex;
    const isAloneBefore = text.slice(lineStart, start).trim() === '' && lineStart >= cursor;
    const isAloneAfter = text.slice(end, lineEnd).trim() === '';
    if (isAloneBefore && isAloneAfter) {
      from = lineStart;
      to = lineEndIndex === -1 ? text.length : lineEnd + 1;
    } else if (isAloneAfter) {
      // `code(); // note`: drop the spaces before the comment as well.
      while (from > cursor && isSpace(text[from - 1])) from -= 1;
    } else if (isAloneBefore) {
      // `/* x */ code();`: the code moves to where the comment began.
      while (isSpace(text[to])) to += 1;
    }
    const isInline = from === start && to === end;
    // `a /* x */ b` keeps one space, `a/**/b` must not become `ab`.
    if (isInline && isSpace(text[from - 1])) while (isSpace(text[to])) to += 1;
    output += text.slice(cursor, from);
    if (isInline && /\S/.test(text[from - 1] ?? '') && /\S/.test(text[to] ?? '')) output += ' ';
    cursor = to;
  }
  return output + text.slice(cursor);
}
