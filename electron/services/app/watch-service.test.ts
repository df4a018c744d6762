import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../shared/contract/calls';
import { openDesk, type Desk } from '../db/desk';
import { createSettingsStore, type SettingsStore } from '../settings/settings-store';
import { createManualClock, runWatchUntil, type ManualClock } from '../manual-clock';
import type { WatchClient } from '../watch/sources';
import { HOLDER_SNAPSHOT_KEY, createWatchService, holderOf, type WatchService } from './watch-service';

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);

/** A session whose key the test changes, over a fake exchange that records every path read. */
function fakeSession() {
  const asked: string[] = [];
  let key: SessionInfo['key'] = {
    saved: false,
    kind: 'test',
    last4: 'aaaa',
    demoAccount: 'shipper',
    savedElsewhere: [],
    keychainUnavailable: false,
  };
  const page = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });
  const client = {
    waitingUntil: () => null,
    get: async (path: string) => {
      asked.push(path);
      if (path === '/listings/mine') {
        return page([
          { ref: 'FX-AAAAAA', status: 'closed', createdAt: new Date(T0).toISOString(), transportStage: null },
        ]);
      }
      return page([]);
    },
    getOne: async (path: string) => {
      asked.push(path);
      throw new Error('not used');
    },
  } as unknown as WatchClient;
  return {
    asked,
    setKey(next: Partial<SessionInfo['key']> | null) {
      key = next === null ? { ...key, kind: null, last4: null, demoAccount: null } : { ...key, ...next };
    },
    session: {
      client: async () => client as never,
      info: async (): Promise<SessionInfo> => ({
        environment: {
          kind: 'embedded',
          apiEnvironment: 'sandbox',
          baseUrl: 'http://127.0.0.1:5555/v1',
          origin: 'http://127.0.0.1:5555',
        },
        key,
        demoAccounts: [],
      }),
    },
  };
}

let dir: string;
let desk: Desk;
let settings: SettingsStore;
let clock: ManualClock;
let fake: ReturnType<typeof fakeSession>;
let watch: WatchService;

