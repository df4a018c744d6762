import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createApiClient, rateLimitWaitMs, type ApiClientOptions } from './client';
import { GAP_MARGIN_MS } from './paging-gate';

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
    const result = await client(fetch).get('/listings', {
      query: {
        fromCountry: 'RO',
        truckTypes: 'van,tautliner',
        weightMax: 1000,
        category: undefined,
        limit: 5,
      },
    });
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
    await client(fetch, { getKey: async () => null }).get('/events/types', {});
    expect(sent[0]!.headers).toEqual({ Accept: 'application/json' });
  });

  it('unwraps single resources and encodes path values', async () => {
    const { fetch, sent } = fakeFetch([() => json({ data: { ref: 'FX-ABC123' } })]);
    const listing = await client(fetch).getOne('/listings/{ref}', { path: { ref: 'FX-ABC/123' } });
    expect(listing.ref).toBe('FX-ABC123');
    expect(sent[0]!.url).toBe(`${BASE}/listings/FX-ABC%2F123`);
  });

  it('reads a single resource answered without its data wrapper', async () => {
    const id = '0b0a6c1e-0000-4000-8000-000000000001';
    const { fetch } = fakeFetch([() => json({ id, status: 'active' })]);
    const vehicle = await client(fetch).getOne('/vehicles/{id}', { path: { id } });
    expect(vehicle).toEqual({ id, status: 'active' });
  });

  it.each([
    ['data: null', { data: null }],
    ['an array', [{ id: 'x' }]],
    ['an error body on a 200', { error: { code: 'x', message: 'y' } }],
    ['an empty object', {}],
  ])('fails unreadable_answer, once, naming the route and the server, for %s', async (_name, body) => {
    const { fetch, sent } = fakeFetch([() => json(body)]);
    const error = await rejection(
      client(fetch, { server: 'embedded' }).getOne('/offers/{id}', { path: { id: 'o-1' } }),
    );
    expect(error.appError).toMatchObject({
      kind: 'unreadable_answer',
      route: 'GET /offers/{id}',
      server: 'embedded',
    });
    expect(error.appError.attempts).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('keeps the exchange page of an unreadable answer when it names an https one', async () => {
    const { fetch } = fakeFetch([() => json({ data: [], url: 'https://exchange.example/offers/o-1' })]);
    const error = await rejection(client(fetch).getOne('/offers/{id}', { path: { id: 'o-1' } }));
    expect(error.appError.website).toBe('https://exchange.example/offers/o-1');
  });

  it('reads a page without hasMore or nextCursor, and leaves out items that are not objects', async () => {
    const { fetch } = fakeFetch([() => json({ data: [{ ref: 'FX-1' }, null, 'x'], nextCursor: 'c9' })]);
    const result = await client(fetch).get('/listings', { query: {} });
    expect(result).toEqual({ data: [{ ref: 'FX-1' }], hasMore: true, nextCursor: 'c9' });
    const { fetch: noData } = fakeFetch([() => json({ items: [] })]);
    const error = await rejection(client(noData).get('/listings', { query: {} }));
    expect(error.appError).toMatchObject({ kind: 'unreadable_answer', route: 'GET /listings' });
  });

  it('spaces a cursor request 402 ms (gap + margin) after the previous response, and not more', async () => {
    const { fetch, sent } = fakeFetch([() => page(['FX-1'], 'c1'), () => page(['FX-2'], 'c2')], 100);
    const api = client(fetch);
    const first = api.get('/listings', { query: {} }); // sent at t0, answered at t0+100
    await vi.advanceTimersByTimeAsync(100);
    await first;
    const next = api.get('/listings', { query: { cursor: 'c1' } });
    await vi.advanceTimersByTimeAsync(400 + GAP_MARGIN_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at - sent[0]!.at).toBe(100 + 400 + GAP_MARGIN_MS);
    await vi.advanceTimersByTimeAsync(100);
    expect((await next).nextCursor).toBe('c2');
  });

  it('sends a cursor request at once when the gap has already passed', async () => {
    const { fetch, sent } = fakeFetch([() => page(['FX-1'], 'c1'), () => page(['FX-2'], null)]);
    const api = client(fetch);
    await api.get('/listings', { query: {} });
    await vi.advanceTimersByTimeAsync(2000);
    const before = Date.now();
    await api.get('/listings', { query: { cursor: 'c1' } });
    expect(sent[1]!.at).toBe(before);
  });

  it('does not delay first pages', async () => {
    const { fetch, sent } = fakeFetch([() => page(['FX-1'], 'c1')]);
    const api = client(fetch);
    await api.get('/listings', { query: {} });
    await api.get('/listings', { query: { fromCountry: 'DE' } });
    expect(sent[1]!.at - sent[0]!.at).toBe(0);
  });

  it('retries a 429 after Retry-After, then succeeds', async () => {
    const { fetch, sent } = fakeFetch([
      () => errorBody(429, 'rate_limited', { 'Retry-After': '2' }),
      () => page([], null),
    ]);
    const result = client(fetch).get('/listings', { query: {} });
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect((await result).hasMore).toBe(false);
  });

  it('waits 1, 2, 4, 8 s on 429s without Retry-After, and gives up after 5 tries', async () => {
    const { fetch, sent } = fakeFetch([() => errorBody(429, 'rate_limited')]);
    const result = rejection(client(fetch).get('/events/types', {}));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect(sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(120_000);
    const error = await result;
    // 1 + 2 + 4 + 8 = 15 s waited, then the fifth 429 ends the call
    expect(sent).toHaveLength(5);
    expect(error.appError).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      code: 'rate_limited',
      requestId: 'r-1',
      attempts: 5,
    });
  });

  it('gives up once the patience is spent, even with tries left', async () => {
    const { fetch, sent } = fakeFetch([() => errorBody(429, 'rate_limited', { 'Retry-After': '20' })]);
    const result = rejection(client(fetch, { rateLimitPatienceMs: 30_000 }).get('/events/types', {}));
    await vi.advanceTimersByTimeAsync(120_000);
    expect((await result).appError.kind).toBe('rate_limited');
    expect(sent).toHaveLength(2); // 20 s waited; another 20 s would pass 30 s
  });

  it('holds every request of the holder while a 429 is waited out, and says until when', async () => {
    let calls = 0;
    const { fetch, sent } = fakeFetch([
      () => (++calls === 1 ? errorBody(429, 'rate_limited', { 'Retry-After': '3' }) : page([], null)),
    ]);
    const api = client(fetch);
    const refused = api.get('/listings', { query: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.waitingUntil()).toBe(Date.now() + 3000);
    const other = api.get('/vehicles', { query: {} });
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(1); // the vehicles page waits too
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([refused, other]);
    expect(sent).toHaveLength(3);
    expect(api.waitingUntil()).toBeNull();
  });

  it('keeps at most maxInFlight requests on the wire', async () => {
    const { fetch, sent } = fakeFetch([() => page([], null)], 100);
    const api = client(fetch, { maxInFlight: 2 });
    const all = Promise.all(
      ['RO', 'DE', 'FR'].map((fromCountry) => api.get('/listings', { query: { fromCountry } })),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(100);
    await all;
  });

  it.each([400, 401, 403, 404, 409])('never retries HTTP %i', async (status) => {
    const { fetch, sent } = fakeFetch([() => errorBody(status, 'some_code')]);
    const error = await rejection(client(fetch).get('/events/types', {}));
    expect(error.appError.status).toBe(status);
    expect(error.appError.attempts).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('coalesces identical GETs in flight into one wire request', async () => {
    const { fetch, sent } = fakeFetch([() => json({ data: [{ city: 'Iași' }] })], 50);
    const api = client(fetch);
    const first = api.get('/places', { query: { q: 'ia' } });
    const second = api.get('/places', { query: { q: 'ia' } });
    await vi.advanceTimersByTimeAsync(50);
    const [a, b] = await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
    expect(a).toEqual({ data: [{ city: 'Iași' }] });
    expect(b).toBe(a);
    const third = api.get('/places', { query: { q: 'ia' } }); // settled: the next call goes to the wire again
    await vi.advanceTimersByTimeAsync(50);
    await third;
    expect(sent).toHaveLength(2);
  });

  it('does not coalesce the same URL for two holders', async () => {
    const { fetch, sent } = fakeFetch([() => json({ data: [] })], 10);
    let key: string | null = KEY;
    const api = client(fetch, { getKey: async () => key });
    const first = api.get('/events/types', {});
    await Promise.resolve();
    key = null;
    const second = api.get('/events/types', {});
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
    const error = await rejection(client(fetch).get('/listings', { query: {} }));
    expect(error.appError).toEqual({
      kind,
      status,
      code,
      message: `${code} happened`,
      requestId: 'r-1',
      server: 'remote',
    });
  });

  it('maps a fetch TypeError to network', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const error = await rejection(client(fetchFn, { maxTransientRetries: 0 }).get('/events/types', {}));
    expect(error.appError.kind).toBe('network');
    expect(error.appError.message).not.toContain(KEY);
  });

  it('times out a request that does not answer', async () => {
    const hang = (signal: AbortSignal) =>
      new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { fetch } = fakeFetch([() => hang]);
    const result = rejection(
      client(fetch, { timeoutMs: 3000, maxTransientRetries: 0 }).get('/events/types', {}),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect((await result).appError.kind).toBe('timeout');
  });

  it('maps a 200 with a body that is not JSON to server_error', async () => {
    const { fetch } = fakeFetch([() => new Response('<html>captive portal</html>', { status: 200 })]);
    const error = await rejection(client(fetch, { maxTransientRetries: 0 }).get('/events/types', {}));
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
    const error = await rejection(client(fetch).get('/places', { query: { q: 'a' } }));
    expect(error.appError).toMatchObject({
      kind: 'invalid_request',
      fields: [{ path: 'query.q', code: 'too_short' }],
    });
  });
});

describe('api client: transient failures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a 500', () => errorBody(500, 'internal_error')],
    ['a 503 page that is not the API', () => new Response('<h1>busy</h1>', { status: 503 })],
    ['a 200 that is not JSON', () => new Response('{"data": [', { status: 200 })],
  ])('retries %s twice with jittered back-off, then succeeds', async (_, failing) => {
    const { fetch, sent } = fakeFetch([failing, failing, () => json({ data: [] })]);
    const result = client(fetch, { random: () => 1 }).get('/events/types', {});
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // full jitter with random() = 1: 300 ms, then 600 ms
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(await result).toEqual({ data: [] });
  });

  it('gives up after two retries and says how many attempts were made', async () => {
    const { fetch, sent } = fakeFetch([() => errorBody(502, 'internal_error')]);
    const result = rejection(client(fetch, { random: () => 0.5 }).get('/events/types', {}));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await result;
    expect(sent).toHaveLength(3);
    expect(error.appError).toMatchObject({
      kind: 'server_error',
      status: 502,
      attempts: 3,
      server: 'remote',
    });
  });

  it('retries a dropped connection, and a cursor retry still waits out the cursor gap (no 429)', async () => {
    let calls = 0;
    const sent: number[] = [];
    const fetchFn = vi.fn(async () => {
      sent.push(Date.now());
      calls++;
      if (calls === 2)
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
        });
      return page(['FX-AAAAAA'], 'c2');
    }) as unknown as typeof fetch;
    const api = client(fetchFn, { random: () => 0 });
    await api.get('/listings', { query: {} }); // t0: first page
    const next = api.get('/listings', { query: { cursor: 'c1' } });
    await vi.advanceTimersByTimeAsync(2_000);
    await next;
    expect(sent).toHaveLength(3);
    // the retry (back-off 0 ms with random() = 0) still waited 400 ms + margin after the failed attempt
    expect(sent[2]! - sent[1]!).toBeGreaterThan(400);
  });

  it('names why a connection failed and where the server is', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    }) as unknown as typeof fetch;
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      getKey: async () => null,
      fetch: refused,
      maxTransientRetries: 0,
    });
    const error = await rejection(api.get('/events/types', {}));
    expect(error.appError).toMatchObject({ kind: 'network', reason: 'refused', server: 'loopback' });
    const embedded = createApiClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      getKey: async () => null,
      fetch: refused,
      maxTransientRetries: 0,
      server: 'embedded',
    });
    expect((await rejection(embedded.get('/events/types', {}))).appError.server).toBe('embedded');
  });

  it('cancels at once on abort, and does not share the wire request with an uncancelled caller', async () => {
    const hang = (signal: AbortSignal) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(json({ data: [] })), 1000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const { fetch, sent } = fakeFetch([() => hang]);
    const api = client(fetch);
    const controller = new AbortController();
    const cancelled = rejection(api.get('/places', { query: { q: 'ia' } }, { signal: controller.signal }));
    const other = api.get('/places', { query: { q: 'ia' } });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect((await cancelled).appError.kind).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await other).toEqual({ data: [] });
    expect(sent).toHaveLength(2);
  });

  it('reads a 400 about the cursor alone as cursor_invalid (the list must start over)', async () => {
    const { fetch } = fakeFetch([
      () =>
        json(
          {
            error: {
              code: 'invalid_request',
              message: 'bad cursor',
              requestId: 'r',
              fields: [{ path: 'query.cursor', code: 'invalid_cursor' }],
            },
          },
          400,
        ),
    ]);
    const error = await rejection(client(fetch).get('/listings', { query: { cursor: 'zzz' } }));
    expect(error.appError.kind).toBe('cursor_invalid');
  });
});

