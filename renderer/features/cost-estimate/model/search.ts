/**
 * The cost estimator's form as URL search params (`#/cost-estimate?fromCountry=%22RO%22&...`), so
 * "Estimate this route" on a listing can open it pre-filled: every field of the contract's
 * `costEstimateInputSchema`, each optional here (renderer/shared/search/urlSearch.ts).
 */
import type { CostEstimateInput } from '../../../../shared/contract/calls';
import { costEstimateInputSchema } from '../../../../shared/contract/costs';
import { urlSearch } from '../../../shared/search/urlSearch';

/** The estimator's fields as the URL carries them (any may be missing). */
export type CostEstimateSearch = Partial<CostEstimateInput>;

const costEstimateSearch = urlSearch(costEstimateInputSchema.partial());

/** Only the fields that are set. */
export const costEstimateFieldsOf: (search: Record<string, unknown>) => CostEstimateSearch =
  costEstimateSearch.valuesOf;

/** The URL's search params as estimator fields: valid ones kept, any bad one dropped. */
export const validateCostEstimateSearch: (raw: Record<string, unknown>) => CostEstimateSearch =
  costEstimateSearch.validate;
