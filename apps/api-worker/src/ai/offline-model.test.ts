import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { generateText, Output, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOfflineModel, OFFLINE_MODEL_ID } from './offline-model.ts';

const value = { title: 'Café 🍰 au lait', items: ['一', '二', '三'], count: 3 };
const schema = z.object({ title: z.string(), items: z.array(z.string()), count: z.number() });

async function parts(stream: ReadableStream<LanguageModelV4StreamPart>) {
  const collected: LanguageModelV4StreamPart[] = [];
  for await (const part of stream) collected.push(part);
  return collected;
}

describe('createOfflineModel', () => {
  it('implements the v4 language model interface', () => {
    const model = createOfflineModel({ compose: () => value });
    expect(model).toMatchObject({
      specificationVersion: 'v4',
      provider: 'toolbox.offline',
      modelId: OFFLINE_MODEL_ID,
    });
  });

  it('doGenerate answers the composed object as JSON text', async () => {
    const result = await createOfflineModel({ compose: () => value }).doGenerate({ prompt: [] });
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(value) }]);
    expect(result.finishReason).toEqual({ unified: 'stop', raw: 'stop' });
  });

  it('doStream streams the JSON in small deltas without splitting characters', async () => {
    const { stream } = await createOfflineModel({ compose: () => value, chunkSize: 5 }).doStream({
      prompt: [],
    });
    const collected = await parts(stream);
    expect(collected.map((part) => part.type).filter((type) => type !== 'text-delta')).toEqual([
      'stream-start',
      'response-metadata',
      'text-start',
      'text-end',
      'finish',
    ]);
    const deltas = collected.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : []));
    expect(deltas.join('')).toBe(JSON.stringify(value));
    for (const delta of deltas) {
      expect(Array.from(delta).length).toBeLessThanOrEqual(5);
      expect(delta).not.toMatch(/[\ud800-\udbff]$/); // never ends inside a surrogate pair
    }
  });

  it('stops streaming when the abort signal fires', async () => {
    const controller = new AbortController();
    const { stream } = await createOfflineModel({ compose: () => value, chunkSize: 2 }).doStream({
      prompt: [],
      abortSignal: controller.signal,
    });
    const reader = stream.getReader();
    let deltas = 0;
    await expect(
      (async () => {
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          if (part.value.type === 'text-delta' && ++deltas === 2) controller.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(deltas).toBe(2);
  });

  it('refuses to start when already aborted', async () => {
    const model = createOfflineModel({ compose: () => value });
    await expect(model.doStream({ prompt: [], abortSignal: AbortSignal.abort() })).rejects.toThrow();
  });

  it('works through generateText and streamText with structured output', async () => {
    const generated = await generateText({
      model: createOfflineModel({ compose: () => value }),
      output: Output.object({ schema }),
      prompt: 'ignored',
    });
    expect(generated.output).toEqual(value);
    const streamed = streamText({
      model: createOfflineModel({ compose: () => value }),
      output: Output.object({ schema }),
      prompt: 'ignored',
    });
    let text = '';
    for await (const delta of streamed.textStream) text += delta;
    expect(text).toBe(JSON.stringify(value));
    expect(await streamed.output).toEqual(value);
  });
});
