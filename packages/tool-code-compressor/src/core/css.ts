import { prettierFormat } from './javascript';
import { loadCsso } from './loaders';
import type { CodeMode, CodeResult, CodeSyntaxError } from './options';
import { stripRanges } from './strip-ranges';

/** Comment ranges in CSS, skipping strings (a comment opener inside `content: "..."` is text). */
export function findCssComments({ text }: { text: string }): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === '"' || character === "'") {
      index += 1;
      while (index < text.length && text[index] !== character && text[index] !== '\n') {
        index += text[index] === '\\' ? 2 : 1;
      }
      index += 1;
    } else if (character === '/' && text[index + 1] === '*') {
      const close = text.indexOf('*/', index + 2);
      const end = close === -1 ? text.length : close + 2;
      ranges.push({ start: index, end });
      index = end;
    } else {
      index += 1;
    }
  }
  return ranges;
}

/** csso recovers from errors silently; its parser reports them, with 1-based line and column. */
async function firstCssError(input: string): Promise<CodeSyntaxError | undefined> {
  const { syntax } = await loadCsso();
  let first: CodeSyntaxError | undefined;
  syntax.parse(input, {
    positions: true,
    onParseError: (error) => {
      first ??= { message: error.message, line: error.line, column: error.column };
    },
  });
  return first;
}

/**
 * minify: csso with restructuring (merges rules); remove-whitespace: csso without restructuring
 * (each rule stays where it is); beautify: prettier; remove-comments: only the comments go.
 */
export async function processCss({ mode, input }: { mode: CodeMode; input: string }): Promise<CodeResult> {
  if (mode === 'beautify') return prettierFormat(input, 'css');
  const error = await firstCssError(input);
  if (error) return { ok: false, error };
  if (mode === 'remove-comments')
    return { ok: true, output: stripRanges({ text: input, ranges: findCssComments({ text: input }) }) };
  const { minify } = await loadCsso();
  const output = minify(input, {
    restructure: mode === 'minify',
    // csso can keep only `/*!` licence comments, so "keep comments" cannot apply to CSS.
    comments: 'exclamation',
  }).css;
  return { ok: true, output };
}
