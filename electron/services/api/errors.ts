/**
 * Mapping of Freight Exchange v1 answers and transport failures to `AppError` (docs/api.md §Errors). The app relies on the HTTP status first: an unknown error code is treated by its status
 * (docs/api.md §Overview), so the real service may add codes without breaking us.
 */
import type { AppError, AppErrorKind, FieldProblem, NetworkReason } from '../../../shared/contract/errors';
import { AppFailure } from '../errors';

/** An API or transport failure; `.appError` is the serialisable form that crosses to the renderer. */
export class ApiError extends AppFailure {
  constructor(appError: AppError) {
    super(appError);
    this.name = 'ApiError';
  }
}

/**
 * The three 409 codes of docs/api.md §Errors, each an error kind of the same name; each means the list
 * must start over from the first page.
 */
const CURSOR_CONFLICT_KINDS: ReadonlySet<string> = new Set([
  'cursor_expired',
  'cursor_mismatch',
  'list_changed',
]);

/** The error kinds of the statuses that have one of their own (409 goes by its code). */
const STATUS_KINDS: Partial<Record<number, AppErrorKind>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

/** The body of an API error, when the body is one (`{ error: { code, message, requestId?, fields? } }`). */
export interface ParsedErrorBody {
  code: string;
  message: string;
  requestId?: string;
  fields?: FieldProblem[];
}

/** Reads an API error body out of response text; null when the text is not JSON of that shape. */
export function parseErrorBody(text: string): ParsedErrorBody | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const error = (json as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, requestId, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const parsed: ParsedErrorBody = { code, message };
  if (typeof requestId === 'string') parsed.requestId = requestId;
  if (Array.isArray(fields)) {
    parsed.fields = fields
      .filter((f): f is { path: unknown; code: unknown } => typeof f === 'object' && f !== null)
      .map((f) => ({ path: String(f.path), code: String(f.code) }));
  }
  return parsed;
}

/**
 * The error kind for an HTTP status (and, for 409, the error code):
 * 400 invalid_request, 401 unauthorized, 403 forbidden, 404 not_found, 409 by code, 429 rate_limited,
 * 5xx server_error. An unknown 409 code becomes `list_changed`: every 409 of the API means "the list
 * must start over from the first page" (docs/api.md §Errors), and `list_changed` is the kind whose only remedy is
 * exactly that, without blaming the user's filters or the clock. Any other 4xx (405, 410, 422...) is
 * `invalid_request` (the request was not acceptable); anything else (3xx, 1xx) is `server_error`.
 */
export function kindForStatus(status: number, code?: string): AppErrorKind {
  if (status === 409) {
    return code !== undefined && CURSOR_CONFLICT_KINDS.has(code) ? (code as AppErrorKind) : 'list_changed';
  }
  return STATUS_KINDS[status] ?? (status >= 400 && status < 500 ? 'invalid_request' : 'server_error');
}

/**
 * The ApiError for a non-2xx answer. `text` is the response body, `requestIdHeader` the
 * `X-Request-Id` header. A 429 is `rate_limited` whatever its body; any other status whose body is
 * not an API error body (an HTML page of a proxy, say) is `server_error`: the answer is not the API's.
 * The server's message, code, requestId and fields are kept.
 */
export function errorFromResponse(status: number, text: string, requestIdHeader: string | null): ApiError {
  const body = parseErrorBody(text);
  const requestId = body?.requestId ?? requestIdHeader ?? undefined;
  let appError: AppError;
  if (body) {
    // A 400 whose only complaint is the cursor means the server no longer knows the page position.
    const cursorOnly =
      status === 400 && body.fields?.length === 1 && body.fields[0]?.code === 'invalid_cursor';
    const kind = cursorOnly ? 'cursor_invalid' : kindForStatus(status, body.code);
    appError = { kind, message: body.message, status, code: body.code };
    if (body.fields && body.fields.length > 0) appError.fields = body.fields;
  } else if (status === 429) {
    appError = {
      kind: 'rate_limited',
      message: 'Too many requests: the exchange asked us to slow down.',
      status,
    };
  } else {
    appError = {
      kind: 'server_error',
      message: `The server answered HTTP ${status} with a body that is not a Freight Exchange error.`,
      status,
    };
  }
  if (requestId !== undefined) appError.requestId = requestId;
  return new ApiError(appError);
}

