import {
  aiErrorBodySchema,
  aiSplitResponseSchema,
  cardGenerateResponseSchema,
  cardStreamEventSchema,
  cardTypes,
  drawingPromptResultSchema,
  promptStreamEventSchema,
  storyGenerateResponseSchema,
  storyLengthRange,
  storyStreamEventSchema,
} from '@toolbox/kit/api-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitRules } from '../rate-limit.ts';
import { freshAddress, postAi, readEvents } from '../test/ai-requests.ts';
import { createTestApi } from '../test/test-api.ts';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ LOG_LEVEL: 'silent' });
});
afterAll(() => api.close());

const cards = [
  {
    id: 'char_mara',
    type: 'Character',
    name: 'Mara',
    summary: 'A smuggler who owes everyone',
    desire: 'To buy back her family ship',
    fear: 'Being owned by anyone again',
    belief: 'Debts are chains',
    relations: { char_ivo: 20 },
    resources: { coin: 3 },
  },
  { id: 'char_ivo', type: 'Character', name: 'Ivo', summary: 'A harbour guard', desire: 'A quiet life' },
  {
    id: 'env_market',
    type: 'Environment',
    name: 'The Glass Market',
    summary: 'A night market on a frozen lake',
    image: 'Lanterns over black ice',
    rule: 'No blade may be drawn on the ice',
    secret: 'The lake is not frozen; it is holding its breath',
  },
  {
    id: 'obj_key',
    type: 'SpecialObject',
    name: 'The Tide Key',
    summary: 'Opens any lock',
    anomaly: 'It is always wet',
    costRule: 'Each use costs a memory',
    durability: 3,
  },
  {
    id: 'goal_ship',
    type: 'Goal',
    name: 'Reclaim the Swallow',
    summary: '',
    successCondition: 'The Swallow leaves the harbour',
  },
];

