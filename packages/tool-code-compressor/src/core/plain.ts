import type { CodeMode, CodeResult } from './options';
import { type CommentMarker, DEFAULT_COMMENT_MARKERS, findPlainComments } from './plain-comments';
import { stripRanges } from './strip-ranges';

/**
 * "Other" (CONTEXT.md § Other text): no parser, so only changes that are safe for any text.
 * Remove-comments removes only the comments of the markers the user chose.
 */
export function processPlain({
  mode,
  input,
  markers = DEFAULT_COMMENT_MARKERS,
}: {
  mode: CodeMode;
  input: string;
  markers?: readonly CommentMarker[];
}): CodeResult {
  const lines = input.split(/\r\n|\r|\n/);
  if (mode === 'minify') {
    return {
      ok: true,
      output: lines
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join('\n'),
    };
  }
  if (mode === 'remove-whitespace') return { ok: true, output: input.replace(/\s+/g, ' ').trim() };
  if (mode === 'beautify') {
    // Trailing spaces go, tabs stay, and runs of blank lines shrink to one.
    const tidy = lines.map((line) => line.trimEnd()).join('\n');
    return { ok: true, output: `${tidy.replace(/\n{3,}/g, '\n\n').trim()}\n` };
  }
  return {
    ok: true,
    output: stripRanges({ text: input, ranges: findPlainComments({ text: input, markers }) }),
  };
}
