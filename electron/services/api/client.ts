/**
 * The rate-aware client of the Freight Exchange v1 Read API (spec 4, 5, 7, 8), typed from the
 * generated OpenAPI `paths` (shared/api/v1.d.ts).
 *
 * Every call fetches exactly one page; the client never pages on its own. On the way:
 * - `Authorization: Bearer <key>` when `getKey()` gives a key, `Accept: application/json`;
 * - the paging gate (paging-gate.ts) spaces a holder's cursor requests on a route by the cursor gap;
 * - identical GETs in flight (same URL, same holder) share one wire request;
 * - a 429 is retried after `Retry-After` (whole seconds; 1 s when absent or bad; capped at 30 s) at
 *   most `maxRateLimitRetries` times, then fails `rate_limited`; no other status is retried;
 * - each attempt has a timeout; failures become `ApiError`s (errors.ts).
 * The key is never logged, never put in an error, and only its sha256 prefix names the holder.
 */
import type { EventType, Listing, ListingPage, Place, paths } from '../../../shared/api/types';
import type { ListingFilters } from '../../../shared/contract/calls';
import { errorFromResponse, networkError, notJsonError, timeoutError } from './errors';
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
  /** Waits `ms` (default a `setTimeout` promise); used by the gate and the 429 back-off. */
  sleep?: (ms: number) => Promise<void>;
  /** Per-attempt timeout in ms (default 15000). */
  timeoutMs?: number;
  /** How many times a 429 is retried (default 2). */
  maxRateLimitRetries?: number;
  /** Margin added to the 400 ms cursor gap, in ms (default 15; see paging-gate.ts). */
  gapMarginMs?: number;
}

/** One page request: `cursor` is the previous page's `nextCursor` (null or absent: the first page). */
export interface PageRequest {
  cursor?: string | null;
  /** Page size, 1 to 20 (the API's default 20 when absent). */
  limit?: number;
}

/** The API client. Every method rejects with an `ApiError` on failure. */
export interface ApiClient {
  /** The v1 root this client talks to. */
  readonly baseUrl: string;
  /** Any GET route, typed by its template: `get('/listings/{ref}', { path: { ref } })`. */
  get<P extends GetPath>(path: P, params: GetParams<P>): Promise<GetResult<P>>;
  /** One page of `GET /listings` (spec 4): filters as the contract parses them, weights kg, volumes m3. */
  searchListings(filters: ListingFilters, page?: PageRequest): Promise<ListingPage>;
  /** `GET /listings/{ref}`, unwrapped from `{ data }`; 404 `not_found` for an unknown ref. */
  getListing(ref: string): Promise<Listing>;
  /** `GET /places?q=` (at most 10 places, best first), unwrapped. */
  searchPlaces(q: string): Promise<Place[]>;
  /** `GET /events/types`, the event catalog, unwrapped. */
  eventTypes(): Promise<EventType[]>;
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

/** Creates a client; see the file comment. Nothing is sent until a method is called. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const origin = safeOrigin(baseUrl);
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRetries = options.maxRateLimitRetries ?? 2;
  const gate: PagingGate = createPagingGate({ now: options.now, sleep, marginMs: options.gapMarginMs });
  const inFlight = new Map<string, Promise<unknown>>();

  async function attempt(url: string, key: string | null): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (key) headers.Authorization = `Bearer ${key}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await doFetch(url, { method: 'GET', headers, signal: controller.signal });
      const text = await response.text();
      return { status: response.status, text, headers: response.headers };
    } catch (error) {
      if (timedOut) throw timeoutError(origin, timeoutMs);
      throw networkError(origin, error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function send(url: string, key: string | null, lane: string, hasCursor: boolean) {
    for (let retry = 0; ; retry++) {
      const release = await gate.acquire(lane, hasCursor);
      let answer: Answer;
      try {
        answer = await attempt(url, key);
      } finally {
        release();
      }
      const requestId = answer.headers.get('x-request-id');
      if (answer.status === 429 && retry < maxRetries) {
        await sleep(retryAfterMs(answer.headers.get('retry-after')));
        continue;
      }
      if (answer.status < 200 || answer.status > 299) {
        throw errorFromResponse(answer.status, answer.text, requestId);
      }
      try {
        const body: unknown = JSON.parse(answer.text);
        if (typeof body !== 'object' || body === null) throw new TypeError('not an object');
        return body;
      } catch {
        throw notJsonError(answer.status, requestId);
      }
    }
  }

  async function get<P extends GetPath>(path: P, params: GetParams<P>): Promise<GetResult<P>> {
    const key = await options.getKey();
    const holder = holderId(baseUrl, key);
    const { path: pathParams, query } = params as {
      path?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
    };
    const url = buildUrl(baseUrl, path, pathParams, query);
    const hasCursor = typeof query?.cursor === 'string' && query.cursor !== '';
    // No await between this lookup and the set below: identical concurrent calls share one request.
    const coalesceKey = `${holder} ${url}`;
    const existing = inFlight.get(coalesceKey);
    if (existing) return existing as Promise<GetResult<P>>;
    const pending = send(url, key, `${holder}|${path}`, hasCursor).finally(() => {
      inFlight.delete(coalesceKey);
    });
    inFlight.set(coalesceKey, pending);
    return pending as Promise<GetResult<P>>;
  }

  return {
    baseUrl,
    get,
    async searchListings(filters, page = {}) {
      const { truckTypes, ...rest } = filters;
      return get('/listings', {
        query: {
          ...rest,
          truckTypes: truckTypes && truckTypes.length > 0 ? truckTypes.join(',') : undefined,
          limit: page.limit,
          cursor: page.cursor ?? undefined,
        },
      });
    },
    async getListing(ref) {
      const body = await get('/listings/{ref}', { path: { ref } });
      return unwrap(body);
    },
    async searchPlaces(q) {
      return unwrap(await get('/places', { query: { q } }));
    },
    async eventTypes() {
      return unwrap(await get('/events/types', {}));
    },
  };
}

/** `body.data`, or a `server_error` when the body has no `data` (not the API's shape). */
function unwrap<T>(body: { data: T }): T {
  if (body.data === undefined) throw notJsonError(200, null);
  return body.data;
}

function safeOrigin(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl;
  }
}
