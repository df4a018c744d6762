/**
 * A place's region in the UI's language (docs/api.md §Places, "A region in the UI's language"): the
 * exchange writes a place's `county` as it likes (the sandbox: GeoNames' English names, "Bavaria",
 * "Lower Austria"); the UI writes it in Romanian as its Romanian name where one exists ("Austria
 * inferioară"), else as its own people write it ("Bayern", "Mazowieckie"), never in English; in English
 * as its English name ("Bavaria"). From `regionNames.json` (ISO 3166-2 names from Debian's
 * `iso-codes` and GeoNames' names, written by `build/gazetteer/regions.ts`; places/data/README.md),
 * loaded on first use as a chunk of its own (32 kB), never from the exchange.
 */
import { useEffect, useMemo, useState } from 'react';
import { foldPlaceText } from '../../../shared/domain/place-match';
import { toAppLanguage, type AppLanguage } from '../format/locale';
import { useLocale } from '../format/useLocale';

/**
 * One region: `[english, own, romanian]`; `own` absent where it is the English name (or no ISO
 * subdivision is known), `romanian` absent where iso-codes has none (build/gazetteer/regions.ts).
 */
type RegionRow = readonly [english: string, own?: string, romanian?: string];

/** The regions the places use, by country (ISO 3166-1 alpha-2): regionNames.json's shape. */
export type RegionTable = Readonly<Record<string, readonly RegionRow[]>>;

/**
 * The regions by `country|folded name`, for each of a region's names (English, own, Romanian, folded
 * as `foldPlaceText` folds: case, marks and `-` ignored); a name two regions of a country share maps
 * to null (neither is certain).
 */
export type RegionIndex = ReadonlyMap<string, RegionRow | null>;

/** Writes a region (`county` as the exchange wrote it) of `country` in the UI's language. */
export type ShownRegion = (county: string, country: string) => string;

const keyOf = (country: string, name: string) => `${country}|${foldPlaceText(name)}`;

/** The index of `table` (`RegionIndex`). Pure. */
export function regionIndex(table: RegionTable): RegionIndex {
  const index = new Map<string, RegionRow | null>();
  for (const [country, rows] of Object.entries(table)) {
    for (const row of rows) {
      for (const key of new Set(row.map((name) => keyOf(country, name!)))) {
        index.set(key, index.has(key) && index.get(key) !== row ? null : row);
      }
    }
  }
  return index;
}

/**
 * The region `county` of `country` in `language`: the region the index knows by that name (any of
 * its names), in Romanian its Romanian name, else its own name (iso-codes' ISO 3166-2 name; GeoNames'
 * where no ISO subdivision is known); in English its English name (GeoNames'). `county` as written
 * where the index knows no region by it (or several). Pure.
 */
export function regionIn(index: RegionIndex, county: string, country: string, language: AppLanguage): string {
  const row = index.get(keyOf(country, county));
  if (!row) return county;
  return language === 'ro' ? (row[2] ?? row[1] ?? row[0]) : row[0];
}

let loaded: RegionIndex | undefined;
let loading: Promise<RegionIndex> | undefined;

/** Loads regionNames.json once per page (its own chunk) and indexes it. */
function loadRegionIndex(): Promise<RegionIndex> {
  loading ??= import('./regionNames.json').then((module) => {
    loaded = regionIndex(module.default as unknown as RegionTable);
    return loaded;
  });
  return loading;
}

/**
 * `ShownRegion` in the current UI language (`regionIn`); the table loads on the first mount that asks
 * (the region as written until then, or if it fails to load). The function's identity changes when
 * the table arrives or the language changes, so a list built on it is written again.
 */
export function useShownRegions(): ShownRegion {
  const language = toAppLanguage(useLocale());
  const [index, setIndex] = useState(loaded);
  useEffect(() => {
    if (index) return;
    let wanted = true;
    loadRegionIndex().then(
      (table) => {
        if (wanted) setIndex(table);
      },
      () => {
        // the regions as the exchange writes them
      },
    );
    return () => {
      wanted = false;
    };
  }, [index]);
  return useMemo(
    () => (county, country) => (index ? regionIn(index, county, country, language) : county),
    [index, language],
  );
}
