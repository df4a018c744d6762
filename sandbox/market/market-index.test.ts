import { describe, expect, it } from 'vitest';
import {
  applyMarketChanges,
  MarketIndex,
  planMarketStep,
  type MarketChange,
  type MarketState,
} from './index';
import { MinHeap } from './min-heap';
import { SortedList } from './sorted-list';
import { NOW, places, testMarket } from './test-helpers';
import type { ListingRecord, OfferRecord, VehicleRecord } from './types';

const HOUR = 3_600_000;

/** Feeds `changes` to `index` as the sandbox's stores log them: the record before and after each change. */
function follow(index: MarketIndex, state: MarketState, changes: readonly MarketChange[]): void {
  const listings = new Map(state.listings.map((l) => [l.ref, l]));
  const offers = new Map(state.offers.map((o) => [o.id, o]));
  const vehicles = new Map(state.vehicles.map((v) => [v.id, v]));
  const update = <T>(map: Map<string, T>, key: string, patch: Partial<T>): [T, T] => {
    const before = map.get(key)!;
    const after = { ...before, ...patch };
    map.set(key, after);
    return [before, after];
  };
  for (const change of changes) {
    switch (change.kind) {
      case 'listing.published':
        listings.set(change.listing.ref, change.listing);
        index.listingChanged(null, change.listing);
        break;
      case 'listing.status':
        index.listingChanged(...update<ListingRecord>(listings, change.ref, { status: change.status }));
        break;
      case 'listing.stage':
        index.listingChanged(
          ...update<ListingRecord>(listings, change.ref, {
            transportStage: change.stage,
            stageUpdatedAt: change.at,
          }),
        );
        break;
      case 'vehicle.published':
        vehicles.set(change.vehicle.id, change.vehicle);
        index.vehicleChanged(null, change.vehicle);
        break;
      case 'vehicle.status':
        index.vehicleChanged(...update<VehicleRecord>(vehicles, change.id, { status: change.status }));
        break;
      case 'offer.received':
        offers.set(change.offer.id, change.offer);
        index.offerChanged(null, change.offer);
        break;
      case 'offer.status':
        index.offerChanged(
          ...update<OfferRecord>(offers, change.id, { status: change.status, updatedAt: change.at }),
        );
        break;
    }
  }
}

describe('MarketIndex', () => {
  it('kept up to date change by change, plans the same steps as an index built from the records', () => {
    let state: MarketState = testMarket(5);
    const live = new MarketIndex(state);
    let now = NOW.getTime();
    for (let step = 1; step <= 60; step++) {
      // Every few steps a day passes, so listings and vehicles expire by date too.
      now += step % 10 === 0 ? 24 * HOUR : HOUR;
      const options = { seed: 5, step, now: new Date(now), places };
      const changes = planMarketStep(live, options);
      expect(planMarketStep(state, options), `step ${step}`).toEqual(changes);
      follow(live, state, changes);
      state = applyMarketChanges(state, changes);
    }
  });

  it('names the earliest to expire first and keeps ids of removed records free', () => {
    const market = testMarket();
    const index = new MarketIndex(market);
    const later = new Date(NOW.getTime() + 40 * 24 * HOUR).toISOString();
    const expired = index.expired(later, 5);
    const published = market.listings.filter((l) => l.status === 'published' && l.expiresAt <= later);
    const earliest = published
      .map((l) => l.expiresAt)
      .sort()
      .slice(0, 5);
    expect(expired.map((l) => l.expiresAt)).toEqual(earliest);
    expect(index.expired(later, 5)).toEqual(expired); // reading does not consume
    const first = expired[0]!;
    index.listingChanged(first, null);
    expect(index.hasRef(first.ref)).toBe(false);
    expect(index.expired(later, 5).map((l) => l.ref)).not.toContain(first.ref);
  });
});

describe('SortedList and MinHeap', () => {
  const byNumber = (a: number, b: number) => a - b;

  it('keeps a sorted list through bulk adds, inserts and removals', () => {
    const list = new SortedList(byNumber);
    for (const n of [5, 1, 4]) list.add(n);
    list.insert(3);
    list.insert(9);
    list.remove(4);
    list.remove(7);
    expect(list.items).toEqual([1, 3, 5, 9]);
    expect(list.firstWhere((n) => n >= 4)).toBe(2);
  });

  it('reads the first records of a heap in order, skipping removed ones', () => {
    const records = Array.from({ length: 200 }, (_, i) => ({ n: (i * 37) % 200 }));
    const heap = new MinHeap<{ n: number }>((a, b) => a.n - b.n, records);
    for (const r of records.filter((r) => r.n % 3 === 0)) heap.remove(r);
    heap.push({ n: -1 });
    const first = heap.firstWhile((r) => r.n < 10, 100).map((r) => r.n);
    expect(first).toEqual([-1, 1, 2, 4, 5, 7, 8]);
    expect(heap.firstWhile(() => true, 3).map((r) => r.n)).toEqual([-1, 1, 2]);
  });
});
