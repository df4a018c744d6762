import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeskDatabase, type DeskDatabase } from '../db/database';
import { createManualClock, runWatchUntil } from '../manual-clock';
import { createActivityLog, type ActivityLog } from './activity-log';
import { createWatchEngine, type WatchEngine } from './engine';
import type { Permission } from './events';
import type { WatchClient, WatchedSearch } from './sources';

/*
 * The first pass after a start reads what matters most first (docs/watch.md §What is watched, and the
 * events): the offers on my listings, then my offers, then the rest; so an offer that came while the
 * app was closed is told within the first minute; that first pass reads at the catch-up ceiling (20 a
 * minute), then the default budget of 4 a minute rules (docs/watch.md §The budget).
 */

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();
const ALL: Permission[] = ['listings:read', 'offers:read', 'vehicles:read'];
const SEARCHES = 5;

const offer = (id: string, listingRef: string, minute: number) => ({
  id,
  listingRef,
  status: 'sent',
  price: '1450',
  currency: 'EUR',
  createdAt: at(minute),
  updatedAt: at(minute),
  carrier: { name: 'Trans Carpați SRL' },
});

/** An exchange with `published` listings of mine (one offer each), a closed one, and what else a pass reads. */
function fakeExchange(published: string[]) {
  const received: Record<string, ReturnType<typeof offer>[]> = Object.fromEntries(
    published.map((ref, i) => [ref, [offer(`old-${i}`, ref, -30)]]),
  );
  const myListings = [
    ...published.map((ref, i) => ({
      ref,
      status: 'published',
      createdAt: at(-60 - i),
      transportStage: null,
    })),
    { ref: 'FX-CLOSED', status: 'closed', createdAt: at(-600), transportStage: 'assigned' },
  ];
  /** Every path read, with the simulated time it was read at. */
  const asked: { path: string; at: number }[] = [];
  let now = () => T0;
  const page = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });
  const client = {
    get: async (path: string, params: { path?: { ref: string } }) => {
      const ref = params.path?.ref;
      asked.push({ path: ref ? path.replace('{ref}', ref) : path, at: now() });
      if (path === '/listings/mine') return page(myListings);
      if (path === '/listings/{ref}/offers') return page(received[ref!] ?? []);
      if (path === '/offers/mine') return page([]);
      if (path === '/vehicles/mine') return page([]);
      if (path === '/listings') return page([]);
      throw new Error(`unexpected ${path}`);
    },
    getOne: async () => {
      throw new Error('no carried load here');
    },
  } as unknown as WatchClient;
  return {
    client,
    asked,
    received,
    tellTimeBy(clock: () => number) {
      now = clock;
    },
  };
}

const searches: WatchedSearch[] = Array.from({ length: SEARCHES }, (_, i) => ({
  id: `s${i}`,
  name: `RO ${i}`,
  kind: 'listings',
  filters: { fromCountry: 'RO' },
}));

let dir: string;
let db: DeskDatabase;
let log: ActivityLog;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-first-pass-'));
  db = openDeskDatabase({ dir }).db;
  log = createActivityLog(db);
});
afterEach(() => {
  if (db.isOpen) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The engine of an earlier run read everything twice (the baselines), then the app was closed. */
async function earlierRun(exchange: ReturnType<typeof fakeExchange>) {
  const earlier = createWatchEngine({
    client: async () => exchange.client,
    log,
    permissions: () => new Set(ALL),
    watchedSearches: () => searches,
  });
  await earlier.runPass();
  await earlier.runPass();
  exchange.asked.length = 0;
}

/** A start on a manual clock at T0 with the default budget (4 reads a minute); records when each event is told. */
function startAtT0(exchange: ReturnType<typeof fakeExchange>) {
  const clock = createManualClock(T0);
  exchange.tellTimeBy(() => clock.now());
  const engine: WatchEngine = createWatchEngine({
    client: async () => exchange.client,
    log,
    permissions: () => new Set(ALL),
    watchedSearches: () => searches,
    requestsPerMinute: 4,
    clock,
  });
  const told: { id: string; at: number }[] = [];
  engine.subscribe((events) => told.push(...events.map((e) => ({ id: e.id, at: clock.now() }))));
  engine.start();
  return { engine, told, run: (ms: number) => runWatchUntil(clock, engine, T0 + ms) };
}

describe('the first pass after a start', () => {
  it('reads the offers on my listing first, then my offers, then my listings, vehicles and searches', async () => {
    const exchange = fakeExchange(['FX-AAAAAA']);
    await earlierRun(exchange);
    exchange.received['FX-AAAAAA']!.unshift(offer('new', 'FX-AAAAAA', 1));

    const { engine, told, run } = startAtT0(exchange);
    await run(60_000);
    engine.stop();

    expect(exchange.asked.map((a) => a.path).slice(0, 4)).toEqual([
      '/listings/FX-AAAAAA/offers',
      '/offers/mine',
      '/listings/mine',
      '/vehicles/mine',
    ]);
    expect(told.map((t) => t.id)).toEqual(['offer.received:new']);
    expect(told[0]!.at - T0).toBeLessThan(60_000);
  });

  it('tells an offer on my third published listing within the first minute, the catch-up ceiling kept', async () => {
    const exchange = fakeExchange(['FX-AAAAAA', 'FX-BBBBBB', 'FX-CCCCCC']);
    await earlierRun(exchange);
    exchange.received['FX-CCCCCC']!.unshift(offer('new', 'FX-CCCCCC', 1));

    const { engine, told, run } = startAtT0(exchange);
    await run(60_000);
    engine.stop();

    const paths = exchange.asked.map((a) => a.path);
    expect(paths.slice(0, 4)).toEqual([
      '/listings/FX-AAAAAA/offers',
      '/listings/FX-BBBBBB/offers',
      '/listings/FX-CCCCCC/offers',
      '/offers/mine',
    ]);
    expect(told.map((t) => t.id)).toEqual(['offer.received:new']);
    expect(told[0]!.at - T0).toBeLessThan(60_000);
    // the first pass catches up at the ceiling, 20 a minute (3 s apart: 3 listings' offers, my
    // offers, my listings, my vehicles, 5 searches), then the budget of 4 a minute (15 s apart)
    const times = exchange.asked.map((a) => a.at - T0);
    expect(times).toEqual([...Array.from({ length: 11 }, (_, i) => i * 3_000), 45_000, 60_000]);
  });
});
