/** Modes, languages, stats and download names (CONTEXT.md § Screen, § Stats, § Download names). */

export const codeModes = ['minify', 'beautify', 'remove-comments', 'remove-whitespace'] as const;
export type CodeMode = (typeof codeModes)[number];

export const codeLanguages = ['javascript', 'css', 'html', 'json', 'xml', 'other'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

export const DEFAULT_MODE: CodeMode = 'minify';
export const DEFAULT_LANGUAGE: CodeLanguage = 'javascript';

/** Each language's own extension; only "other" text is `.txt` (CONTEXT.md § Download names). */
export const FILE_EXTENSIONS: Record<CodeLanguage, string> = {
  javascript: 'js',
  css: 'css',
  html: 'html',
  json: 'json',
  xml: 'xml',
  other: 'txt',
};

export const MIME_TYPES: Record<CodeLanguage, string> = {
  javascript: 'text/javascript',
  css: 'text/css',
  html: 'text/html',
  json: 'application/json',
  xml: 'application/xml',
  other: 'text/plain',
};

const FILE_SUFFIXES: Record<CodeMode, string> = {
  minify: '.min',
  beautify: '.formatted',
  'remove-comments': '.no-comments',
  'remove-whitespace': '.compact',
};

/** `code.min.js`, `code.formatted.css`...: says what was done and keeps the right extension. */
export function downloadFileName({ mode, language }: { mode: CodeMode; language: CodeLanguage }): string {
  return `code${FILE_SUFFIXES[mode]}.${FILE_EXTENSIONS[language]}`;
}

/** Empty or blank input is an error (CONTEXT.md § Input). */
export function isBlankInput({ input }: { input: string }): boolean {
  return input.trim() === '';
}

/** Lines as an editor counts them: CRLF is one break, empty text has none, a final newline adds none. */
export function countLines({ text }: { text: string }): number {
  if (text === '') return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  return /(\r\n|\r|\n)$/.test(text) ? breaks : breaks + 1;
}

export function utf8Size({ text }: { text: string }): number {
  return new TextEncoder().encode(text).length;
}

export interface CodeStats {
  originalSize: number;
  compressedSize: number;
  /** Bytes saved as a percentage with 1 decimal ("35.2"); negative when the output grew. */
  ratio: string;
  originalLines: number;
  compressedLines: number;
  originalCharacters: number;
  compressedCharacters: number;
}

function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** CONTEXT.md § Stats: sizes in UTF-8 bytes, the saving in percent with 1 decimal, line counts. */
export function computeStats({ input, output }: { input: string; output: string }): CodeStats {
  const originalSize = utf8Size({ text: input });
  const compressedSize = utf8Size({ text: output });
  const saved = originalSize === 0 ? 0 : ((originalSize - compressedSize) / originalSize) * 100;
  // toFixed(1) of -0.04 is "-0.0": show "0.0" instead of a meaningless sign.
  const ratio = Math.abs(saved) < 0.05 ? '0.0' : saved.toFixed(1);
  return {
    originalSize,
    compressedSize,
    ratio,
    originalLines: countLines({ text: input }),
    compressedLines: countLines({ text: output }),
    originalCharacters: countCharacters(input),
    compressedCharacters: countCharacters(output),
  };
}

export interface CodeSyntaxError {
  message: string;
  /** 1-based, when the tool that failed knows it. */
  line?: number;
  /** 1-based, in UTF-16 code units as editors count. */
  column?: number;
}

export type CodeResult = { ok: true; output: string } | { ok: false; error: CodeSyntaxError };

/** 1-based line and column of a 0-based offset. */
export function offsetToPosition({ text, offset }: { text: string; offset: number }) {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
