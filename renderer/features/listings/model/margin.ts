/**
 * The margin hint of a listing: its budget against the exchange's `estimatedCost` for the route, and
 * the budget per km, with or without the empty run (deadhead) from where the truck is. Pure functions
 * on the API's figures (decimal strings or numbers; docs/api.md §Resources, §Cost estimate). The
 * estimated cost is information, not a recommended rate: the hint only says where the budget stands.
 */
import { toNumber } from '../../../shared/format/numbers';

/** Where a budget stands against the estimated cost. */
export type MarginMark = 'below' | 'within' | 'above';

/** The margin of a listing: the mark and the difference in % of the estimated cost (signed). */
export interface Margin {
  mark: MarginMark;
  /** (budget − estimated cost) / estimated cost × 100, e.g. -12.5 for a budget 12.5% under. */
  diffPercent: number;
}

/**
 * The half-width of the "within" band, in % of the estimated cost: a budget at most 5% away from the
 * estimate reads "within".
 */
export const WITHIN_BAND_PERCENT = 5;

type Figure = string | number | null | undefined;

/**
 * The budget against the estimated cost (both in the listing's currency, decimal strings from the
 * API). Returns null when either is missing or unreadable, or the estimate is not above 0.
 * Rule: diff% = (budget − cost) / cost × 100; |diff%| ≤ `band` is "within", below it "below",
 * above it "above".
 */
export function marginOf(budget: Figure, estimatedCost: Figure, band = WITHIN_BAND_PERCENT): Margin | null {
  const price = toNumber(budget);
  const cost = toNumber(estimatedCost);
  if (price === null || cost === null || cost <= 0 || price < 0) return null;
  const diffPercent = ((price - cost) / cost) * 100;
  const mark: MarginMark = Math.abs(diffPercent) <= band ? 'within' : diffPercent < 0 ? 'below' : 'above';
  return { mark, diffPercent };
}

/**
 * The budget per km of the loaded run plus the empty run (both in km): budget / (distanceKm +
 * deadheadKm), in the listing's currency per km. Null when the budget or the distance is missing,
 * or the total is not above 0 km. Without `deadheadKm` (or with 0) it is the budget per loaded km.
 */
export function budgetPerKm(budget: Figure, distanceKm: Figure, deadheadKm: Figure = 0): number | null {
  const price = toNumber(budget);
  const loaded = toNumber(distanceKm);
  const empty = toNumber(deadheadKm) ?? 0;
  if (price === null || loaded === null || loaded < 0 || empty < 0) return null;
  const total = loaded + empty;
  return total > 0 ? price / total : null;
}
