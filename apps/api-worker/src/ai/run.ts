import type { AiMeta } from '@toolbox/kit/api-schemas';
import { generateText, Output, streamText } from 'ai';
import type { z } from 'zod';
import type { ApiDeps } from '../deps.ts';
import { AiAborted, AiFailure, toAiFailure } from './errors.ts';
import { chooseModel } from './model.server.ts';

/**
 * One AI endpoint's work, whatever the engine: the schema the model's JSON must match, the
 * offline composer, the prompt for a real model, and `finish`, which normalises the model's
 * output to the API's result (cutting to the spec's limits) and validates it.
 */
export interface AiTask<Input, ModelOutput, Result> {
  name: string;
  description: string;
  outputSchema: z.ZodType<ModelOutput>;
  compose(input: Input): ModelOutput;
  prompt(input: Input): { system: string; prompt: string };
  finish(output: ModelOutput, input: Input): { result: Result; warnings: string[] };
}

export interface AiRun<Input, ModelOutput, Result> {
  deps: ApiDeps;
  task: AiTask<Input, ModelOutput, Result>;
  input: Input;
  abortSignal: AbortSignal;
}

// The client retries a 429 itself (once after 1.5 s: kit CONTEXT.md Rules: AI contract › Retry), so the server does not: a retry
// here would hold the request open for seconds. The provider gets the schema as a guide
// (`strictJsonSchema: false` accepts records and optional fields); zod validates the answer.
const callSettings = {
  maxRetries: 0,
  providerOptions: { openai: { strictJsonSchema: false } },
} as const;
const GENERATE_TIMEOUT_MS = 120_000;
const STREAM_TIMEOUT = { totalMs: 180_000, chunkMs: 30_000 };

function setUp<Input, ModelOutput, Result>({ deps, task, input }: AiRun<Input, ModelOutput, Result>) {
  const chosen = chooseModel({ env: deps.env, overrides: deps.ai, compose: () => task.compose(input) });
  const meta: AiMeta = { engine: chosen.engine, model: chosen.modelId };
  const output = Output.object({ schema: task.outputSchema, name: task.name, description: task.description });
  return { chosen, meta, output, ...task.prompt(input) };
}

/** `generateText` with structured output; throws AiFailure (or AiAborted when the caller left). */
export async function generateResult<Input, ModelOutput, Result>(
  run: AiRun<Input, ModelOutput, Result>,
): Promise<{ result: Result; meta: AiMeta }> {
  const { chosen, meta, output, system, prompt } = setUp(run);
  let value: ModelOutput;
  try {
    const response = await generateText({
      model: chosen.model,
      output,
      system,
      prompt,
      abortSignal: run.abortSignal,
      timeout: GENERATE_TIMEOUT_MS,
      ...callSettings,
    });
    value = response.output as ModelOutput;
  } catch (error) {
    if (run.abortSignal.aborted) throw new AiAborted();
    throw toAiFailure(error);
  }
  return withWarnings(finishOrFail(run, value), meta);
}

export type StreamStep<Result> =
  | { type: 'meta'; meta: AiMeta }
  | { type: 'delta'; text: string }
  | { type: 'result'; result: Result; meta: AiMeta };

/**
 * `streamText` with structured output as an async sequence: `meta`, the model's text deltas, then
 * the finished result. Throws AiFailure for an upstream error, a stream that ends without a
 * complete answer or an invalid one, and AiAborted when `abortSignal` fired.
 */
export async function* streamResult<Input, ModelOutput, Result>(
  run: AiRun<Input, ModelOutput, Result>,
): AsyncGenerator<StreamStep<Result>> {
  const { chosen, meta, output, system, prompt } = setUp(run);
  yield { type: 'meta', meta };
  const response = streamText({
    model: chosen.model,
    output,
    system,
    prompt,
    abortSignal: run.abortSignal,
    timeout: STREAM_TIMEOUT,
    // Errors arrive as `error` parts below; without this the SDK also logs each one.
    onError: () => {},
    ...callSettings,
  });
  let failure: unknown;
  try {
    for await (const part of response.stream) {
      if (part.type === 'text-delta') yield { type: 'delta', text: part.text };
      else if (part.type === 'error') failure ??= part.error;
      else if (part.type === 'abort') {
        if (run.abortSignal.aborted) throw new AiAborted();
        failure ??= new AiFailure('API_ERROR', 'The AI model service timed out.');
      }
    }
  } catch (error) {
    if (run.abortSignal.aborted || error instanceof AiAborted) throw new AiAborted();
    // A connection dropped mid-body is thrown rather than reported as a part.
    throw toAiFailure(error);
  }
  if (run.abortSignal.aborted) throw new AiAborted();
  if (failure !== undefined) throw toAiFailure(failure);
  let value: ModelOutput;
  try {
    value = (await response.output) as ModelOutput;
  } catch (error) {
    throw toAiFailure(error);
  }
  const { result, warnings } = finishOrFail(run, value);
  yield { type: 'result', result, meta: warnings.length ? { ...meta, warnings } : meta };
}

function finishOrFail<Input, ModelOutput, Result>(
  { task, input }: AiRun<Input, ModelOutput, Result>,
  value: ModelOutput,
): { result: Result; warnings: string[] } {
  try {
    return task.finish(value, input);
  } catch (error) {
    throw toAiFailure(error);
  }
}

function withWarnings<Result>(
  { result, warnings }: { result: Result; warnings: string[] },
  meta: AiMeta,
): { result: Result; meta: AiMeta } {
  return { result, meta: warnings.length ? { ...meta, warnings } : meta };
}