describe('POST /api/ai/split (offline engine)', () => {
  it('splits a numbered list into sub-tasks with the spec shape and the engine in meta', async () => {
    const response = await postAi(api.app, '/api/ai/split', {
      prompt: '1. Write the intro\n2. Add charts (45 min)\n3. Send it to Bob',
      language: 'en',
      maxChildren: 10,
      defaults: { estimateMinutes: 25 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ai-engine')).toBe('offline');
    const body = aiSplitResponseSchema.parse(await response.json());
    expect(body.items).toEqual([
      { title: 'Write the intro', pomodoro: { estimateMinutes: 25 } },
      { title: 'Add charts', pomodoro: { estimateMinutes: 45 } },
      { title: 'Send it to Bob', pomodoro: { estimateMinutes: 25 } },
    ]);
    expect(body.confidence).toBeGreaterThan(0.5);
    expect(body.meta).toEqual({ engine: 'offline', model: 'toolbox-offline-1' });
  });

  it('applies the defaults: maxChildren 10, estimate 25, language en', async () => {
    const prompt = Array.from({ length: 14 }, (_, index) => `- step ${index + 1}`).join('\n');
    const body = aiSplitResponseSchema.parse(
      await (await postAi(api.app, '/api/ai/split', { prompt })).json(),
    );
    expect(body.items).toHaveLength(10);
    expect(body.items.every((item) => item.pomodoro?.estimateMinutes !== undefined)).toBe(true);
    expect(body.items[0]?.pomodoro?.estimateMinutes).toBe(25);
  });

  it('honours a smaller maxChildren and an invalid default estimate falls back to 25', async () => {
    const response = await postAi(api.app, '/api/ai/split', {
      prompt: 'a) one\nb) two\nc) three\nd) four',
      maxChildren: 2,
      defaults: { estimateMinutes: -3 },
    });
    const body = aiSplitResponseSchema.parse(await response.json());
    expect(body.items).toHaveLength(2);
    expect(body.items.map((item) => item.pomodoro?.estimateMinutes)).toEqual([25, 75]);
  });

  it.each([
    ['a prompt over 800 characters', { prompt: 'x'.repeat(801) }, 'prompt too long (max 800)'],
    ['a blank prompt', { prompt: '   \n ' }, 'prompt is blank'],
    ['maxChildren over 10', { prompt: 'a and b', maxChildren: 11 }, 'maxChildren'],
    ['a missing prompt', {}, 'prompt'],
  ])('refuses %s with 400 and a readable error', async (_, body, message) => {
    const response = await postAi(api.app, '/api/ai/split', body);
    expect(response.status).toBe(400);
    const error = aiErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.error).toContain(message);
  });

  it('accepts 800 characters after trimming', async () => {
    const response = await postAi(api.app, '/api/ai/split', { prompt: `  ${'word '.repeat(160).trim()}  ` });
    expect(response.status).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await postAi(api.app, '/api/ai/split', '{nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Request body must be JSON', code: 'BAD_REQUEST' });
  });

  it('rate-limits each client with 429 RATE_LIMIT and Retry-After', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= rateLimitRules.ai.limit; index++) {
      const response = await postAi(api.app, '/api/ai/split', { prompt: 'a, b' }, { address });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.json()).toMatchObject({ code: 'RATE_LIMIT' });
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(rateLimitRules.ai.limit);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/ai/card-generate (offline engine)', () => {
  it.each(cardTypes)('composes a valid %s card patch', async (type) => {
    const response = await postAi(api.app, '/api/ai/card-generate', {
      type,
      name: 'Ash',
      summary: 'A city of ash where memories are currency',
      locale: 'en',
    });
    expect(response.status).toBe(200);
    const body = cardGenerateResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ success: true, error: null, meta: { engine: 'offline' } });
    expect(body.data.cardPatch.name).toBe('Ash');
    expect(body.data.cardPatch.tags?.length).toBeGreaterThan(0);
  });

  it('needs a summary (summaryRequired) and a known type', async () => {
    const blank = await postAi(api.app, '/api/ai/card-generate', { type: 'Character', summary: '  ' });
    expect(blank.status).toBe(400);
    expect(aiErrorBodySchema.parse(await blank.json()).error).toBe('summary required');
    const unknown = await postAi(api.app, '/api/ai/card-generate', { type: 'Dragon', summary: 'x' });
    expect(unknown.status).toBe(400);
  });

  it('accepts the original body, { prompt } alone, taking the type the prompt names', async () => {
    const response = await postAi(api.app, '/api/ai/card-generate', {
      prompt: 'Write a Faction card: smugglers who trade in stolen hours under the clock tower.',
    });
    expect(response.status).toBe(200);
    const body = cardGenerateResponseSchema.parse(await response.json());
    expect(body.success).toBe(true);
    expect(body.data.cardPatch).toHaveProperty('stance');
    const typed = await postAi(api.app, '/api/ai/card-generate', {
      prompt: '一个守护森林的角色',
      locale: 'zh',
    });
    expect(cardGenerateResponseSchema.parse(await typed.json()).data.cardPatch).toHaveProperty('desire');
    const blank = await postAi(api.app, '/api/ai/card-generate', { prompt: '   ' });
    expect(blank.status).toBe(400);
    expect(aiErrorBodySchema.parse(await blank.json()).error).toBe('summary required');
  });

  it('streams tokens and ends with done { final: { success, data, error } }', async () => {
    const response = await postAi(api.app, '/api/ai/card-generate/stream', {
      type: 'Character',
      name: '林舟',
      summary: '一个在雾港长大的信使，总是带着一封没寄出的信',
      locale: 'zh',
    });
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = await readEvents(response);
    for (const event of events) cardStreamEventSchema.parse(event);
    const tokens = events.filter((event) => event.type === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    const done = cardStreamEventSchema.parse(events.at(-1));
    if (done.type !== 'done') throw new Error('expected done last');
    expect(done.data.final.success).toBe(true);
    expect(done.data.meta?.engine).toBe('offline');
    // The tokens are the model's raw JSON text, which parses to the same patch.
    expect(JSON.parse(tokens.map((event) => event.data.delta).join(''))).toEqual(
      done.data.final.data.cardPatch,
    );
  });
});

