import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { openDeskDatabase, type DeskDatabase } from '../db/database';
import { useScratch } from '../db/testing';
import { createManualClock, runWatchUntil } from '../manual-clock';
import { createActivityLog, type ActivityLog } from './activity-log';
import { diffMyListings, type MyListingsSnapshot } from './diff';
import { createWatchEngine } from './engine';
import type { Permission } from './events';
import {
  MY_LISTINGS_CURSOR_MS,
  MY_LISTINGS_WALK_EVERY_MS,
  planPass,
  type WatchClient,
  type WatchRead,
} from './sources';

/*
 * My listings past the first page (docs/watch.md §My listings past the first page; issue 53's count):
 * the watch walks `GET /listings/mine` page after page, one read a page within the budget, at most once
 * an hour, so the offers on every published listing of mine are read and counted, not only those of
 * the newest 20.
 */

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();
const ALL: Permission[] = ['listings:read', 'offers:read', 'vehicles:read'];

/** `count` listings of mine, newest first (one a minute back from T0), each `status(i)`. */
const listingsOf = (count: number, status: (i: number) => string = () => 'published') =>
  Array.from({ length: count }, (_, i) => ({
    ref: `FX-L${String(i).padStart(4, '0')}`,
    status: status(i),
    createdAt: at(-1 - i),
    transportStage: null,
  }));
type Listing = ReturnType<typeof listingsOf>[number];

/**
 * An exchange holding `mine`, paged by 20 as the API pages (docs/api.md §Lists and cursors: newest
 * first, a cursor for the next page; a cursor is refused with 409 `list_changed` once `change()` was
 * called after its first page). Records every read with the cursor's page.
 */
function pagedExchange(mine: Listing[], now: () => number = () => T0) {
  const asked: { path: string; page: number; at: number }[] = [];
  let revision = 0;
  const client = {
    get: async (path: string, params: { path?: { ref: string }; query?: { cursor?: string } }) => {
      const ref = params.path?.ref;
      if (path === '/listings/mine') {
        const cursor = params.query?.cursor;
        const [page, rev] = cursor ? cursor.split('@').map(Number) : [1, revision];
        asked.push({ path, page: page!, at: now() });
        if (rev !== revision) {
          throw new ApiError({ kind: 'list_changed', message: 'start over', status: 409 });
        }
        const data = mine.slice((page! - 1) * 20, page! * 20);
        const hasMore = mine.length > page! * 20;
        return { data, hasMore, nextCursor: hasMore ? `${page! + 1}@${rev}` : null };
      }
      asked.push({ path: ref ? path.replace('{ref}', ref) : path, page: 1, at: now() });
      return { data: [], hasMore: false, nextCursor: null };
    },
    getOne: async () => {
      throw new Error('no carried load here');
    },
  } as unknown as WatchClient;
  return {
    client,
    asked,
    change() {
      revision++;
    },
  };
}

/** The read of my listings planned from `snapshot` at `now`. */
const myListingsRead = (snapshot: MyListingsSnapshot | null, now = T0): WatchRead =>
  planPass(new Set(['my_listings']), {
    snapshot: <T>(key: string) => (key === 'my-listings' ? (snapshot as T) : null),
    watchedSearches: [],
    now,
  })[0]!;

/** One read of my listings from `snapshot`: fetch and diff, as the engine does. */
async function readMine(client: WatchClient, snapshot: MyListingsSnapshot | null, now = T0) {
  const read = myListingsRead(snapshot, now);
  return read.diff(snapshot, await read.fetch(client)) as {
    events: { id: string }[];
    next: MyListingsSnapshot;
  };
}

