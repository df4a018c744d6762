import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createManualClock, runWatchUntil, type ManualClock } from '../manual-clock';
import type { ActivityLog } from './activity-log';
import { CATCH_UP_AFTER_AWAY_MS, createWatchEngine, type WatchEngineOptions } from './engine';
import type { Permission } from './events';
import { MAX_READ_INTERVAL_MS } from './priority';
import { CATCH_UP_REQUESTS_PER_MINUTE } from './schedule';
import type { WatchClient } from './sources';

/*
 * The watch's read order and its catch-up pass, on the wire of a fake exchange and a manual clock
 * (docs/watch.md §The budget, §The busiest first): the first pass after a start reads at the catch-up
 * ceiling (20 a minute) and then the budget (4); a 429 ends the catch-up; a listing offered on often
 * is read more often, and every listing within the hour.
 */

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const MINUTE = 60_000;
const ALL: Permission[] = ['listings:read', 'offers:read', 'vehicles:read'];

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

/** `count` published listings of mine, days old; offers added with `offer(ref)` at the clock's time. */
function exchangeOf(count: number, clock: ManualClock) {
  const refs = Array.from({ length: count }, (_, i) => `FX-L${String(i).padStart(5, '0')}`);
  const offers = new Map<string, { id: string; listingRef: string; status: string; createdAt: string }[]>(
    refs.map((ref) => [ref, []]),
  );
  const reads: { path: string; at: number }[] = [];
  let failNext: ApiError | null = null;
  const page = (data: unknown[]) => ({
    data: data.slice(0, 20),
    hasMore: data.length > 20,
    nextCursor: null,
  });
  const pageOfAll = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });
  const client = {
    waitingUntil: () => null,
    get: async (path: string, params: { path?: { ref: string } }) => {
      const ref = params.path?.ref;
      reads.push({ path: ref ? path.replace('{ref}', ref) : path, at: clock.now() });
      if (failNext) {
        const failure = failNext;
        failNext = null;
        throw failure;
      }
      if (path === '/listings/mine') {
        // all of them on the first page (the sandbox's pages hold 20; the fake holds more)
        return pageOfAll(
          refs.map((r, i) => ({
            ref: r,
            status: 'published',
            createdAt: new Date(T0 - (3 + i) * 86_400_000).toISOString(),
          })),
        );
      }
      if (path === '/listings/{ref}/offers') return page([...(offers.get(ref!) ?? [])].reverse());
      return page([]);
    },
    getOne: async () => {
      throw new Error('no carried load here');
    },
  } as unknown as WatchClient;
  let n = 0;
  return {
    refs,
    reads,
    client,
    offer(ref: string) {
      const at = new Date(clock.now()).toISOString();
      offers.get(ref)!.push({ id: `o${++n}`, listingRef: ref, status: 'sent', createdAt: at });
    },
    failOnce(error: ApiError) {
      failNext = error;
    },
  };
}

function watch(count: number, extra: Partial<WatchEngineOptions> = {}) {
  const clock = createManualClock(T0);
  const exchange = exchangeOf(count, clock);
  const engine = createWatchEngine({
    client: async () => exchange.client,
    log: memoryLog(),
    permissions: () => new Set(ALL),
    watchedSearches: () => [],
    clock,
    ...extra,
  });
  return { clock, exchange, engine, run: (until: number) => runWatchUntil(clock, engine, until) };
}

/** The most reads in any 60 s window starting at a read, among `times`. */
const mostInAMinute = (times: readonly number[]) =>
  Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + MINUTE).length));

