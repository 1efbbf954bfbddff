/**
 * The query tab (CONTEXT.md § Query): JSONPath (RFC 9535, our own evaluator) and jq (the real jq
 * 1.8, compiled to WebAssembly, handed in as an engine so this module stays pure).
 */

import { type ParsedJson, parseJsonInput, serializeJson, type ValidationResult } from './json-tools';
import { JsonPathSyntaxError, parseJsonPath, queryJsonPath } from './jsonpath';
import { lineAndColumn } from './locate-error';
import type { QuerySyntax } from './query-options';
import { measureText } from './text-stats';

export { DEFAULT_QUERY_SYNTAX, type QuerySyntax, queryExamples, querySyntaxes } from './query-options';

/** The minimal part of a jq engine the tab uses: jq-wasm's handle has it. */
export interface JqEngine {
  raw(input: string, query: string, flags?: string[]): { stdout: string; stderr: string; exitCode: number };
}

/** jq's WebAssembly build stopped (its memory is capped at 256 MB): raised as `code: 'jq-memory'`. */
export class JqAbortedError extends Error {
  override name = 'JqAbortedError';
}

export type QueryOutcome =
  | {
      status: 'ok';
      syntax: QuerySyntax;
      /** JSONPath: one array of the selected values; jq: each output value, one after another. */
      output: string;
      /** JSONPath: how many nodes matched; jq: how many values it gave. */
      count: number;
      characterCount: number;
    }
  | { status: 'invalid-input'; syntax: QuerySyntax; validation: ValidationResult }
  | {
      status: 'invalid-query';
      syntax: QuerySyntax;
      /** What is wrong (JSONPath: our words; jq: jq's own). */
      message: string;
      lineNumber?: number;
      columnNumber?: number;
    }
  | { status: 'query-error'; syntax: QuerySyntax; message: string }
  | { status: 'jq-memory'; syntax: QuerySyntax }
  | { status: 'too-large'; syntax: QuerySyntax };

const INDENT = '  ';

function ok(syntax: QuerySyntax, output: string, count: number): QueryOutcome {
  return { status: 'ok', syntax, output, count, characterCount: measureText(output).characters };
}

/** Parses the query first, so a bad query is reported even before the input is valid. */
export function runJsonPathQuery({
  input,
  query,
  parsed,
}: {
  input: string;
  query: string;
  /** The input already parsed (the worker keeps the last one). */
  parsed?: ParsedJson;
}): QueryOutcome {
  const syntax = 'jsonpath';
  let ast: ReturnType<typeof parseJsonPath>;
  try {
    ast = parseJsonPath(query);
  } catch (error) {
    if (!(error instanceof JsonPathSyntaxError)) throw error;
    return { status: 'invalid-query', syntax, message: error.message, ...lineAndColumn(query, error.offset) };
  }
  const document = parsed ?? parseJsonInput(input);
  if (!document.ok) return { status: 'invalid-input', syntax, validation: document.validation };
  const values = queryJsonPath(document.value, ast);
  const output = serializeJson(values, INDENT);
  if (output === undefined) return { status: 'too-large', syntax };
  return ok(syntax, output, values.length);
}

/** `jq: error: syntax error, unexpected '|' at <top-level>, line 1, column 5:` and what follows. */
const JQ_COMPILE_ERROR = /^jq: error: (.*?)(?: at <top-level>, line (\d+)(?:, column (\d+))?:?)?$/;

/**
 * Runs jq with compact output (one value a line), then writes each value with the tool's
 * formatter. jq 1.8 prints a number it did not compute on exactly as written, and the tool's
 * parser keeps it so: a 20-digit id passes through unchanged.
 */
export function runJqQuery({
  engine,
  input,
  query,
  parsed,
}: {
  engine: JqEngine;
  input: string;
  query: string;
  parsed?: ParsedJson;
}): QueryOutcome {
  const syntax = 'jq';
  const document = parsed ?? parseJsonInput(input);
  if (!document.ok) return { status: 'invalid-input', syntax, validation: document.validation };
  if (query.trim() === '') return { status: 'invalid-query', syntax, message: 'The query is empty.' };
  let result: ReturnType<JqEngine['raw']>;
  try {
    result = engine.raw(input, query, ['-c']);
  } catch (error) {
    // Emscripten's abort(), a WebAssembly RuntimeError: jq ran out of its memory.
    if (
      error instanceof WebAssembly.RuntimeError ||
      (error instanceof Error && /^Aborted\(/.test(error.message))
    ) {
      throw new JqAbortedError(error.message);
    }
    throw error;
  }
  if (result.exitCode !== 0 && result.stderr.trim() !== '') {
    const lines = result.stderr.trim().split('\n');
    const first = lines[0] ?? '';
    if (/compile error/.test(lines.at(-1) ?? '')) {
      const match = JQ_COMPILE_ERROR.exec(first);
      return {
        status: 'invalid-query',
        syntax,
        message: match?.[1] ?? first,
        ...(match?.[2] ? { lineNumber: Number(match[2]) } : {}),
        ...(match?.[3] ? { columnNumber: Number(match[3]) } : {}),
      };
    }
    return { status: 'query-error', syntax, message: first.replace(/^jq: error \(at [^)]*\): /, '') };
  }
  const pieces: string[] = [];
  const stdout = result.stdout;
  let count = 0;
  for (let start = 0; start < stdout.length; ) {
    let end = stdout.indexOf('\n', start);
    if (end === -1) end = stdout.length;
    const line = stdout.slice(start, end);
    start = end + 1;
    if (line === '') continue;
    const value = parseJsonInput(line);
    if (!value.ok) throw new Error(`jq wrote output that is not JSON: ${line.slice(0, 80)}`);
    const written = serializeJson(value.value, INDENT);
    if (written === undefined) return { status: 'too-large', syntax };
    pieces.push(written);
    count++;
  }
  return ok(syntax, pieces.join('\n'), count);
}
