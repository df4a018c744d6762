/**
 * The one error shape that crosses from main to renderer (IPC or the browser host). It is plain data
 * (structured-clone and JSON safe). The renderer turns `kind` into a plain sentence; `message` is the
 * technical detail (the server's message where there is one) and is never shown alone.
 */

/**
 * What went wrong, in the terms the renderer needs to choose its words and its action:
 * - `invalid_input`: the call's input failed the contract's validation (nothing was sent);
 * - `invalid_request`: the API answered 400 (`fields` lists the bad parameters);
 * - `unauthorized` (401), `forbidden` (403 `insufficient_permission`), `not_found` (404);
 * - `cursor_expired`, `cursor_mismatch`, `list_changed` (409: the list must start over);
 * - `cursor_invalid`: the API no longer knows the page position (400 with field code `invalid_cursor`,
 *   e.g. the server was restarted with other signing keys): the list must start over too;
 * - `rate_limited` (429 after the bounded retries were spent);
 * - `server_error` (5xx, or a 2xx body that is not JSON: a broken transfer, worth another try),
 *   `network` (no connection), `timeout`;
 * - `unreadable_answer`: a 2xx JSON answer whose shape this version of the app cannot read (a point the
 *   published API leaves open, answered another way: docs/api.md §Where the real exchange may
 *   differ); `route` names it, `website` is the exchange's page for it where the answer named one.
 *   Asking again gives the same answer, so it is never retried and never offers "try again";
 * - `redirect_refused`: the exchange answered with a redirect Dispatch did not follow (docs/api.md
 *   §Rate limits, "Redirects"): to another origin (`host` names it), to an address it cannot read, or
 *   more than 5 times within its own origin (`redirect` says which); `route` names the call. Asking
 *   again gives the same answer, so it is never retried and offers no "try again";
 * - `answer_too_large`: the exchange sent more than a page can hold (over 2 MiB, or more items than
 *   the `limit` asked for: docs/api.md §Bounded answers); `route` names it. Nothing of it is shown,
 *   what was on screen stays; never retried;
 * - `key_rejected`: a key of the wrong form or kind for the environment (nothing was saved);
 * - `keychain_unavailable`: the OS keychain could not be reached;
 * - `cancelled`: the renderer withdrew the call (a newer keystroke in the place look-up); never shown;
 * - `unexpected`: a bug; `message` says what.
 */
export type AppErrorKind =
  | 'invalid_input'
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'cursor_expired'
  | 'cursor_mismatch'
  | 'list_changed'
  | 'cursor_invalid'
  | 'rate_limited'
  | 'server_error'
  | 'unreadable_answer'
  | 'redirect_refused'
  | 'answer_too_large'
  | 'network'
  | 'timeout'
  | 'key_rejected'
  | 'keychain_unavailable'
  | 'cancelled'
  | 'unexpected';

/** One bad parameter, as the API's `error.fields` gives it (docs/api.md §Errors): path like `query.limit`. */
export interface FieldProblem {
  path: string;
  code: string;
}

/**
 * Which server a failure happened on, so the words can name the real cause: the sandbox that runs
 * inside Dispatch (`embedded`), another server on this machine (`loopback`), or one across the
 * network (`remote`: the production exchange or a custom server elsewhere).
 */
export type ServerPlace = 'embedded' | 'loopback' | 'remote';

/**
 * Why a connection failed (`network` errors): `refused` (nothing listens there: a stopped server),
 * `unknown_host` (the name did not resolve: offline, or a wrong address), `dropped` (the connection
 * broke mid-answer), `tls` (the server's certificate was refused), `other`.
 */
export type NetworkReason = 'refused' | 'unknown_host' | 'dropped' | 'tls' | 'other';

/**
 * Why a redirect was not followed (`redirect_refused`): to another origin than the exchange's
 * (`other_host`), to a target that cannot be read (`unreadable`), or more than 5 hops within the
 * exchange's origin (`too_many`).
 */
type RedirectRefusal = 'other_host' | 'unreadable' | 'too_many';

/** The serialisable error. `status`, `code` and `requestId` are the API's, when the API answered. */
export interface AppError {
  kind: AppErrorKind;
  message: string;
  status?: number;
  code?: string;
  requestId?: string;
  fields?: FieldProblem[];
  /** Where the failing server is (failures of a call to the API only). */
  server?: ServerPlace;
  /** For `network`: why the connection failed. */
  reason?: NetworkReason;
  /** How many times the app tried before giving up (1 = no retry), for transient failures. */
  attempts?: number;
  /**
   * For `unreadable_answer`, `redirect_refused` and `answer_too_large`: the API route whose answer could not be read,
   * e.g. `GET /vehicles/{id}`.
   */
  route?: string;
  /** For `redirect_refused`: why it was not followed. */
  redirect?: RedirectRefusal;
  /**
   * For `redirect_refused`: the host (`name` or `name:port`, as in a URL) the exchange sent Dispatch
   * to; absent when its target could not be read.
   */
  host?: string;
  /** For `unreadable_answer`: the exchange's web page for the thing asked (an https URL), when known. */
  website?: string;
}

/** What every contract call resolves to: never a thrown error across the boundary. */
export type CallResult<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** True for a value shaped like an AppError (used by hosts and the renderer on untrusted data). */
export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).kind === 'string' &&
    typeof (value as AppError).message === 'string'
  );
}
