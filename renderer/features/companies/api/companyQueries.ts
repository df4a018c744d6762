/** A public company profile through the contract call `companies.get` (`GET /companies/{id}`, docs/api.md §Resources). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/transport';

/** Query keys of company profiles (docs/architecture.md §Query keys): `['companies', 'detail', id]`. */
export const companyKeys = {
  all: ['companies'] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: string) => [...companyKeys.details(), id] as const,
};

/**
 * The query-options factory for one company profile (a 404 is not retried). Read by the company
 * route's screen only: a failed read is not read again by the screen's mount: the route's loader read it, and reads it again on the next navigation (docs/architecture.md §Query keys).
 */
export const companyQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: companyKeys.detail(id),
      queryFn: () => call('companies.get', { id }),
      staleTime: 60_000,
      retry: false,
      retryOnMount: false,
    }),
};
