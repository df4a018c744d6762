import { describe, expect, it } from 'vitest';
import {
  accountOffers,
  DUE_AFTER_MS,
  expectedListingsNewsPerHour,
  expectedOffersPerHour,
  FLOOR_PER_HOUR,
  MAX_READ_INTERVAL_MS,
  NEW_LISTING_OFFERS_PER_HOUR,
  pickNext,
  readIntervals,
  SOURCE_NEWS_PER_HOUR,
  sourceNewsPerHour,
  type Candidate,
  type ReadOrder,
} from './priority';

/*
 * The read order (docs/watch.md §The busiest first): read frequency in proportion to the square root of
 * each thing's expected news rate (Cho and Garcia-Molina 2003), a never-read thing first, and every
 * thing at least once an hour. Pure: times are ms handed in.
 */

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);

/** Reads `rates.length` things for `hours` at `perMinute` reads a minute; each thing's read times. */
function simulate(rates: number[], perMinute: number, hours: number, order: ReadOrder): number[][] {
  const last: (number | null)[] = rates.map(() => null);
  const reads: number[][] = rates.map(() => []);
  for (let now = T0; now < T0 + hours * HOUR; now += 60_000 / perMinute) {
    const candidates: Candidate[] = rates.map((ratePerHour, i) => ({ lastReadAt: last[i]!, ratePerHour }));
    const i = pickNext(candidates, now, order);
    last[i] = now;
    reads[i]!.push(now);
  }
  return reads;
}

describe('pickNext', () => {
  it('reads a never-read thing first, in the pass order', () => {
    const candidates: Candidate[] = [
      { lastReadAt: T0 - HOUR / 2, ratePerHour: 100 },
      { lastReadAt: null, ratePerHour: 0.1 },
      { lastReadAt: null, ratePerHour: 5 },
    ];
    expect(pickNext(candidates, T0, 'busiest_first')).toBe(1);
    expect(pickNext([], T0, 'busiest_first')).toBe(-1);
  });

  it('reads each thing as often as the square root of its rate says', () => {
    // four quiet listings and one getting 16 times their offers: √16 = 4 times as many reads
    const reads = simulate([0.5, 0.5, 0.5, 0.5, 8], 4, 2, 'busiest_first').map((r) => r.length);
    const quiet = reads.slice(0, 4);
    const ratio = reads[4]! / (quiet.reduce((a, b) => a + b, 0) / quiet.length);
    expect(ratio).toBeGreaterThan(3.5);
    expect(ratio).toBeLessThan(4.5);
  });

  it('reads in turn when every rate is equal, or in round-robin order whatever the rates', () => {
    for (const [rates, order] of [
      [[1, 1, 1, 1], 'busiest_first'],
      [[0.1, 1, 10, 100], 'round_robin'],
    ] as const) {
      const reads = simulate([...rates], 4, 1, order).map((r) => r.length);
      expect(Math.max(...reads) - Math.min(...reads)).toBeLessThanOrEqual(1);
    }
  });

  it('reads every thing at least once an hour, however quiet beside a busy one', () => {
    // by √rate alone each quiet one would wait about 94 minutes
    const rates = [2000, ...Array.from({ length: 150 }, () => FLOOR_PER_HOUR)];
    const reads = simulate(rates, 4, 3, 'busiest_first');
    for (const times of reads) {
      expect(times[0]).toBeLessThan(T0 + HOUR);
      for (let i = 1; i < times.length; i++)
        expect(times[i]! - times[i - 1]!).toBeLessThanOrEqual(MAX_READ_INTERVAL_MS);
      expect(T0 + 3 * HOUR - times.at(-1)!).toBeLessThanOrEqual(MAX_READ_INTERVAL_MS);
    }
  });

  it('reads a thing unread for 50 minutes before a busier one', () => {
    const candidates: Candidate[] = [
      { lastReadAt: T0 - 10 * 60_000, ratePerHour: 1000 },
      { lastReadAt: T0 - DUE_AFTER_MS, ratePerHour: FLOOR_PER_HOUR },
    ];
    expect(pickNext(candidates, T0, 'busiest_first')).toBe(1);
  });
});

