import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDesk, type Desk } from '../db/desk';
import { createActivityLog, type ActivityLog } from './activity-log';
import type { ListingsSnapshot, ReceivedOffersSnapshot } from './diff';
import { countUnseenOffers, RECEIVED_OFFERS_KEY } from './inbox-count';

/*
 * The inbox count (docs/watch.md §The inbox count; issue 53 item 1): offers not yet seen, across every
 * page, never falling when offers arrive. The log's snapshots of the offers on my listings and the
 * inbox's seen marks, in a real desk database.
 */

describe('the inbox count', () => {
  let dir: string;
  let desk: Desk;
  let log: ActivityLog;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dispatch-inbox-count-'));
    desk = openDesk({ dir });
    log = createActivityLog(desk.db);
  });
  afterEach(() => {
    desk.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** My listings as the watch read them: every one published but those given. */
  const mine = (refs: string[], statuses: Record<string, string> = {}) =>
    log.commit([], {
      key: 'my-listings',
      value: {
        listings: Object.fromEntries(
          refs.map((ref) => [ref, { status: statuses[ref] ?? 'published', stage: null }]),
        ),
      },
    });
  const store = (ref: string, offers: Record<string, string>) =>
    log.commit([], { key: `${RECEIVED_OFFERS_KEY}:${ref}`, value: { offers, floor: null } });
  const count = () =>
    countUnseenOffers(
      log.snapshot<ListingsSnapshot>('my-listings')?.listings,
      (ref) => log.snapshot<ReceivedOffersSnapshot>(`${RECEIVED_OFFERS_KEY}:${ref}`),
      (ids) => desk.seenMarks.unseen('inbox', ids),
    );
  const offers = (prefix: string, n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, 'sent']));

  it('counts every offer still sent and never seen, baseline ones too, and only grows as offers arrive', () => {
    // the baseline of 3 listings: 45 offers, none seen yet; one withdrawn is no offer to answer
    mine(['FX-A', 'FX-B', 'FX-C']);
    store('FX-A', offers('a', 20));
    store('FX-B', offers('b', 20));
    store('FX-C', { ...offers('c', 5), cx: 'withdrawn' });
    log.commit([], { key: 'my-offers', value: { offers: { m1: { status: 'sent', listingRef: 'FX-Z' } } } });
    expect(count()).toBe(45);
    // three offers arrive on FX-C: the count rises by three, it does not start over
    store('FX-C', { ...offers('c', 8), cx: 'withdrawn' });
    expect(count()).toBe(48);
  });

  it('falls by what the inbox marked seen, and only by that: page 2 still counts', () => {
    mine(['FX-A', 'FX-B']);
    store('FX-A', offers('a', 20));
    store('FX-B', offers('b', 20));
    // page 1 of the inbox showed FX-A's offers
    desk.seenMarks.markSeen('inbox', Object.keys(offers('a', 20)));
    expect(count()).toBe(20);
  });

  it('counts nothing on a listing no longer published, nor before my listings were read', () => {
    store('FX-A', offers('a', 20));
    store('FX-B', offers('b', 5));
    expect(count()).toBe(0);
    // FX-A closed (its offers stored while it was published still say sent): one rule with the
    // inbox's New mark (shared/domain/inbox-new.ts)
    mine(['FX-A', 'FX-B'], { 'FX-A': 'closed' });
    expect(count()).toBe(5);
  });
});
