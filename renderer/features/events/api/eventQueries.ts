/**
 * The planned event catalog through the contract call `events.types` (`GET /events/types`,
 * docs/api.md §Events): every event the exchange plans to deliver, the permission each needs and
 * its status (`planned` in v1: no event is delivered yet). The catalog changes only with the API, so it
 * is read once a session unless the user presses Refresh.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/transport';

/** Query keys of the event catalog (docs/architecture.md §Query keys): `['events', 'types']`. */
export const eventKeys = {
  all: ['events'] as const,
  types: () => [...eventKeys.all, 'types'] as const,
};

/** The query-options factory of the event catalog. */
export const eventQueries = {
  /** The catalog; a failed call throws `AppCallError`. */
  types: () =>
    queryOptions({
      queryKey: eventKeys.types(),
      queryFn: ({ signal }) => call('events.types', {}, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
};
