/**
 * The rate-aware client of the Freight Exchange v1 Read API (docs/api.md §Routes, §Errors, §Lists
 * and cursors, §Rate limits), typed from the generated OpenAPI `paths` (shared/api/v1.d.ts): one
 * `get(path, params)` for every route, no per-route wrappers.
 *
 * Every call fetches exactly one page; the client never pages on its own. On the way:
 * - `Authorization: Bearer <key>` when `getKey()` gives a key, `Accept: application/json`;
 * - the paging gate (paging-gate.ts) spaces a holder's cursor requests on a route by the cursor gap;
 * - identical GETs in flight (same URL, same holder, no abort signal) share one wire request;
 * - a 429 is retried after `Retry-After` (whole seconds; 1 s when absent or bad; capped at 30 s) at
 *   most `maxRateLimitRetries` times, then fails `rate_limited`;
 * - a transient failure (5xx, a body that is not the API's, a dropped or refused connection, a
 *   timeout) is retried at most `maxTransientRetries` times after an exponential back-off with full
 *   jitter; every retry passes the paging gate again, so a retry never causes a 429;
 * - each attempt has a timeout; failures become `ApiError`s (errors.ts) that say on which server
 *   (`server`: embedded, loopback or remote) and, for connections, why (`reason`);
 * - an abort `signal` cancels the wire request at once: `cancelled`.
 * The key is never logged, never put in an error, and only its sha256 prefix names the holder.
 */
import type { paths } from '../../../shared/api/types';
import type { ServerPlace } from '../../../shared/contract/errors';
import { isLoopbackHost } from '../../../shared/contract/session';
import {
  cancelledError,
  errorFromResponse,
  isTransient,
  networkError,
  notJsonError,
  timeoutError,
  ApiError,
} from './errors';
import { holderId } from './holder';
import { createPagingGate, type PagingGate } from './paging-gate';
import { buildUrl, type QueryValue } from './query';

/** Every GET route of the API, as a path template relative to the v1 root (e.g. `/listings/{ref}`). */
export type GetPath = keyof paths;
type Operation<P extends GetPath> = paths[P]['get'];
/** The path and query parameters of a GET route, as the OpenAPI document types them. */
export type GetParams<P extends GetPath> = Pick<Operation<P>['parameters'], 'path' | 'query'>;
/** The 200 body of a GET route. */
export type GetResult<P extends GetPath> = Operation<P>['responses'][200]['content']['application/json'];

/** Options of `createApiClient`. Times in ms. */
export interface ApiClientOptions {
  /** The v1 root, e.g. `http://127.0.0.1:4010/v1` (a trailing slash is ignored). */
  baseUrl: string;
  /** The key to send, or null to call anonymously; asked before every call (it may change). */
  getKey: () => Promise<string | null>;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Monotonic clock in ms, for the paging gate (default `performance.now()`). */
  now?: () => number;
  /** Waits `ms` (default a `setTimeout` promise); used by the gate and the back-offs. */
  sleep?: (ms: number) => Promise<void>;
  /** Random number in [0, 1) for the back-off jitter (default `Math.random`). */
  random?: () => number;
  /** Per-attempt timeout in ms (default 15000). */
  timeoutMs?: number;
  /** How many times a 429 is retried (default 2). */
  maxRateLimitRetries?: number;
  /** How many times a transient failure is retried (default 2). */
  maxTransientRetries?: number;
  /** First back-off before a transient retry, in ms (default 300; then 600; full jitter on each). */
  transientBackoffMs?: number;
  /** Margin added to the 400 ms cursor gap, in ms (see paging-gate.ts). */
  gapMarginMs?: number;
  /** Where this server is, for error words (default: `loopback` for 127.0.0.0/8 and localhost, else `remote`). */
  server?: ServerPlace;
}

/** Per-call options of `get`. */
export interface GetOptions {
  /** Cancels the call: the wire request is aborted and the call rejects `cancelled`. */
  signal?: AbortSignal;
}

/** One page request: `cursor` is the previous page's `nextCursor` (null or absent: the first page). */
export interface PageRequest {
  cursor?: string | null;
  /** Page size, 1 to 20 (the API's default 20 when absent). */
  limit?: number;
}

/** The API client. Every call rejects with an `ApiError` on failure. */
export interface ApiClient {
  /** The v1 root this client talks to. */
  readonly baseUrl: string;
  /** Any GET route, typed by its template: `get('/listings/{ref}', { path: { ref } })`. */
  get<P extends GetPath>(path: P, params: GetParams<P>, options?: GetOptions): Promise<GetResult<P>>;
}

/** Most we wait on a `Retry-After`, in ms. */
export const RETRY_AFTER_CAP_MS = 30_000;
/** What we wait on a 429 without a usable `Retry-After`, in ms. */
export const RETRY_AFTER_DEFAULT_MS = 1_000;

/**
 * The wait a `Retry-After` header asks for, in ms: whole (or decimal) seconds, or an HTTP date;
 * absent or unreadable gives 1 s; the result is capped at 30 s and never negative.
 */
