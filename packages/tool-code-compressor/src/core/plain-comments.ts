/**
 * Comment markers the user can switch on for "other" text (CONTEXT.md § Other text). With no
 * parser the tool cannot know which characters start a comment, so the user says which ones their
 * text uses; by default only the C-style and HTML markers, which rarely mean anything else.
 */
export const commentMarkers = ['c-style', 'hash', 'double-dash', 'html'] as const;
export type CommentMarker = (typeof commentMarkers)[number];
export const DEFAULT_COMMENT_MARKERS: readonly CommentMarker[] = ['c-style', 'html'];

interface Range {
  start: number;
  end: number;
}

const isBlank = (character: string | undefined) =>
  character === ' ' || character === '\t' || character === '\n' || character === '\r';
/** A block comment may follow code directly after these (`f(/* x *\/)`), not after a letter (`src/*.js`). */
const BLOCK_OPENS_AFTER = new Set([';', '{', '}', '(', ')', ',', '=', '[', ']']);

/** The end of the line that holds `index`, before its `\r\n` or `\n`. */
function lineEnd(text: string, index: number): number {
  const newline = text.indexOf('\n', index);
  const end = newline === -1 ? text.length : newline;
  return text[end - 1] === '\r' ? end - 1 : end;
}

/**
 * Where the comments of unknown-language text are, given the markers in use. Only what is surely a
 * comment is returned; when in doubt the text stays:
 * - a line marker (`//`, `#`, `--`) starts a comment only at the start of a line or after
 *   whitespace (`http://x`, `i--`, `$#` stay), and `#` and `--` only when a space or the line end
 *   follows (`#include`, `#!/bin/sh`, `---` stay);
 * - a block (`/* *\/`, `<!-- -->`) counts only when it is closed; `/*` only at a line start, after
 *   whitespace or after punctuation (`src/*.js` stays);
 * - quotes (`"`, `'`, `` ` ``) make a string up to the closing quote on the same line, or to the
 *   line end: a marker inside one is text.
 */
export function findPlainComments({
  text,
  markers,
}: {
  text: string;
  markers: readonly CommentMarker[];
}): Range[] {
  const isOn = (marker: CommentMarker) => markers.includes(marker);
  const ranges: Range[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index] as string;
    const next = text[index + 1];
    const previous = text[index - 1];
    const isAtWordStart = index === 0 || isBlank(previous);

    if (character === '"' || character === "'" || character === '`') {
      const end = lineEnd(text, index);
      let cursor = index + 1;
      while (cursor < end && text[cursor] !== character) cursor += text[cursor] === '\\' ? 2 : 1;
      index = Math.min(cursor + 1, Math.max(end, index + 1));
      continue;
    }

    const isLineComment =
      (isOn('c-style') && character === '/' && next === '/' && isAtWordStart) ||
      (isOn('hash') && character === '#' && isAtWordStart && isHashComment(text, index)) ||
      (isOn('double-dash') &&
        character === '-' &&
        next === '-' &&
        isAtWordStart &&
        (index + 2 >= text.length || isBlank(text[index + 2])));
    if (isLineComment) {
      const end = lineEnd(text, index);
      ranges.push({ start: index, end });
      index = end;
      continue;
    }

    const block =
      isOn('c-style') &&
      character === '/' &&
      next === '*' &&
      (isAtWordStart || BLOCK_OPENS_AFTER.has(previous ?? ''))
        ? { open: '/*', close: '*/' }
        : isOn('html') && text.startsWith('<!--', index)
          ? { open: '<!--', close: '-->' }
          : undefined;
    if (block) {
      const close = text.indexOf(block.close, index + block.open.length);
      if (close !== -1) {
        ranges.push({ start: index, end: close + block.close.length });
        index = close + block.close.length;
        continue;
      }
    }
    index += 1;
  }
  return ranges;
}

/** `#`, `##`... followed by a space or the line end: a comment. `#include`, `#!`, `#1` are not. */
function isHashComment(text: string, index: number): boolean {
  let cursor = index;
  while (text[cursor] === '#') cursor += 1;
  return cursor >= text.length || isBlank(text[cursor]);
}
