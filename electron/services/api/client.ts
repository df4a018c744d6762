/**
 * The rate-aware client of the Freight Exchange v1 Read API (docs/api.md §Routes, §Errors, §Lists
 * and cursors, §Rate limits), typed from the generated OpenAPI `paths` (shared/api/v1.d.ts): one
 * `get(path, params)` for every list route and one `getOne(path, params)` for every single resource,
 * no per-route wrappers.
 *
 * Every call fetches exactly one page; the client never pages on its own. On the way:
 * - `Authorization: Bearer <key>` when `getKey()` gives a key, `Accept: application/json`;
 * - the paging gate (paging-gate.ts) spaces a holder's cursor requests on a route by the cursor gap;
 * - the polite queue (pace.ts) keeps at most 4 requests on the wire and, on a 429, holds every
 *   request of the holder for at least a floor, whatever `Retry-After` says (0, negative, a past
 *   date, garbage): 1 s, then 2, 4, 8 s on the call's further 429s; a longer `Retry-After` (whole
 *   seconds or a date) is kept, capped at 30 s. A call sends at most `rateLimitMaxTries` (5)
 *   requests that meet a 429 and waits at most `rateLimitPatienceMs` (60 s) in all, then fails
 *   `rate_limited` (docs/api.md §Rate limits); `waitingUntil()` tells the screens;
 * - identical GETs in flight (same URL, same holder, no abort signal) share one wire request;
 * - a transient failure (5xx, a body that is not JSON, a dropped or refused connection, a timeout)
 *   is retried at most `maxTransientRetries` times after an exponential back-off with full jitter;
 *   every retry passes the paging gate again, so a retry never causes a 429;
 * - every body is read as a stream with a limit of 2 MiB (bounded-body.ts): past it, or past a
 *   `Content-Length` over it, the rest is not read and a 2xx fails `answer_too_large` (an error
 *   status keeps its kind, its body unread), never retried (docs/api.md §Bounded answers);
 * - every 2xx body is read by the tolerant reader (answer-reader.ts): a page must have a `data`
 *   array of at most the `limit` asked for (20 without one, 100 on the lists without paging), else
 *   `answer_too_large`; a single resource may come with or without its `{ data }` wrapper; a JSON
 *   body it cannot read is `unreadable_answer`, never retried; texts longer than a screen shows are
 *   cut with a mark (text-caps.ts);
 * - redirects are read by hand (`redirect: 'manual'`): one to the exchange's own origin is followed
 *   (at most 5 hops), one to another origin fails `redirect_refused` naming that host, never retried.
 *   The desktop's fetch (electron/shell/net-request-fetch.ts) answers a redirect as Node's fetch does;
 *   were Electron's `net.fetch` passed instead, which rejects every redirect in that mode without its
 *   target, any redirect would fail `redirect_refused` (`unreadable`);
 * - each attempt has a timeout; failures become `ApiError`s (errors.ts) that say on which server
 *   (`server`: embedded, loopback or remote) and, for connections, why (`reason`);
 * - an abort `signal` cancels the wire request at once: `cancelled`;
 * - a `background` call (the watch, electron/services/watch/) takes the queue's background lane: it
 *   goes only while no user request is on the wire or waiting (pace.ts). It is never retried here:
 *   a 429 holds the holder's queue for the `Retry-After` as usual, then fails `rate_limited` at once
 *   (the watch's schedule waits it out and slows down); a transient failure fails at once (the
 *   schedule backs off). It never shares a wire request with a user's call. Its `onSent` is told
 *   the moment its request leaves, which is when the watch's budget counts it (docs/watch.md
 *   §The budget).
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
import { sleep, systemClock, type Clock } from '../clock';
import { answerTooLarge, readPage, readResource } from './answer-reader';
import { ANSWER_MAX_BYTES, readBoundedText } from './bounded-body';
import { holderId } from './holder';
import { createPace } from './pace';
import { createPagingGate, type PagingGate } from './paging-gate';
import { buildUrl, type QueryValue } from './query';

/** Every GET route of the API, as a path template relative to the v1 root (e.g. `/listings/{ref}`). */
export type GetPath = keyof paths;
type Operation<P extends GetPath> = paths[P]['get'];
/** The path and query parameters of a GET route, as the OpenAPI document types them. */
export type GetParams<P extends GetPath> = Pick<Operation<P>['parameters'], 'path' | 'query'>;
/** The 200 body of a GET route. */
export type GetResult<P extends GetPath> = Operation<P>['responses'][200]['content']['application/json'];
/** The routes that answer one resource (docs/api.md §Resources): read with `getOne`. */
export type OnePath =
  '/listings/{ref}' | '/vehicles/{id}' | '/offers/{id}' | '/companies/{id}' | '/cost-estimate';