describe('POST /api/ai/story-generate (offline engine)', () => {
  it.each(Object.entries(storyLengthRange))(
    'writes a %s page within its length',
    async (storyLength, range) => {
      const response = await postAi(api.app, '/api/ai/story-generate', {
        promptData: { selectedCards: cards, previousSummary: '', generationOptions: { storyLength } },
      });
      expect(response.status).toBe(200);
      const body = storyGenerateResponseSchema.parse(await response.json());
      const length = Array.from(body.data.storySegment).length;
      expect(length).toBeGreaterThanOrEqual(range.min);
      expect(length).toBeLessThanOrEqual(range.max);
      expect(body.data.storySegment).toContain('Mara');
      expect(body.data.nextSuggestions).toHaveLength(3);
    },
  );

  it('proposes card updates, clocks and resource changes only when enabled', async () => {
    const on = storyGenerateResponseSchema.parse(
      await (
        await postAi(api.app, '/api/ai/story-generate', { promptData: { selectedCards: cards } })
      ).json(),
    );
    expect(on.data.cardUpdates.length).toBeGreaterThan(0);
    expect(on.data.newClocks).toHaveLength(1);
    expect(Object.keys(on.data.resourceChanges)).not.toHaveLength(0);
    const off = storyGenerateResponseSchema.parse(
      await (
        await postAi(api.app, '/api/ai/story-generate', {
          promptData: {
            selectedCards: cards,
            generationOptions: {
              enableCardUpdates: false,
              enableNewClocks: false,
              enableResourceChanges: false,
              maxSuggestions: 1,
            },
          },
        })
      ).json(),
    );
    expect(off.data).toMatchObject({ cardUpdates: [], newClocks: [], resourceChanges: {} });
    expect(off.data.nextSuggestions).toHaveLength(1);
  });

  it.each([
    ['no selected card', { promptData: { selectedCards: [] } }, 'select at least one card'],
    [
      'custom text over 4000 characters',
      { promptData: { selectedCards: cards, customUserText: 'x'.repeat(4001) } },
      'customUserText too long (max 4000)',
    ],
  ])('refuses %s', async (_, body, message) => {
    const response = await postAi(api.app, '/api/ai/story-generate', body);
    expect(response.status).toBe(400);
    const error = aiErrorBodySchema.parse(await response.json());
    expect(error.message).toContain(message);
    expect(error.details).toBeInstanceOf(Array);
  });

  it('streams meta, tokens, growing partials and done with the final result', async () => {
    const response = await postAi(api.app, '/api/ai/story-generate/stream', {
      promptData: { selectedCards: cards, previousSummary: 'Mara lost the Swallow at cards.' },
    });
    const events = await readEvents(response);
    const parsed = events.map((event) => storyStreamEventSchema.parse(event));
    expect(parsed[0]).toEqual({ type: 'meta', data: { engine: 'offline', model: 'toolbox-offline-1' } });
    const partials = parsed.flatMap((event) => (event.type === 'partial' ? [event.data.storySoFar] : []));
    expect(partials.length).toBeGreaterThan(3);
    for (let index = 1; index < partials.length; index++) {
      expect(partials[index]?.startsWith(partials[index - 1] as string)).toBe(true);
    }
    const done = parsed.at(-1);
    if (done?.type !== 'done') throw new Error('expected done last');
    expect(partials.at(-1)).toBe(done.data.final.storySegment);
    expect(done.data.final.summary.length).toBeGreaterThan(0);
  });
});

describe('POST /api/ai/prompt-generate/stream (offline engine)', () => {
  it('streams tokens and a drawing prompt result with every field filled', async () => {
    const response = await postAi(api.app, '/api/ai/prompt-generate/stream', {
      promptData: { coreIdea: 'a fox reading under a lantern at night' },
      locale: 'en',
    });
    const events = (await readEvents(response)).map((event) => promptStreamEventSchema.parse(event));
    expect(events.filter((event) => event.type === 'token').length).toBeGreaterThan(3);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('expected done last');
    const result = drawingPromptResultSchema.parse(done.data.final);
    expect(result.prompt.subject).toContain('fox');
    expect(result.fullPrompt).toContain('--ar ');
  });

  it('refuses a blank core idea before streaming', async () => {
    const response = await postAi(api.app, '/api/ai/prompt-generate/stream', {
      promptData: { coreIdea: ' ' },
    });
    expect(response.status).toBe(400);
    expect(aiErrorBodySchema.parse(await response.json()).error).toBe('core idea required');
  });
});

describe('cancellation (offline engine)', () => {
  it('stops the stream when the client aborts, without a done event', async () => {
    api.deps.ai = { offlineChunkDelayMs: 5 };
    try {
      const controller = new AbortController();
      const response = await postAi(
        api.app,
        '/api/ai/story-generate/stream',
        { promptData: { selectedCards: cards, generationOptions: { storyLength: 'long' } } },
        { signal: controller.signal },
      );
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      controller.abort();
      const decoder = new TextDecoder();
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += decoder.decode(chunk.value);
      expect(rest).not.toContain('"type":"done"');
    } finally {
      api.deps.ai = undefined;
    }
  });
});
