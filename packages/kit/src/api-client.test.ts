import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AI_PATHS,
  ApiClientError,
  aiSplit,
  generateCard,
  generateStory,
  isAbortError,
  OFFLINE_MESSAGES,
  offlineMessage,
  streamCard,
  streamPrompt,
  streamStory,
} from './api-client';
import { aiMutationKeys, aiSplitMutationOptions, streamStoryMutationOptions } from './api-queries';

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const ndjson = (lines: unknown[], { tail = '' } = {}) =>
  new Response(
    `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n${tail}`,
    {
      headers: { 'content-type': 'application/x-ndjson', 'x-ai-engine': 'offline' },
    },
  );

function fetchReturning(...responses: (Response | Error)[]) {
  const queue = [...responses];
  return vi.fn<typeof fetch>(async () => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return next;
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiClientError)) throw new Error(`expected an ApiClientError, got ${String(error)}`);
  return error;
}

const story = {
  storySegment: 'Once…',
  summary: 'S',
  title: 'T',
  cardUpdates: [],
  newClocks: [],
  resourceChanges: {},
  nextSuggestions: [],
};
const storyBody = { promptData: { selectedCards: [{ id: 'a', type: 'Character', name: 'A' }] } };

describe('the AI split answer is checked against the shared schema', () => {
  it.each([
    ['items missing', { confidence: 0.5 }, 'items'],
    ['a blank title', { items: [{ title: '' }], confidence: 0.5 }, 'items.0.title'],
    [
      'an estimate that is not a whole minute',
      { items: [{ title: 'a', pomodoro: { estimateMinutes: 2.5 } }], confidence: 1 },
      'items.0.pomodoro.estimateMinutes',
    ],
    [
      'more than 10 items',
      { items: Array.from({ length: 11 }, () => ({ title: 'a' })), confidence: 1 },
      'items',
    ],
    ['a confidence above 1', { items: [], confidence: 3 }, 'confidence'],
  ])('%s → PARSE_ERROR naming the field', async (_label, answer, path) => {
    const error = await aiSplit({ prompt: 'x' }, { fetch: fetchReturning(json(answer)) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ code: 'PARSE_ERROR', status: 200 });
    expect((error as Error).message).toContain(`invalid split answer (${path}:`);
  });
});

