/**
 * The watch's read order against a moving market (docs/watch.md §Measured, §The busiest first): for the
 * demo shipper and the demo carrier, on both of the sandbox's offer arrival curves (`uniform`,
 * `decaying`: docs/api.md §Outside /v1 `--arrivals`), a simulated hour of the app's services (real API
 * client, real database, no page) watching the default set at the default budget (4 reads a minute),
 * once with today's order (the busiest first, a catch-up pass at up to 20 a minute) and once with the
 * order of before (round-robin, no catch-up), each on a fresh sandbox of the same seed, so both see the
 * same market.
 *
 * The sandbox runs in this process on the same manual clock as the watch (its `now`), so its records,
 * its `Date` header and the watch's timers share one simulated time; a market step every
 * {@link TICK_MS} of it (180 an hour: as many offers on the shipper's listings, and about 36 new
 * listings of the shipper's). Its per-holder limit is off, as it counts real time, which the simulated
 * hour compresses: the budget is measured here on simulated time instead, and every 429 is counted.
 * Figures per run:
 * - the first word: simulated time from the key chosen to the watch's first event (goal <= 2 min);
 * - the offer-to-word wait: for every offer the market sent the shipper during the hour, the simulated
 *   time from its `createdAt` to the watch's `offer.received` event (median, p90), and how many were
 *   told within the hour (the watch reads first pages: an offer withdrawn before a read, or on a
 *   listing of the shipper's that is no longer among the 20 newest, is never told, whatever the order);
 *   for the carrier, who gets no offers, every event's wait from the change's own date (`occurredAt`);
 * - reads in any minute (at most 20 during the catch-up, 4 after), the windows over the budget after
 *   the catch-up (goal 0), the 429s (goal 0).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invokeCall } from '../../electron/services/app/invoke';
import { createAppServices } from '../../electron/services/app/services';
import { createMemoryKeyStore } from '../../electron/services/keys/memory';
import { createManualClock, runWatchUntil } from '../../electron/services/manual-clock';
import type { WatchEvent } from '../../electron/services/watch/events';
import type { ReadOrder } from '../../electron/services/watch/priority';
import { startSandbox, type OfferArrivals } from '@dispatch/sandbox';

const MINUTE = 60_000;
/** Simulated minutes of each run. */
export const ORDER_MINUTES = 60;
/** Simulated ms between market steps. */
export const TICK_MS = 20_000;
/** The steady budget, reads a minute (the default). */
const BUDGET = 4;

/** One run's figures; times in simulated ms. */
export interface OrderRun {
  account: 'shipper' | 'carrier';
  /** The sandbox's seed (its market). */
  seed: number;
  arrivals: OfferArrivals;
  order: ReadOrder;
  /** From the key chosen to the first event, or null when none came within the hour. */
  firstWordMs: number | null;
  /** Each told offer's (shipper) or event's (carrier) wait. */
  waitsMs: number[];
  /** Offers the market sent the shipper in the hour (0 for the carrier). */
  offers: number;
  reads: number;
  /** Most reads in any 60 s window, over the hour and after the catch-up. */
  maxPerMinute: number;
  maxPerMinuteAfterCatchUp: number;
  /** 60 s windows after the catch-up holding more than the budget. */
  windowsOverBudget: number;
  /** When the catch-up ended, from the key chosen; null without one. */
  catchUpMs: number | null;
  rateLimited: number;
}

