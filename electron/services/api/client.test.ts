import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createApiClient, retryAfterMs, type ApiClientOptions } from './client';

const BASE = 'http://api.test/v1';
const KEY = 'test_fx_' + 'a'.repeat(32);

interface Sent {
  url: string;
  at: number;
  headers: Record<string, string>;
}

type Reply = Response | ((signal: AbortSignal) => Promise<Response>);

/** A fake fetch that answers from a script (the last reply repeats) and records what was sent. */
function fakeFetch(replies: (() => Reply)[], delayMs = 0) {
  const sent: Sent[] = [];
  let index = 0;
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      at: Date.now(),
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const make = replies[Math.min(index++, replies.length - 1)]!;
    const reply = make();
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    return typeof reply === 'function' ? reply(init!.signal!) : reply;
  });
  return { fetch: fn as unknown as typeof fetch, sent };
}

const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const page = (refs: string[], nextCursor: string | null) =>
  json({ data: refs.map((ref) => ({ ref })), hasMore: nextCursor !== null, nextCursor });
const errorBody = (status: number, code: string, headers: Record<string, string> = {}) =>
  json({ error: { code, message: `${code} happened`, requestId: 'r-1' } }, status, headers);

function client(fetchFn: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: BASE,
    getKey: async () => KEY,
    fetch: fetchFn,
    now: () => Date.now(),
    ...extra,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the key as a bearer token, asks for JSON and builds the query', async () => {
    const { fetch, sent } = fakeFetch([() => page(['FX-AAAAAA'], 'c1')]);
    const result = await client(fetch).searchListings(
      { fromCountry: 'RO', truckTypes: ['van', 'tautliner'], weightMax: 1000, category: undefined },
      { limit: 5 },
    );
    expect(result.data).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url);
    expect(url.origin + url.pathname).toBe(`${BASE}/listings`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fromCountry: 'RO',
      truckTypes: 'van,tautliner',
      weightMax: '1000',
      limit: '5',
    });
    expect(sent[0]!.headers).toEqual({ Accept: 'application/json', Authorization: `Bearer ${KEY}` });
  });

  it('sends no Authorization header without a key', async () => {
    const { fetch, sent } = fakeFetch([() => json({ data: [] })]);
    await client(fetch, { getKey: async () => null }).eventTypes();
    expect(sent[0]!.headers).toEqual({ Accept: 'application/json' });
  });

  it('unwraps single resources and encodes path values', async () => {
    const { fetch, sent } = fakeFetch([() => json({ data: { ref: 'FX-ABC123' } })]);
    const listing = await client(fetch).getListing('FX-ABC/123');
    expect(listing.ref).toBe('FX-ABC123');
    expect(sent[0]!.url).toBe(`${BASE}/listings/FX-ABC%2F123`);
  });

  it('spaces a cursor request 415 ms after the previous response, and not more', async () => {
    const { fetch, sent } = fakeFetch([() => page(['FX-1'], 'c1'), () => page(['FX-2'], 'c2')], 100);
    const api = client(fetch);
    const first = api.searchListings({}, {}); // sent at t0, answered at t0+100
    await vi.advanceTimersByTimeAsync(100);
    await first;
    const next = api.searchListings({}, { cursor: 'c1' });
    await vi.advanceTimersByTimeAsync(414);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBe(100 + 415);
    await vi.advanceTimersByTimeAsync(100);
    expect((await next).nextCursor).toBe('c2');
  });

  it('sends a cursor request at once when the gap has already passed', async () => {
    const { fetch, sent } = fakeFetch([() => page(['FX-1'], 'c1'), () => page(['FX-2'], null)]);
    const api = client(fetch);
    await api.searchListings({}, {});
    await vi.advanceTimersByTimeAsync(2000);
    const before = Date.now();
    await api.searchListings({}, { cursor: 'c1' });
    expect(sent[1]!.at).toBe(before);
  });

  it('does not delay first pages', async () => {
    const { fetch, sent } = fakeFetch([() => page(['FX-1'], 'c1')]);
    const api = client(fetch);
    await api.searchListings({}, {});
    await api.searchListings({ fromCountry: 'DE' }, {});
    expect(sent[1]!.at - sent[0]!.at).toBe(0);
  });

  it('retries a 429 after Retry-After, then succeeds', async () => {
    const { fetch, sent } = fakeFetch([
      () => errorBody(429, 'rate_limited', { 'Retry-After': '2' }),
      () => page([], null),
    ]);
    const result = client(fetch).searchListings({}, {});
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect((await result).hasMore).toBe(false);
  });

  it('waits 1 s on a 429 without Retry-After and gives up after maxRateLimitRetries', async () => {
    const { fetch, sent } = fakeFetch([() => errorBody(429, 'rate_limited')]);
    const result = rejection(client(fetch, { maxRateLimitRetries: 2 }).eventTypes());
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await result;
    expect(sent).toHaveLength(3);
    expect(error.appError).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      code: 'rate_limited',
      requestId: 'r-1',
    });
  });

  it('never retries other statuses', async () => {
    const { fetch, sent } = fakeFetch([() => errorBody(500, 'internal_error')]);
    const error = await rejection(client(fetch).eventTypes());
    expect(error.appError.kind).toBe('server_error');
    expect(sent).toHaveLength(1);
  });

  it('coalesces identical GETs in flight into one wire request', async () => {
    const { fetch, sent } = fakeFetch([() => json({ data: [{ city: 'Iași' }] })], 50);
    const api = client(fetch);
    const first = api.searchPlaces('ia');
    const second = api.searchPlaces('ia');
    await vi.advanceTimersByTimeAsync(50);
    const [a, b] = await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
    expect(a).toEqual([{ city: 'Iași' }]);
    expect(b).toBe(a);
    const third = api.searchPlaces('ia'); // settled: the next call goes to the wire again
    await vi.advanceTimersByTimeAsync(50);
    await third;
    expect(sent).toHaveLength(2);
  });

  it('does not coalesce the same URL for two holders', async () => {
    const { fetch, sent } = fakeFetch([() => json({ data: [] })], 10);
    let key: string | null = KEY;
    const api = client(fetch, { getKey: async () => key });
    const first = api.eventTypes();
    await Promise.resolve();
    key = null;
    const second = api.eventTypes();
    await vi.advanceTimersByTimeAsync(10);
    await Promise.all([first, second]);
    expect(sent).toHaveLength(2);
  });

  it.each([
    [401, 'unauthorized', 'unauthorized'],
    [403, 'insufficient_permission', 'forbidden'],
    [404, 'not_found', 'not_found'],
    [409, 'cursor_expired', 'cursor_expired'],
    [409, 'cursor_mismatch', 'cursor_mismatch'],
    [409, 'list_changed', 'list_changed'],
  ] as const)('rejects HTTP %i %s as %s, keeping the server message', async (status, code, kind) => {
    const { fetch } = fakeFetch([() => errorBody(status, code)]);
    const error = await rejection(client(fetch).searchListings({}, { cursor: null }));
    expect(error.appError).toEqual({ kind, status, code, message: `${code} happened`, requestId: 'r-1' });
  });

  it('maps a fetch TypeError to network', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const error = await rejection(client(fetchFn).eventTypes());
    expect(error.appError.kind).toBe('network');
    expect(error.appError.message).not.toContain(KEY);
  });

  it('times out a request that does not answer', async () => {
    const hang = (signal: AbortSignal) =>
      new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { fetch } = fakeFetch([() => hang]);
    const result = rejection(client(fetch, { timeoutMs: 3000 }).eventTypes());
    await vi.advanceTimersByTimeAsync(3000);
    expect((await result).appError.kind).toBe('timeout');
  });

  it('maps a 200 with a body that is not JSON to server_error', async () => {
    const { fetch } = fakeFetch([() => new Response('<html>captive portal</html>', { status: 200 })]);
    const error = await rejection(client(fetch).eventTypes());
    expect(error.appError).toMatchObject({ kind: 'server_error', status: 200 });
  });

  it('maps a 400 with fields to invalid_request', async () => {
    const { fetch } = fakeFetch([
      () =>
        json(
          {
            error: {
              code: 'invalid_request',
              message: 'bad',
              requestId: 'r',
              fields: [{ path: 'query.q', code: 'too_short' }],
            },
          },
          400,
        ),
    ]);
    const error = await rejection(client(fetch).searchPlaces('a'));
    expect(error.appError).toMatchObject({
      kind: 'invalid_request',
      fields: [{ path: 'query.q', code: 'too_short' }],
    });
  });
});

describe('retryAfterMs', () => {
  it('reads seconds, dates and defaults, capped at 30 s', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('soon')).toBe(1000);
    expect(retryAfterMs('3600')).toBe(30_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 5_000)).toBe(5000);
  });
});
