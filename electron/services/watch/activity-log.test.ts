import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeskDatabase, type DeskDatabase } from '../db/database';
import { holdKeysOf } from '../keys/held-keys';
import { ACTIVITY_KEEP_EVENTS, ACTIVITY_KEEP_MS, createActivityLog, type ActivityLog } from './activity-log';
import type { WatchEvent } from './events';

let dir: string;
let db: DeskDatabase;
let log: ActivityLog;
let clock: number;
const open = () => {
  db = openDeskDatabase({ dir }).db;
  log = createActivityLog(db, { now: () => clock });
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-activity-'));
  clock = Date.UTC(2026, 10, 25, 8, 0, 0);
  open();
});
afterEach(() => {
  if (db.isOpen) db.close();
  rmSync(dir, { recursive: true, force: true });
});

const event = (id: string, type = 'offer.received'): WatchEvent => ({
  id,
  type,
  subject: { kind: 'offer', id: `offer-${id}` },
  listingRef: 'FX-7K2M9Q',
  occurredAt: '2026-11-25T07:59:00.000Z',
  data: { price: '1450', currency: 'EUR', carrier: null },
  source: 'watch',
});

describe('activity log', () => {
  it('keeps each event once by its id and answers which were new', () => {
    expect(log.commit([event('a'), event('b'), event('a')]).map((e) => e.id)).toEqual(['a', 'b']);
    expect(log.commit([event('b'), event('c')]).map((e) => e.id)).toEqual(['c']);
    expect(log.list().map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('lists newest first with when each was seen and read, the whole event kept', () => {
    log.commit([event('a')]);
    clock += 60_000;
    log.commit([event('b', 'offer.withdrawn')]);
    const [newest, oldest] = log.list();
    expect(newest).toEqual({
      ...event('b', 'offer.withdrawn'),
      seq: 2,
      seenAt: '2026-11-25T08:01:00.000Z',
      readAt: null,
    });
    expect(oldest).toMatchObject({ id: 'a', seenAt: '2026-11-25T08:00:00.000Z' });
  });

  it('pages with beforeSeq and filters by type', () => {
    log.commit(['a', 'b', 'c', 'd'].map((id, i) => event(id, i % 2 ? 'offer.accepted' : 'offer.received')));
    const first = log.list({ limit: 2 });
    expect(first.map((e) => e.id)).toEqual(['d', 'c']);
    expect(log.list({ limit: 2, beforeSeq: first.at(-1)!.seq }).map((e) => e.id)).toEqual(['b', 'a']);
    expect(log.list({ types: ['offer.accepted'] }).map((e) => e.id)).toEqual(['d', 'b']);
    expect(() => log.list({ limit: 0 })).toThrow(RangeError);
    expect(() => log.list({ limit: 501 })).toThrow(RangeError);
  });

  it('counts unread, marks some or all read, and says how many changed', () => {
    log.commit([event('a'), event('b'), event('c')]);
    expect(log.countUnread()).toBe(3);
    clock += 5_000;
    expect(log.markRead(['a', 'nope', 'a'])).toBe(1);
    expect(log.markRead(['a'])).toBe(0);
    expect(log.countUnread()).toBe(2);
    expect(log.list().find((e) => e.id === 'a')!.readAt).toBe('2026-11-25T08:00:05.000Z');
    expect(log.markAllRead()).toBe(2);
    expect(log.countUnread()).toBe(0);
    // an event noticed again stays read
    log.commit([event('a')]);
    expect(log.countUnread()).toBe(0);
  });

  it('forgets every snapshot at once, keeping the events', () => {
    log.commit([event('a')], { key: 'my-listings', value: { listings: {} } });
    log.commit([], { key: 'search:s1', value: { seen: [] } });
    expect(log.forgetAllSnapshots()).toBe(2);
    expect(log.snapshot('my-listings')).toBeNull();
    expect(log.snapshot('search:s1')).toBeNull();
    expect(log.list().map((e) => e.id)).toEqual(['a']);
  });

  it('counts unread of some types, and knows the newest seq', () => {
    expect(log.newestSeq()).toBe(0);
    log.commit([event('a'), event('b', 'offer.accepted'), event('c')]);
    expect(log.countUnread(['offer.received'])).toBe(2);
    expect(log.countUnread(['offer.accepted', 'offer.received'])).toBe(3);
    log.markRead(['a']);
    expect(log.countUnread(['offer.received'])).toBe(1);
    expect(log.countUnread([])).toBe(2);
    expect(log.newestSeq()).toBe(3);
  });

  it('keeps events, read marks and snapshots across a restart', () => {
    log.commit([event('a'), event('b')], {
      key: 'received-offers:FX-7K2M9Q',
      value: { offers: { o1: 'sent' }, floor: null },
    });
    log.markRead(['a']);
    db.close();
    open();
    expect(log.list().map((e) => [e.id, e.readAt !== null])).toEqual([
      ['b', false],
      ['a', true],
    ]);
    expect(log.countUnread()).toBe(1);
    expect(log.snapshot('received-offers:FX-7K2M9Q')).toEqual({ offers: { o1: 'sent' }, floor: null });
    expect(log.commit([event('a')])).toEqual([]);
  });

  it('stores events and snapshot together or not at all', () => {
    expect(() => log.commit([event('a')], { key: 'x'.repeat(201), value: {} })).toThrow(/CHECK/);
    expect(log.list()).toEqual([]);
    expect(log.snapshot('x'.repeat(201))).toBeNull();
  });

  it('replaces a snapshot, and forgets one key or a key and everything under it', () => {
    log.commit([], { key: 'search:s1', value: { seen: ['FX-AAAAAA'] } });
    log.commit([], { key: 'search:s1', value: { seen: ['FX-BBBBBB'] } });
    log.commit([], { key: 'search:s10', value: {} });
    log.commit([], { key: 'received-offers:FX-7K2M9Q', value: {} });
    log.commit([], { key: 'received-offers:FX-8P3N4R', value: {} });
    expect(log.snapshot('search:s1')).toEqual({ seen: ['FX-BBBBBB'] });
    expect(log.forgetSnapshots('search:s1')).toBe(1);
    expect(log.snapshot('search:s10')).toEqual({});
    expect(log.forgetSnapshots('received-offers')).toBe(2);
    expect(log.snapshot('received-offers:FX-7K2M9Q')).toBeNull();
  });
});

describe('activity log: what it keeps (90 days or 10,000 events, whichever is more)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** How many events the log holds, and the oldest id. */
  const held = () =>
    db
      .prepare(
        'SELECT count(*) AS n, (SELECT id FROM activity_events ORDER BY seq LIMIT 1) AS oldest FROM activity_events',
      )
      .get() as {
      n: number;
      oldest: string | null;
    };
  /** `count` events named `<prefix><i>`, committed at the clock's time in one read. */
  const commitMany = (prefix: string, count: number) =>
    log.commit(Array.from({ length: count }, (_, i) => event(`${prefix}${i}`)));

  it('keeps 90 days even when that is more than 10,000 events', () => {
    commitMany('old-', ACTIVITY_KEEP_EVENTS + 5);
    clock += 89 * DAY;
    commitMany('new-', 3);
    expect(held()).toEqual({ n: ACTIVITY_KEEP_EVENTS + 8, oldest: 'old-0' });
  });

  it('keeps the newest 10,000 events, however old, and no more once older than 90 days', () => {
    commitMany('old-', ACTIVITY_KEEP_EVENTS + 5);
    clock += ACTIVITY_KEEP_MS - 1;
    commitMany('mid-', 1);
    expect(held().n).toBe(ACTIVITY_KEEP_EVENTS + 6);
    clock += 2; // the first read is now one ms past 90 days
    commitMany('new-', 2);
    // the 2 new, the 1 of the middle, and the newest 9,997 of the first read
    expect(held()).toEqual({ n: ACTIVITY_KEEP_EVENTS, oldest: 'old-8' });
    expect(log.list({ limit: 3 }).map((entry) => entry.id)).toEqual(['new-1', 'new-0', 'mid-0']);
  });

  it('keeps fewer than 10,000 events whatever their age', () => {
    commitMany('old-', 20);
    clock += 400 * DAY;
    commitMany('new-', 1);
    db.close();
    open();
    expect(held().n).toBe(21);
  });

  it('lets the older rest go when the log is opened, with no new event', () => {
    commitMany('old-', ACTIVITY_KEEP_EVENTS + 5);
    clock += 91 * DAY;
    log.commit([event('old-0')]); // an event noticed again is not new: nothing is deleted then
    expect(held().n).toBe(ACTIVITY_KEEP_EVENTS + 5);
    db.close();
    open();
    expect(held()).toEqual({ n: ACTIVITY_KEEP_EVENTS, oldest: 'old-5' });
  });
});

describe('activity log: no key is stored', () => {
  const KEY = 'test_fx_' + 'Rw8Jq2Zt5Lm9Vc4Nb7Xd1Hs6Gk3Pf0Ya';
  const MARK = `[key …${KEY.slice(-4)}]`;
  let release: () => void;
  beforeEach(() => {
    release = holdKeysOf(() => [KEY]);
  });
  afterEach(() => release());

  it('scrubs the events, the snapshot and its key where they are written, and finds the snapshot again', () => {
    const hostile: WatchEvent = {
      ...event(`offer.received:${KEY}`),
      subject: { kind: 'offer', id: KEY.slice(3) },
      data: { price: '1450', currency: 'EUR', carrier: `Carrier ${KEY.slice(8, 20)}` },
    };
    const fresh = log.commit([hostile], { key: `received-offers:${KEY}`, value: { offers: { [KEY]: KEY } } });
    expect(fresh).toEqual([
      {
        ...hostile,
        id: `offer.received:${MARK}`,
        subject: { kind: 'offer', id: MARK },
        data: { price: '1450', currency: 'EUR', carrier: `Carrier ${MARK}` },
      },
    ]);
    const rows = JSON.stringify([
      db.prepare('SELECT * FROM activity_events').all(),
      db.prepare('SELECT * FROM watch_snapshots').all(),
    ]);
    expect(rows).not.toContain(KEY.slice(8, 16));
    expect(rows).not.toContain(KEY.slice(-8));
    expect(log.snapshot(`received-offers:${KEY}`)).toEqual({ offers: { [MARK]: MARK } });
    expect(log.commit([hostile])).toEqual([]); // the same event again, scrubbed alike: not new
    expect(log.forgetSnapshots(`received-offers:${KEY}`)).toBe(1);
  });
});
