import { prettierFormat } from './javascript';
import { loadHtmlMinifier } from './loaders';
import { type CodeMode, type CodeResult, type CodeSyntaxError, offsetToPosition } from './options';

/** html-minifier-terser says "Parse Error: <the rest>"; finding that rest gives the position. */
export function htmlErrorPosition({ input, message }: { input: string; message: string }): CodeSyntaxError {
  const match = /^Parse Error: ([\s\S]*)$/.exec(message);
  const rest = match?.[1];
  const first = message.split('\n')[0] ?? message;
  if (!rest) return { message: first };
  const offset = input.indexOf(rest.slice(0, 200));
  if (offset === -1) return { message: first };
  return { message: 'Parse Error', ...offsetToPosition({ text: input, offset }) };
}

const MINIFY_OPTIONS = {
  collapseWhitespace: true,
  collapseBooleanAttributes: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
  minifyCSS: true,
  minifyJS: true,
  // Keeps the spaces a browser would render between inline elements (`<b>a</b> <i>b</i>`).
  conservativeCollapse: false,
} as const;

export async function processHtml({
  mode,
  input,
  keepComments,
}: {
  mode: CodeMode;
  input: string;
  keepComments: boolean;
}): Promise<CodeResult> {
  if (mode === 'beautify') return prettierFormat(input, 'html');
  const options =
    mode === 'minify'
      ? { ...MINIFY_OPTIONS, removeComments: !keepComments }
      : mode === 'remove-comments'
        ? { removeComments: true }
        : { collapseWhitespace: true, removeComments: false };
  const { minify } = await loadHtmlMinifier();
  try {
    return { ok: true, output: await minify(input, { ...options, continueOnParseError: false }) };
  } catch (error) {
    return { ok: false, error: htmlErrorPosition({ input, message: (error as Error).message }) };
  }
}
