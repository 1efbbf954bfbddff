import { compressJson, formatJson, type TransformResult } from '@toolbox/tool-json-tools/core';
import type { CodeMode, CodeResult } from './options';
import { stripRanges } from './strip-ranges';

/** `//` and `/* *\/` outside strings: JSON with comments (tsconfig, VS Code settings). */
export function findJsonComments({ text }: { text: string }): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === '"') {
      index += 1;
      while (index < text.length && text[index] !== '"' && text[index] !== '\n')
        index += text[index] === '\\' ? 2 : 1;
      index += 1;
    } else if (character === '/' && (text[index + 1] === '/' || text[index + 1] === '*')) {
      const isLine = text[index + 1] === '/';
      const close = isLine ? text.indexOf('\n', index) : text.indexOf('*/', index + 2);
      const end = close === -1 ? text.length : isLine ? close : close + 2;
      ranges.push({ start: index, end });
      index = end;
    } else {
      index += 1;
    }
  }
  return ranges;
}

function fromTransform(result: TransformResult): CodeResult {
  if (result.output !== undefined) return { ok: true, output: result.output };
  if (result.problem) {
    const depth = result.problem.depth.toLocaleString('en');
    return {
      ok: false,
      error: { message: `Valid JSON, but nested ${depth} levels deep: too deep to beautify` },
    };
  }
  const { error = 'Invalid JSON', lineNumber, columnNumber } = result.validation;
  return { ok: false, error: { message: error, line: lineNumber, column: columnNumber } };
}

/**
 * The JSON tool's core (exact big numbers, line and column of errors): beautify indents 2 spaces,
 * minify and remove-whitespace are the same compact form, remove-comments strips JSONC comments.
 */
export function processJson({ mode, input }: { mode: CodeMode; input: string }): CodeResult {
  if (mode === 'remove-comments')
    return { ok: true, output: stripRanges({ text: input, ranges: findJsonComments({ text: input }) }) };
  if (mode === 'beautify') return fromTransform(formatJson({ input, indent: '2' }));
  return fromTransform(compressJson({ input }));
}
