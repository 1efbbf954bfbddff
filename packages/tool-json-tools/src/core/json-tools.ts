import {
  EXACT_NUMBER_DIGITS,
  MAX_STRING_LENGTH,
  measureIndentation,
  OutputTooLargeError,
  parseIteratively,
  stringifyIteratively,
} from './deep-json';
import { findJsonErrorOffset, lineAndColumn } from './locate-error';
import { hasDigitRun, measureText } from './text-stats';

/** CONTEXT.md § Screen: the modes (tabs); format is the default. */
export const jsonModes = ['format', 'compress', 'validate', 'query'] as const;
export type JsonMode = (typeof jsonModes)[number];
/** The modes `runJsonTool` runs; the query tab has its own runners (`query.ts`). */
export type JsonToolMode = Exclude<JsonMode, 'query'>;
export const DEFAULT_MODE: JsonMode = 'format';

/** CONTEXT.md § Screen: 2 spaces by default, with 4 spaces and tab offered. */
export const jsonIndents = ['2', '4', 'tab'] as const;
export type JsonIndent = (typeof jsonIndents)[number];
export const DEFAULT_INDENT: JsonIndent = '2';

/** The validation result (CONTEXT.md § Validate), with why it failed: `blank` input or a `syntax` error. */
export interface ValidationResult {
  isValid: boolean;
  reason?: 'blank' | 'syntax';
  /** The parser's message. */
  error?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** CONTEXT.md § Sizes: UTF-8 bytes; the ratio is text such as `-40%` or `+12%`. */
export interface SizeInfo {
  originalSize: number;
  processedSize: number;
  compressionRatio: string;
}

/** Format and compress results. */
export interface TransformResult {
  mode: 'format' | 'compress';
  validation: ValidationResult;
  /** Present only when the input is valid: invalid input clears the output (CONTEXT.md § Validate). */
  output?: string;
  /**
   * Valid JSON without output: formatted, it would be longer than a browser string may be
   * (CONTEXT.md § Deep nesting). `depth` is how deeply it is nested.
   */
  problem?: { code: 'output-too-large'; depth: number };
  sizes?: SizeInfo;
  characterCount?: number;
}

export type JsonToolResult = { mode: 'validate'; validation: ValidationResult } | TransformResult;

export type ProgressReporter = (ratio: number, stage: 'parsing' | 'serializing' | 'measuring') => void;

/**
 * CONTEXT.md § Sizes: the rounded percentage saved, with a minus sign when the result is smaller and a plus
 * sign when it is larger (`0%` when the rounded change is nothing).
 */
export function formatCompressionRatio({
  originalSize,
  processedSize,
}: {
  originalSize: number;
  processedSize: number;
}): string {
  if (originalSize <= 0) return '0%';
  const percent = Math.round((Math.abs(processedSize - originalSize) / originalSize) * 100);
  if (percent === 0) return '0%';
  return `${processedSize < originalSize ? '-' : '+'}${percent}%`;
}

export function computeSizeInfo({ original, processed }: { original: string; processed: string }): SizeInfo {
  return sizeInfoOf(measureText(original).bytes, measureText(processed).bytes);
}

function sizeInfoOf(originalSize: number, processedSize: number): SizeInfo {
  return {
    originalSize,
    processedSize,
    compressionRatio: formatCompressionRatio({ originalSize, processedSize }),
  };
}

/** Characters as a person counts them: code points, so an emoji is one. */
export function countCharacters(text: string): number {
  return measureText(text).characters;
}

type RawJson = (text: string) => unknown;
const rawJSON = (JSON as unknown as { rawJSON?: RawJson }).rawJSON;

/**
 * JSON.parse that keeps numbers a double cannot hold (16+ digits, e.g. 64-bit ids) exactly as
 * written, through JSON.rawJSON where the engine has it. The reviver is slow, so it runs only
 * when the text has such a digit run at all.
 */
function parsePreservingNumbers(text: string): unknown {
  if (!rawJSON || !hasDigitRun(text, EXACT_NUMBER_DIGITS + 1)) return JSON.parse(text);
  try {
    return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) => {
      if (
        typeof value === 'number' &&
        context?.source &&
        (context.source.match(/\d/g)?.length ?? 0) > EXACT_NUMBER_DIGITS
      ) {
        return rawJSON(context.source);
      }
      return value;
    });
  } catch (error) {
    // The reviver recurses and overflows on deep documents, which the parse itself accepted.
    if (error instanceof RangeError) return parseIteratively(text);
    throw error;
  }
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; validation: ValidationResult };