describe('expectedOffersPerHour', () => {
  const quiet = { offerTimes: [], createdAt: null, loadingFrom: null };

  it('grows with recent offers, and forgets old ones', () => {
    const recent = expectedOffersPerHour({ ...quiet, offerTimes: [T0 - 60_000, T0 - 10 * 60_000] }, T0);
    const old = expectedOffersPerHour({ ...quiet, offerTimes: [T0 - 24 * HOUR, T0 - 30 * HOUR] }, T0);
    expect(recent).toBeGreaterThan(0.8);
    expect(old).toBe(FLOOR_PER_HOUR);
  });

  it('expects offers on a listing just published, fewer as it ages, more when it loads soon', () => {
    const young = expectedOffersPerHour({ ...quiet, createdAt: T0 - 60_000 }, T0);
    const older = expectedOffersPerHour({ ...quiet, createdAt: T0 - 6 * HOUR }, T0);
    expect(young).toBeCloseTo(NEW_LISTING_OFFERS_PER_HOUR, 1);
    expect(older).toBeLessThan(young / 10);
    const soon = expectedOffersPerHour({ ...quiet, createdAt: T0 - 60_000, loadingFrom: T0 + 12 * HOUR }, T0);
    expect(soon).toBeCloseTo(2 * young, 5);
  });

  it('never answers less than the floor, whatever it is given', () => {
    expect(
      expectedOffersPerHour({ offerTimes: [Number.NaN], createdAt: Number.NaN, loadingFrom: null }, T0),
    ).toBe(FLOOR_PER_HOUR);
  });
});

describe("the pooled prior: a young listing expects its share of the account's offers", () => {
  it('gives a listing just published the share its age weighs among my published listings', () => {
    // the account got 12 offers in the last minutes; two listings just published, two a day old
    const offers = Array.from({ length: 12 }, (_, i) => T0 - i * 60_000);
    const published = [T0, T0, T0 - 24 * HOUR, T0 - 24 * HOUR];
    const account = accountOffers(offers, published, T0);
    expect(account.ageWeight).toBeCloseTo(2, 3);
    const young = expectedOffersPerHour({ offerTimes: [], createdAt: T0, loadingFrom: null, account }, T0);
    // half of about 6 an hour (12 offers weighed over τ = 2 h), far above the constant prior of 2
    expect(young).toBeGreaterThan(2.5);
    expect(young).toBeCloseTo(account.offersPerHour / 2, 3);
    // a day-old listing's share is nothing: it keeps the floor
    const old = expectedOffersPerHour(
      { offerTimes: [], createdAt: T0 - 24 * HOUR, loadingFrom: null, account },
      T0,
    );
    expect(old).toBe(FLOOR_PER_HOUR);
  });

  it('keeps the constant prior for an account with no offers yet', () => {
    const account = accountOffers([], [T0], T0);
    expect(expectedOffersPerHour({ offerTimes: [], createdAt: T0, loadingFrom: null, account }, T0)).toBe(
      NEW_LISTING_OFFERS_PER_HOUR,
    );
  });
});

describe('sourceNewsPerHour', () => {
  it('expects news from my offers or vehicles only while some can still change', () => {
    expect(sourceNewsPerHour(3)).toBe(SOURCE_NEWS_PER_HOUR);
    expect(sourceNewsPerHour(0)).toBe(FLOOR_PER_HOUR);
  });
});

describe('expectedListingsNewsPerHour', () => {
  it('is one an hour, and more while listings of mine were published lately', () => {
    expect(expectedListingsNewsPerHour([], T0)).toBe(SOURCE_NEWS_PER_HOUR);
    expect(expectedListingsNewsPerHour([T0 - 30 * 86_400_000], T0)).toBeCloseTo(SOURCE_NEWS_PER_HOUR, 5);
    const busy = expectedListingsNewsPerHour([T0 - 60_000, T0 - 5 * 60_000, T0 - 20 * 60_000], T0);
    expect(busy).toBeGreaterThan(SOURCE_NEWS_PER_HOUR + 1.2);
  });
});

describe('readIntervals', () => {
  it('spreads the budget by √rate, and halves every interval when the budget doubles', () => {
    const at4 = readIntervals([1, 4], 4, 'busiest_first');
    // weights 1 and 2: every (1 + 2) / (4 × w) minutes
    expect(at4).toEqual([45_000, 22_500]);
    expect(readIntervals([1, 4], 8, 'busiest_first')).toEqual(at4.map((ms) => ms / 2));
    expect(readIntervals([1, 4], 4, 'round_robin')).toEqual([30_000, 30_000]);
    expect(readIntervals([1], 0.001, 'busiest_first')).toEqual([MAX_READ_INTERVAL_MS]);
  });
});