/** Searches whose Watch is on (the Watch switch's storage is another file's business). */
let watched: Set<string>;
function open() {
  const opened = openDesk({ dir });
  desk = {
    ...opened,
    close: () => opened.close(),
    savedSearches: {
      ...opened.savedSearches,
      list: (kind) => opened.savedSearches.list(kind).map((s) => ({ ...s, watch: watched.has(s.id) })),
    },
  };
  settings = createSettingsStore({ cwd: dir });
  watch = createWatchService({ settings, desk: () => desk, session: fake.session, clock });
}
const run = (ms: number) => runWatchUntil(clock, watch.engine()!, clock.now() + ms);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-watch-service-'));
  clock = createManualClock(T0);
  fake = fakeSession();
  watched = new Set();
  open();
});
afterEach(() => {
  watch.close();
  desk.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('watch service', () => {
  it('reads nothing until a host starts it, then reads at the budget the settings give', async () => {
    expect(watch.status()).toMatchObject({ state: 'stopped', requestsPerMinute: 4, lastReadAt: null });
    expect(watch.checkNow().state).toBe('stopped');
    expect(fake.asked).toEqual([]);
    await watch.start();
    await run(60_000);
    // the first pass catches up (3 s apart, docs/watch.md §The budget), then 15 s apart at 4 a minute,
    // my listings first: one of them was just published, and nothing of mine can be answered (no offer
    // out, no vehicle), so my offers and vehicles wait (docs/watch.md §The busiest first)
    expect(fake.asked).toEqual([
      '/offers/mine',
      '/listings/mine',
      '/vehicles/mine',
      '/listings/mine',
      '/listings/mine',
      '/listings/mine',
    ]);
    expect(watch.status()).toMatchObject({
      state: 'waiting',
      nextAt: new Date(T0 + 66_000).toISOString(),
      lastReadAt: new Date(T0 + 51_000).toISOString(),
    });
  });

  it('applies changed settings at once: the budget, a source off, the watch off', async () => {
    await watch.start();
    await run(0);
    watch.update({ requestsPerMinute: 2, sources: { my_listings: false } });
    await run(60_000);
    expect(fake.asked).toEqual(['/offers/mine', '/vehicles/mine', '/offers/mine']);
    expect(watch.status().requestsPerMinute).toBe(2);
    watch.update({ enabled: false });
    expect(watch.status().state).toBe('stopped');
    await run(600_000);
    expect(fake.asked).toHaveLength(3);
    watch.update({ enabled: true });
    await run(0);
    expect(fake.asked).toHaveLength(4);
  });

  it('reads only public sources without a key: a watched search, none here, so it idles', async () => {
    fake.setKey(null);
    await watch.start();
    await run(600_000);
    expect(fake.asked).toEqual([]);
    expect(watch.status().state).toBe('idle');
    const search = desk.savedSearches.create({
      kind: 'listings',
      name: 'RO',
      filters: { fromCountry: 'RO' },
    });
    watched.add(search.id);
    watch.onSavedSearchesChanged();
    await run(0);
    expect(fake.asked).toEqual(['/listings']);
    expect(watch.log().snapshot(`search:${search.id}`)).not.toBeNull();
    desk.savedSearches.delete(search.id);
    watch.onSavedSearchDeleted(search.id);
    expect(watch.log().snapshot(`search:${search.id}`)).toBeNull();
  });

  it('forgets every snapshot when the holder changes, and keeps them for the same holder', async () => {
    await watch.start();
    await run(0);
    expect(watch.log().snapshot('my-offers')).not.toBeNull();
    const firstHolder = watch.log().snapshot(HOLDER_SNAPSHOT_KEY);
    expect(firstHolder).toBe(holderOf(await fake.session.info()));

    // the same holder after a restart: the snapshots stay
    watch.close();
    desk.close();
    open();
    await watch.start();
    expect(watch.log().snapshot('my-offers')).not.toBeNull();

    // another demo account: stopped during the change, then a baseline from scratch
    watch.beforeSessionChange();
    expect(watch.status().state).toBe('stopped');
    fake.setKey({ demoAccount: 'carrier', last4: 'bbbb' });
    await watch.onSessionChanged();
    expect(watch.log().snapshot('my-offers')).toBeNull();
    expect(watch.log().snapshot(HOLDER_SNAPSHOT_KEY)).not.toBe(firstHolder);
    expect(watch.status().state).not.toBe('stopped');
  });

  it('pauses while the machine sleeps and catches up once on resume', async () => {
    await watch.start();
    await run(3_000); // two reads of the catch-up pass
    expect(fake.asked).toHaveLength(2);
    watch.pause();
    expect(watch.status().state).toBe('paused');
    await run(3_600_000);
    expect(fake.asked).toHaveLength(2);
    watch.resume();
    await run(0);
    expect(fake.asked).toEqual(['/offers/mine', '/listings/mine', '/offers/mine']);
  });

  it('reads nothing while offline, and catches up once back online unless the machine sleeps', async () => {
    await watch.start();
    await run(3_000); // two reads of the catch-up pass
    expect(fake.asked).toHaveLength(2);
    watch.setOnline(false);
    expect(watch.status().state).toBe('paused');
    await run(600_000);
    expect(fake.asked).toHaveLength(2);
    // asleep and offline: waking up alone reads nothing
    watch.pause();
    watch.resume();
    await run(600_000);
    expect(fake.asked).toHaveLength(2);
    watch.setOnline(true);
    await run(0);
    expect(fake.asked).toEqual(['/offers/mine', '/listings/mine', '/offers/mine']);
    // online again while asleep: nothing until it wakes
    watch.pause();
    watch.setOnline(false);
    watch.setOnline(true);
    await run(600_000);
    expect(fake.asked).toHaveLength(3);
    watch.resume();
    await run(0);
    expect(fake.asked).toHaveLength(4);
  });

  it("holds for the user's hour whatever sleep and the network do, then catches up once", async () => {
    await watch.start();
    await run(3_000); // two reads of the catch-up pass
    expect(fake.asked).toHaveLength(2);
    watch.holdUntil(clock.now() + 3_600_000);
    expect(watch.status().state).toBe('paused');
    expect(watch.heldUntil()).toBe(clock.now() + 3_600_000);
    // waking up and coming back online do not end the user's pause
    watch.setOnline(false);
    watch.setOnline(true);
    await run(600_000);
    expect(fake.asked).toHaveLength(2);
    watch.pause();
    watch.resume();
    await run(2_999_000);
    expect(fake.asked).toHaveLength(2);
    await run(1_000);
    expect(watch.heldUntil()).toBeNull();
    await run(0);
    expect(fake.asked).toEqual(['/offers/mine', '/listings/mine', '/offers/mine']);
    // Resume from the tray: at once
    watch.holdUntil(clock.now() + 3_600_000);
    await run(60_000);
    const before = fake.asked.length;
    watch.holdUntil(null);
    await run(0);
    expect(fake.asked.length).toBe(before + 1);
    expect(watch.heldUntil()).toBeNull();
  });

  it('checks now: a fresh pass at the next slot of the budget', async () => {
    await watch.start();
    await run(3_000); // two reads of the catch-up pass; Check now's pass is at the budget
    expect(fake.asked).toEqual(['/offers/mine', '/listings/mine']);
    expect(watch.checkNow()).toMatchObject({ state: 'waiting', nextAt: new Date(T0 + 18_000).toISOString() });
    await run(15_000);
    expect(fake.asked.at(-1)).toBe('/offers/mine');
  });
});
