/**
 * The cost estimator's form as URL search params (`#/cost-estimate?fromCountry=%22RO%22&...`), so
 * "Estimate this route" on a listing can open it pre-filled: every field of the contract's
 * `costEstimateInputSchema`, each optional here (renderer/shared/search/urlSearch.ts).
 */
import type { CostEstimateInput } from '../../../../shared/contract/calls';
import { z } from 'zod';
import { costEstimateInputSchema } from '../../../../shared/contract/costs';
import { urlSearch } from '../../../shared/search/urlSearch';

/**
 * The estimator's fields as the URL carries them (any may be missing), and two kinds of its own:
 * - `routeKm`: the road km of the listing it was opened from (its `distanceKm`), which the estimate's
 *   own distance is checked against (`isOtherRoute`); never sent to the exchange;
 * - `fromSlug`, `toSlug`: the exchange's slug of a place picked from the look-up for `from` / `to`,
 *   sent instead of the name, so a name two places share means the one picked (docs/api.md §Cost
 *   estimate: `from`, `to` are a name or a slug). The URL keeps the name too, for the form.
 */
export type CostEstimateSearch = Partial<CostEstimateInput> & {
  routeKm?: number;
  fromSlug?: string;
  toSlug?: string;
};

const costEstimateSearch = urlSearch(
  costEstimateInputSchema.partial().extend({
    routeKm: z.number().int().min(0).max(100_000).optional(),
    fromSlug: costEstimateInputSchema.shape.from,
    toSlug: costEstimateInputSchema.shape.to,
  }),
);

/** Only the fields that are set. */
export const costEstimateFieldsOf: (search: Record<string, unknown>) => CostEstimateSearch =
  costEstimateSearch.valuesOf;

/** The URL's search params as estimator fields: valid ones kept, any bad one dropped. */
export const validateCostEstimateSearch: (raw: Record<string, unknown>) => CostEstimateSearch =
  costEstimateSearch.validate;