/** One simulated hour on the sandbox of `seed`; see the file comment. */
export async function runOnce(
  account: OrderRun['account'],
  arrivals: OfferArrivals,
  order: ReadOrder,
  seed = 1,
): Promise<OrderRun> {
  const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
  const clock = createManualClock(T0);
  const sandbox = await startSandbox({
    port: 0,
    seed,
    now: () => clock.now(),
    rateLimitPerMinute: 0,
    arrivals,
  });
  const dir = mkdtempSync(join(tmpdir(), 'dispatch-bench-order-'));
  const starts: number[] = [];
  let rateLimited = 0;
  const services = createAppServices({
    settingsDir: dir,
    keyStore: (_account, environment) => createMemoryKeyStore({ environment }),
    startEmbeddedSandbox: async () => ({
      apiBaseUrl: sandbox.apiBaseUrl,
      demoKeys: sandbox.demoKeys,
      close: async () => {},
    }),
    embeddedTickSeconds: 0,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.startsWith('/v1/')) starts.push(clock.now());
      const answer = await fetch(input, init);
      if (answer.status === 429) rateLimited++;
      return answer;
    },
    watchClock: clock,
    watchOrder:
      order === 'round_robin'
        ? { readOrder: 'round_robin', catchUpRequestsPerMinute: null }
        : { readOrder: 'busiest_first' },
  });
  const offersAt = new Map<string, number>();
  const told = new Map<string, number>();
  const waitsMs: number[] = [];
  let firstWordAt: number | null = null;
  let catchUpEnd: number | null = null;
  try {
    const demo = await invokeCall(services.handlers, 'keys.useDemo', { account });
    if (!demo.ok) throw new Error(`keys.useDemo: ${demo.error.message}`);
    starts.length = 0;
    const tick = () => {
      for (const change of sandbox.control.step()) {
        if (change.kind === 'offer.received' && account === 'shipper') {
          offersAt.set(change.offer.id, Date.parse(change.offer.createdAt));
        }
      }
      clock.setTimeout(tick, TICK_MS);
    };
    clock.setTimeout(tick, TICK_MS);
    await services.watch.start();
    const engine = services.watch.engine()!;
    let wasCatchingUp = engine.status().catchingUp;
    engine.onStatus((status) => {
      if (wasCatchingUp && !status.catchingUp) catchUpEnd ??= clock.now();
      wasCatchingUp = status.catchingUp;
    });
    engine.subscribe((fresh: readonly WatchEvent[]) => {
      const now = clock.now();
      for (const event of fresh) {
        firstWordAt ??= now;
        if (account === 'shipper') {
          if (event.type === 'offer.received') told.set(event.subject.id, now);
        } else if (event.occurredAt !== null) {
          const at = Date.parse(event.occurredAt);
          if (!Number.isNaN(at)) waitsMs.push(now - at);
        }
      }
    });
    await runWatchUntil(clock, engine, T0 + ORDER_MINUTES * MINUTE);
    if (account === 'shipper') {
      for (const [id, at] of offersAt) {
        const toldAt = told.get(id);
        if (toldAt !== undefined) waitsMs.push(toldAt - at);
      }
    }
    const inWindow = (from: number) => starts.filter((t) => t >= from && t < from + MINUTE).length;
    const afterCatchUp = starts.filter((t) => t >= (catchUpEnd ?? T0));
    return {
      account,
      seed,
      arrivals,
      order,
      firstWordMs: firstWordAt === null ? null : firstWordAt - T0,
      waitsMs,
      offers: offersAt.size,
      reads: starts.length,
      maxPerMinute: Math.max(0, ...starts.map(inWindow)),
      maxPerMinuteAfterCatchUp: Math.max(0, ...afterCatchUp.map(inWindow)),
      windowsOverBudget: afterCatchUp.filter((t) => inWindow(t) > BUDGET).length,
      catchUpMs: catchUpEnd === null ? null : catchUpEnd - T0,
      rateLimited,
    };
  } finally {
    await services.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The sandbox seeds each combination is run on: one seed's median swings by ±30 %, so five. */
export const ORDER_SEEDS = [1, 2, 3, 4, 5];

/**
 * Every run: both accounts, both arrival curves, both orders (today's and the round-robin of before),
 * each on every seed of `seeds` (default {@link ORDER_SEEDS}).
 */
export async function benchWatchOrder(seeds: readonly number[] = ORDER_SEEDS): Promise<OrderRun[]> {
  const runs: OrderRun[] = [];
  for (const account of ['shipper', 'carrier'] as const) {
    for (const arrivals of ['uniform', 'decaying'] as const) {
      for (const seed of seeds) {
        for (const order of ['busiest_first', 'round_robin'] as const) {
          runs.push(await runOnce(account, arrivals, order, seed));
        }
      }
    }
  }
  return runs;
}
