import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { AiAborted, AiFailure } from '../ai/errors.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';

/** A request body that failed its schema: 400 with every problem in `details`. */
class InvalidBody extends ApiError {
  readonly details: { path: string; message: string }[];
  constructor(details: { path: string; message: string }[]) {
    super('BAD_REQUEST', details.map(describeIssue).join('; '));
    this.details = details;
  }
}

// The schemas' own messages, written for the UI ("prompt too long (max 800)", "core idea
// required"), are lower-case and stand alone; zod's defaults ("Too big: ...") get the field path.
function describeIssue({ path, message }: { path: string; message: string }): string {
  return !path || /^[a-z]/.test(message) ? message : `${path}: ${message}`;
}

/** The JSON body parsed with `schema` (the spec's limits); throws a 400 otherwise. */
export async function readBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('BAD_REQUEST', 'Request body must be JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new InvalidBody(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}

/**
 * The body of every failed AI request: `error` (read by the to-do and drawing-prompt clients),
 * `message`, `code` and `details` (read by the story client), `success: false` (card and story).
 */
export function aiErrorResponse(c: Context, error: ApiError): Response {
  const details = error instanceof InvalidBody || error instanceof AiFailure ? error.details : undefined;
  if (error instanceof AiFailure && error.retryAfterSeconds)
    c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(
    {
      success: false,
      error: error.message,
      message: error.message,
      code: error.code,
      ...(details === undefined ? {} : { details }),
    },
    error.status as ContentfulStatusCode,
  );
}

/** Runs a JSON AI handler: ApiErrors become the AI error body; a vanished client gets nothing. */
export async function handleAi(
  deps: ApiDeps,
  c: Context,
  route: string,
  handler: () => Promise<Response>,
): Promise<Response> {
  c.header('X-AI-Engine', deps.env.AI_PROVIDER);
  try {
    return await handler();
  } catch (error) {
    if (error instanceof AiAborted) return new Response(null, { status: 499 });
    if (error instanceof AiFailure) logFailure(deps, route, error);
    if (error instanceof ApiError) return aiErrorResponse(c, error);
    throw error;
  }
}

export type Emit = (type: string, data: unknown) => void;

/**
 * A newline-delimited JSON response, one `{ type, data }` object per line. `produce` gets an
 * AbortSignal that fires when the client disconnects or cancels the body, so the upstream model
 * call stops too; whatever happens, the stream ends (never hangs) once `produce` settles.
 */
export function ndjsonResponse(
  deps: ApiDeps,
  c: Context,
  produce: (emit: Emit, signal: AbortSignal) => Promise<void>,
): Response {
  const cancelled = new AbortController();
  const signal = AbortSignal.any([c.req.raw.signal, cancelled.signal]);
  const encoder = new TextEncoder();
  let isOpen = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const emit: Emit = (type, data) => {
        if (isOpen && !signal.aborted)
          controller.enqueue(encoder.encode(`${JSON.stringify({ type, data })}\n`));
      };
      produce(emit, signal)
        .catch((error: unknown) => {
          if (!(error instanceof AiAborted)) {
            console.error('[ai] stream failed', error);
            emit('error', { code: 'GENERATION_FAILED', message: 'Generation failed.' });
          }
        })
        .finally(() => {
          if (!isOpen) return;
          isOpen = false;
          controller.close();
        });
    },
    cancel() {
      isOpen = false;
      cancelled.abort();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      'X-AI-Engine': deps.env.AI_PROVIDER,
    },
  });
}

/** Upstream failures are worth a line in the log (a wrong key, a dead local server). */
export function logFailure(deps: ApiDeps, route: string, failure: AiFailure): void {
  if (deps.env.LOG_LEVEL === 'silent' || deps.env.LOG_LEVEL === 'error') return;
  const cause = failure.cause instanceof Error ? ` (${failure.cause.message})` : '';
  console.warn(`[ai] ${route}: ${failure.code} ${failure.message}${cause}`);
}
