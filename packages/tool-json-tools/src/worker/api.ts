import type { WorkerContext } from '@toolbox/kit/worker-expose';
import {
  type JsonIndent,
  type JsonToolMode,
  type ParsedJson,
  parseJsonInput,
  runJsonTool,
} from '../core/json-tools';
import {
  JqAbortedError,
  type JqEngine,
  type QueryOutcome,
  type QuerySyntax,
  runJqQuery,
  runJsonPathQuery,
} from '../core/query';

/**
 * What the JSON worker can do: the same core the page runs for small input, and the query tab.
 * `loadJq` starts jq's WebAssembly build; it is called on the first jq query only.
 */
export function createJsonToolsApi(loadJq: () => Promise<JqEngine>) {
  let jq: Promise<JqEngine> | undefined;
  // The last input and its parse: typing a query re-runs it on the same document.
  let lastInput: string | undefined;
  let lastParsed: ParsedJson | undefined;

  function parsedInput(input: string, context: WorkerContext): ParsedJson {
    if (input !== lastInput || !lastParsed) {
      context.progress(0.05, 'parsing');
      lastParsed = undefined;
      lastParsed = parseJsonInput(input);
      lastInput = input;
    }
    return lastParsed;
  }

  return {
    run(input: { mode: JsonToolMode; input: string; indent: JsonIndent }, context: WorkerContext) {
      return runJsonTool({ ...input, onProgress: (ratio, stage) => context.progress(ratio, stage) });
    },

    async query(
      { syntax, input, query }: { syntax: QuerySyntax; input: string; query: string },
      context: WorkerContext,
    ): Promise<QueryOutcome> {
      if (syntax === 'jsonpath') {
        const parsed = parsedInput(input, context);
        context.progress(0.5, 'querying');
        return runJsonPathQuery({ input, query, parsed });
      }
      const parsed = parsedInput(input, context);
      if (!parsed.ok) return { status: 'invalid-input', syntax, validation: parsed.validation };
      context.progress(0.3, 'loadingJq');
      jq ??= loadJq();
      let engine: JqEngine;
      try {
        engine = await jq;
      } catch (error) {
        jq = undefined;
        throw error;
      }
      context.progress(0.5, 'querying');
      try {
        return runJqQuery({ engine, input, query, parsed });
      } catch (error) {
        if (!(error instanceof JqAbortedError)) throw error;
        // An aborted WebAssembly instance cannot run again: the next query loads a fresh one.
        jq = undefined;
        return { status: 'jq-memory', syntax };
      }
    },
  };
}

export type JsonToolsApi = ReturnType<typeof createJsonToolsApi>;
