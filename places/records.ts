/**
 * Turns GeoNames source entries into {@link PlaceRecord}s with the names, counties and slugs that
 * docs/api.md §Places asks for.
 */
import { dropQualifier, romanianOrthography, slugPart } from './normalise';
import { ROMANIAN_SPEAKING, type RegionLookup } from './regions';
import type { SourceCity } from './source';
import type { PlaceNames, PlaceRecord } from './types';

/**
 * Name corrections by GeoNames id, for places whose source name is an exonym. The source name stays
 * as an alias, so it still matches in search.
 * - 683506 "Bucharest": the capital of Romania is București (docs/api.md §Places).
 */
export const CITY_NAME_CORRECTIONS: Readonly<Record<number, string>> = {
  683506: 'București',
};

/**
 * Builds the records: names normalised, county resolved, slugs unique; most populous first, then name.
 * `names` gives each place's names in other languages by GeoNames id (`loadPlaceNames`; none when
 * absent); a name equal to the record's own `city` is left out. `market` holds the GeoNames ids of the
 * sandbox market's places (`selectMarketCities`; every place when absent): they are `market: true`
 * and take their slugs first, so a place added to the gazetteer never changes a market place's slug
 * (the sandbox's seeded data; docs/api.md §Places, "Which places").
 */
export function buildPlaceRecords(
  sources: readonly SourceCity[],
  regions: RegionLookup,
  names: PlaceNames = new Map(),
  market?: ReadonlySet<number>,
): PlaceRecord[] {
  const records = sources.map((source) =>
    toRecord(source, regions, names.get(source.cityId), market?.has(source.cityId) ?? true),
  );
  const collator = new Intl.Collator('ro');
  records.sort((a, b) => b.population - a.population || collator.compare(a.city, b.city) || a.id - b.id);
  const taken = new Set<string>();
  assignSlugs(
    records.filter((record) => record.market),
    taken,
  );
  assignSlugs(
    records.filter((record) => !record.market),
    taken,
  );
  return records;
}

function toRecord(
  source: SourceCity,
  regions: RegionLookup,
  names: Readonly<Record<string, string>> | undefined,
  market: boolean,
): PlaceRecord {
  const romanian = ROMANIAN_SPEAKING.has(source.country);
  const corrected = CITY_NAME_CORRECTIONS[source.cityId];
  let city = corrected ?? dropQualifier(source.name);
  if (romanian) city = romanianOrthography(city);
  const aliases = corrected !== undefined ? [source.name] : [];
  const county = regions(source.country, source.adminCode) ?? city;
  const [lon, lat] = source.loc.coordinates;
  return {
    id: source.cityId,
    city,
    country: source.country,
    county,
    slug: '',
    lat,
    lon,
    population: source.population,
    aliases,
    names: ownNames(names, city),
    isCapital: source.featureCode === 'PPLC',
    market,
  };
}

/** The names that differ from `city` (the record's own name may differ from the source's). */
function ownNames(
  names: Readonly<Record<string, string>> | undefined,
  city: string,
): Readonly<Record<string, string>> {
  if (!names) return NO_NAMES;
  const own = Object.entries(names).filter(([, name]) => name !== city);
  return own.length === 0 ? NO_NAMES : Object.fromEntries(own);
}
const NO_NAMES: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Slug `city-county-country` in lower-case ASCII. Records come most populous first, so the larger
 * place keeps the plain slug and a later namesake in the same county gets `-2`, `-3`, ...
 */
function assignSlugs(records: PlaceRecord[], taken = new Set<string>()): void {
  for (const record of records) {
    const base = [
      slugPart(record.city) || String(record.id),
      slugPart(record.county),
      record.country.toLowerCase(),
    ]
      .filter((part) => part !== '')
      .join('-');
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    record.slug = slug;
  }
}
