import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Error codes every endpoint answers with, as JSON `{ error, code }`. */
export const errorCodes = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT: 429,
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
