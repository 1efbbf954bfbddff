// Typed browser client for api-worker's AI endpoints. Request and response types come from
// `api-schemas` (shared with the server) as types only, so zod is not bundled for the client.
import type {
  AiSplitRequest,
  AiSplitResponse,
  CardGenerateRequest,
  CardGenerateResponse,
  CardGenerateResult,
  CardStreamEvent,
  DrawingPromptRequest,
  DrawingPromptResult,
  PromptStreamEvent,
  StoryGenerateRequest,
  StoryGenerateResponse,
  StoryResult,
  StoryStreamEvent,
} from './api-schemas';
import type { Locale } from './locales';
import { readNdjson } from './ndjson';

export const AI_PATHS = {
  split: '/api/ai/split',
  cardGenerate: '/api/ai/card-generate',
  cardGenerateStream: '/api/ai/card-generate/stream',
  storyGenerate: '/api/ai/story-generate',
  storyGenerateStream: '/api/ai/story-generate/stream',
  promptGenerateStream: '/api/ai/prompt-generate/stream',
} as const;

/** The AI error codes (CONTEXT.md Rules: AI contract › Errors), plus NETWORK_ERROR when no response arrived at all. */
export type ApiClientErrorCode =
  | 'RATE_LIMIT'
  | 'API_ERROR'
  | 'NETWORK_ERROR'
  | 'PARSE_ERROR'
  | 'GENERATION_FAILED'
  | 'VALIDATION_FAILED';

const SERVER_CODES = new Set<ApiClientErrorCode>(['GENERATION_FAILED', 'PARSE_ERROR', 'VALIDATION_FAILED']);

/** What a server feature says when the browser is offline: it needs a connection (not "it failed"). */
export const OFFLINE_MESSAGES: Readonly<Record<Locale, string>> = {
  en: 'This needs a connection to the server, and you are offline. Try again once you are back online.',
  zh: '此功能需要连接服务器，而你当前处于离线状态。恢复联网后再试。',
};

/** Whether the browser says it is offline (`navigator.onLine` false); unknown (no navigator) is online. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export class ApiClientError extends Error {
  override name = 'ApiClientError';
  readonly code: ApiClientErrorCode;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly details?: unknown;
  /** Seconds from `Retry-After` on a 429. */
  readonly retryAfterSeconds?: number;
  /** A NETWORK_ERROR because the browser is offline: show `offlineMessage(locale)`. */
  readonly offline: boolean;
  constructor(
    code: ApiClientErrorCode,
    status: number,
    message: string,
    extra: { details?: unknown; retryAfterSeconds?: number; offline?: boolean } = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = extra.details;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.offline = extra.offline ?? false;
  }
}

/** The error for a request that could not be sent: offline (says it needs a connection) or another network failure. */
function networkError(status: number): ApiClientError {
  return isOffline()
    ? new ApiClientError('NETWORK_ERROR', status, OFFLINE_MESSAGES.en, { offline: true })
    : new ApiClientError('NETWORK_ERROR', status, 'network request failed, check your connection');
}

/**
 * The message to show for an API error in the page's language when it came from being offline,
 * else undefined (the tool shows its own message for the error's code).
 */
export function offlineMessage(error: unknown, locale: Locale): string | undefined {
  return error instanceof ApiClientError && error.offline ? OFFLINE_MESSAGES[locale] : undefined;
}

/** Whether `error` is the cancellation of a request (the UI shows "cancelled", not an error). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export interface ApiClientOptions {
  /** Origin (and path prefix) of the API; '' (the default) means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export interface StreamOptions<Event> extends ApiClientOptions {
  /** Every event as it arrives (token, partial, meta, done, error). */
  onEvent?: (event: Event) => void;
  /** Each token's text. */
  onToken?: (delta: string) => void;
  /** The response headers, once (passed to a callback; `X-AI-Engine` names the engine: CONTEXT.md Rules: AI contract › Engine). */
  onHeaders?: (headers: Headers) => void;
}

