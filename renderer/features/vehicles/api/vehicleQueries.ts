/**
 * Free vehicles through the contract calls `vehicles.search` (`GET /vehicles`, a keyset list: the
 * cursor-list kit, renderer/shared/cursorList) and `vehicles.get` (`GET /vehicles/{id}`).
 * docs/api.md §Routes, §Lists and cursors, §Filters.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Vehicle } from '../../../../shared/api/types';
import type { VehicleFilters } from '../../../../shared/contract/calls';
import { createCursorList, type CursorPage } from '../../../shared/cursorList/cursorList';
import { listKey } from '../../../shared/cursorList/keys';
import { call } from '../../../shared/transport';

/** The search of active public free vehicles: filters from the URL, pages by cursor (never prefetched). */
export const vehicleSearch = createCursorList<VehicleFilters, Vehicle>({
  name: 'vehicles',
  initialFilters: {},
  fetchPage: (filters, cursor) => call('vehicles.search', { filters, cursor }),
});

/**
 * Query keys of free vehicles (docs/architecture.md §Query keys): `['vehicles', 'detail', id]`; the
 * search's pages are the cursor-list family (`['list', 'vehicles', ...]`).
 */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  details: () => [...vehicleKeys.all, 'detail'] as const,
  detail: (id: string) => [...vehicleKeys.details(), id] as const,
};

/**
 * The query-options factory for one free vehicle (`vehicles.get`; a 404 is not retried). Read by the
 * vehicle route's panel only: a failed read is not read again by the screen's mount: the route's loader read it, and reads it again on the next navigation (docs/architecture.md §Query keys).
 */
export const vehicleQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: vehicleKeys.detail(id),
      queryFn: () => call('vehicles.get', { id }),
      staleTime: 30_000,
      retry: false,
      retryOnMount: false,
    }),
};

/** The free vehicle `id` as a page of the search already shows it (shown at once while its detail loads). */
export function vehicleFromPages(queryClient: QueryClient, id: string): Vehicle | undefined {
  for (const [, page] of queryClient.getQueriesData<CursorPage<Vehicle>>({
    queryKey: listKey(vehicleSearch.name),
  })) {
    const found = page?.data.find((vehicle) => vehicle.id === id);
    if (found) return found;
  }
  return undefined;
}