/**
 * The tool's parser: big numbers kept as written, any depth, and for invalid input the reason
 * with line and column (CONTEXT.md § Validate). The query tab parses with it too.
 */
export function parseJsonInput(input: string): ParsedJson {
  if (input.trim() === '') return { ok: false, validation: { isValid: false, reason: 'blank' } };
  try {
    return { ok: true, value: parsePreservingNumbers(input) };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const offset = findJsonErrorOffset(input);
    const position = offset === undefined ? {} : lineAndColumn(input, offset);
    return { ok: false, validation: { isValid: false, reason: 'syntax', error: error.message, ...position } };
  }
}

/**
 * JSON.stringify, or the iterative writer when the document is too deep for the engine's stack
 * (CONTEXT.md § Deep nesting). Undefined when the text would be longer than a string may be.
 */
export function serializeJson(value: unknown, space: string): string | undefined {
  try {
    return JSON.stringify(value, null, space);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  if (measureIndentation(value, space.length).length > MAX_STRING_LENGTH) return undefined;
  try {
    return stringifyIteratively(value, space);
  } catch (error) {
    if (error instanceof OutputTooLargeError) return undefined;
    throw error;
  }
}

/** CONTEXT.md § Validate: blank input is an error; invalid JSON gives the parser message with line and column. */
export function validateJson({ input }: { input: string }): ValidationResult {
  const parsed = parseJsonInput(input);
  return parsed.ok ? { isValid: true } : parsed.validation;
}

export function formatJson({
  input,
  indent = DEFAULT_INDENT,
}: {
  input: string;
  indent?: JsonIndent;
}): TransformResult {
  return transformJson({ mode: 'format', input, indent });
}

export function compressJson({ input }: { input: string }): TransformResult {
  return transformJson({ mode: 'compress', input, indent: DEFAULT_INDENT });
}

function transformJson({
  mode,
  input,
  indent,
  onProgress,
}: {
  mode: 'format' | 'compress';
  input: string;
  indent: JsonIndent;
  onProgress?: ProgressReporter;
}): TransformResult {
  onProgress?.(0.05, 'parsing');
  const parsed = parseJsonInput(input);
  if (!parsed.ok) return { mode, validation: parsed.validation };
  onProgress?.(0.5, 'serializing');
  const space = mode === 'compress' ? '' : indent === 'tab' ? '\t' : ' '.repeat(Number(indent));
  const output = serializeJson(parsed.value, space);
  if (output === undefined) {
    return {
      mode,
      validation: { isValid: true },
      problem: { code: 'output-too-large', depth: measureIndentation(parsed.value, 1).depth },
    };
  }
  onProgress?.(0.9, 'measuring');
  const written = measureText(output);
  return {
    mode,
    validation: { isValid: true },
    output,
    sizes: sizeInfoOf(measureText(input).bytes, written.bytes),
    characterCount: written.characters,
  };
}

/** The whole tool in one call; the worker runs exactly this for large input. */
export function runJsonTool({
  mode,
  input,
  indent = DEFAULT_INDENT,
  onProgress,
}: {
  mode: JsonToolMode;
  input: string;
  indent?: JsonIndent;
  onProgress?: ProgressReporter;
}): JsonToolResult {
  if (mode !== 'validate') return transformJson({ mode, input, indent, onProgress });
  onProgress?.(0.05, 'parsing');
  return { mode, validation: validateJson({ input }) };
}

/** The file name a download of the result gets. */
export function resultFileName(mode: 'format' | 'compress'): string {
  return mode === 'format' ? 'formatted.json' : 'compressed.json';
}

/** Inputs longer than this run in the worker so the page never freezes (about 1 MB). */
export const WORKER_THRESHOLD_CHARS = 1_000_000;

/** The result area shows at most this many characters; copy and download always use all of it. */
export const PREVIEW_LIMIT_CHARS = 200_000;
