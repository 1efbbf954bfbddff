import {
  APICallError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai';
import { ZodError } from 'zod';
import { ApiError } from '../errors.ts';

export type AiFailureCode =
  | 'RATE_LIMIT'
  | 'API_ERROR'
  | 'GENERATION_FAILED'
  | 'PARSE_ERROR'
  | 'VALIDATION_FAILED';

/** A failed AI call, with the spec's code (B § 8); its HTTP status comes from `errors.ts`. */
export class AiFailure extends ApiError {
  override name = 'AiFailure';
  readonly details?: unknown;
  /** From the upstream's `Retry-After` on a 429, passed on to the client. */
  readonly retryAfterSeconds?: number;
  constructor(
    code: AiFailureCode,
    message: string,
    extra: { details?: unknown; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(code, message);
    this.details = extra.details;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    if (extra.cause !== undefined) this.cause = extra.cause;
  }
}

/** The caller went away (or the stream was cancelled): nothing is sent, nothing is logged. */
export class AiAborted extends Error {
  override name = 'AiAborted';
}

/**
 * Maps what the AI SDK throws (or reports in a stream's `error` part) to an AiFailure:
 * upstream 429 → RATE_LIMIT; other HTTP errors and network failures → API_ERROR; an answer that
 * is not JSON, or stops before it is complete → PARSE_ERROR; JSON of the wrong shape →
 * VALIDATION_FAILED; no answer at all → GENERATION_FAILED.
 */
export function toAiFailure(error: unknown): AiFailure {
  if (error instanceof AiFailure) return error;
  if (RetryError.isInstance(error)) return toAiFailure(error.lastError);
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429) {
      const retryAfter = Number(error.responseHeaders?.['retry-after']);
      return new AiFailure('RATE_LIMIT', 'The AI model is rate-limited; try again shortly.', {
        cause: error,
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
      });
    }
    const message =
      error.statusCode === undefined
        ? 'Could not reach the AI model service.'
        : `The AI model service answered HTTP ${error.statusCode}.`;
    return new AiFailure('API_ERROR', message, { cause: error });
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    if (error.finishReason === 'length' || error.finishReason === 'interrupted') {
      return new AiFailure('PARSE_ERROR', 'The AI answer stopped before the result was complete.', {
        cause: error,
      });
    }
    if (TypeValidationError.isInstance(error.cause))
      return validationFailure(error.cause.cause ?? error.cause);
    return new AiFailure('PARSE_ERROR', 'The AI answer was not valid JSON.', { cause: error });
  }
  if (TypeValidationError.isInstance(error)) return validationFailure(error.cause ?? error);
  if (error instanceof ZodError) return validationFailure(error);
  if (NoOutputGeneratedError.isInstance(error)) {
    return new AiFailure('GENERATION_FAILED', 'The AI model produced no result.', { cause: error });
  }
  if (isTimeout(error))
    return new AiFailure('API_ERROR', 'The AI model service timed out.', { cause: error });
  return new AiFailure('GENERATION_FAILED', 'Generation failed.', { cause: error });
}

function validationFailure(cause: unknown): AiFailure {
  const details =
    cause instanceof ZodError
      ? cause.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
      : undefined;
  const first = details?.[0];
  const message = first
    ? `The AI result failed validation: ${first.path || 'result'}: ${first.message}`
    : 'The AI result failed validation.';
  return new AiFailure('VALIDATION_FAILED', message, { cause, details });
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || /timed? ?out/i.test(error.message));
}
