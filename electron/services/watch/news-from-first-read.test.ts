import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeskDatabase, type DeskDatabase } from '../db/database';
import { createManualClock } from '../manual-clock';
import { createActivityLog, type ActivityLog } from './activity-log';
import { diffReceivedOffers, diffSearch } from './diff';
import { createWatchEngine } from './engine';
import type { Permission } from './events';
import { createExchangeClock, fetchNotingDate } from './exchange-clock';
import type { WatchClient, WatchedSearch } from './sources';

/*
 * News from the first read (docs/watch.md §News from the first read): on the first read of the offers
 * on my listing or of a watched search, what the exchange dates after the moment the watch began
 * watching it is news; what is older stays baseline. The moment is moved onto the exchange's clock by
 * its answers' Date header, so a skewed machine clock changes nothing.
 */

/** The exchange's time. */
const X0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const xAt = (minute: number) => new Date(X0 + minute * 60_000).toISOString();
const ALL: Permission[] = ['listings:read', 'offers:read', 'vehicles:read'];

const offer = (id: string, minute: number, status = 'sent') => ({
  id,
  listingRef: 'FX-AAAAAA',
  status,
  price: '1450',
  currency: 'EUR',
  createdAt: xAt(minute),
  updatedAt: xAt(minute),
});

describe('diffs on a first read, given when the watch began (exchange ms)', () => {
  it('tell a sent offer dated after it, and nothing older, nothing without it', () => {
    const page = {
      items: [offer('new', 2), offer('gone', 3, 'withdrawn'), offer('old', -2)],
      hasMore: false,
    };
    expect(diffReceivedOffers(null, page, X0).events.map((e) => e.id)).toEqual(['offer.received:new']);
    expect(diffReceivedOffers(null, page, null).events).toEqual([]);
    expect(diffReceivedOffers(null, page, X0 + 2 * 60_000).events).toEqual([]);
  });

  it('tell a listing of a watched search dated after it, not an older one nor a hidden one', () => {
    const listing = (ref: string, minute: number) => ({ ref, status: 'published', createdAt: xAt(minute) });
    const search = {
      id: 's1',
      name: 'Arad → Wien',
      kind: 'listings' as const,
      isHidden: (id: string) => id === 'FX-HIDDEN',
    };
    const page = {
      items: [listing('FX-HIDDEN', 3), listing('FX-NEW001', 1), listing('FX-OLD001', -1)],
      hasMore: true,
    };
    const { events, next } = diffSearch(search, null, page, X0);
    expect(events.map((e) => e.id)).toEqual(['listing.created:s1:FX-NEW001']);
    expect(next.seen).toEqual(['FX-HIDDEN', 'FX-NEW001', 'FX-OLD001']);
    expect(diffSearch(search, null, page, null).events).toEqual([]);
  });
});

describe('the engine, on a machine clock skewed against the exchange', () => {
  let dir: string;
  let db: DeskDatabase;
  let log: ActivityLog;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dispatch-news-'));
    db = openDeskDatabase({ dir }).db;
    log = createActivityLog(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The key is chosen at exchange time X0 (the machine reads X0 + skew); a pass reads my listings and
   * the watched search, the next one the offers on my listing. Meanwhile (exchange minutes 1 and 2) an
   * offer and a listing came; older ones are there from before.
   */
  async function firstReads(skewMs: number) {
    const clock = createManualClock(X0 + skewMs);
    const exchangeClock = createExchangeClock();
    const answers = new Map<string, unknown>([
      [
        '/listings/mine',
        { data: [{ ref: 'FX-AAAAAA', status: 'published', createdAt: xAt(-60) }], hasMore: false },
      ],
      ['/listings/FX-AAAAAA/offers', { data: [offer('r-new', 2), offer('r-old', -30)], hasMore: false }],
      [
        '/listings',
        {
          data: [
            { ref: 'FX-NEW001', status: 'published', createdAt: xAt(1) },
            { ref: 'FX-OLD001', status: 'published', createdAt: xAt(-5) },
          ],
          hasMore: false,
        },
      ],
      ['/offers/mine', { data: [], hasMore: false }],
      ['/vehicles/mine', { data: [], hasMore: false }],
    ]);
    // Every answer goes through the same fetch wrapper the app's services use.
    const fetch = fetchNotingDate(
      () => async (input) =>
        new Response(JSON.stringify(answers.get(String(input))), {
          headers: { date: new Date(X0 + (clock.now() - (X0 + skewMs))).toUTCString() },
        }),
      exchangeClock,
      () => clock.now(),
    );
    const client = {
      get: async (path: string, params: { path?: { ref: string } }) => {
        clock.advanceTo(clock.now() + 4 * 60_000);
        const url = params.path?.ref ? path.replace('{ref}', params.path.ref) : path;
        return (await fetch(url)).json();
      },
      getOne: async () => {
        throw new Error('no carried loads here');
      },
    } as unknown as WatchClient;
    const search: WatchedSearch = { id: 's1', name: 'Arad → Wien', kind: 'listings', filters: {} };
    const engine = createWatchEngine({
      client: async () => client,
      log,
      permissions: () => new Set(ALL),
      watchedSearches: () => [search],
      clock,
      exchangeClock,
    });
    const told = [...(await engine.runPass()), ...(await engine.runPass())];
    return told.map((event) => event.id).sort();
  }

  const expected = ['listing.created:s1:FX-NEW001', 'offer.received:r-new'];

  it('tells on the first reads what came after the key was chosen, and nothing older', async () => {
    expect(await firstReads(0)).toEqual(expected);
  });

  it('tells the same with the machine an hour ahead or behind the exchange', async () => {
    expect(await firstReads(60 * 60_000)).toEqual(expected);
    db.close();
    rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(join(tmpdir(), 'dispatch-news-'));
    db = openDeskDatabase({ dir }).db;
    log = createActivityLog(db);
    expect(await firstReads(-60 * 60_000)).toEqual(expected);
  });
});
