import { describe, expect, it } from 'vitest';
import { everyName } from './names';
import { nameKeys, searchKey } from './normalise';
import { ROMANIAN_SPEAKING } from './regions';
import { loadPlaces } from './places';
import { createPlaceIndex, SEARCH_LIMIT } from './search';
import type { PlaceRecord } from './types';

const records = loadPlaces().all;
// the app's index: every name a place goes by (own, endonym, English, Romanian, ...)
const index = createPlaceIndex(records, everyName);
const keysOf = records.map((record) =>
  everyName(record).flatMap((name) => nameKeys(name, ROMANIAN_SPEAKING.has(record.country))),
);

/**
 * The ranking rule written as a scan of every place (docs/api.md §Places): exact name (a capital
 * first), name prefix, prefix of any word, substring; ties in record order; at most `limit` (10 by default). The index must
 * answer the same.
 */
function scan(q: string, limit = SEARCH_LIMIT): PlaceRecord[] {
  const query = searchKey(q);
  if (query === '') return [];
  const rank = (key: string) =>
    key === query
      ? 0
      : key.startsWith(query)
        ? 1
        : key.includes(` ${query}`)
          ? 2
          : key.includes(query)
            ? 3
            : 4;
  const buckets: PlaceRecord[][] = [[], [], [], [], []];
  records.forEach((record, i) => {
    buckets[Math.min(...keysOf[i]!.map(rank))]!.push(record);
  });
  // a capital first among the places of a whole name
  const exact = [...buckets[0]!.filter((r) => r.isCapital), ...buckets[0]!.filter((r) => !r.isCapital)];
  return [exact, ...buckets.slice(1, 4)].flat().slice(0, limit);
}

/** Queries of every shape: prefixes, word starts, inner pieces, across a space, long, absent. */
function queries(): string[] {
  const out = new Set<string>(['a', 'ar', 'bucharest', 'buch', 'Bucur', 'cluj-nap', 'j nap', 'qqxz', 'zzz']);
  records.forEach((record, i) => {
    if (i % 11 !== 0) return;
    const key = searchKey(record.city);
    for (let n = 1; n <= Math.min(6, key.length); n++) out.add(key.slice(0, n));
    const space = key.indexOf(' ');
    if (space > 0) {
      out.add(key.slice(space + 1, space + 4));
      out.add(key.slice(space - 2, space + 3));
    }
    if (key.length > 5) out.add(key.slice(2, 5)).add(key.slice(1, key.length - 1));
    out.add(key);
  });
  return [...out];
}

describe('the place index', () => {
  it('answers exactly what a scan of every place answers', () => {
    const all = queries();
    expect(all.length).toBeGreaterThan(2_000);
    const differing = all.filter((q) => {
      const got = index.search(q).map((p) => p.slug);
      const want = scan(q).map((p) => p.slug);
      return got.join() !== want.join();
    });
    expect(differing).toEqual([]);
  });

  it('answers a scan of every place under a larger limit too (the places-unranked dialect asks for 25)', () => {
    const some = queries().filter((_, i) => i % 7 === 0);
    const differing = some.filter((q) => {
      const got = index.search(q, 25).map((p) => p.slug);
      const want = scan(q, 25).map((p) => p.slug);
      return got.join() !== want.join();
    });
    expect(differing).toEqual([]);
    expect(index.search('ba', 25)).toHaveLength(25);
    expect(index.search('ba')).toHaveLength(SEARCH_LIMIT);
  });
});

describe('the store (store.ts), as the app opens it', () => {
  const store = loadPlaces();
  it('answers what a scan of every place answers, under the limits of 10 and 25', () => {
    // a sample: the scan is what costs (each query tests every place's keys)
    const some = queries().filter((_, i) => i % 25 === 0);
    const differing = some.filter((q) =>
      [SEARCH_LIMIT, 25].some(
        (limit) =>
          store
            .search(q, limit)
            .map((p) => p.slug)
            .join() !==
          scan(q, limit)
            .map((p) => p.slug)
            .join(),
      ),
    );
    expect(differing).toEqual([]);
  });
  it('finds as the index finds: every namesake, the capital, a country', () => {
    for (const [country, name] of [
      ['RO', 'Călinești'],
      ['PL', 'praga'],
      ['DE', 'Frankfurt'],
      ['RO', 'Bucuresti'],
    ] as const) {
      expect(store.findAll(country, name).map((p) => p.slug)).toEqual(
        index.findAll(country, name).map((p) => p.slug),
      );
    }
    expect(store.capital('cz')?.city).toBe('Prague');
    expect(store.inCountry('at').map((p) => p.slug)).toEqual(index.inCountry('AT').map((p) => p.slug));
    expect(store.find('RO', 'Călinești')).toBe(store.findAll('RO', 'calinesti')[0]);
  });
});

describe('findAll', () => {
  it("gives every place a name may mean, most populous first, the first being find's", () => {
    const named = index.findAll('RO', 'Călinești');
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.map((place) => place.county)).toEqual(expect.arrayContaining(['Argeș', 'Suceava']));
    expect(named[0]).toBe(index.find('RO', 'calinesti'));
    const populations = named.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });
  it('gives the one place of a slug, and none for a name the country does not have', () => {
    const suceava = index.findAll('RO', 'Călinești').find((place) => place.county === 'Suceava')!;
    expect(index.findAll('RO', suceava.slug)).toEqual([suceava]);
    expect(index.findAll('RO', 'Atlantis')).toEqual([]);
    expect(index.findAll('DE', 'Călinești')).toEqual([]);
  });
  it('agrees with find on every place name: the first of findAll is find', () => {
    const differing = records.filter(
      (place) => index.findAll(place.country, place.city)[0] !== index.find(place.country, place.city),
    );
    expect(differing).toEqual([]);
  });
});
