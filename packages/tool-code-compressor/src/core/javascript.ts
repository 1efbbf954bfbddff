import { loadPrettier, loadTerser, type PrettierParser } from './loaders';
import type { CodeMode, CodeResult, CodeSyntaxError } from './options';
import { stripRanges } from './strip-ranges';

interface TerserError {
  name: string;
  message: string;
  line?: number;
  col?: number;
}

interface PrettierError {
  message: string;
  loc?: { start?: { line?: number; column?: number } };
}

/** terser: 1-based line, 0-based col. */
export function terserPosition(error: TerserError): CodeSyntaxError {
  if (typeof error.line !== 'number') return { message: error.message };
  return { message: error.message, line: error.line, column: (error.col ?? 0) + 1 };
}

/** prettier: 1-based line and column; its message repeats them and a code frame, which we drop. */
export function prettierPosition(error: PrettierError): CodeSyntaxError {
  const message = (error.message.split('\n')[0] ?? '').replace(/\s*\(\d+:\d+\)$/, '');
  const start = error.loc?.start;
  if (typeof start?.line !== 'number') return { message };
  return { message, line: start.line, column: start.column ?? 1 };
}

export async function prettierFormat(input: string, parser: PrettierParser): Promise<CodeResult> {
  const { prettier, plugins } = await loadPrettier(parser);
  try {
    return { ok: true, output: await prettier.format(input, { parser, plugins }) };
  } catch (error) {
    return { ok: false, error: prettierPosition(error as PrettierError) };
  }
}

/** Comment ranges from Babel (through prettier's parser), so `"//"` in strings or regexes is safe. */
async function removeJsComments(input: string): Promise<CodeResult> {
  const { prettier, plugins } = await loadPrettier('babel');
  try {
    // `__debug.parse` is prettier's public-but-undocumented parser entry (not in its typings).
    const { __debug } = prettier as unknown as {
      __debug: {
        parse(
          text: string,
          options: object,
        ): Promise<{ ast: { comments?: { start: number; end: number }[] } }>;
      };
    };
    const parsed = await __debug.parse(input, { parser: 'babel', plugins });
    const ranges = (parsed.ast.comments ?? []).map(({ start, end }) => ({ start, end }));
    return { ok: true, output: stripRanges({ text: input, ranges }) };
  } catch (error) {
    return { ok: false, error: prettierPosition(error as PrettierError) };
  }
}

/**
 * minify: terser with compress and mangle; remove-whitespace: terser printing only (names and
 * statements untouched). Both keep `/*!` and @license comments unless `keepComments` keeps all.
 */
export async function processJavaScript({
  mode,
  input,
  keepComments,
}: {
  mode: CodeMode;
  input: string;
  keepComments: boolean;
}): Promise<CodeResult> {
  if (mode === 'beautify') return prettierFormat(input, 'babel');
  if (mode === 'remove-comments') return removeJsComments(input);
  const { minify } = await loadTerser();
  const isMinify = mode === 'minify';
  try {
    const result = await minify(input, {
      compress: isMinify,
      mangle: isMinify,
      // Scripts and modules both parse; `module: false` keeps top-level names as they are.
      module: false,
      format: { comments: keepComments ? 'all' : 'some' },
    });
    return { ok: true, output: result.code ?? '' };
  } catch (error) {
    return { ok: false, error: terserPosition(error as TerserError) };
  }
}