/** The routes that answer a `data` array (pages, places, event types): read with `get`. */
export type PagePath = Exclude<GetPath, OnePath>;
/** The list routes without paging: their answer is `{ data }` alone. */
const UNPAGED: ReadonlySet<GetPath> = new Set<GetPath>(['/places', '/events/types']);
/** The most items a page holds: the API's page size, and its default `limit` (docs/api.md §Lists and cursors). */
const PAGE_MAX_ITEMS = 20;
/** The most items a list without paging may hold (docs/api.md §Bounded answers; places give at most 10). */
const UNPAGED_MAX_ITEMS = 100;

/**
 * The most items the answer of `path` may hold (docs/api.md §Bounded answers): the `limit` asked for
 * (a whole number from 1 to 20), else 20 on a paged list; 100 on a list without paging.
 */
function maxItemsOf(path: GetPath, query: Record<string, QueryValue> | undefined): number {
  if (UNPAGED.has(path)) return UNPAGED_MAX_ITEMS;
  const limit = Number(query?.limit);
  return Number.isInteger(limit) && limit >= 1 && limit <= PAGE_MAX_ITEMS ? limit : PAGE_MAX_ITEMS;
}
/** The resource of a single-resource route, without its wrapper. */
export type GetResource<P extends OnePath> = GetResult<P> extends { data: infer D } ? D : never;

/** Options of `createApiClient`. Times in ms. */
export interface ApiClientOptions {
  /** The v1 root, e.g. `http://127.0.0.1:4010/v1` (a trailing slash is ignored). */
  baseUrl: string;
  /** The key to send, or null to call anonymously; asked before every call (it may change). */
  getKey: () => Promise<string | null>;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * The paging gate's and the queue's clock, the back-offs', the timeouts' and `waitingUntil`'s
   * (default {@link systemClock}).
   */
  clock?: Clock;
  /** Random number in [0, 1) for the back-off jitter (default `Math.random`). */
  random?: () => number;
  /** Per-attempt timeout in ms (default 15000). */
  timeoutMs?: number;
  /** How long a call may spend waiting out 429s before it fails `rate_limited`, in ms (default 60000). */
  rateLimitPatienceMs?: number;
  /**
   * The most requests one call sends that are answered 429: the last one fails `rate_limited`
   * (default 5; docs/api.md §Rate limits).
   */
  rateLimitMaxTries?: number;
  /** Requests on the wire at once (default 4; see pace.ts). */
  maxInFlight?: number;
  /** How many times a transient failure is retried (default 2). */
  maxTransientRetries?: number;
  /** First back-off before a transient retry, in ms (default 300; then 600; full jitter on each). */
  transientBackoffMs?: number;
  /** Margin added to the 400 ms cursor gap, in ms (see paging-gate.ts). */
  gapMarginMs?: number;
  /** Where this server is, for error words (default: `loopback` for 127.0.0.0/8 and localhost, else `remote`). */
  server?: ServerPlace;
  /** Most bytes one answer may have (default {@link ANSWER_MAX_BYTES}, 2 MiB; bounded-body.ts). */
  maxAnswerBytes?: number;
}

/** Per-call options of `get`. */
export interface GetOptions {
  /** Cancels the call: the wire request is aborted and the call rejects `cancelled`. */
  signal?: AbortSignal;
  /**
   * A background read (the watch): the queue's background lane, no retries; see the file comment.
   * Default false.
   */
  background?: boolean;
  /**
   * Called the moment each wire request of this call leaves (after the queue and the paging gate,
   * just before the fetch; once per attempt). The watch counts its budget from it: a read held back
   * by the user's requests is counted when it is sent, not when it was planned (docs/watch.md
   * §The budget).
   */
  onSent?: () => void;
}

/** The API client. Every call rejects with an `ApiError` on failure. */
export interface ApiClient {
  /** The v1 root this client talks to. */
  readonly baseUrl: string;
  /** Where the server is (error words name it). */
  readonly server: ServerPlace;
  /**
   * A list route, typed by its template: `get('/listings', { query })`. The page as the tolerant
   * reader read it: `data` an array of objects, `hasMore`, `nextCursor`.
   */
  get<P extends PagePath>(path: P, params: GetParams<P>, options?: GetOptions): Promise<GetResult<P>>;
  /**
   * A single-resource route: `getOne('/vehicles/{id}', { path: { id } })` resolves to the vehicle,
   * whether the exchange wrapped it in `{ data }` or not.
   */
  getOne<P extends OnePath>(path: P, params: GetParams<P>, options?: GetOptions): Promise<GetResource<P>>;
  /** While 429s hold this client's requests: when the hold ends, ms since the epoch; else null. */
  waitingUntil(): number | null;
}

