/**
 * The place look-up through the contract call `places.search` (`GET /places`, docs/api.md §Places):
 * at most 10 ranked places for a query of 2 characters or more. Results are cached per query for the
 * whole session (a gazetteer does not change under the user); the key is the query folded as the API
 * folds it, so "Brasov", "brasov" and "brașov" share one entry. React-query's `signal` goes to `call`,
 * so a query that is no longer wanted (a newer keystroke) is withdrawn end to end.
 */
import { queryOptions } from '@tanstack/react-query';
import { NAMES_BATCH_MAX, type PlaceNamesInput, type RouteSlugsInput } from '../../../shared/contract/places';
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
 *   ['places', 'routeSlugs', input]                    the exchange's slugs of a route's shared names
 *   ['places', 'names', language, placeKeys]           places' names in the UI language
 */
export const placeKeys = {
  all: ['places'] as const,
  search: (q: string) => [...placeKeys.all, 'search', foldPlaceText(q)] as const,
  coordinates: (places: readonly string[]) => [...placeKeys.all, 'coordinates', [...places]] as const,
  deadheads: () => [...placeKeys.all, 'deadhead'] as const,
  deadhead: (truckAt: string, place: string) => [...placeKeys.deadheads(), 'place', truckAt, place] as const,
  deadheadRows: (truckAt: string, refs: readonly string[]) =>
    [...placeKeys.deadheads(), 'rows', truckAt, [...refs]] as const,
  routeSlugs: (route: RouteSlugsInput) => [...placeKeys.all, 'routeSlugs', route] as const,
  names: (language: string, places: readonly string[]) =>
    [...placeKeys.all, 'names', language, [...places]] as const,
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
    }) /**
   * The exchange's slugs of a listing's route's ends whose names several places share
   * (`places.routeSlugs`: one exchange read per such end, none for the others), for its cost estimate
   * (renderer/features/cost-estimate/model/routeSlugs.ts). Fresh for the session; a failed call throws
   * `AppCallError` and is not tried again (the names then go as the listing gives them).
   */,
  routeSlugs: (route: RouteSlugsInput) =>
    queryOptions({
      queryKey: placeKeys.routeSlugs(route),
      queryFn: ({ signal }) => call('places.routeSlugs', route, { signal }),
      staleTime: Infinity,
      retry: false,
    }) /**
   * Each of `places`' names in the UI language `language` (`places.names`, local: the app's
   * gazetteer, no exchange read), in order, null where the gazetteer has no certain name; asked in
   * batches of `NAMES_BATCH_MAX`. Never stale: a place's names do not change in a session. `keys` are
   * the places' keys in the same order (the cache key).
   */,
  names: (
    language: PlaceNamesInput['language'],
    places: PlaceNamesInput['places'],
    keys: readonly string[],
  ) =>
    queryOptions({
      queryKey: placeKeys.names(language, keys),
      queryFn: async () => {
        const names: (string | null)[] = [];
        for (let start = 0; start < places.length; start += NAMES_BATCH_MAX) {
          names.push(
            ...(await call('places.names', {
              language,
              places: places.slice(start, start + NAMES_BATCH_MAX),
            })),
          );
        }
        return names;
      },
      enabled: places.length > 0,
      staleTime: Infinity,
      retry: false,
    }),
};
