import { describe, expect, it } from 'vitest';
import type { WatchCadenceView } from '../../../shared/contract/activity';
import { cadenceFigures, roundedInterval } from './cadence';

const MIN = 60_000;
const cadence: WatchCadenceView[] = [
  { source: 'received_offers', count: 36, typicalMs: 9 * MIN, shortestMs: 2 * MIN },
  { source: 'my_offers', count: 1, typicalMs: 5 * MIN, shortestMs: 5 * MIN },
  { source: 'my_listings', count: 1, typicalMs: 3 * MIN, shortestMs: 3 * MIN },
  { source: 'saved_searches', count: 2, typicalMs: 6 * MIN, shortestMs: 6 * MIN },
];

describe('cadenceFigures (docs/watch.md §The wait said plainly)', () => {
  it('groups the offers on my listings, my own lists (the slowest) and the watched searches', () => {
    expect(cadenceFigures(cadence, 4)).toEqual({
      offers: { count: 36, typicalMs: 9 * MIN, busiestMs: 2 * MIN },
      lists: { typicalMs: 5 * MIN },
      searches: { count: 2, typicalMs: 6 * MIN },
    });
    expect(cadenceFigures([], 4)).toEqual({ offers: null, lists: null, searches: null });
  });

  it('says what another budget would change: twice the reads, half the wait, never past the hour', () => {
    expect(cadenceFigures(cadence, 4, 8).offers).toEqual({ count: 36, typicalMs: 4.5 * MIN, busiestMs: MIN });
    expect(cadenceFigures(cadence, 4, 0.5).offers!.typicalMs).toBe(60 * MIN);
  });

  it('rounds to whole minutes, or seconds under a minute', () => {
    expect(roundedInterval(9.4 * MIN)).toEqual({ unit: 'minute', value: 9 });
    expect(roundedInterval(45_000)).toEqual({ unit: 'second', value: 45 });
    expect(roundedInterval(100)).toEqual({ unit: 'second', value: 1 });
  });
});
