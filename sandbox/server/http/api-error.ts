/**
 * The API's error codes and the one error type the sandbox's routes throw (docs/api.md §Errors).
 * The server's error handler turns an `ApiError` into `{ error: { code, message, requestId, fields? } }`
 * with the given status and headers.
 */
import type { FieldProblem } from '@dispatch/shared/contract/errors';

/** Every error code the sandbox answers with (docs/api.md §Errors; v1.json `ErrorBody`). */
export type ApiErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'insufficient_permission'
  | 'not_found'
  | 'method_not_allowed'
  | 'request_timeout'
  | 'misdirected_request'
  | 'uri_too_long'
  | 'headers_too_large'
  | 'cursor_mismatch'
  | 'cursor_expired'
  | 'list_changed'
  | 'rate_limited'
  | 'internal_error';

/** Codes of one bad parameter in `error.fields` (docs/api.md §Errors, 400 row). */
export type FieldCode =
  | 'required'
  | 'invalid_type'
  | 'invalid_format'
  | 'out_of_range'
  | 'too_short'
  | 'invalid_value'
  | 'invalid_cursor';

/** An answer other than 2xx, thrown by routes and hooks; `headers` are added to the reply. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldProblem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 404 `not_found`: the same answer for absent and not accessible (docs/api.md §Routes). */
export function notFound(message = 'Nothing is found at this address.'): ApiError {
  return new ApiError(404, 'not_found', message);
}

/** 401 `unauthorized` with `WWW-Authenticate: Bearer` (docs/api.md §Keys and environments). */
export function unauthorized(message: string): ApiError {
  return new ApiError(401, 'unauthorized', message, undefined, { 'WWW-Authenticate': 'Bearer' });
}

/** 429 `rate_limited` with `Retry-After` in whole seconds, at least 1 (docs/api.md §Errors). */
export function rateLimited(message: string, retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, 'rate_limited', message, undefined, { 'Retry-After': String(seconds) });
}

/** 400 `invalid_request` listing each bad parameter once. */
export function invalidRequest(fields: FieldProblem[], detail: string): ApiError {
  return new ApiError(400, 'invalid_request', `Some parameters are not valid: ${detail}.`, fields);
}

/** The JSON body of an error answer (docs/api.md §Errors). */
export function errorBody(
  code: string,
  message: string,
  requestId: string,
  fields?: FieldProblem[],
): { error: { code: string; message: string; requestId: string; fields?: FieldProblem[] } } {
  return {
    error: fields && fields.length > 0 ? { code, message, requestId, fields } : { code, message, requestId },
  };
}