describe('JSON endpoints', () => {
  it('POSTs the body as JSON to the endpoint and returns the answer', async () => {
    const answer = { items: [{ title: 'A' }], confidence: 0.9 };
    const fetch = fetchReturning(json(answer));
    expect(await aiSplit({ prompt: 'a and b' }, { fetch, baseUrl: 'https://example.test' })).toEqual(answer);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`https://example.test${AI_PATHS.split}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ prompt: 'a and b' });
  });

  it.each<[string, Response, Partial<ApiClientError>]>([
    [
      '429 → RATE_LIMIT with Retry-After',
      json({ error: 'slow down', code: 'RATE_LIMIT' }, 429, { 'retry-after': '12' }),
      {
        code: 'RATE_LIMIT',
        status: 429,
        message: 'slow down',
        retryAfterSeconds: 12,
      },
    ],
    [
      '400 → API_ERROR with the body error',
      json({ error: 'prompt too long (max 800)', code: 'BAD_REQUEST' }, 400),
      {
        code: 'API_ERROR',
        status: 400,
        message: 'prompt too long (max 800)',
      },
    ],
    [
      '500 without a body → the split fallback text',
      new Response('', { status: 500 }),
      {
        code: 'API_ERROR',
        status: 500,
        message: 'AI split failed (HTTP 500)',
      },
    ],
    [
      'a plain-text error body',
      new Response('Bad gateway', { status: 502 }),
      { code: 'API_ERROR', message: 'Bad gateway' },
    ],
  ])('aiSplit: %s', async (_, response, expected) => {
    expect(await failure(aiSplit({ prompt: 'x' }, { fetch: fetchReturning(response) }))).toMatchObject(
      expected,
    );
  });

  it('keeps the server AI code, message and details (CONTEXT.md Rules: AI contract › Errors)', async () => {
    const body = {
      success: false,
      error: 'bad',
      message: 'bad',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'summary' }],
    };
    const error = await failure(generateStory(storyBody, { fetch: fetchReturning(json(body, 502)) }));
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 502,
      message: 'bad',
      details: [{ path: 'summary' }],
    });
  });

  it('uses "HTTP {status}" when the body says nothing', async () => {
    const error = await failure(generateStory(storyBody, { fetch: fetchReturning(json({}, 503)) }));
    expect(error).toMatchObject({ code: 'API_ERROR', message: 'HTTP 503' });
  });

  it('reports a failed fetch as NETWORK_ERROR', async () => {
    const error = await failure(
      aiSplit({ prompt: 'x' }, { fetch: fetchReturning(new TypeError('Failed to fetch')) }),
    );
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('lets a cancellation through as an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      init?.signal?.throwIfAborted();
      return json({});
    });
    const error = await aiSplit({ prompt: 'x' }, { fetch, signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(isAbortError(error)).toBe(true);
  });

  it('generateCard retries a 429 once (CONTEXT.md Rules: AI contract › Retry) and then succeeds', async () => {
    const ok = { success: true, data: { cardPatch: { name: 'A' } }, error: null };
    const fetch = fetchReturning(json({ error: 'slow' }, 429), json(ok));
    expect(
      await generateCard({ type: 'Goal', summary: 's' }, { fetch, rateLimitRetryDelaysMs: [1] }),
    ).toEqual(ok);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('generateCard gives up after its retries with RATE_LIMIT', async () => {
    const fetch = fetchReturning(json({ error: 'slow' }, 429), json({ error: 'still slow' }, 429));
    const error = await failure(
      generateCard({ type: 'Goal', summary: 's' }, { fetch, rateLimitRetryDelaysMs: [1] }),
    );
    expect(error).toMatchObject({ code: 'RATE_LIMIT', message: 'still slow' });
  });

  it('generateCard turns success: false into GENERATION_FAILED', async () => {
    const fetch = fetchReturning(json({ success: false, data: null, error: '' }));
    const error = await failure(generateCard({ type: 'Goal', summary: 's' }, { fetch }));
    expect(error).toMatchObject({ code: 'GENERATION_FAILED', message: 'generation failed' });
  });
});

describe('streaming endpoints', () => {
  it('streamStory returns done.final and reports tokens, events and headers', async () => {
    const fetch = fetchReturning(
      ndjson([
        { type: 'meta', data: { engine: 'offline', model: 'm' } },
        { type: 'token', data: { delta: '{"sto' } },
        { type: 'partial', data: { storySoFar: 'Once' } },
        { type: 'done', data: { final: story } },
      ]),
    );
    const tokens: string[] = [];
    const types: string[] = [];
    let engine: string | null = null;
    const final = await streamStory(storyBody, {
      fetch,
      onToken: (delta) => tokens.push(delta),
      onEvent: (event) => types.push(event.type),
      onHeaders: (headers) => {
        engine = headers.get('x-ai-engine');
      },
    });
    expect(final).toEqual(story);
    expect(tokens).toEqual(['{"sto']);
    expect(types).toEqual(['meta', 'token', 'partial', 'done']);
    expect(engine).toBe('offline');
  });

  it.each<[string, unknown[], Partial<ApiClientError>]>([
    [
      'an error event',
      [
        { type: 'token', data: { delta: 'x' } },
        { type: 'error', data: { code: 'RATE_LIMIT', message: 'busy' } },
      ],
      {
        code: 'RATE_LIMIT',
        message: 'busy',
      },
    ],
    [
      'an error event without a code',
      [{ type: 'error', data: { message: 'boom' } }],
      { code: 'GENERATION_FAILED', message: 'boom' },
    ],
    [
      'no done event',
      [{ type: 'token', data: { delta: 'x' } }],
      { code: 'PARSE_ERROR', message: 'stream ended without a done event' },
    ],
    [
      'a done without storySegment',
      [{ type: 'done', data: { final: { summary: 's' } } }],
      { code: 'PARSE_ERROR', message: 'missing final result' },
    ],
  ])('streamStory: %s', async (_, lines, expected) => {
    expect(await failure(streamStory(storyBody, { fetch: fetchReturning(ndjson(lines)) }))).toMatchObject(
      expected,
    );
  });

  it('streamCard returns the final { success, data, error } and skips unparsable lines', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const final = { success: true, data: { cardPatch: { name: 'A' } }, error: null };
    const fetch = fetchReturning(
      ndjson([{ type: 'token', data: { delta: '{' } }, 'garbage', { type: 'done', data: { final } }]),
    );
    expect(await streamCard({ type: 'Character', summary: 's' }, { fetch })).toEqual(final);
  });

  it('streamCard turns a final success: false into GENERATION_FAILED', async () => {
    const fetch = fetchReturning(
      ndjson([{ type: 'done', data: { final: { success: false, data: null, error: 'nope' } } }]),
    );
    expect(await failure(streamCard({ type: 'Character', summary: 's' }, { fetch }))).toMatchObject({
      code: 'GENERATION_FAILED',
      message: 'nope',
    });
  });

  it('streamPrompt reads a final line without a newline', async () => {
    const final = { fullPrompt: 'a fox --ar 1:1' };
    const fetch = fetchReturning(
      ndjson([{ type: 'token', data: { delta: 'x' } }], {
        tail: JSON.stringify({ type: 'done', data: { final } }),
      }),
    );
    expect(await streamPrompt({ promptData: { coreIdea: 'a fox' } }, { fetch })).toEqual(final);
  });

  it('reports a body that breaks mid-stream as NETWORK_ERROR', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"type":"token","data":{"delta":"x"}}\n'));
        controller.error(new TypeError('network'));
      },
    });
    const fetch = fetchReturning(new Response(body));
    expect(await failure(streamPrompt({ promptData: { coreIdea: 'x' } }, { fetch }))).toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('an aborted stream rejects with the AbortError, not an ApiClientError', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"type":"token","data":{"delta":"x"}}\n'));
      },
    });
    const fetch = fetchReturning(new Response(body));
    const result = streamStory(storyBody, {
      fetch,
      signal: controller.signal,
      onToken: () => controller.abort(),
    });
    const error = await result.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('TanStack Query helpers', () => {
  it('build mutation options that call the client with the call signal', async () => {
    const answer = { items: [], confidence: 0.5 };
    const fetch = fetchReturning(json(answer));
    const options = aiSplitMutationOptions({ fetch });
    expect(options.mutationKey).toEqual(aiMutationKeys.split);
    expect(options.retry).toBe(false);
    const signal = new AbortController().signal;
    const context = {} as Parameters<NonNullable<typeof options.mutationFn>>[1];
    expect(await options.mutationFn?.({ body: { prompt: 'x' }, signal }, context)).toEqual(answer);
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(signal);
  });

  it('stream helpers resolve with the final result', async () => {
    const fetch = fetchReturning(ndjson([{ type: 'done', data: { final: story } }]));
    const options = streamStoryMutationOptions({ fetch });
    const context = {} as Parameters<NonNullable<typeof options.mutationFn>>[1];
    expect(await options.mutationFn?.({ body: storyBody }, context)).toEqual(story);
  });
});

describe('offline: server features say they need a connection', () => {
  const browser = { onLine: true };
  const setOnline = (online: boolean) => {
    browser.onLine = online;
    vi.stubGlobal('navigator', browser);
  };
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing while the browser is offline and says the feature needs a connection', async () => {
    setOnline(false);
    const fetchImpl = fetchReturning(json({ subtasks: [] }));
    const error = await failure(aiSplit({ prompt: 'x' }, { fetch: fetchImpl }));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, offline: true });
    expect(error.message).toBe(OFFLINE_MESSAGES.en);
    expect(offlineMessage(error, 'zh')).toBe(OFFLINE_MESSAGES.zh);
    expect(offlineMessage(error, 'en')).toMatch(/needs a connection/);
  });

  it('a fetch that fails while online is a plain network error, with no offline message', async () => {
    setOnline(true);
    const error = await failure(
      aiSplit({ prompt: 'x' }, { fetch: fetchReturning(new TypeError('Failed to fetch')) }),
    );
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', offline: false });
    expect(offlineMessage(error, 'en')).toBeUndefined();
  });

  it('a stream cut because the connection dropped says it needs a connection', async () => {
    setOnline(true);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(`${JSON.stringify({ type: 'token', data: { delta: 'a' } })}\n`),
        );
        browser.onLine = false;
        controller.error(new TypeError('network error'));
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
    const error = await failure(streamStory(storyBody, { fetch: fetchReturning(response) }));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', offline: true });
    expect(offlineMessage(error, 'zh')).toBe(OFFLINE_MESSAGES.zh);
  });

  it('has a message in every language', () => {
    expect(Object.keys(OFFLINE_MESSAGES).sort()).toEqual(['en', 'zh']);
    for (const message of Object.values(OFFLINE_MESSAGES)) expect(message.length).toBeGreaterThan(10);
  });
});
