/**
 * Two rules of the cost estimate that the sandbox, the app and its tests share (docs/api.md §Cost
 * estimate): the usual range, and when an estimate is of another route than a listing's.
 */

/**
 * The usual range of a cost estimate, as shares of its typical figure (docs/api.md §Cost estimate:
 * low = 0.85 x typical, high = 1.15 x typical, each rounded to the cent). One rule on both sides: the
 * sandbox's estimator gives its `low` and `high` by it (sandbox/market/cost.ts), and the app reads a
 * listing's budget against the same range (renderer/features/listings/model/margin.ts), so the list's
 * margin mark and "Estimate this route" say the same thing.
 */
export const ESTIMATE_BAND = { low: 0.85, high: 1.15 } as const;

/** A usual range: `low` and `high` as shares of the typical figure (`ESTIMATE_BAND`). */
export interface EstimateBand {
  low: number;
  high: number;
}

/**
 * Whether an estimate measured another route than the listing's: its distance (km) differs from the
 * listing's `routeKm` by more than 10 km and 10 % of it. The API names a listing's places by name only,
 * and a name two places share is matched to one of them (docs/api.md §Cost estimate, docs/map.md).
 */
export function isOtherRoute(measuredKm: number | null, routeKm: number | undefined): boolean {
  if (measuredKm === null || routeKm === undefined) return false;
  const miss = Math.abs(measuredKm - routeKm);
  return miss > 10 && miss > routeKm * 0.1;
}
