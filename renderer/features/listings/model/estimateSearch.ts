/**
 * "Estimate this route": a listing's route as the cost estimator's URL search
 * (`#/cost-estimate?fromCountry=...`), with the fields of the contract's `costEstimateInputSchema`
 * (docs/api.md §Cost estimate): countries, places (the exchange's city names), category, `vehicle` =
 * the listing's first accepted truck type (the kind its `estimatedCost` is reckoned for, so the
 * estimate and the list's margin speak of the same truck; none for "any truck"), `price` = the
 * listing's budget and `currency` = its currency. A field the schema refuses is left out. And
 * `routeKm` = the listing's `distanceKm` (whole km), which the estimator checks its own distance
 * against: a place name two places share may be matched to the other one.
 */
import type { Listing } from '../../../../shared/api/types';
import type { CostEstimateInput } from '../../../../shared/contract/calls';
import { costEstimateInputSchema } from '../../../../shared/contract/costs';
import { toNumber } from '../../../../shared/format/numbers';
import { routeKmOf } from '../../../../shared/domain/route-ends';

/** The estimator's fields for `listing`; only the ones the schema accepts. */
export function estimateSearchOf(listing: Listing): Partial<CostEstimateInput> & { routeKm?: number } {
  const candidate: Record<keyof CostEstimateInput, unknown> = {
    fromCountry: listing.fromCountry,
    toCountry: listing.toCountry,
    from: listing.fromCity,
    to: listing.toCity,
    vehicle: listing.truckTypes?.[0],
    category: listing.category,
    price: toNumber(listing.budget) ?? undefined,
    currency: listing.currency,
  };
  const shape = costEstimateInputSchema.shape;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof CostEstimateInput)[]) {
    if (candidate[key] === undefined) continue;
    const parsed = shape[key].safeParse(candidate[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  const km = routeKmOf(listing.distanceKm);
  if (km !== null) out['routeKm'] = km;
  return out as Partial<CostEstimateInput> & { routeKm?: number };
}