/** A 2xx answer whose body is not JSON (or not the expected shape): `server_error`. */
export function notJsonError(status: number, requestIdHeader: string | null): ApiError {
  return new ApiError({
    kind: 'server_error',
    message: `The server answered HTTP ${status} with a body that is not the API's JSON.`,
    status,
    ...(requestIdHeader ? { requestId: requestIdHeader } : {}),
  });
}

/** Node's (undici's) error codes, by what they mean for the user. */
const NETWORK_REASONS: Record<string, NetworkReason> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'unknown_host',
  EAI_AGAIN: 'unknown_host',
  ECONNRESET: 'dropped',
  EPIPE: 'dropped',
  UND_ERR_SOCKET: 'dropped',
  UND_ERR_CLOSED: 'dropped',
  ERR_SSL_WRONG_VERSION_NUMBER: 'tls',
  CERT_HAS_EXPIRED: 'tls',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls',
};

/**
 * Chromium's net errors, as Electron's `net.fetch` rejects with them: an `Error` whose message is
 * `net::ErrorToString` of the error (`net::ERR_CONNECTION_REFUSED`; Electron 41
 * `shell/common/api/electron_api_url_loader.cc` emits it, `lib/common/api/net-client-request.ts` wraps
 * it in an Error). Names from Chromium's `net/base/net_error_list.h`.
 */
const CHROMIUM_NET_REASONS: Record<string, NetworkReason> = {
  ERR_CONNECTION_REFUSED: 'refused',
  ERR_ADDRESS_UNREACHABLE: 'refused',
  ERR_NAME_NOT_RESOLVED: 'unknown_host',
  ERR_NAME_RESOLUTION_FAILED: 'unknown_host',
  ERR_CONNECTION_RESET: 'dropped',
  ERR_CONNECTION_CLOSED: 'dropped',
  ERR_CONNECTION_ABORTED: 'dropped',
  ERR_EMPTY_RESPONSE: 'dropped',
  ERR_INCOMPLETE_CHUNKED_ENCODING: 'dropped',
  ERR_CONTENT_LENGTH_MISMATCH: 'dropped',
};

/** The reason of a Chromium net error message (`net::ERR_…`), or null when `message` is not one. */
function chromiumNetReason(message: string): NetworkReason | null {
  const name = /^net::(ERR_[A-Z0-9_]+)$/.exec(message.trim())?.[1];
  if (!name) return null;
  if (CHROMIUM_NET_REASONS[name]) return CHROMIUM_NET_REASONS[name];
  return /^ERR_(CERT_|SSL_|BAD_SSL_)/.test(name) ? 'tls' : 'other';
}

/**
 * The reason of a failed connection, from the error's (or its cause's) `code` (Node's fetch, undici)
 * or its message (Electron's `net.fetch`: Chromium's `net::ERR_…`).
 */
function networkReason(cause: unknown): NetworkReason {
  for (let error = cause, depth = 0; error instanceof Error && depth < 4; depth++) {
    const code = (error as Error & { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_REASONS[code]) return NETWORK_REASONS[code];
    const chromium = chromiumNetReason(error.message);
    if (chromium) return chromium;
    if (error.message === 'terminated' || /other side closed/i.test(error.message)) return 'dropped';
    error = error.cause;
  }
  return 'other';
}

/** No connection (fetch rejected: DNS, refused, reset...): `network`. `origin` names the server, never a key. */
export function networkError(origin: string, cause: unknown): ApiError {
  const detail =
    cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : '';
  return new ApiError({
    kind: 'network',
    message: `Could not reach ${origin}${detail ? `: ${detail}` : ''}.`,
    reason: networkReason(cause),
  });
}

/** The caller withdrew the request: `cancelled`. */
export function cancelledError(origin: string): ApiError {
  return new ApiError({ kind: 'cancelled', message: `The request to ${origin} was cancelled.` });
}

/**
 * A failure worth retrying once more for a GET: a 5xx or a body that is not the API's (`server_error`),
 * no connection (`network`), or no answer in time (`timeout`). docs/api.md §Errors: a GET never changes
 * anything, so repeating it is safe.
 */
export function isTransient(error: ApiError): boolean {
  const { kind } = error.appError;
  return kind === 'server_error' || kind === 'network' || kind === 'timeout';
}

/** The request took longer than `timeoutMs`: `timeout`. */
export function timeoutError(origin: string, timeoutMs: number): ApiError {
  return new ApiError({ kind: 'timeout', message: `${origin} did not answer within ${timeoutMs} ms.` });
}