/** POST /api/ai/split (CONTEXT.md Rules: AI contract › Split limits): sub-tasks for a to-do item. */
export async function aiSplit(
  body: AiSplitRequest,
  options: ApiClientOptions = {},
): Promise<AiSplitResponse> {
  const response = await post(AI_PATHS.split, body, options, (status) => `AI split failed (HTTP ${status})`);
  const answer = await readJson(response);
  // Checked against the shared contract before anyone uses it. The schemas (and zod) load only
  // now, so a page that never splits never downloads them.
  const { aiSplitResponseSchema } = await import('./api-schemas');
  const checked = aiSplitResponseSchema.safeParse(answer);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiClientError(
      'PARSE_ERROR',
      response.status,
      `invalid split answer (${where}${issue?.message ?? 'unexpected shape'})`,
    );
  }
  return checked.data;
}

export interface GenerateCardOptions extends ApiClientOptions {
  /** Waits before retrying a 429 (CONTEXT.md Rules: AI contract › Retry). */
  rateLimitRetryDelaysMs?: number[];
}

/** POST /api/ai/card-generate retrying a 429 once (CONTEXT.md Rules: AI contract › Retry). */
export async function generateCard(
  body: CardGenerateRequest,
  { rateLimitRetryDelaysMs = [1500], ...options }: GenerateCardOptions = {},
): Promise<CardGenerateResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await post(AI_PATHS.cardGenerate, body, options);
      const result = (await readJson(response)) as CardGenerateResponse | { success: false; error?: string };
      if (!result.success) {
        throw new ApiClientError('GENERATION_FAILED', response.status, result.error || 'generation failed');
      }
      return result;
    } catch (error) {
      const delay = rateLimitRetryDelaysMs[attempt];
      if (!(error instanceof ApiClientError) || error.code !== 'RATE_LIMIT' || delay === undefined)
        throw error;
      await wait(delay, options.signal);
    }
  }
}

/** POST /api/ai/card-generate/stream: resolves with `done.data.final` (success, data, error). */
export async function streamCard(
  body: CardGenerateRequest,
  options: StreamOptions<CardStreamEvent> = {},
): Promise<CardGenerateResult> {
  const response = await post(AI_PATHS.cardGenerateStream, body, options);
  // The spec's final may also be `{ success: false, error }`.
  const final = await readStream<
    CardGenerateResult | { success: false; error?: string | null },
    CardStreamEvent
  >(response, options);
  if (!final.success)
    throw new ApiClientError('GENERATION_FAILED', response.status, final.error || 'generation failed');
  return final;
}

/** POST /api/ai/story-generate. */
export async function generateStory(
  body: StoryGenerateRequest,
  options: ApiClientOptions = {},
): Promise<StoryGenerateResponse> {
  const response = await post(AI_PATHS.storyGenerate, body, options);
  const result = (await readJson(response)) as StoryGenerateResponse | { success: false; error?: string };
  if (!result.success) {
    throw new ApiClientError('GENERATION_FAILED', response.status, result.error || 'story generation failed');
  }
  return result;
}

/** POST /api/ai/story-generate/stream: resolves with the final story result. */
export async function streamStory(
  body: StoryGenerateRequest,
  options: StreamOptions<StoryStreamEvent> = {},
): Promise<StoryResult> {
  const response = await post(AI_PATHS.storyGenerateStream, body, options);
  const final = await readStream<StoryResult, StoryStreamEvent>(response, options);
  if (typeof final?.storySegment !== 'string' || typeof final.summary !== 'string') {
    throw new ApiClientError('PARSE_ERROR', response.status, 'missing final result');
  }
  return final;
}

