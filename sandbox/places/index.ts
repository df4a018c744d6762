/**
 * The sandbox's places (docs/api.md §Places): the app's gazetteer (`@dispatch/places`, places/), the
 * one source of places, indexed on the names a European exchange plausibly answers to: each place's
 * own name, its endonym and its English name ("München", "Munich"), not a Romanian or other exonym
 * ("Viena" finds nothing here, as on an exchange that does not know it).
 */
import { exchangeNames } from '@dispatch/places/names';
import { loadPlaces as loadAppPlaces } from '@dispatch/places/places';
import { createPlaceIndex } from '@dispatch/places/search';
import type { PlaceIndex } from '@dispatch/places/types';

export type { PlaceIndex, PlaceRecord } from '@dispatch/places/types';
export { SEARCH_LIMIT, toPlace } from '@dispatch/places/places';

let loaded: PlaceIndex | undefined;

/**
 * Indexes the app gazetteer's places (read from its store) on the exchange's names; memoised per
 * process.
 */
export function loadPlaces(): PlaceIndex {
  loaded ??= createPlaceIndex(loadAppPlaces().all, exchangeNames);
  return loaded;
}