describe('my listings past the first page', () => {
  it('walks every page once, the next page right after, then reads page 1 alone until the hour is up', async () => {
    const exchange = pagedExchange(listingsOf(45));
    let snapshot: MyListingsSnapshot | null = null;
    for (let i = 0; i < 3; i++) snapshot = (await readMine(exchange.client, snapshot)).next;
    expect(exchange.asked.map((a) => a.page)).toEqual([1, 2, 3]);
    expect(Object.keys(snapshot!.listings)).toHaveLength(45);
    expect(snapshot!.walk).toBeNull();
    expect(snapshot!.walkedAt).toBe(T0);
    // page 1 again within the hour: no walk; the listings below page 1 are kept
    const later = T0 + MY_LISTINGS_WALK_EVERY_MS - 1;
    snapshot = (await readMine(exchange.client, snapshot, later)).next;
    expect(myListingsRead(snapshot, later).continues).toBeUndefined();
    expect(Object.keys(snapshot.listings)).toHaveLength(45);
    // an hour after the last walk, page 1 opens the next one
    const hour = T0 + MY_LISTINGS_WALK_EVERY_MS;
    snapshot = (await readMine(exchange.client, snapshot, hour)).next;
    expect(myListingsRead(snapshot, hour).continues).toBe(true);
    expect(exchange.asked.map((a) => a.page)).toEqual([1, 2, 3, 1, 1]);
  });

  it('plans the offers of a published listing known from page 3, and tells its status change found by a walk', async () => {
    const mine = listingsOf(45, (i) => (i === 44 ? 'published' : i >= 20 ? 'closed' : 'published'));
    const exchange = pagedExchange(mine);
    let snapshot: MyListingsSnapshot | null = null;
    for (let i = 0; i < 3; i++) snapshot = (await readMine(exchange.client, snapshot)).next;
    const offersRead = planPass(new Set(['received_offers']), {
      snapshot: <T>(key: string) => (key === 'my-listings' ? (snapshot as T) : null),
      watchedSearches: [],
      now: T0,
    }).map((read) => read.key);
    expect(offersRead).toHaveLength(21);
    expect(offersRead).toContain('received-offers:FX-L0044');

    // it closes; the next walk (an hour on) tells it and the listing's offers are no longer planned
    mine[44]!.status = 'closed';
    const hour = T0 + MY_LISTINGS_WALK_EVERY_MS;
    const told: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await readMine(exchange.client, snapshot, hour);
      told.push(...result.events.map((e) => e.id));
      snapshot = result.next;
    }
    expect(told).toEqual(['listing.closed:FX-L0044']);
    expect(snapshot!.listings['FX-L0044']!.status).toBe('closed');
  });

  it('keeps a listing pushed from page 1 to page 2 by a new one, and forgets one gone from the list', () => {
    const page = (items: Listing[], page: number, hasMore: boolean) => ({
      items,
      hasMore,
      nextCursor: hasMore ? 'c' : null,
      page,
    });
    const options = { now: T0, walkDue: false, maxPages: 25 };
    const all = listingsOf(25);
    const first = diffMyListings(null, page(all.slice(0, 20), 1, true), { ...options, walkDue: true }).next;
    const walked = diffMyListings(first, page(all.slice(20), 2, false), options).next;
    expect(Object.keys(walked.listings)).toHaveLength(25);
    // a listing published on top pushes FX-L0019 to page 2: it is still mine
    const newer = { ...all[0]!, ref: 'FX-NEW000', createdAt: at(0) };
    const pushed = diffMyListings(walked, page([newer, ...all.slice(0, 19)], 1, true), options).next;
    expect(Object.keys(pushed.listings).sort()).toEqual([...all.map((l) => l.ref), 'FX-NEW000'].sort());
    // page 1 holding everything is the whole list
    const whole = diffMyListings(pushed, page(all.slice(0, 3), 1, false), options).next;
    expect(Object.keys(whole.listings)).toEqual(all.slice(0, 3).map((l) => l.ref));
    expect(whole.walkedAt).toBe(T0);
  });

  it('starts over from page 1 when the list changed under its cursor, or the cursor is too old to send', async () => {
    const exchange = pagedExchange(listingsOf(45));
    const first = (await readMine(exchange.client, null)).next;
    exchange.change();
    const refused = await readMine(exchange.client, first);
    expect(refused.next.walk).toBeNull();
    expect(Object.keys(refused.next.listings)).toHaveLength(20);
    // the next read is page 1, which opens a fresh walk (none finished yet)
    expect(myListingsRead(refused.next).continues).toBeUndefined();
    const again = (await readMine(exchange.client, refused.next)).next;
    expect(myListingsRead(again).continues).toBe(true);
    // a cursor 14 minutes old is not sent: page 1 is read instead
    expect(myListingsRead(again, T0 + MY_LISTINGS_CURSOR_MS).continues).toBeUndefined();
    expect(exchange.asked.map((a) => a.page)).toEqual([1, 2, 1]);
  });

  it('tries a walk page again on a 429, without ending the walk', async () => {
    const exchange = pagedExchange(listingsOf(45));
    const first = (await readMine(exchange.client, null)).next;
    const limited = {
      ...exchange.client,
      get: async () => {
        throw new ApiError({ kind: 'rate_limited', message: 'slow down', status: 429 });
      },
    } as unknown as WatchClient;
    await expect(myListingsRead(first).fetch(limited)).rejects.toThrow('slow down');
  });
});

describe('the engine walking my listings', () => {
  const scratch = useScratch('dispatch-listings-walk-');
  let db: DeskDatabase;
  let log: ActivityLog;
  beforeEach(() => {
    db = scratch.keep(openDeskDatabase({ dir: scratch.folder() }).db);
    log = createActivityLog(db);
  });

  it('reads the pages one after another at the budget, then the offers of every published listing', async () => {
    const clock = createManualClock(T0);
    const exchange = pagedExchange(listingsOf(45), () => clock.now());
    const engine = createWatchEngine({
      client: async () => exchange.client,
      log,
      permissions: () => new Set(ALL),
      watchedSearches: () => [],
      requestsPerMinute: 4,
      clock,
    });
    engine.start();
    await runWatchUntil(clock, engine, T0 + 3 * 60_000);
    engine.stop();
    const reads = exchange.asked.map((a) => (a.path === '/listings/mine' ? `mine p${a.page}` : a.path));
    // my offers, then my listings' three pages in a row, then every listing's offers
    expect(reads.slice(0, 4)).toEqual(['/offers/mine', 'mine p1', 'mine p2', 'mine p3']);
    const offered = new Set(reads.filter((r) => r.endsWith('/offers') && r.startsWith('/listings/')));
    expect(offered.size).toBe(45);
    // never closer than the catch-up ceiling's 3 s
    const times = exchange.asked.map((a) => a.at);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(3_000);
  });
});
