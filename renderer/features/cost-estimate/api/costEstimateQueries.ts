/**
 * The cost estimate through the contract call `costs.estimate` (`GET /cost-estimate`, docs/api.md
 * §Cost estimate): distance in km and a low/typical/high band in EUR or RON for a route, with the
 * position of a price to compare. The same route asked again within 5 minutes reads from the cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CostEstimateInput } from '../../../../shared/contract/calls';
import { call } from '../../../shared/transport';

/**
 * Query keys of cost estimates (docs/architecture.md §Query keys): one estimate per route,
 * `['costEstimates', 'detail', input]`.
 */
export const costEstimateKeys = {
  all: ['costEstimates'] as const,
  details: () => [...costEstimateKeys.all, 'detail'] as const,
  detail: (input: CostEstimateInput) => [...costEstimateKeys.details(), input] as const,
};

/** How long an estimate stays fresh, in ms (the rates behind it change slowly). */
export const ESTIMATE_STALE_MS = 5 * 60_000;

/** The query-options factory of the cost estimate. */
export const costEstimateQueries = {
  /** The estimate of one route; a failed call throws `AppCallError` (404 `not_found`: unknown place). */
  route: (input: CostEstimateInput) =>
    queryOptions({
      queryKey: costEstimateKeys.detail(input),
      queryFn: ({ signal }) => call('costs.estimate', input, { signal }),
      staleTime: ESTIMATE_STALE_MS,
      retry: false,
    }),
};
