/**
 * The watch's budget, counted where the exchange counts it: on the wire (docs/watch.md §The budget).
 * The real client and the real engine run on fake timers over a logging fetch that records when each
 * request left; a user pages a search meanwhile, which holds the watch's reads back in the client's
 * background lane (pace.ts). Whatever the paging held back, no 60-second window may hold more
 * background requests than the budget. The property draws the user's paging at random; a failure
 * prints its seed, and `FC_SEED=<seed>` replays it (build/test-setup/fast-check-replay.ts).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import type { ActivityLog } from './activity-log';
import { createWatchEngine } from './engine';
import type { Permission } from './events';

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const TEN_MINUTES = 600_000;
const ALL: Permission[] = ['listings:read', 'offers:read', 'vehicles:read'];
/** The watch's routes: its reads are first pages of these (sources.ts). */
const WATCH_PATHS = new Set(['/v1/listings/mine', '/v1/offers/mine', '/v1/vehicles/mine']);

/** One stretch of the user's paging: from `startMs`, `pages` next pages, `thinkMs` between them. */
interface Paging {
  startMs: number;
  pages: number;
  thinkMs: number;
}

/** A log that keeps snapshots in memory: the engine needs only `snapshot` and `commit`. */
function memoryLog(): ActivityLog {
  const snapshots = new Map<string, unknown>();
  return {
    snapshot: (key: string) => snapshots.get(key) ?? null,
    commit: (_events: unknown, snapshot?: { key: string; value: unknown }) => {
      if (snapshot) snapshots.set(snapshot.key, snapshot.value);
      return [];
    },
  } as unknown as ActivityLog;
}

/**
 * Ten simulated minutes of watching at `budget` reads a minute while the user pages as `paging`
 * says; resolves to the times (ms from the start) at which background requests left the machine.
 */
async function watchOnTheWire(budget: number, paging: readonly Paging[], latencyMs = 60): Promise<number[]> {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  const sentAt: number[] = [];
  const loggingFetch: typeof fetch = async (input) => {
    const url = new URL(String(input));
    if (WATCH_PATHS.has(url.pathname)) sentAt.push(Date.now() - T0);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const cursor = url.searchParams.get('cursor');
    const next = WATCH_PATHS.has(url.pathname) ? null : `c${Number(cursor?.slice(1) ?? 0) + 1}`;
    return new Response(JSON.stringify({ data: [], hasMore: next !== null, nextCursor: next }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createApiClient({
    baseUrl: 'http://api.test/v1',
    getKey: async () => 'test_fx_' + 'b'.repeat(32),
    fetch: loggingFetch,
  });
  const engine = createWatchEngine({
    client: async () => client,
    log: memoryLog(),
    permissions: () => new Set(ALL),
    watchedSearches: () => [],
    requestsPerMinute: budget,
    catchUpRequestsPerMinute: null, // the steady budget from the first read (catch-up.test.ts: the ceiling)
  });
  const user = async ({ startMs, pages, thinkMs }: Paging) => {
    await new Promise((resolve) => setTimeout(resolve, startMs));
    let cursor: string | null = null;
    for (let page = 0; page < pages; page++) {
      const answer: { nextCursor?: string | null } = await client.get('/listings', {
        query: cursor ? { cursor } : {},
      });
      cursor = answer.nextCursor ?? null;
      if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs));
    }
  };
  try {
    let paged = false;
    const users = Promise.all(paging.map(user)).then(() => (paged = true));
    engine.start();
    await vi.advanceTimersByTimeAsync(TEN_MINUTES);
    engine.stop();
    // the last pages asked may end after the ten minutes
    while (!paged) await vi.advanceTimersByTimeAsync(60_000);
    await users;
    return sentAt.filter((at) => at < TEN_MINUTES);
  } finally {
    engine.stop();
    vi.useRealTimers();
  }
}

/** The most requests any 60-second window [t, t + 60 s) holds, windows starting at each send. */
function busiestMinute(sentAt: readonly number[]): number {
  return Math.max(
    0,
    ...sentAt.map((start) => sentAt.filter((at) => at >= start && at < start + 60_000).length),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the watch budget on the wire', () => {
  it('counts a read held behind the user’s paging from when it left, not from when it was planned', async () => {
    // The read planned at 5 s waits behind the page asked at 4.9 s; the next may then leave only a
    // whole interval (5 s at 12 a minute) after it did, not at 10 s as planned.
    const sentAt = await watchOnTheWire(12, [{ startMs: 4_900, pages: 3, thinkMs: 0 }]);
    expect(sentAt[1]).toBeGreaterThan(5_000);
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(5_000);
    expect(sentAt.length).toBeGreaterThan(100);
    expect(busiestMinute(sentAt)).toBeLessThanOrEqual(12);
  });

  it('never lets more than the budget leave in any 60 s window, whatever the user pages', async () => {
    const paging = fc.record({
      startMs: fc.integer({ min: 0, max: TEN_MINUTES - 10_000 }),
      pages: fc.integer({ min: 1, max: 40 }),
      thinkMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3_000 })),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(4, 6, 12),
        fc.array(paging, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 5, max: 400 }),
        async (budget, sessions, latencyMs) => {
          const sentAt = await watchOnTheWire(budget, sessions, latencyMs);
          expect(busiestMinute(sentAt)).toBeLessThanOrEqual(budget);
        },
      ),
      { numRuns: 15 },
    );
  });
});
