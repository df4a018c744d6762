/**
 * The margin hint of a listing: its budget against the exchange's `estimatedCost` for the route, and
 * the budget per km, with or without the empty run (deadhead) from where the truck is. Pure functions
 * on the API's figures (decimal strings or numbers; docs/api.md §Resources, §Cost estimate). The
 * estimated cost is information, not a recommended rate: the hint only says where the budget stands.
 */
import { ESTIMATE_BAND, type EstimateBand } from '../../../../shared/domain/cost-estimate';
import { toNumber } from '../../../../shared/format/numbers';

/** Where a budget stands against the estimated cost. */
export type MarginMark = 'below' | 'within' | 'above';

/** The margin of a listing: the mark and the difference in % of the estimated cost (signed). */
export interface Margin {
  mark: MarginMark;
  /** (budget − estimated cost) / estimated cost × 100, e.g. -12.5 for a budget 12.5% under. */
  diffPercent: number;
}

type Figure = string | number | null | undefined;

/**
 * The budget against the estimated cost (both in the listing's currency, decimal strings from the
 * API; the estimated cost is the route's typical figure). Returns null when either is missing or
 * unreadable, or the estimate is not above 0.
 * Rule (docs/api.md §Cost estimate, the position of a price): in cents, low = round(cost x
 * `band.low`) and high = round(cost x `band.high`); a budget under low is "below", over high
 * "above", otherwise "within" (the bounds count as within). diff% = (budget − cost) / cost x 100.
 */
export function marginOf(
  budget: Figure,
  estimatedCost: Figure,
  band: EstimateBand = ESTIMATE_BAND,
): Margin | null {
  const price = toNumber(budget);
  const cost = toNumber(estimatedCost);
  if (price === null || cost === null || cost <= 0 || price < 0) return null;
  const diffPercent = ((price - cost) / cost) * 100;
  const costCents = Math.round(cost * 100);
  const priceCents = Math.round(price * 100);
  const mark: MarginMark =
    priceCents < Math.round(costCents * band.low)
      ? 'below'
      : priceCents > Math.round(costCents * band.high)
        ? 'above'
        : 'within';
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
