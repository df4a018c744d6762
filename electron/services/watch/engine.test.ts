import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { openDeskDatabase, type DeskDatabase } from '../db/database';
import { createActivityLog, type ActivityLog } from './activity-log';
import { createWatchEngine, type WatchEngineOptions } from './engine';
import type { Permission, WatchEvent } from './events';
import type { WatchClient, WatchedSearch } from './sources';

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();
const ALL: Permission[] = ['listings:read', 'offers:read', 'vehicles:read'];

/** A tiny exchange the test changes between passes; the client reads it and records every path asked. */
function fakeExchange() {
  const offer = (id: string, listingRef: string, status: string, minute: number) => ({
    id,
    listingRef,
    status,
    price: '1450',
    currency: 'EUR',
    createdAt: at(minute),
    updatedAt: at(minute),
    carrier: { name: 'Trans Carpați SRL' },
  });
  const state = {
    myListings: [
      { ref: 'FX-AAAAAA', status: 'published', createdAt: at(-60), transportStage: null as string | null },
      { ref: 'FX-BBBBBB', status: 'closed', createdAt: at(-90), transportStage: 'assigned' as string | null },
    ],
    received: { 'FX-AAAAAA': [offer('r1', 'FX-AAAAAA', 'sent', -30)] } as Record<
      string,
      ReturnType<typeof offer>[]
    >,
    myOffers: [offer('m1', 'FX-CARRY1', 'accepted', -100), offer('m2', 'FX-OTHER1', 'sent', -50)],
    carried: {
      'FX-CARRY1': { ref: 'FX-CARRY1', status: 'closed', createdAt: at(-200), transportStage: 'loading' },
    } as Record<string, { ref: string; status: string; createdAt: string; transportStage: string | null }>,
    myVehicles: [{ id: 'v1', createdAt: at(-300), fromCountry: 'RO', toCountry: 'DE', requestCount: 1 }],
    search: [{ ref: 'FX-SRCH01', status: 'published', createdAt: at(-10), fromCity: 'Arad', toCity: 'Wien' }],
    offer,
  };
  const asked: string[] = [];
  let failNext: ApiError[] = [];
  let waitingUntil: number | null = null;
  const page = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });
  const client = {
    waitingUntil: () => waitingUntil,
    get: async (path: string, params: { path?: { ref: string } }, options: { background?: boolean }) => {
      expect(options).toMatchObject({ background: true });
      const key = params.path?.ref ? `${path.replace('{ref}', params.path.ref)}` : path;
      asked.push(key);
      const failure = failNext.shift();
      if (failure) throw failure;
      if (path === '/listings/mine') return page(state.myListings);
      if (path === '/listings/{ref}/offers') return page(state.received[params.path!.ref] ?? []);
      if (path === '/offers/mine') return page(state.myOffers);
      if (path === '/vehicles/mine') return page(state.myVehicles);
      if (path === '/listings') return page(state.search);
      throw new Error(`unexpected ${path}`);
    },
    getOne: async (path: string, params: { path: { ref: string } }) => {
      asked.push(path.replace('{ref}', params.path.ref));
      const failure = failNext.shift();
      if (failure) throw failure;
      return state.carried[params.path.ref];
    },
  } as unknown as WatchClient;
  return {
    state,
    asked,
    client,
    fail(error: ApiError, retryAfterMs?: number) {
      failNext.push(error);
      if (retryAfterMs !== undefined) waitingUntil = Date.now() + retryAfterMs;
    },
    clearFailures() {
      failNext = [];
    },
  };
}

const apiError = (kind: 'rate_limited' | 'server_error' | 'forbidden' | 'not_found', status: number) =>
  new ApiError({ kind, message: kind, status });

const search: WatchedSearch = {
  id: 's1',
  name: 'Arad → Wien',
  kind: 'listings',
  filters: { fromCountry: 'RO' },
};

