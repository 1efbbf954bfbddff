import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { aiSplitRequestSchema } from '@toolbox/kit/api-schemas';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createDeps } from '../deps.ts';
import { parseEnv } from '../env.server.ts';
import { AiAborted, AiFailure } from './errors.ts';
import { generateResult, streamResult } from './run.ts';
import { splitTask } from './tasks/split.ts';

const input = aiSplitRequestSchema.parse({ prompt: 'a and b' });
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

function depsWith(model?: MockLanguageModelV4) {
  const deps = createDeps({ env: parseEnv({}), db: undefined as never, databaseKind: 'pglite' });
  return model ? { ...deps, ai: { model } } : deps;
}

function streamOf(parts: LanguageModelV4StreamPart[]) {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: new ReadableStream({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      }),
    }),
  });
}

async function drain(run: Parameters<typeof streamResult>[0]) {
  const steps: string[] = [];
  try {
    for await (const step of streamResult(run)) steps.push(step.type);
    return { steps };
  } catch (error) {
    return { steps, error };
  }
}

describe('generateResult', () => {
  it('runs the offline engine by default and reports it', async () => {
    const { result, meta } = await generateResult({
      deps: depsWith(),
      task: splitTask,
      input,
      abortSignal: new AbortController().signal,
    });
    expect(result.items.map((item) => item.title)).toEqual(['A', 'B']);
    expect(meta).toEqual({ engine: 'offline', model: 'toolbox-offline-1' });
  });

  it('maps a wrong-shaped answer to VALIDATION_FAILED', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: {
        content: [{ type: 'text', text: '{"items":"nope"}' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      },
    });
    const failure = await generateResult({
      deps: depsWith(model),
      task: splitTask,
      input,
      abortSignal: new AbortController().signal,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiFailure);
    expect((failure as AiFailure).code).toBe('VALIDATION_FAILED');
    expect((failure as AiFailure).status).toBe(502);
  });

  it('throws AiAborted when the caller has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      generateResult({ deps: depsWith(), task: splitTask, input, abortSignal: controller.signal }),
    ).rejects.toBeInstanceOf(AiAborted);
  });
});

describe('streamResult', () => {
  const signal = () => new AbortController().signal;

  it('yields meta, deltas and the result', async () => {
    const { steps, error } = await drain({ deps: depsWith(), task: splitTask, input, abortSignal: signal() });
    expect(error).toBeUndefined();
    expect(steps[0]).toBe('meta');
    expect(steps.at(-1)).toBe('result');
    expect(steps.filter((step) => step === 'delta').length).toBeGreaterThan(1);
  });

  it('fails with PARSE_ERROR when the model stops at its length limit', async () => {
    const model = streamOf([
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: '1' },
      { type: 'text-delta', id: '1', delta: '{"items":[{"ti' },
      { type: 'text-end', id: '1' },
      { type: 'finish', finishReason: { unified: 'length', raw: 'length' }, usage },
    ]);
    const { steps, error } = await drain({
      deps: depsWith(model),
      task: splitTask,
      input,
      abortSignal: signal(),
    });
    expect(steps).toEqual(['meta', 'delta']);
    expect((error as AiFailure).code).toBe('PARSE_ERROR');
  });

  it('fails (does not hang) when the model stream closes without any answer', async () => {
    const model = streamOf([{ type: 'stream-start', warnings: [] }]);
    const { steps, error } = await drain({
      deps: depsWith(model),
      task: splitTask,
      input,
      abortSignal: signal(),
    });
    expect(steps).toEqual(['meta']);
    expect(error).toBeInstanceOf(AiFailure);
  });

  it('reports an error part from the model', async () => {
    const model = streamOf([
      { type: 'stream-start', warnings: [] },
      { type: 'error', error: new Error('upstream exploded') },
    ]);
    const { error } = await drain({ deps: depsWith(model), task: splitTask, input, abortSignal: signal() });
    expect((error as AiFailure).code).toBe('GENERATION_FAILED');
  });
});