/** Most we wait on a `Retry-After`, in ms. */
const RETRY_AFTER_CAP_MS = 30_000;
/**
 * The floor of the first wait after a 429, in ms, whatever `Retry-After` says; it doubles on each
 * further 429 of the call (docs/api.md §Rate limits).
 */
export const RATE_LIMIT_FLOOR_MS = 1_000;
/** The highest the floor grows to, in ms (1, 2, 4, 8 s). */
const RATE_LIMIT_BACKOFF_CAP_MS = 8_000;
/** The longest wait after a 429, in ms, whatever `Retry-After` asks. */
export const RATE_LIMIT_WAIT_CAP_MS = RETRY_AFTER_CAP_MS;
/** How long one call may spend waiting out 429s, in ms (then `rate_limited` reaches the user). */
const RATE_LIMIT_PATIENCE_MS = 60_000;
/** The most requests of one call answered 429 (then `rate_limited` reaches the user). */
const RATE_LIMIT_MAX_TRIES = 5;

/** The redirect statuses the client reads itself (`redirect: 'manual'`). */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/**
 * How Electron's `net.fetch` rejects a redirect under `redirect: 'manual'` (Electron 41,
 * lib/common/api/net-client-request.ts: no `followRedirect()` was called): the target is unknown, so
 * a client over `net.fetch` would refuse every redirect. The desktop passes a fetch over
 * `net.request` instead (electron/shell/net-request-fetch.ts); this stays as the safe answer.
 */
const NET_FETCH_REDIRECT_CANCELLED = 'Redirect was cancelled';
/** The most redirects one request follows within the exchange's origin. */
const MAX_REDIRECTS = 5;

/**
 * The wait a `Retry-After` header asks for, in ms: whole (or decimal) seconds, or an HTTP date, capped
 * at 30 s and never negative; null when absent or unreadable.
 */
function askedWaitMs(header: string | null, wallNow: number): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    ms = Number(text) * 1000;
  } else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    ms = at - wallNow;
  }
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms));
}

/**
 * The wait in ms before retry number `retry` (0 for the first) of a 429 (docs/api.md §Rate limits):
 * `max(asked, floor)`, where the floor is 1 s doubled on each retry up to 8 s and `asked` is what
 * `Retry-After` asks (0 when it asks for nothing, a negative number, a past date or garbage), never
 * more than 30 s. So a hostile `Retry-After: 0` can never make the client retry without a pause.
 */
export function rateLimitWaitMs(header: string | null, retry: number, wallNow: number = Date.now()): number {
  const floor = Math.min(
    RATE_LIMIT_BACKOFF_CAP_MS,
    RATE_LIMIT_FLOOR_MS * 2 ** Math.min(Math.max(0, retry), 10),
  );
  return Math.min(RATE_LIMIT_WAIT_CAP_MS, Math.max(askedWaitMs(header, wallNow) ?? 0, floor));
}

/** One answer; `text` is null when the body was over the byte limit (and left unread). */
interface Answer {
  status: number;
  text: string | null;
  headers: Headers;
}

