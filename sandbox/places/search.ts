/**
 * The place index: search ranking and lookups over records built once (DECISIONS "Places").
 * Keys are normalised at build time, so a search is one pass of string tests over the records.
 */
import { searchKey } from './normalise';
import type { PlaceIndex, PlaceRecord } from './types';

/** Most results a search returns (DECISIONS "Places"). */
export const SEARCH_LIMIT = 10;

/** Rank buckets, best first: exact name, name prefix, prefix of any word, substring. */
const RANKS = 4;
const NO_MATCH = RANKS;

interface Entry {
  record: PlaceRecord;
  /** Search key of the name. */
  key: string;
  /** Search keys of the aliases; null when none (most places). */
  aliasKeys: string[] | null;
}

/**
 * Builds the index. `records` must already be in tie order: population desc, then name (as
 * `buildPlaceRecords` returns them); the search keeps that order inside each rank.
 */
export function createPlaceIndex(records: readonly PlaceRecord[]): PlaceIndex {
  const entries: Entry[] = records.map((record) => ({
    record,
    key: searchKey(record.city),
    aliasKeys: record.aliases.length > 0 ? record.aliases.map(searchKey) : null,
  }));
  const byCountry = new Map<string, PlaceRecord[]>();
  const bySlug = new Map<string, PlaceRecord>();
  const byName = new Map<string, PlaceRecord>(); // `${country}|${key}` -> most populous
  const capitals = new Map<string, PlaceRecord>();
  for (const { record, key: nameKey, aliasKeys } of entries) {
    let list = byCountry.get(record.country);
    if (!list) byCountry.set(record.country, (list = []));
    list.push(record);
    bySlug.set(record.slug, record);
    for (const key of [nameKey, ...(aliasKeys ?? [])]) {
      const countryKey = `${record.country}|${key}`;
      if (!byName.has(countryKey)) byName.set(countryKey, record);
    }
    if (record.isCapital && !capitals.has(record.country)) capitals.set(record.country, record);
  }

  return {
    all: records,
    search(q) {
      const query = searchKey(q);
      if (query === '') return [];
      const wordStart = ` ${query}`;
      const buckets: PlaceRecord[][] = Array.from({ length: RANKS }, () => []);
      for (const entry of entries) {
        let best = rankKey(entry.key, query, wordStart);
        if (entry.aliasKeys !== null) {
          for (const key of entry.aliasKeys) best = Math.min(best, rankKey(key, query, wordStart));
        }
        const bucket = buckets[best];
        if (bucket && bucket.length < SEARCH_LIMIT) bucket.push(entry.record);
      }
      return buckets.flat().slice(0, SEARCH_LIMIT);
    },
    find(country, nameOrSlug) {
      const code = country.toUpperCase();
      const bySlugHit = bySlug.get(nameOrSlug.trim().toLowerCase());
      if (bySlugHit && bySlugHit.country === code) return bySlugHit;
      return byName.get(`${code}|${searchKey(nameOrSlug)}`);
    },
    capital(country) {
      return capitals.get(country.toUpperCase());
    },
    inCountry(country) {
      return byCountry.get(country.toUpperCase()) ?? [];
    },
  };
}

function rankKey(key: string, query: string, wordStart: string): number {
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  if (key.includes(wordStart)) return 2;
  if (key.includes(query)) return 3;
  return NO_MATCH;
}
