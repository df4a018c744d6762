/**
 * The ranking's parts (docs/api.md §Places): the keys a place answers to, which the store indexes
 * (`store.ts`, the one look-up path), and how well a key matches a query, which the app's look-up
 * ranks the exchange's answer by (`lookup.ts`).
 */
import { nameKeys, searchKey } from './normalise';
import { ROMANIAN_SPEAKING } from './regions';
import type { PlaceRecord } from './types';

/** Most results a search returns (docs/api.md §Places). */
export const SEARCH_LIMIT = 10;

/** No match: worse than every rank. */
const NO_MATCH = 4;

/**
 * The search keys a place answers to (`searchKey` of its name first, then each other key of
 * `namesOf`'s names, `nameKeys` with Romanian spellings for RO/MD, once each, never empty): what the
 * store (`store.ts`) matches a folded query against (docs/api.md §Places).
 */
export function searchKeysOf(
  record: PlaceRecord,
  namesOf: (record: PlaceRecord) => readonly string[],
): string[] {
  const key = searchKey(record.city);
  const others = [
    ...new Set(namesOf(record).flatMap((name) => nameKeys(name, ROMANIAN_SPEAKING.has(record.country)))),
  ].filter((k) => k !== key && k !== '');
  return [key, ...others];
}

/**
 * How well a search key (`searchKey`) matches a folded query: 0 equal, 1 a prefix, 2 the prefix of a
 * later word (`wordStart` is the query after a space), 3 contained, 4 none (docs/api.md §Places).
 */
export function rankKey(key: string, query: string, wordStart = ` ${query}`): number {
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  if (key.includes(wordStart)) return 2;
  if (key.includes(query)) return 3;
  return NO_MATCH;
}
