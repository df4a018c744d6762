/**
 * How often the watch reads each kind of thing, in words' figures (docs/watch.md §The wait said plainly):
 * from the summary's `cadence` (engine.ts `cadence()`, at the budget in force), grouped as a dispatcher
 * thinks of them: the offers on my listings (each, and the busiest), my own lists (my offers, my
 * listings, my vehicles, the loads I carry), the watched searches. At another budget every interval
 * scales by `old / new` (priority.ts `readIntervals`), never past the hour every thing is read within.
 */
import type { WatchCadenceView } from '../../../shared/contract/activity';

/** Every thing is read at least once an hour (docs/watch.md §The busiest first), in ms. */
const HOUR_MS = 3_600_000;

/** What the sentences say; intervals in ms, null for a group with nothing to read. */
export interface CadenceFigures {
  offers: { count: number; typicalMs: number; busiestMs: number } | null;
  lists: { typicalMs: number } | null;
  searches: { count: number; typicalMs: number } | null;
}

const MINE = new Set(['my_offers', 'my_listings', 'my_vehicles', 'carried_loads']);

/**
 * The figures of `cadence`, read at `fromRate` reads a minute, at `toRate` (default the same). `lists`
 * is the slowest of my own lists (each is read at least that often).
 */
export function cadenceFigures(
  cadence: readonly WatchCadenceView[],
  fromRate: number,
  toRate: number = fromRate,
): CadenceFigures {
  const scale = (ms: number) => Math.min(HOUR_MS, (ms * fromRate) / toRate);
  const offers = cadence.find((c) => c.source === 'received_offers');
  const lists = cadence.filter((c) => MINE.has(c.source));
  const searches = cadence.find((c) => c.source === 'saved_searches');
  return {
    offers: offers
      ? { count: offers.count, typicalMs: scale(offers.typicalMs), busiestMs: scale(offers.shortestMs) }
      : null,
    lists: lists.length > 0 ? { typicalMs: scale(Math.max(...lists.map((c) => c.typicalMs))) } : null,
    searches: searches ? { count: searches.count, typicalMs: scale(searches.typicalMs) } : null,
  };
}

/** An interval as a whole number of minutes, or of seconds under a minute: `{ unit, value }`. */
export function roundedInterval(ms: number): { unit: 'minute' | 'second'; value: number } {
  if (ms >= 60_000) return { unit: 'minute', value: Math.round(ms / 60_000) };
  return { unit: 'second', value: Math.max(1, Math.round(ms / 1000)) };
}
