import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Error codes every endpoint answers with, as JSON `{ error, code }`. */
export const errorCodes = {
  BAD_REQUEST: 400,
  DIAGRAM_ERROR: 400,
  FORBIDDEN_ADDRESS: 403,
  FORBIDDEN_ORIGIN: 403,
  UNSUPPORTED_CONTENT: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPSTREAM_ERROR: 502,
  TOO_MANY_REDIRECTS: 502,
  PLANTUML_UNAVAILABLE: 503,
  TIMEOUT: 504,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT: 429,
  // Leaderboard rounds (CONTEXT.md § Leaderboard › Rounds): a score must come with a round issued
  // by POST /api/leaderboard/rounds at least minDurationMs earlier, used once, within 30 minutes.
  ROUND_REQUIRED: 400,
  ROUND_UNKNOWN: 400,
  ROUND_USED: 409,
  ROUND_TOO_SOON: 400,
  ROUND_EXPIRED: 400,
  // AI endpoints (ai/errors.ts): the model API failed or its answer was unusable. All 502: the
  // request was fine, the upstream result was not (VALIDATION_FAILED is the model's output failing
  // the result schema, not the client's input, which is BAD_REQUEST).
  API_ERROR: 502,
  GENERATION_FAILED: 502,
  PARSE_ERROR: 502,
  VALIDATION_FAILED: 502,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;
export type ErrorCode = keyof typeof errorCodes;

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
  get status(): ContentfulStatusCode {
    return errorCodes[this.code];
  }
}
