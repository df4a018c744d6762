/**
 * `error-codes`: other error codes. The spec does not show most codes (docs/api.md §Errors, "Statuses
 * and codes": only `not_found` and `rate_limited` are published); this dialect answers with another
 * exchange's plausible vocabulary, keeping the body's shape `{ error: { code, message, requestId,
 * fields? } }`, the status, the message and the field-level codes inside `fields` (`invalid_cursor`,
 * `too_short`, ...). A client must handle an unknown code by its HTTP status (docs/api.md §Overview).
 */
import { isRecord, type Dialect } from './dialect';

/**
 * Our code (docs/api.md §Errors) → this dialect's. By code, which is one per status except 409 (three
 * codes, all `conflict`) and 5xx (`internal_error` on 500 and on injected 502/503: all `server_error`).
 * Codes not listed (405, 408, 414, 421, 431) are unchanged.
 */
export const OTHER_ERROR_CODES: Readonly<Record<string, string>> = {
  invalid_request: 'bad_request', // 400
  unauthorized: 'invalid_token', // 401
  insufficient_permission: 'forbidden', // 403
  not_found: 'resource_not_found', // 404
  cursor_mismatch: 'conflict', // 409
  cursor_expired: 'conflict', // 409
  list_changed: 'conflict', // 409
  rate_limited: 'too_many_requests', // 429
  internal_error: 'server_error', // 500 (and injected 502, 503)
};

/** The `error-codes` dialect: renames `error.code` by `OTHER_ERROR_CODES` (see the file's comment). */
export const errorCodes: Dialect = {
  name: 'error-codes',
  summary:
    'error codes bad_request, invalid_token, forbidden, resource_not_found, conflict, too_many_requests, server_error',
  create() {
    return {
      rewrite({ status, body }) {
        if (status < 400 || !isRecord(body) || !isRecord(body.error)) return body;
        const code = body.error.code;
        if (typeof code === 'string' && Object.hasOwn(OTHER_ERROR_CODES, code)) {
          body.error.code = OTHER_ERROR_CODES[code];
        }
        return body;
      },
    };
  },
};