/** POST /api/ai/prompt-generate/stream resolves with the drawing prompt result. */
export async function streamPrompt(
  body: DrawingPromptRequest,
  options: StreamOptions<PromptStreamEvent> = {},
): Promise<DrawingPromptResult> {
  const response = await post(AI_PATHS.promptGenerateStream, body, options);
  return readStream<DrawingPromptResult, PromptStreamEvent>(response, options);
}

// ---------------------------------------------------------------------------------------------

async function post(
  path: string,
  body: unknown,
  {
    baseUrl = '',
    fetch: fetchImpl = globalThis.fetch,
    signal,
    ...rest
  }: ApiClientOptions & { onHeaders?: (headers: Headers) => void },
  fallbackMessage: (status: number) => string = (status) => `HTTP ${status}`,
): Promise<Response> {
  let response: Response;
  // Offline, nothing is sent: the request could only fail, and the user learns why at once.
  if (isOffline()) throw networkError(0);
  try {
    response = await fetchImpl(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, application/x-ndjson' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw error;
    throw networkError(0);
  }
  rest.onHeaders?.(response.headers);
  if (!response.ok) throw await errorFrom(response, fallbackMessage(response.status));
  return response;
}

/** CONTEXT.md Rules: AI contract › Errors: 429 → RATE_LIMIT; otherwise the body's code when it is an AI one, else API_ERROR. */
async function errorFrom(response: Response, fallback: string): Promise<ApiClientError> {
  const text = await response.text().catch(() => '');
  let body: { error?: unknown; message?: unknown; code?: unknown; details?: unknown } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const fromBody = [body?.error, body?.message].find((value) => typeof value === 'string' && value.trim());
  const plainText = !body && text.trim() && text.length <= 500 ? text.trim() : undefined;
  const message = (fromBody as string | undefined) ?? plainText ?? fallback;
  const retryAfter = Number(response.headers.get('retry-after'));
  const extra = {
    details: body?.details,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
  if (response.status === 429) return new ApiClientError('RATE_LIMIT', 429, message, extra);
  const code =
    typeof body?.code === 'string' && SERVER_CODES.has(body.code as ApiClientErrorCode)
      ? body.code
      : 'API_ERROR';
  return new ApiClientError(code as ApiClientErrorCode, response.status, message, extra);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiClientError('PARSE_ERROR', response.status, 'the response is not JSON');
  }
}

/** Reads `{ type, data }` events until `done` (its `data.final`) or `error`. */
async function readStream<Final, Event>(
  response: Response,
  { signal, onEvent, onToken }: StreamOptions<Event>,
): Promise<Final> {
  if (!response.body) throw new ApiClientError('API_ERROR', response.status, 'the response has no body');
  try {
    for await (const event of readNdjson<{ type?: unknown; data?: Record<string, unknown> }>(response, {
      signal,
    })) {
      if (!event || typeof event.type !== 'string') continue;
      onEvent?.(event as Event);
      const data = event.data ?? {};
      if (event.type === 'token' && typeof data.delta === 'string') onToken?.(data.delta);
      if (event.type === 'error') {
        const code =
          typeof data.code === 'string' && isClientCode(data.code) ? data.code : 'GENERATION_FAILED';
        const message =
          typeof data.message === 'string' && data.message ? data.message : 'Streaming generation error';
        throw new ApiClientError(code, response.status, message);
      }
      if (event.type === 'done') {
        if (data.final === undefined || data.final === null) {
          throw new ApiClientError('PARSE_ERROR', response.status, 'missing final result');
        }
        return data.final as Final;
      }
    }
  } catch (error) {
    if (error instanceof ApiClientError || signal?.aborted || isAbortError(error)) throw error;
    throw networkError(response.status);
  }
  throw new ApiClientError('PARSE_ERROR', response.status, 'stream ended without a done event');
}

function isClientCode(code: string): code is ApiClientErrorCode {
  return code === 'RATE_LIMIT' || code === 'API_ERROR' || SERVER_CODES.has(code as ApiClientErrorCode);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