describe('the catch-up pass', () => {
  it('reads the first pass at the ceiling, 20 a minute on the wire, then the budget of 4', async () => {
    const { exchange, engine, run } = watch(36);
    engine.start();
    expect(engine.status().catchingUp).toBe(true);
    await run(T0 + 3 * MINUTE);
    // 3 of my lists, then the offers on each of my 36 listings: 39 reads, 3 s apart
    const firstPass = exchange.reads.slice(0, 39);
    expect(new Set(firstPass.map((r) => r.path)).size).toBe(39);
    expect(firstPass.at(-1)!.at - T0).toBe(38 * 3_000);
    expect(engine.status().catchingUp).toBe(false);
    await run(T0 + 20 * MINUTE);
    const times = exchange.reads.map((r) => r.at);
    expect(mostInAMinute(times)).toBe(CATCH_UP_REQUESTS_PER_MINUTE);
    expect(mostInAMinute(times.filter((t) => t > firstPass.at(-1)!.at))).toBeLessThanOrEqual(4);
    engine.stop();
  });

  it('reads at the budget without one, and ends it at a 429, at the halved budget after', async () => {
    const today = watch(36, { catchUpRequestsPerMinute: null });
    today.engine.start();
    await today.run(T0 + 3 * MINUTE);
    expect(mostInAMinute(today.exchange.reads.map((r) => r.at))).toBe(4);
    today.engine.stop();

    const { exchange, engine, run } = watch(36);
    engine.start();
    await run(T0 + 30_000);
    exchange.failOnce(new ApiError({ kind: 'rate_limited', message: 'slow down', status: 429 }));
    await run(T0 + 40_000);
    expect(engine.status()).toMatchObject({ catchingUp: false, requestsPerMinute: 2 });
    const after = exchange.reads.length;
    await run(T0 + 40_000 + 5 * MINUTE);
    expect(exchange.reads.length - after).toBeLessThanOrEqual(2 * 5 + 1);
    engine.stop();
  });

  it('catches up again after a long time away, not after a short one', async () => {
    const { clock, engine, run } = watch(10);
    engine.start();
    await run(T0 + 10 * MINUTE);
    expect(engine.status().catchingUp).toBe(false);
    engine.pause();
    clock.advanceTo(clock.now() + MINUTE);
    engine.resume();
    expect(engine.status().catchingUp).toBe(false);
    engine.pause();
    clock.advanceTo(clock.now() + CATCH_UP_AFTER_AWAY_MS);
    engine.resume();
    expect(engine.status().catchingUp).toBe(true);
    await run(clock.now() + 2 * MINUTE);
    expect(engine.status().catchingUp).toBe(false);
    engine.stop();
  });
});

describe('the busiest first', () => {
  it('reads a listing offered on often more often, and every listing within the hour', async () => {
    const { clock, exchange, engine, run } = watch(30);
    engine.start();
    const busy = exchange.refs[7]!;
    // an offer on the busy listing every 4 minutes for three hours; the others get none
    for (let t = T0; t < T0 + 3 * 60 * MINUTE; t += 4 * MINUTE) {
      await run(t);
      exchange.offer(busy);
    }
    await run(T0 + 3 * 60 * MINUTE);
    engine.stop();
    expect(clock.now()).toBe(T0 + 3 * 60 * MINUTE);
    const lastHour = exchange.reads.filter((r) => r.at >= T0 + 2 * 60 * MINUTE);
    const readsOf = (ref: string) => lastHour.filter((r) => r.path === `/listings/${ref}/offers`).length;
    const quiet = exchange.refs.filter((ref) => ref !== busy).map(readsOf);
    expect(readsOf(busy)).toBeGreaterThan(3 * Math.max(...quiet));
    for (const ref of exchange.refs) {
      const times = exchange.reads.filter((r) => r.path === `/listings/${ref}/offers`).map((r) => r.at);
      const gaps = [...times, T0 + 3 * 60 * MINUTE].map((t, i, all) => (i === 0 ? t - T0 : t - all[i - 1]!));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_READ_INTERVAL_MS);
    }
  });

  it('reads my offers and my vehicles, when I have none (a shipper), no more often than a quiet listing', async () => {
    const { exchange, engine, run } = watch(30);
    engine.start();
    // an offer on one listing every 4 minutes for two hours
    const busy = exchange.refs[7]!;
    for (let t = T0; t < T0 + 2 * 60 * MINUTE; t += 4 * MINUTE) {
      await run(t);
      exchange.offer(busy);
    }
    await run(T0 + 2 * 60 * MINUTE);
    engine.stop();
    const secondHour = exchange.reads.filter((r) => r.at >= T0 + 60 * MINUTE);
    const readsOf = (path: string) => secondHour.filter((r) => r.path === path).length;
    const quiet = exchange.refs
      .filter((ref) => ref !== busy)
      .map((ref) => readsOf(`/listings/${ref}/offers`));
    // nothing there can be answered: they expect as little news as a listing with no offer
    expect(readsOf('/offers/mine')).toBeGreaterThanOrEqual(1);
    expect(readsOf('/offers/mine')).toBeLessThanOrEqual(Math.max(...quiet));
    expect(readsOf('/vehicles/mine')).toBeLessThanOrEqual(Math.max(...quiet));
  });
});