let dir: string;
let db: DeskDatabase;
let log: ActivityLog;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  dir = mkdtempSync(join(tmpdir(), 'dispatch-watch-'));
  db = openDeskDatabase({ dir }).db;
  log = createActivityLog(db);
});
afterEach(() => {
  vi.useRealTimers();
  if (db.isOpen) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function engineOver(exchange: ReturnType<typeof fakeExchange>, extra: Partial<WatchEngineOptions> = {}) {
  const received: WatchEvent[] = [];
  let permissions = new Set<Permission>(ALL);
  const engine = createWatchEngine({
    client: async () => exchange.client,
    log,
    permissions: () => permissions,
    watchedSearches: () => [search],
    // These tests hold the steady budget from the first read; the catch-up pass (20 a minute) and
    // the busiest-first order have their own tests (catch-up.test.ts, busiest-first.test.ts).
    catchUpRequestsPerMinute: null,
    ...extra,
  });
  engine.subscribe((events) => received.push(...events));
  return { engine, received, setPermissions: (p: Permission[]) => (permissions = new Set(p)) };
}

describe('watch engine', () => {
  it('tells each kind of change once, after a baseline that tells nothing', async () => {
    const exchange = fakeExchange();
    const { engine, received } = engineOver(exchange);
    expect(await engine.runPass()).toEqual([]); // my listings, offers, vehicles, the search: baseline
    expect(await engine.runPass()).toEqual([]); // now also received offers and the carried load: baseline
    expect(exchange.asked).toContain('/listings/FX-AAAAAA/offers');
    expect(exchange.asked).toContain('/listings/FX-CARRY1');

    const { state } = exchange;
    state.received['FX-AAAAAA'] = [
      state.offer('r2', 'FX-AAAAAA', 'sent', 1),
      { ...state.received['FX-AAAAAA']![0]!, status: 'withdrawn' },
    ];
    state.myOffers[0]!.status = 'accepted';
    state.myOffers[1]!.status = 'declined';
    state.myListings[1]!.transportStage = 'loading';
    state.myListings[0]!.status = 'cancelled';
    state.carried['FX-CARRY1']!.transportStage = 'in_transit';
    state.myVehicles[0]!.requestCount = 2;
    state.search.unshift({
      ref: 'FX-SRCH02',
      status: 'published',
      createdAt: at(2),
      fromCity: 'Arad',
      toCity: 'Linz',
    });

    const events = await engine.runPass();
    expect(events.map((e) => e.id).sort()).toEqual(
      [
        'listing.cancelled:FX-AAAAAA',
        'listing.created:s1:FX-SRCH02',
        'listing.stage_changed:FX-BBBBBB:loading',
        'listing.stage_changed:FX-CARRY1:in_transit',
        'offer.declined:m2',
        'offer.received:r2',
        'offer.withdrawn:r1',
        'vehicle.request_received:v1:2',
      ].sort(),
    );
    expect(received).toEqual(events);
    expect(log.countUnread()).toBe(8);
    // read again: nothing is new
    expect(await engine.runPass()).toEqual([]);
  });

  it('after a restart, tells what changed while it was closed and nothing twice', async () => {
    const exchange = fakeExchange();
    const first = engineOver(exchange);
    await first.engine.runPass();
    await first.engine.runPass();
    exchange.state.myVehicles[0]!.requestCount = 3;
    await first.engine.runPass();
    expect(first.received.map((e) => e.id)).toEqual(['vehicle.request_received:v1:3']);
    db.close();

    exchange.state.myOffers[1]!.status = 'accepted';
    db = openDeskDatabase({ dir }).db;
    log = createActivityLog(db);
    const second = engineOver(exchange);
    expect((await second.engine.runPass()).map((e) => e.id)).toEqual(['offer.accepted:m2']);
    expect(log.list().map((e) => e.id)).toEqual(['offer.accepted:m2', 'vehicle.request_received:v1:3']);
  });

  it('reads only what the key may read, and takes a source out on a 403 until refreshed', async () => {
    const exchange = fakeExchange();
    const { engine, setPermissions } = engineOver(exchange);
    setPermissions(['listings:read']);
    expect(engine.sources()).toEqual({
      my_listings: 'on',
      my_offers: 'no_permission',
      my_vehicles: 'no_permission',
      received_offers: 'no_permission',
      carried_loads: 'no_permission',
      saved_searches: 'on',
    });
    await engine.runPass();
    expect(exchange.asked).toEqual(['/listings/mine', '/listings']);

    setPermissions(ALL);
    exchange.asked.length = 0;
    exchange.fail(apiError('forbidden', 403), undefined);
    const onReadError = vi.fn();
    const again = engineOver(exchange, { onReadError });
    await again.engine.runPass();
    // my listings were read above, so the pass starts with the offers on the published one
    expect(again.engine.sources().received_offers).toBe('no_permission');
    expect(onReadError).toHaveBeenCalledWith(
      'received_offers',
      'received-offers:FX-AAAAAA',
      expect.any(ApiError),
    );
    again.engine.refresh();
    expect(again.engine.sources().received_offers).toBe('on');
  });

  it('skips a read that fails on its own (a 404) and goes on with the pass', async () => {
    const exchange = fakeExchange();
    const { engine } = engineOver(exchange);
    exchange.fail(apiError('not_found', 404));
    await engine.runPass();
    expect(exchange.asked).toEqual(['/offers/mine', '/listings/mine', '/vehicles/mine', '/listings']);
    expect(log.snapshot('my-offers')).toBeNull();
    expect(log.snapshot('my-listings')).not.toBeNull();
  });

  it('switches a source off and on', async () => {
    const exchange = fakeExchange();
    const { engine } = engineOver(exchange, { off: ['saved_searches', 'my_vehicles'] });
    await engine.runPass();
    expect(exchange.asked).toEqual(['/offers/mine', '/listings/mine']);
    engine.setEnabled('my_vehicles', true);
    engine.setEnabled('my_offers', false);
    exchange.asked.length = 0;
    await engine.runPass();
    expect(exchange.asked).toEqual([
      '/listings/FX-AAAAAA/offers',
      '/listings/mine',
      '/listings/FX-CARRY1',
      '/vehicles/mine',
    ]);
  });

  it('keeps telling the other subscribers when one throws', async () => {
    const exchange = fakeExchange();
    const { engine, received } = engineOver(exchange);
    engine.subscribe(() => {
      throw new Error('a broken listener');
    });
    const later: WatchEvent[] = [];
    engine.subscribe((events) => later.push(...events));
    await engine.runPass();
    exchange.state.myVehicles[0]!.requestCount = 5;
    await engine.runPass();
    expect(received).toHaveLength(1);
    expect(later).toHaveLength(1);
  });

  describe('on its schedule', () => {
    it('reads within the budget, one read every 15 s, a thing found mid-pass next, then the longest-unread', async () => {
      const exchange = fakeExchange();
      const { engine, received } = engineOver(exchange, { readOrder: 'round_robin' });
      engine.start();
      await vi.advanceTimersByTimeAsync(45_000);
      // my listing's offers and the load I carry, found by the reads before them, are read next
      expect(exchange.asked).toEqual([
        '/offers/mine',
        '/listings/mine',
        '/listings/FX-AAAAAA/offers',
        '/listings/FX-CARRY1',
      ]);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(exchange.asked.slice(4)).toEqual(['/vehicles/mine', '/listings']);
      expect(received).toEqual([]);
      exchange.state.received['FX-AAAAAA']!.unshift(exchange.state.offer('r9', 'FX-AAAAAA', 'sent', 1));
      // the longest-unread first: my offers (90 s), my listings (105 s), then my listing's offers (120 s)
      await vi.advanceTimersByTimeAsync(45_000 - 1);
      expect(received.map((e) => e.id)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(received.map((e) => e.id)).toEqual(['offer.received:r9']);
      const minutes = 10;
      const before = exchange.asked.length;
      await vi.advanceTimersByTimeAsync(minutes * 60_000);
      expect(exchange.asked.length - before).toBe(minutes * 4);
      engine.stop();
    });

    it('on a 429 waits as the client was told and halves its rate; on a 5xx backs off and says so', async () => {
      const exchange = fakeExchange();
      const { engine } = engineOver(exchange);
      exchange.fail(apiError('rate_limited', 429), 40_000);
      engine.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(engine.status()).toMatchObject({
        state: 'rate_limited',
        nextAt: T0 + 40_000,
        requestsPerMinute: 2,
      });
      await vi.advanceTimersByTimeAsync(40_000);
      expect(exchange.asked).toEqual(['/offers/mine', '/offers/mine']);
      exchange.fail(apiError('server_error', 503));
      // at half the rate the next read is 30 s later; it fails, and the back-off is one 30 s interval
      await vi.advanceTimersByTimeAsync(30_000);
      expect(exchange.asked).toHaveLength(3);
      expect(engine.status()).toMatchObject({ state: 'backing_off', failures: 1, nextAt: T0 + 100_000 });
      engine.stop();
    });

    it('spends no slot on a read whose source was switched off after the pass was planned', async () => {
      const exchange = fakeExchange();
      const { engine } = engineOver(exchange);
      engine.start();
      await vi.advanceTimersByTimeAsync(0);
      engine.setEnabled('my_listings', false);
      engine.setEnabled('my_vehicles', false);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(exchange.asked).toEqual(['/offers/mine', '/listings/FX-CARRY1', '/listings']);
      engine.stop();
    });

    it('does not retry in a loop a read whose result could not be stored', async () => {
      const exchange = fakeExchange();
      const commit = log.commit.bind(log);
      let failures = 1;
      log.commit = (events, snapshot) => {
        if (failures-- > 0) throw new Error('disk full');
        return commit(events, snapshot);
      };
      const onReadError = vi.fn();
      const { engine } = engineOver(exchange, { onReadError });
      engine.start();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(exchange.asked).toEqual(['/offers/mine', '/listings/mine']);
      expect(engine.status().failures).toBe(0);
      expect(onReadError).toHaveBeenCalledWith('my_offers', 'my-offers', new Error('disk full'));
      expect(log.snapshot('my-offers')).toBeNull();
      engine.stop();
    });

    it('pauses, and on resume starts one fresh catch-up pass from its first read', async () => {
      const exchange = fakeExchange();
      const { engine } = engineOver(exchange);
      engine.start();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(exchange.asked).toEqual(['/offers/mine', '/listings/mine']);
      engine.pause();
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(exchange.asked).toHaveLength(2);
      engine.resume();
      await vi.advanceTimersByTimeAsync(0);
      expect(exchange.asked).toEqual(['/offers/mine', '/listings/mine', '/listings/FX-AAAAAA/offers']);
      engine.stop();
    });

    it('checks now: a fresh pass from its first read at the next slot of the budget, never sooner', async () => {
      const exchange = fakeExchange();
      const { engine } = engineOver(exchange);
      engine.checkNow(); // stopped: nothing
      await vi.advanceTimersByTimeAsync(60_000);
      expect(exchange.asked).toEqual([]);
      engine.start();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(exchange.asked).toEqual(['/offers/mine', '/listings/mine']);
      await vi.advanceTimersByTimeAsync(5_000);
      engine.checkNow();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(exchange.asked).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(exchange.asked).toEqual(['/offers/mine', '/listings/mine', '/listings/FX-AAAAAA/offers']);
      engine.stop();
    });
  });
});
