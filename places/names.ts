/**
 * The names a place goes by (docs/api.md §Places): its own (`city`, the GeoNames name), its names in
 * the market's languages (`PlaceRecord.names`, from `data/place-names.json`), and which of them the
 * people of its country write (the endonym) and which is English, the names a European exchange
 * answers to.
 */
import placeNames from './data/place-names.json' with { type: 'json' };
import { searchKey } from './normalise';
import type { PlaceNames, PlaceRecord } from './types';

/**
 * The catalogs the names are read from, ISO 639-1: Romanian and English, and the languages of the
 * European countries written in Latin script (Cyrillic and Greek names are not kept: data/README.md).
 * Of each place, the names in Romanian, English and its own languages are kept (`ENDONYM_LANGUAGES`).
 */
export const NAME_LANGUAGES = [
  'ro',
  'en',
  'de',
  'it',
  'fr',
  'es',
  'pl',
  'cs',
  'sk',
  'hu',
  'nl',
  'tr',
  'pt',
  'sv',
  'da',
  'nb',
  'fi',
  'hr',
  'bs',
  'sl',
  'sq',
  'is',
  'et',
  'lv',
  'lt',
  'mt',
] as const;

/**
 * The language(s) each country writes its places in (Belgium: Dutch and French; Switzerland's by
 * canton, {@link REGION_LANGUAGES}), ISO 639-1, in Latin script.
 */
export const ENDONYM_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  RO: ['ro'],
  MD: ['ro'],
  DE: ['de'],
  AT: ['de'],
  IT: ['it'],
  FR: ['fr'],
  ES: ['es'],
  HU: ['hu'],
  PL: ['pl'],
  NL: ['nl'],
  BE: ['nl', 'fr'],
  CZ: ['cs'],
  SK: ['sk'],
  TR: ['tr'],
  // the rest of Europe (issue 50 §2) whose people write in Latin script; Serbian, Macedonian,
  // Ukrainian, Belarusian, Greek and Bulgarian catalogs are Cyrillic or Greek, not what a dispatcher
  // types: those places keep their GeoNames (Latin) name
  PT: ['pt'],
  SE: ['sv'],
  DK: ['da'],
  NO: ['nb'],
  FI: ['fi', 'sv'],
  IS: ['is'],
  EE: ['et'],
  LV: ['lv'],
  LT: ['lt'],
  HR: ['hr'],
  SI: ['sl'],
  BA: ['bs', 'hr'],
  AL: ['sq'],
  XK: ['sq'],
  MT: ['mt', 'en'],
  IE: ['en'],
  GB: ['en'],
  LU: ['fr', 'de'],
  LI: ['de'],
  CH: ['de', 'fr', 'it'],
};

/**
 * In a country of several languages, the language(s) of each first-level region (the place's `county`,
 * the GeoNames admin1 name as regions.ts gives it), ISO 639-1, the region's own first: a place is called
 * by its own language region's name, never by the other region's (issue 53 §2: Namur, Mons and Liège in
 * Wallonia are French, Mechelen, Kortrijk and Dendermonde in Flanders Dutch; not Namen, Bergen, Malines,
 * Courtrai, Termonde). Brussels is both. Switzerland's cantons likewise (French: Geneva, Vaud, Neuchâtel,
 * Jura; Italian: Ticino; French and German: Fribourg, Valais; German and French: Bern; German and
 * Italian: Grisons; German the others).
 * A region missing here keeps the country's languages ({@link ENDONYM_LANGUAGES}).
 */
export const REGION_LANGUAGES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  BE: { Flanders: ['nl'], Wallonia: ['fr'], 'Brussels Capital': ['fr', 'nl'] },
  CH: {
    Geneva: ['fr'],
    Vaud: ['fr'],
    Neuchâtel: ['fr'],
    Jura: ['fr'],
    Ticino: ['it'],
    Fribourg: ['fr', 'de'],
    Valais: ['fr', 'de'],
    Bern: ['de', 'fr'],
    Grisons: ['de', 'it'],
  },
};

/** The languages of Switzerland's other (German-speaking) cantons. */
const SWISS_GERMAN: readonly string[] = ['de'];

