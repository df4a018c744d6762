/**
 * A hostile exchange's 429s (issue 52): whatever `Retry-After` says, the client waits at least the
 * floor, sends at most `rateLimitMaxTries` requests per call, and a withdrawn call sends nothing more
 * (docs/api.md §Rate limits). Driven by the manual clock; the loopback test uses a real server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, rateLimitWaitMs, RATE_LIMIT_FLOOR_MS, RATE_LIMIT_WAIT_CAP_MS } from './client';
import { ApiError } from './errors';
import { createManualClock, type ManualClock } from '../manual-clock';

const KEY = 'test_fx_' + 'a'.repeat(32);
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A `Retry-After` a hostile or broken exchange may send. */
const retryAfter = fc.oneof(
  fc.constantFrom('0', '-1', '-0', '0.0', '', ' ', 'soon', 'NaN', '1e9', '99999999', 'Infinity'),
  fc.integer({ min: -1_000_000, max: 1_000_000_000 }).map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => n.toFixed(3)),
  fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }).map((ms) => new Date(T0 + ms).toUTCString()),
  fc.string(),
);

describe('rateLimitWaitMs: the floor whatever Retry-After says', () => {
  it('is always at least the floor (growing on repeats) and at most the cap', () => {
    fc.assert(
      fc.property(retryAfter, fc.integer({ min: 0, max: 50 }), (header, retry) => {
        const wait = rateLimitWaitMs(header, retry, T0);
        const floor = Math.min(8000, RATE_LIMIT_FLOOR_MS * 2 ** retry);
        expect(wait).toBeGreaterThanOrEqual(floor);
        expect(wait).toBeLessThanOrEqual(RATE_LIMIT_WAIT_CAP_MS);
      }),
    );
  });

  it('holds 0, -1 and a past date at the floor: 1 s, then 2, 4, 8 s', () => {
    for (const header of ['0', '-1', new Date(T0 - 60_000).toUTCString()]) {
      expect([0, 1, 2, 3, 4].map((retry) => rateLimitWaitMs(header, retry, T0))).toEqual([
        1000, 2000, 4000, 8000, 8000,
      ]);
    }
    expect(rateLimitWaitMs('99999999', 0, T0)).toBe(30_000);
  });
});

/** Runs the manual clock's timers until `done` says so or `rounds` pass: real I/O gets a turn each round. */
async function drive(clock: ManualClock, settled: () => boolean, canAdvance: () => boolean = () => true) {
  for (let round = 0; round < 500 && !settled(); round++) {
    await new Promise((resolve) => setImmediate(resolve));
    const next = clock.nextTimerAt();
    // Only the 429 holds (at most 8 s ahead) are moved through; an attempt's 15 s timeout never is.
    if (next !== null && canAdvance() && next - clock.now() <= 10_000) clock.advanceTo(next);
  }
}

function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, error: null as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe('api client: a 429 that says "now"', () => {
  it('sends at most 5 requests for one call, each after the floor, then fails rate_limited', async () => {
    const clock = createManualClock(T0);
    const sentAt: number[] = [];
    const fetchAtOnce = (async () => {
      sentAt.push(clock.now());
      // Without the floor this would be a storm that never yields: end it so the test fails in words.
      if (sentAt.length > 50) throw new Error('storm');
      return new Response('{"error":{"code":"rate_limited"}}', {
        status: 429,
        headers: { 'Retry-After': '0' },
      });
    }) as typeof fetch;
    const api = createApiClient({
      baseUrl: 'http://api.test/v1',
      getKey: async () => KEY,
      fetch: fetchAtOnce,
      clock,
    });
    const call = tracked(api.get('/listings', { query: {} }, { signal: new AbortController().signal }));
    await drive(clock, () => call.settled);
    expect(call.error).toBeInstanceOf(ApiError);
    expect((call.error as ApiError).appError).toMatchObject({ kind: 'rate_limited', attempts: 5 });
    expect(sentAt.map((at) => at - T0)).toEqual([0, 1000, 3000, 7000, 15_000]);
  });

  it('a withdrawn call sends nothing more, even once the hold is over', async () => {
    const clock = createManualClock(T0);
    let sent = 0;
    const fetchAtOnce = (async () => {
      sent++;
      if (sent > 50) throw new Error('storm');
      return new Response('{}', { status: 429, headers: { 'Retry-After': '-1' } });
    }) as typeof fetch;
    const api = createApiClient({
      baseUrl: 'http://api.test/v1',
      getKey: async () => KEY,
      fetch: fetchAtOnce,
      clock,
    });
    const controller = new AbortController();
    const call = tracked(api.get('/vehicles', { query: {} }, { signal: controller.signal }));
    await drive(clock, () => sent === 1);
    controller.abort(); // during the first hold
    await drive(clock, () => call.settled);
    expect(call.error).toBeInstanceOf(ApiError);
    expect((call.error as ApiError).appError.kind).toBe('cancelled');
    clock.advanceTo(T0 + 120_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toBe(1);
  });
});

describe('api client against a loopback exchange that answers 429 at once', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  });

  async function hostile(retryAfterValue: string) {
    const hits = { count: 0, open: 0 };
    server = createServer((_request, response) => {
      hits.count++;
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': retryAfterValue });
      response.end('{"error":{"code":"rate_limited","message":"slow down"}}');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return { hits, baseUrl: `http://127.0.0.1:${port}/v1` };
  }

  for (const value of ['0', '-1', 'Thu, 01 Jan 1970 00:00:00 GMT']) {
    it(`Retry-After: ${value} makes at most 5 requests, the floor apart`, async () => {
      const { hits, baseUrl } = await hostile(value);
      const clock = createManualClock(T0);
      let onWire = 0;
      const countingFetch = (async (input: string | URL | Request, init?: RequestInit) => {
        onWire++;
        try {
          const response = await fetch(input, init);
          await response.clone().arrayBuffer();
          return response;
        } finally {
          onWire--;
        }
      }) as typeof fetch;
      const api = createApiClient({ baseUrl, getKey: async () => KEY, fetch: countingFetch, clock });
      const controller = new AbortController();
      const call = tracked(api.get('/offers/mine', { query: {} }, { signal: controller.signal }));
      await drive(
        clock,
        () => call.settled,
        () => onWire === 0,
      );
      controller.abort(); // a client still retrying after the rounds stops here
      expect(call.settled).toBe(true);
      expect((call.error as ApiError).appError.kind).toBe('rate_limited');
      expect(hits.count).toBe(5);
      expect(clock.now() - T0).toBe(1000 + 2000 + 4000 + 8000);
    });
  }
});
