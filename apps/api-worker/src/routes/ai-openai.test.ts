import {
  aiErrorBodySchema,
  aiSplitResponseSchema,
  cardGenerateResponseSchema,
  storyGenerateResponseSchema,
  storyStreamEventSchema,
} from '@toolbox/kit/api-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postAi, readEvents } from '../test/ai-requests.ts';
import { type OpenAiTestServer, startOpenAiTestServer } from '../test/openai-test-server.ts';
import { createTestApi } from '../test/test-api.ts';

// The real `@ai-sdk/openai` chat-completions path against a local OpenAI-compatible server.

let server: OpenAiTestServer;
let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  server = await startOpenAiTestServer();
  api = await createTestApi({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: server.url,
    OPENAI_API_KEY: 'test-key',
    AI_MODEL: 'test-model',
    LOG_LEVEL: 'silent',
  });
});
afterAll(async () => {
  await api.close();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.streams.length = 0;
});

const storyResult = {
  storySegment: 'Lanterns swung over the black ice as Mara counted her debts. '.repeat(8).trim(),
  summary: 'Mara bargains on the ice.',
  title: 'Ice and Debt',
  cardUpdates: [{ cardId: 'char_mara', changes: { 'resources.coin': 2 }, reason: 'Paid a bribe' }],
  newClocks: [{ id: 'clock_1', name: 'Thaw', max: 6, value: 1, kind: 'crisis' }],
  resourceChanges: { coin: -1 },
  nextSuggestions: ['Follow the guard', 'Open the lock', 'Sell the key', 'Run'],
};
const storyBody = {
  promptData: {
    selectedCards: [
      { id: 'char_mara', type: 'Character', name: 'Mara', summary: 'A smuggler', resources: { coin: 3 } },
    ],
    previousSummary: '',
  },
};

function eventTypes(events: { type: string }[]) {
  return [...new Set(events.map((event) => event.type))];
}