export function retryAfterMs(header: string | null, wallNow: number = Date.now()): number {
  if (header === null || header.trim() === '') return RETRY_AFTER_DEFAULT_MS;
  const text = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    ms = Number(text) * 1000;
  } else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return RETRY_AFTER_DEFAULT_MS;
    ms = at - wallNow;
  }
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms));
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/** Creates a client; see the file comment. Nothing is sent until `get` is called. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const origin = safeOrigin(baseUrl);
  const server = options.server ?? placeOf(baseUrl);
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 2;
  const maxTransientRetries = options.maxTransientRetries ?? 2;
  const backoffMs = options.transientBackoffMs ?? 300;
  const gate: PagingGate = createPagingGate({ now: options.now, sleep, marginMs: options.gapMarginMs });
  const inFlight = new Map<string, Promise<unknown>>();

  async function attempt(url: string, key: string | null, signal: AbortSignal | undefined): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (key) headers.Authorization = `Bearer ${key}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await doFetch(url, { method: 'GET', headers, signal: controller.signal });
      const text = await response.text();
      return { status: response.status, text, headers: response.headers };
    } catch (error) {
      if (signal?.aborted) throw cancelledError(origin);
      if (timedOut) throw timeoutError(origin, timeoutMs);
      throw networkError(origin, error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** One answer as a parsed body, or the ApiError it means (not thrown, so the caller decides to retry). */
  function settle(answer: Answer): { body: object } | { error: ApiError; retryAfter?: string | null } {
    const requestId = answer.headers.get('x-request-id');
    if (answer.status < 200 || answer.status > 299) {
      return {
        error: errorFromResponse(answer.status, answer.text, requestId),
        retryAfter: answer.status === 429 ? answer.headers.get('retry-after') : undefined,
      };
    }
    try {
      const body: unknown = JSON.parse(answer.text);
      if (typeof body !== 'object' || body === null) throw new TypeError('not an object');
      return { body };
    } catch {
      return { error: notJsonError(answer.status, requestId) };
    }
  }

  async function send(
    url: string,
    key: string | null,
    lane: string,
    hasCursor: boolean,
    signal?: AbortSignal,
  ) {
    let rateLimitRetries = 0;
    let transientRetries = 0;
    for (let attempts = 1; ; attempts++) {
      if (signal?.aborted) throw cancelledError(origin);
      const release = await gate.acquire(lane, hasCursor);
      let outcome: ReturnType<typeof settle>;
      try {
        outcome = settle(await attempt(url, key, signal));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcome = { error };
      } finally {
        release();
      }
      if ('body' in outcome) return outcome.body;
      const { error } = outcome;
      if (error.appError.kind === 'rate_limited' && rateLimitRetries < maxRateLimitRetries) {
        rateLimitRetries++;
        await sleep(retryAfterMs(outcome.retryAfter ?? null));
        continue;
      }
      if (isTransient(error) && transientRetries < maxTransientRetries && !signal?.aborted) {
        // Full jitter: a random wait up to 300 ms, then up to 600 ms (AWS "Exponential Backoff And Jitter").
        await sleep(Math.round(random() * backoffMs * 2 ** transientRetries));
        transientRetries++;
        continue;
      }
      throw withContext(error, server, attempts);
    }
  }

  async function get<P extends GetPath>(
    path: P,
    params: GetParams<P>,
    callOptions: GetOptions = {},
  ): Promise<GetResult<P>> {
    const key = await options.getKey();
    const holder = holderId(baseUrl, key);
    const { path: pathParams, query } = params as {
      path?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
    };
    const url = buildUrl(baseUrl, path, pathParams, query);
    const hasCursor = typeof query?.cursor === 'string' && query.cursor !== '';
    const lane = `${holder}|${path}`;
    const { signal } = callOptions;
    // A cancellable call has its own wire request: cancelling it must not cancel another caller's.
    if (signal) return send(url, key, lane, hasCursor, signal) as Promise<GetResult<P>>;
    // No await between this lookup and the set below: identical concurrent calls share one request.
    const coalesceKey = `${holder} ${url}`;
    const existing = inFlight.get(coalesceKey);
    if (existing) return existing as Promise<GetResult<P>>;
    const pending = send(url, key, lane, hasCursor).finally(() => {
      inFlight.delete(coalesceKey);
    });
    inFlight.set(coalesceKey, pending);
    return pending as Promise<GetResult<P>>;
  }

  return { baseUrl, get };
}

/** `body.data` of a single-resource wrapper, or a `server_error` when the body has no `data` (not the API's shape). */
export function unwrap<T>(body: { data: T }): T {
  if (body.data === undefined) throw notJsonError(200, null);
  return body.data;
}

/** The error with where it happened and how many attempts were made. */
function withContext(error: ApiError, server: ServerPlace, attempts: number): ApiError {
  return new ApiError({ ...error.appError, server, ...(attempts > 1 ? { attempts } : {}) });
}

/** `loopback` for 127.0.0.0/8, ::1 and localhost, else `remote`. */
function placeOf(baseUrl: string): ServerPlace {
  return URL.canParse(baseUrl) && isLoopbackHost(new URL(baseUrl).hostname) ? 'loopback' : 'remote';
}

function safeOrigin(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl;
  }
}