/** Creates a client; see the file comment. Nothing is sent until `get` is called. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const origin = URL.canParse(baseUrl) ? new URL(baseUrl).origin : baseUrl;
  const server = options.server ?? placeOf(baseUrl);
  const doFetch = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const patienceMs = options.rateLimitPatienceMs ?? RATE_LIMIT_PATIENCE_MS;
  const maxRateLimitTries = Math.max(1, options.rateLimitMaxTries ?? RATE_LIMIT_MAX_TRIES);
  const maxTransientRetries = options.maxTransientRetries ?? 2;
  const backoffMs = options.transientBackoffMs ?? 300;
  const maxAnswerBytes = options.maxAnswerBytes ?? ANSWER_MAX_BYTES;
  const gate: PagingGate = createPagingGate({ clock, marginMs: options.gapMarginMs });
  const pace = createPace({ clock, maxInFlight: options.maxInFlight });
  const inFlight = new Map<string, Promise<unknown>>();

  /**
   * One GET with `redirect: 'manual'` (docs/api.md §Rate limits, "Redirects"): a 301/302/303/307/308
   * to the exchange's own origin is followed, at most {@link MAX_REDIRECTS} hops, the headers (the key
   * included) going only to that origin; a redirect to another origin, or one whose target cannot be
   * read (Chromium's opaque redirect), is refused.
   * @throws ApiError `redirect_refused` naming the other host (never retried)
   */
  async function fetchFollowingSameOrigin(
    url: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Response> {
    let target = url;
    for (let hop = 0; ; hop++) {
      let response: Response;
      try {
        response = await doFetch(target, { method: 'GET', headers, signal, redirect: 'manual' });
      } catch (error) {
        // Electron's net.fetch does not answer a redirect under `manual`: it rejects (see below)
        if (error instanceof Error && error.message === NET_FETCH_REDIRECT_CANCELLED && !signal.aborted) {
          throw redirectRefused(`GET ${new URL(url).pathname}`, null);
        }
        throw error;
      }
      const opaque = response.type === 'opaqueredirect';
      if (!opaque && !REDIRECT_STATUSES.has(response.status)) return response;
      const location = opaque ? null : response.headers.get('location');
      await response.body?.cancel().catch(() => {});
      const next = location !== null && URL.canParse(location, target) ? new URL(location, target) : null;
      if (next === null || next.origin !== origin) {
        throw redirectRefused(`GET ${new URL(url).pathname}`, next === null ? null : next.host);
      }
      if (hop + 1 > MAX_REDIRECTS) throw redirectRefused(`GET ${new URL(url).pathname}`, next.host, true);
      target = next.href;
    }
  }

  /**
   * The refusal of a redirect (`redirect_refused`, shared/contract/errors.ts): where it pointed
   * (`host`, or null when unreadable), or too many hops. Its message names the host for the log.
   */
  function redirectRefused(route: string, host: string | null, tooMany = false): ApiError {
    const message = tooMany
      ? `The exchange redirected ${route} more than ${MAX_REDIRECTS} times; Dispatch stopped following it.`
      : host === null
        ? `The exchange redirected ${route} to an address Dispatch cannot read; it was not followed.`
        : `The exchange redirected ${route} to another host, ${host}; Dispatch does not follow it there.`;
    return new ApiError({
      kind: 'redirect_refused',
      message,
      route,
      server,
      redirect: tooMany ? 'too_many' : host === null ? 'unreadable' : 'other_host',
      ...(host !== null ? { host } : {}),
    });
  }

  async function attempt(
    url: string,
    key: string | null,
    signal: AbortSignal | undefined,
    onSent: (() => void) | undefined,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (key) headers.Authorization = `Bearer ${key}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      onSent?.();
      const response = await fetchFollowingSameOrigin(url, headers, controller.signal);
      const body = await readBoundedText(response, maxAnswerBytes);
      // Over the limit: the body's stream is cancelled; the abort makes sure the connection goes too.
      if (body.tooLarge) controller.abort();
      return { status: response.status, text: body.text ?? null, headers: response.headers };
    } catch (error) {
      if (signal?.aborted) throw cancelledError(origin);
      if (error instanceof ApiError) throw error;
      if (timedOut) throw timeoutError(origin, timeoutMs);
      throw networkError(origin, error);
    } finally {
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * One answer of `route` as a parsed body, or the ApiError it means (not thrown, so the caller
   * decides to retry).
   */
  function settle(
    answer: Answer,
    route: string,
  ): { body: object } | { error: ApiError; retryAfter?: string | null } {
    const requestId = answer.headers.get('x-request-id');
    if (answer.status < 200 || answer.status > 299) {
      return {
        // an error body over the limit was not read: the status alone says what happened
        error: errorFromResponse(answer.status, answer.text ?? '', requestId),
        retryAfter: answer.status === 429 ? answer.headers.get('retry-after') : undefined,
      };
    }
    if (answer.text === null) {
      return { error: answerTooLarge(route, server, `more than ${maxAnswerBytes} bytes`) };
    }
    try {
      const body: unknown = JSON.parse(answer.text);
      if (typeof body !== 'object' || body === null) throw new TypeError('not an object');
      return { body };
    } catch {
      return { error: notJsonError(answer.status, requestId) };
    }
  }

  /** One request, through the gate and the queue, retried as the file comment says; `read` reads the body. */
  async function send<T>(
    request: { url: string; route: string; key: string | null; lane: string; hasCursor: boolean },
    read: (body: object) => T,
    callOptions: GetOptions,
    arrived: () => void = () => {},
  ): Promise<T> {
    const { signal, background = false, onSent } = callOptions;
    let rateLimitRetries = 0;
    let rateLimitWaited = 0;
    let transientRetries = 0;
    for (let attempts = 1; ; attempts++) {
      if (signal?.aborted) throw cancelledError(origin);
      // A background call takes its queue place first and only then registers with the gate: waiting
      // in the gate's lane for the queue, it would hold a user's next page on that route behind it.
      let release: () => void;
      let leave: () => void;
      if (background) {
        leave = await pace.acquire('background');
        release = await gate.acquire(request.lane, request.hasCursor);
      } else {
        release = await gate.acquire(request.lane, request.hasCursor);
        leave = await pace.acquire('user');
        arrived();
      }
      let outcome: ReturnType<typeof settle>;
      try {
        if (signal?.aborted) throw cancelledError(origin);
        outcome = settle(await attempt(request.url, request.key, signal, onSent), request.route);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcome = { error };
      } finally {
        leave();
        release();
      }
      if ('body' in outcome) {
        try {
          return read(outcome.body);
        } catch (error) {
          throw error instanceof ApiError ? withContext(error, server, attempts) : error;
        }
      }
      const { error } = outcome;
      if (error.appError.kind === 'rate_limited' && !signal?.aborted) {
        const wait = rateLimitWaitMs(outcome.retryAfter ?? null, rateLimitRetries, clock.now());
        // Every request of this holder waits it out, not only this one (pace.ts).
        if (background) pace.hold(wait);
        else if (rateLimitRetries + 1 < maxRateLimitTries && rateLimitWaited + wait <= patienceMs) {
          pace.hold(wait);
          rateLimitWaited += wait;
          rateLimitRetries++;
          continue;
        }
      }
      if (!background && isTransient(error) && transientRetries < maxTransientRetries && !signal?.aborted) {
        // Full jitter: a random wait up to 300 ms, then up to 600 ms (AWS "Exponential Backoff And Jitter").
        await sleep(clock, Math.round(random() * backoffMs * 2 ** transientRetries));
        transientRetries++;
        continue;
      }
      throw withContext(error, server, attempts);
    }
  }

  /** Sends `path` once per identical uncancellable call in flight, read by `read`. */
  async function call<T>(
    path: GetPath,
    params: { path?: Record<string, string | number>; query?: Record<string, QueryValue> },
    read: (body: object) => T,
    callOptions: GetOptions,
  ): Promise<T> {
    const { signal, background = false, onSent } = callOptions;
    // A user's call counts as waiting from now on, so a background read does not slip in meanwhile.
    const arrived = background ? () => {} : pace.announce();
    try {
      const key = await options.getKey();
      const holder = holderId(baseUrl, key);
      const url = buildUrl(baseUrl, path, params.path, params.query);
      const hasCursor = typeof params.query?.cursor === 'string' && params.query.cursor !== '';
      const request = { url, route: `GET ${path}`, key, lane: `${holder}|${path}`, hasCursor };
      // A cancellable call has its own wire request: cancelling it must not cancel another caller's.
      // A background call has its own too: a user's call must never wait behind the background lane.
      // A call that wants to know when it is sent has its own: a shared request was sent for another.
      if (signal || background || onSent) return await send(request, read, callOptions, arrived);
      // No await between this lookup and the set below: identical concurrent calls share one request.
      const coalesceKey = `${holder} ${url}`;
      const existing = inFlight.get(coalesceKey);
      if (existing) return await (existing as Promise<T>);
      const pending = send(request, read, {}, arrived).finally(() => {
        inFlight.delete(coalesceKey);
      });
      inFlight.set(coalesceKey, pending);
      return await pending;
    } finally {
      arrived();
    }
  }

  return {
    baseUrl,
    server,
    get: (path, params, callOptions = {}) =>
      call(
        path,
        params as never,
        (body) =>
          readPage(body, `GET ${path}`, server, {
            paged: !UNPAGED.has(path),
            maxItems: maxItemsOf(path, (params as { query?: Record<string, QueryValue> }).query),
          }) as never,
        callOptions,
      ),
    getOne: (path, params, callOptions = {}) =>
      call(path, params as never, (body) => readResource(body, `GET ${path}`, server) as never, callOptions),
    waitingUntil: () => pace.heldUntil(),
  };
}

/** The error with where it happened and how many attempts were made. */
function withContext(error: ApiError, server: ServerPlace, attempts: number): ApiError {
  return new ApiError({ ...error.appError, server, ...(attempts > 1 ? { attempts } : {}) });
}

/** `loopback` for 127.0.0.0/8, ::1 and localhost, else `remote`. */
function placeOf(baseUrl: string): ServerPlace {
  return URL.canParse(baseUrl) && isLoopbackHost(new URL(baseUrl).hostname) ? 'loopback' : 'remote';
}