describe('openai provider: successful answers', () => {
  it('splits through chat completions with a JSON schema and repairs titles and estimates', async () => {
    server.use({
      kind: 'answer',
      content: JSON.stringify({
        items: [
          { title: `  ${'Long title '.repeat(20)}`, pomodoro: { estimateMinutes: 0 } },
          { title: 'Second', labels: ['AI'], pomodoro: { estimateMinutes: 12.4 } },
          { title: '   ' },
        ],
        confidence: 1.7,
      }),
    });
    const response = await postAi(api.app, '/api/ai/split', {
      prompt: 'Prepare the release',
      language: 'en',
      defaults: { estimateMinutes: 30 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ai-engine')).toBe('openai');
    const body = aiSplitResponseSchema.parse(await response.json());
    expect(body.items).toHaveLength(2);
    expect(body.items[0]?.title).toHaveLength(140);
    expect(body.items[0]?.pomodoro?.estimateMinutes).toBe(30);
    expect(body.items[1]).toEqual({ title: 'Second', labels: ['AI'], pomodoro: { estimateMinutes: 12 } });
    expect(body.confidence).toBe(1);
    expect(body.meta).toEqual({ engine: 'openai', model: 'test-model' });

    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(request?.body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    expect(JSON.stringify(request?.body.messages)).toContain('Prepare the release');
  });

  it('generates a card patch, trimming and cutting to the editor limits', async () => {
    server.use({
      kind: 'answer',
      content: JSON.stringify({
        name: '  Mara   Vell  ',
        summary: 'A smuggler',
        tags: ['smuggler', 'x'.repeat(40), ' ', 'smuggler'],
        desire: 'Freedom',
        fear: 'Chains',
        belief: 'Debts bind',
      }),
    });
    const response = await postAi(api.app, '/api/ai/card-generate', {
      type: 'Character',
      summary: 'A smuggler',
    });
    const body = cardGenerateResponseSchema.parse(await response.json());
    expect(body.data.cardPatch).toEqual({
      name: 'Mara Vell',
      summary: 'A smuggler',
      tags: ['smuggler', 'x'.repeat(30)],
      desire: 'Freedom',
      fear: 'Chains',
      belief: 'Debts bind',
    });
  });

  it('streams a story: meta, tokens, partials, then done with the validated result', async () => {
    server.use({ kind: 'answer', content: JSON.stringify(storyResult), chunkSize: 20 });
    const response = await postAi(api.app, '/api/ai/story-generate/stream', storyBody);
    const events = (await readEvents(response)).map((event) => storyStreamEventSchema.parse(event));
    expect(events[0]).toEqual({ type: 'meta', data: { engine: 'openai', model: 'test-model' } });
    expect(eventTypes(events)).toEqual(['meta', 'token', 'partial', 'done']);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('expected done');
    expect(done.data.final.storySegment).toBe(storyResult.storySegment);
    expect(done.data.final.nextSuggestions).toHaveLength(3);
    expect(server.requests[0]?.body.stream).toBe(true);
  });

  it('drops card updates, clocks and resource changes that the options turned off', async () => {
    server.use({ kind: 'answer', content: JSON.stringify(storyResult) });
    const response = await postAi(api.app, '/api/ai/story-generate', {
      promptData: {
        ...storyBody.promptData,
        generationOptions: { enableCardUpdates: false, enableNewClocks: false, enableResourceChanges: false },
      },
    });
    const body = storyGenerateResponseSchema.parse(await response.json());
    expect(body.data).toMatchObject({ cardUpdates: [], newClocks: [], resourceChanges: {} });
  });
});

describe('openai provider: failures', () => {
  const rateLimited = {
    kind: 'status',
    status: 429,
    body: { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } },
    headers: { 'retry-after': '7' },
  } as const;

  it('answers an upstream 429 with 429 RATE_LIMIT and its Retry-After', async () => {
    server.use(rateLimited);
    const response = await postAi(api.app, '/api/ai/split', { prompt: 'Plan the trip' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(aiErrorBodySchema.parse(await response.json())).toMatchObject({
      code: 'RATE_LIMIT',
      success: false,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('turns an upstream 429 into an error event with code RATE_LIMIT in a stream', async () => {
    server.use(rateLimited);
    const events = await readEvents(await postAi(api.app, '/api/ai/story-generate/stream', storyBody));
    expect(events.at(-1)).toEqual({
      type: 'error',
      data: { code: 'RATE_LIMIT', message: expect.any(String) },
    });
    expect(eventTypes(events)).toEqual(['meta', 'error']);
  });

  it('answers an upstream 500 with 502 API_ERROR', async () => {
    server.use({ kind: 'status', status: 500, body: { error: { message: 'boom' } } });
    const response = await postAi(api.app, '/api/ai/story-generate', storyBody);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      code: 'API_ERROR',
      message: 'The AI model service answered HTTP 500.',
    });
  });

  it('reports a stream cut short mid-answer as an error event, never a hang or a done', async () => {
    server.use({ kind: 'answer', content: JSON.stringify(storyResult), chunkSize: 20, ending: 'cut' });
    const events = await readEvents(await postAi(api.app, '/api/ai/story-generate/stream', storyBody));
    expect(events.some((event) => event.type === 'token')).toBe(true);
    expect(events.some((event) => event.type === 'done')).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: 'error', data: { code: 'PARSE_ERROR' } });
  });

  it('reports a connection dropped mid-answer as API_ERROR', async () => {
    server.use({ kind: 'answer', content: JSON.stringify(storyResult), chunkSize: 20, ending: 'reset' });
    const events = await readEvents(
      await postAi(api.app, '/api/ai/card-generate/stream', { type: 'Goal', summary: 'Win' }),
    );
    expect(events.some((event) => event.type === 'done')).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: 'error', data: { code: 'API_ERROR' } });
  });

  it('reports malformed JSON as PARSE_ERROR (502 or an error event)', async () => {
    server.use({ kind: 'answer', content: '{"items": [{"title": "a"}, oops' });
    const response = await postAi(api.app, '/api/ai/split', { prompt: 'Plan the trip' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'PARSE_ERROR' });

    server.use({ kind: 'answer', content: 'Sure! Here is your prompt: a fox.' });
    const events = await readEvents(
      await postAi(api.app, '/api/ai/prompt-generate/stream', { promptData: { coreIdea: 'a fox' } }),
    );
    expect(events.at(-1)).toMatchObject({ type: 'error', data: { code: 'PARSE_ERROR' } });
  });

  it('reports JSON of the wrong shape as VALIDATION_FAILED with details', async () => {
    server.use({ kind: 'answer', content: JSON.stringify({ ...storyResult, storySegment: 42 }) });
    const response = await postAi(api.app, '/api/ai/story-generate', storyBody);
    expect(response.status).toBe(502);
    const body = aiErrorBodySchema.parse(await response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('storySegment');

    server.use({
      kind: 'answer',
      content: JSON.stringify({ ...storyResult, newClocks: [{ id: 'c', name: 'n', max: 0, value: 1 }] }),
    });
    const events = await readEvents(await postAi(api.app, '/api/ai/story-generate/stream', storyBody));
    expect(events.at(-1)).toMatchObject({ type: 'error', data: { code: 'VALIDATION_FAILED' } });
  });

  it('answers API_ERROR when the model server cannot be reached', async () => {
    const unreachable = await createTestApi({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_API_KEY: 'test-key',
      LOG_LEVEL: 'silent',
    });
    try {
      const response = await postAi(unreachable.app, '/api/ai/split', { prompt: 'Plan the trip' });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 'API_ERROR' });
      const events = await readEvents(
        await postAi(unreachable.app, '/api/ai/prompt-generate/stream', {
          promptData: { coreIdea: 'a fox' },
        }),
      );
      expect(events).toEqual([{ type: 'error', data: { code: 'API_ERROR', message: expect.any(String) } }]);
    } finally {
      await unreachable.close();
    }
  });
});

describe('openai provider: cancellation', () => {
  it('stops the upstream stream when the client disconnects', async () => {
    server.use({ kind: 'answer', content: JSON.stringify(storyResult), chunkSize: 4, delayMs: 20 });
    const controller = new AbortController();
    const response = await postAi(api.app, '/api/ai/story-generate/stream', storyBody, {
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('"type":"token"')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('stream ended before any token');
      seen += decoder.decode(chunk.value);
    }
    controller.abort();
    const upstream = server.streams[0];
    if (!upstream) throw new Error('no upstream stream');
    await upstream.closed;
    // The upstream connection closed long before the answer was complete.
    expect(upstream.chunksWritten).toBeLessThan(upstream.chunksPlanned / 2);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).not.toContain('"type":"done"');
  });
});