/**
 * The languages a place's own people write its name in: its region's where its country has several
 * ({@link REGION_LANGUAGES}), else its country's ({@link ENDONYM_LANGUAGES}); ISO 639-1.
 */
export function localLanguages(place: Pick<PlaceRecord, 'country' | 'county'>): readonly string[] {
  const regions = REGION_LANGUAGES[place.country];
  const regional = regions?.[place.county] ?? (place.country === 'CH' ? SWISS_GERMAN : undefined);
  return regional ?? ENDONYM_LANGUAGES[place.country] ?? [];
}

/**
 * The place's name as its own language region writes it where it differs from `city` (Namur for
 * Namur, not Namen; Mechelen, not Malines): its name in the first of {@link localLanguages}. A
 * language the catalogs lack calls the place `city` (types.ts `PlaceRecord.names`), so undefined then,
 * as when the place has no local language known.
 */
export function localName(place: Pick<PlaceRecord, 'country' | 'county' | 'names'>): string | undefined {
  const language = localLanguages(place)[0];
  return language === undefined ? undefined : place.names[language];
}

/** The committed names by GeoNames id (data/README.md says where they come from). */
export function loadPlaceNames(): PlaceNames {
  return new Map(
    Object.entries(placeNames as Record<string, Record<string, string>>).map(([id, n]) => [Number(id), n]),
  );
}

/**
 * The place's endonyms where they differ from `city` (München for Munich, Wien for Vienna; both
 * Brussel and Bruxelles for Brussels), in the order of {@link ENDONYM_LANGUAGES}; empty when `city`
 * is the endonym or none is known.
 */
export function endonyms(place: Pick<PlaceRecord, 'country' | 'names'>): string[] {
  const languages = ENDONYM_LANGUAGES[place.country] ?? [];
  return [...new Set(languages.flatMap((language) => place.names[language] ?? []))];
}

/**
 * The names a European exchange answers to (docs/api.md §Places, the sandbox's look-up): the place's
 * own name and aliases, its endonyms and its English name. Romanian or other exonyms are not among them.
 */
export function exchangeNames(place: PlaceRecord): string[] {
  const english = place.names.en;
  return [...new Set([place.city, ...place.aliases, ...endonyms(place), ...(english ? [english] : [])])];
}

/**
 * Every name of the place a dispatcher writes it by: its own, its aliases, its endonyms, its English
 * and its Romanian name (the names the gazetteer keeps).
 */
export function everyName(place: PlaceRecord): string[] {
  return [...new Set([place.city, ...place.aliases, ...Object.values(place.names)])];
}

/** The UI languages a place's name is shown in (shared/contract/activity.ts `UI_LANGUAGES`). */
export type ShownLanguage = 'en' | 'ro';

/**
 * The place's name in the UI language `language` (docs/api.md §Places, "A place in the UI's
 * language"): its name in that language where the catalogs give one (Viena, Varșovia, Praga in
 * Romanian; Vienna, Munich in English); in Romanian, otherwise its name in its own language region
 * (`localName`: Romanian writes Köln and Nürnberg as their people do, Namur and Mons as Wallonia does,
 * Mechelen and Kortrijk as Flanders does; issue 53 §2); otherwise its own (GeoNames) name. A name that is the place's own
 * written with other marks (the English catalog's "Iasi" and "Ploieşti" for Iași and Ploiești) is no
 * other name: the place keeps its own spelling, or the one with marks where its own has none
 * (Chișinău for Chisinau).
 */
export function nameIn(
  place: Pick<PlaceRecord, 'city' | 'country' | 'county' | 'names'>,
  language: ShownLanguage,
): string {
  const other = place.names[language] ?? (language === 'ro' ? localName(place) : undefined);
  if (other === undefined) return place.city;
  if (searchKey(other) !== searchKey(place.city)) return other;
  return PLAIN.test(place.city) && !PLAIN.test(other) ? other : place.city;
}

/** A name without marks (ASCII letters, spaces, hyphens, dots, apostrophes). */
const PLAIN = /^[A-Za-z .'-]*$/;
