/**
 * `local-names`: listings and free vehicles write their cities as the people of the place do, not as
 * our sandbox names them (docs/api.md §Where the real exchange may differ, the spelling of a place):
 * "München", "Wien", "Praha", "Warszawa", "Milano", "Bruxelles", and some of them, as typed on a
 * keyboard without the letters, "Munchen", "Bucuresti". A client must read a place by any of its names
 * (the app's gazetteer does: places/, docs/api.md §Places).
 *
 * Which spelling a row gets is fixed by its ref (a listing) or id (a vehicle): the same row reads the
 * same in a page and alone; about half the rows drop the diacritics. A city the sandbox's places do
 * not know is left as it is.
 */
import { endonyms } from '@dispatch/places/names';
import { loadMarketPlaces } from '../../places';
import { isRecord, type Dialect, type DialectAnswer } from './dialect';

/** The answers whose rows are rewritten: the market's listings and free vehicles, pages and single. */
const OPERATIONS: ReadonlySet<string> = new Set([
  '/listings',
  '/listings/{ref}',
  '/vehicles',
  '/vehicles/{id}',
]);

/** Letters that lose no mark under NFD but a keyboard without them writes otherwise. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', ł: 'l', Ł: 'L', ø: 'o', Ø: 'O' };

/**
 * `text` without its diacritics, case kept: "München" -> "Munchen", "București" -> "Bucuresti",
 * "Łódź" -> "Lodz".
 */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßłŁøØ]/g, (ch) => PLAIN_LETTERS[ch] ?? ch)
    .normalize('NFC');
}

/** The seed of a row from its ref or id: the sum of its char codes, the same for the same text. */
export function rowSeed(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return sum;
}

/**
 * How the exchange of this dialect writes the city `city` of `country` for the row seeded `seed`: the
 * place's endonym (one of them, for a country of two languages) or its own name when that is the
 * endonym, without diacritics for an odd seed; `city` unchanged when no place of `country` has it.
 */
export function localName(country: string, city: string, seed: number): string {
  const place = loadMarketPlaces().find(country, city);
  if (!place) return city;
  const local = endonyms(place);
  const name = local.length > 0 ? local[seed % local.length]! : place.city;
  return seed % 2 === 1 ? withoutDiacritics(name) : name;
}

/** Rewrites the route of one listing or vehicle in place (`fromCity`/`toCity`, null left alone). */
function rewriteRow(row: Record<string, unknown>): void {
  const key = typeof row.ref === 'string' ? row.ref : typeof row.id === 'string' ? row.id : '';
  const seed = rowSeed(key);
  for (const [cityField, countryField] of [
    ['fromCity', 'fromCountry'],
    ['toCity', 'toCountry'],
  ] as const) {
    const city = row[cityField];
    const country = row[countryField];
    if (typeof city === 'string' && typeof country === 'string') {
      row[cityField] = localName(country, city, seed);
    }
  }
}

/** The rows of a 2xx answer of {@link OPERATIONS}: `data` as an array or one object, or a bare body. */
function rewrite({ operation, status, body }: DialectAnswer): unknown {
  if (operation === undefined || !OPERATIONS.has(operation) || status < 200 || status > 299) return body;
  const data = isRecord(body) && 'data' in body ? body.data : body;
  const rows = Array.isArray(data) ? data : [data];
  for (const row of rows) if (isRecord(row)) rewriteRow(row);
  return body;
}

/** The `local-names` dialect (see the file's comment). */
export const localNames: Dialect = {
  name: 'local-names',
  summary:
    'listings and free vehicles write cities as their own people do (München, Wien, Munchen, Bucuresti)',
  create() {
    return { rewrite };
  },
};
