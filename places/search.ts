/**
 * The place index: search ranking and lookups over records built once (docs/api.md §Places). Keys are normalised at build time and indexed (`postings.ts`), so a search
 * reads a few short lists in tie order instead of testing every place.
 */
import { nameKeys, searchKey } from './normalise';
import { ROMANIAN_SPEAKING } from './regions';
import { KeyPostings } from './postings';
import type { PlaceIndex, PlaceRecord } from './types';

/** Most results a search returns (docs/api.md §Places). */
export const SEARCH_LIMIT = 10;

/** Ranks, best first: exact name (0), name prefix (1), prefix of any word (2), substring (3). */
const SUBSTRING = 3;
const NO_MATCH = 4;

interface Entry {
  record: PlaceRecord;
  /** Search key of the name. */
  key: string;
  /** Search keys of the other names it answers to (each once, the name's own left out); null when none. */
  aliasKeys: string[] | null;
}

/**
 * Builds the index. `records` must already be in tie order: population desc, then name (as
 * `buildPlaceRecords` returns them); the search keeps that order inside each rank. `namesOf` gives
 * the names a place answers to, its own name first (default: its name and aliases; the app's
 * gazetteer passes every name, the sandbox the names an exchange knows: names.ts).
 */
export function createPlaceIndex(
  records: readonly PlaceRecord[],
  namesOf: (record: PlaceRecord) => readonly string[] = (record) => [record.city, ...record.aliases],
): PlaceIndex {
  const entries: Entry[] = records.map((record) => {
    const [key, ...others] = searchKeysOf(record, namesOf);
    return { record, key: key!, aliasKeys: others.length > 0 ? others : null };
  });
  const byCountry = new Map<string, PlaceRecord[]>();
  const bySlug = new Map<string, PlaceRecord>();
  const allByName = new Map<string, PlaceRecord[]>(); // `${country}|${key}` -> each, most populous first
  const capitals = new Map<string, PlaceRecord>();
  for (const { record, key: nameKey, aliasKeys } of entries) {
    let list = byCountry.get(record.country);
    if (!list) byCountry.set(record.country, (list = []));
    list.push(record);
    bySlug.set(record.slug, record);
    for (const key of [nameKey, ...(aliasKeys ?? [])]) {
      const countryKey = `${record.country}|${key}`;
      const named = allByName.get(countryKey);
      if (!named) allByName.set(countryKey, [record]);
      else if (!named.includes(record)) named.push(record);
    }
    if (record.isCapital && !capitals.has(record.country)) capitals.set(record.country, record);
  }
  const postings = new KeyPostings(entries.map((e) => [e.key, ...(e.aliasKeys ?? [])]));
  const findAll = (country: string, nameOrSlug: string): readonly PlaceRecord[] => {
    const code = country.toUpperCase();
    const bySlugHit = bySlug.get(nameOrSlug.trim().toLowerCase());
    if (bySlugHit && bySlugHit.country === code) return [bySlugHit];
    return allByName.get(`${code}|${searchKey(nameOrSlug)}`) ?? [];
  };

  return {
    all: records,
    search(q, limit = SEARCH_LIMIT) {
      const query = searchKey(q);
      if (query === '' || limit < 1) return [];
      const wordStart = ` ${query}`;
      const found: PlaceRecord[] = [];
      // Rank by rank, candidates in tie order: every entry whose best rank is `rank` is among the
      // candidates read for that rank (each lookup returns a superset), so the first `limit` found
      // are those of a scan of every place.
      // a whole name: a capital before the places of its name (Praga, Prague, before a Praga district)
      const exact = [...postings.equal(query)].map((i) => entries[i]!.record);
      for (const record of [...exact.filter((r) => r.isCapital), ...exact.filter((r) => !r.isCapital)]) {
        found.push(record);
        if (found.length >= limit) return found;
      }
      const lists = [postings.startingWith(query), postings.wordStartingWith(query)];
      for (let rank = 1; rank <= lists.length; rank++) {
        for (const i of lists[rank - 1]!)
          if (take(entries[i]!, rank, query, wordStart, found, limit)) return found;
      }
      postings.eachContaining(query, (i) => take(entries[i]!, SUBSTRING, query, wordStart, found, limit));
      return found;
    },
    // the most populous of them: the places of a name are in tie order
    find: (country, nameOrSlug) => findAll(country, nameOrSlug)[0],
    findAll,
    capital(country) {
      return capitals.get(country.toUpperCase());
    },
    inCountry(country) {
      return byCountry.get(country.toUpperCase()) ?? [];
    },
  };
}

/**
 * The search keys a place answers to (`searchKey` of its name first, then each other key of
 * `namesOf`'s names, `nameKeys` with Romanian spellings for RO/MD, once each, never empty): what the
 * index and the store (`store.ts`) match a folded query against (docs/api.md §Places).
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

/** Adds the entry to `found` when its best rank is `rank`; true once `found` holds `limit` places. */
function take(
  entry: Entry,
  rank: number,
  query: string,
  wordStart: string,
  found: PlaceRecord[],
  limit: number,
): boolean {
  if (bestRank(entry, query, wordStart) === rank) found.push(entry.record);
  return found.length >= limit;
}

/** The best rank of any of the entry's keys. */
function bestRank(entry: Entry, query: string, wordStart: string): number {
  let best = rankKey(entry.key, query, wordStart);
  if (entry.aliasKeys !== null) {
    for (const key of entry.aliasKeys) best = Math.min(best, rankKey(key, query, wordStart));
  }
  return best;
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
