/**
 * The place look-up through the contract call `places.search` (`GET /places`, docs/api.md §Places):
 * at most 10 ranked places for a query of 2 characters or more. Results are cached per query for the
 * whole session (a gazetteer does not change under the user); the key is the query folded as the API
 * folds it, so "Brasov", "brasov" and "brașov" share one entry. React-query's `signal` goes to `call`,
 * so a query that is no longer wanted (a newer keystroke) is withdrawn end to end.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../transport';
import { foldPlaceText } from '../../../shared/domain/place-match';

/** Shortest query the look-up accepts, in characters (shared/contract/places.ts). */
export const PLACE_QUERY_MIN = 2;

/** Pause after the last keystroke before the look-up is sent, in ms. */
export const PLACE_DEBOUNCE_MS = 150;

/**
 * Query keys of the app's gazetteer, every `places.*` call (docs/architecture.md §Query keys):
 *
 *   ['places', 'search', folded q]                     the look-up
 *   ['places', 'coordinates', placeKeys]               where places are (the map)
 *   ['places', 'deadhead', 'place', truckAt, placeKey] the empty run to one loading place (the map)
 *   ['places', 'deadhead', 'rows', truckAt, refs]      the empty run to each listing of a page
 */
export const placeKeys = {
  all: ['places'] as const,
  search: (q: string) => [...placeKeys.all, 'search', foldPlaceText(q)] as const,
  coordinates: (places: readonly string[]) => [...placeKeys.all, 'coordinates', [...places]] as const,
  deadheads: () => [...placeKeys.all, 'deadhead'] as const,
  deadhead: (truckAt: string, place: string) => [...placeKeys.deadheads(), 'place', truckAt, place] as const,
  deadheadRows: (truckAt: string, refs: readonly string[]) =>
    [...placeKeys.deadheads(), 'rows', truckAt, [...refs]] as const,
};

/** True when `q` (trimmed) is long enough to send. */
export function isPlaceQuery(q: string): boolean {
  return q.trim().length >= PLACE_QUERY_MIN;
}

/** The query-options factory of the place look-up. */
export const placeQueries = {
  /**
   * Places matching `q` (trimmed; sent as typed, the API folds case and diacritics). Disabled under
   * 2 characters. Never stale, never collected during the session. A failed call throws `AppCallError`.
   */
  search: (q: string) =>
    queryOptions({
      queryKey: placeKeys.search(q),
      queryFn: ({ signal }) => call('places.search', { q: q.trim() }, { signal }),
      enabled: isPlaceQuery(q),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
};