describe('api client: background reads (the watch)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a background read only once no user request is on the wire', async () => {
    const { fetch, sent } = fakeFetch([() => page([], null)], 100);
    const api = client(fetch);
    const user = api.get('/listings', { query: { fromCountry: 'RO' } });
    const watch = api.get('/listings/mine', { query: {} }, { background: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/v1/listings']);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/v1/listings', '/v1/listings/mine']);
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([user, watch]);
  });

  it("does not hold a user's next page on its route while it waits for the queue", async () => {
    const { fetch, sent } = fakeFetch([() => page([], null)], 100);
    const api = client(fetch);
    const vehicles = api.get('/vehicles', { query: {} });
    const watch = api.get('/listings', { query: {} }, { background: true });
    await vi.advanceTimersByTimeAsync(0);
    const next = api.get('/listings', { query: { cursor: 'c2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => new URL(s.url).pathname + new URL(s.url).search)).toEqual([
      '/v1/vehicles',
      '/v1/listings?cursor=c2',
    ]);
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all([vehicles, watch, next]);
    expect(sent).toHaveLength(3);
  });

  it("passes the paging gate: a user's next page on its route waits the cursor gap after the watch read's answer", async () => {
    const { fetch, sent } = fakeFetch([() => page([], null)], 100);
    const api = client(fetch);
    const watch = api.get('/listings', { query: {} }, { background: true });
    await vi.advanceTimersByTimeAsync(50);
    const next = api.get('/listings', { query: { cursor: 'c2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1); // the watch read is the exchange's "previous" request on /listings
    await vi.advanceTimersByTimeAsync(100 + 400 + GAP_MARGIN_MS - 50 - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.at - sent[0]!.at)).toEqual([0, 100 + 400 + GAP_MARGIN_MS]);
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([watch, next]);
  });

  it('tells onSent the moment its request leaves, after the queue held it', async () => {
    const { fetch, sent } = fakeFetch([() => page([], null)], 100);
    const api = client(fetch);
    const user = api.get('/vehicles', { query: {} });
    const sentAt: number[] = [];
    const watch = api.get(
      '/listings/mine',
      { query: {} },
      { background: true, onSent: () => sentAt.push(Date.now()) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(sentAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sentAt).toEqual([sent[1]!.at]);
    expect(sent[1]!.at - sent[0]!.at).toBe(100);
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([user, watch]);
    expect(sentAt).toHaveLength(1);
  });

  it('never shares a wire request with a user call of the same URL', async () => {
    const { fetch, sent } = fakeFetch([() => page([], null)], 50);
    const api = client(fetch);
    const watch = api.get('/offers/mine', { query: {} }, { background: true });
    await vi.advanceTimersByTimeAsync(0);
    const user = api.get('/offers/mine', { query: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2); // the user's call went at once, beside the background one
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all([watch, user]);
  });

  it('on a 429 holds the holder for Retry-After and fails rate_limited at once, without retrying', async () => {
    const { fetch, sent } = fakeFetch([
      () => errorBody(429, 'rate_limited', { 'Retry-After': '5' }),
      () => page([], null),
    ]);
    const api = client(fetch);
    const error = await rejection(api.get('/vehicles/mine', { query: {} }, { background: true }));
    expect(error.appError.kind).toBe('rate_limited');
    expect(sent).toHaveLength(1);
    expect(api.waitingUntil()).toBe(Date.now() + 5000);
    const user = api.get('/listings', { query: {} });
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await user;
    expect(sent).toHaveLength(2);
  });

  it('fails a transient failure at once, without retrying', async () => {
    const { fetch, sent } = fakeFetch([() => errorBody(503, 'internal_error'), () => page([], null)]);
    const error = await rejection(client(fetch).get('/offers/mine', { query: {} }, { background: true }));
    expect(error.appError).toMatchObject({ kind: 'server_error', status: 503 });
    expect(sent).toHaveLength(1);
  });
});

describe('rateLimitWaitMs', () => {
  it('takes what Retry-After asks when longer than the floor, 1 s doubled per retry up to 8 s', () => {
    expect(rateLimitWaitMs('5', 2)).toBe(5000);
    expect(rateLimitWaitMs('5', 3)).toBe(8000);
    expect([0, 1, 2, 3, 4, 40].map((retry) => rateLimitWaitMs(null, retry))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
  it('reads Retry-After as seconds or a date, capped at 30 s; without a usable one the first wait is 1 s', () => {
    expect(rateLimitWaitMs('3', 0)).toBe(3000);
    expect(rateLimitWaitMs(null, 0)).toBe(1000);
    expect(rateLimitWaitMs('soon', 0)).toBe(1000);
    expect(rateLimitWaitMs('3600', 0)).toBe(30_000);
    expect(rateLimitWaitMs(new Date(10_000).toUTCString(), 0, 5_000)).toBe(5000);
  });
});
