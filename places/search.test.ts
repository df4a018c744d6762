import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { everyName, exchangeNames } from './names';
import { searchKey } from './normalise';
import { loadPlaces } from './places';
import { searchKeysOf, SEARCH_LIMIT } from './search';
import { openPlaceStore, writePlaceStore, type StoreView } from './store';
import type { PlaceRecord } from './types';

// the app's store: every place, every name it goes by (own, endonym, English, Romanian, ...)
const store = loadPlaces();
// a store of every 32nd place (about 1,960, in tie order, some of them the market's): a scan of every
// place is what the comparison costs
const folder = mkdtempSync(join(tmpdir(), 'places-search-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const records = store.all.filter((_, i) => i % 32 === 0);
const path = join(folder, 'sample.sqlite');
writePlaceStore(path, records, everyName, 'test', exchangeNames);

/**
 * The ranking rule written as a scan of every place of `view` (docs/api.md §Places): exact name (a
 * capital first), name prefix, prefix of any word, substring; ties in record order; at most `limit`
 * (10 by default). The store must answer the same.
 */
function scanner(view: StoreView): (q: string, limit?: number) => PlaceRecord[] {
  const kept = records.filter((record) => !view.market || record.market);
  const namesOf = view.names === 'exchange' ? exchangeNames : everyName;
  const keysOf = kept.map((record) => searchKeysOf(record, namesOf));
  return (q, limit = SEARCH_LIMIT) => {
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
    kept.forEach((record, i) => {
      buckets[Math.min(...keysOf[i]!.map(rank))]!.push(record);
    });
    // a capital first among the places of a whole name
    const exact = [...buckets[0]!.filter((r) => r.isCapital), ...buckets[0]!.filter((r) => !r.isCapital)];
    return [exact, ...buckets.slice(1, 4)].flat().slice(0, limit);
  };
}

/** Queries of every shape: prefixes, word starts, inner pieces, across a space, long, absent. */
function queries(): string[] {
  const out = new Set<string>(['a', 'ar', 'bucharest', 'buch', 'Bucur', 'cluj-nap', 'j nap', 'qqxz', 'zzz']);
  records.forEach((record, i) => {
    if (i % 20 !== 0) return;
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

describe('the store (store.ts), the one look-up path', () => {
  for (const view of [{}, { names: 'exchange' }, { names: 'exchange', market: true }] as StoreView[]) {
    it(`answers what a scan of every place answers, under the limits of 10 and 25: ${JSON.stringify(view)}`, () => {
      const index = openPlaceStore(path, view);
      const scan = scanner(view);
      const all = queries();
      expect(all.length).toBeGreaterThan(500);
      const differing = all.filter((q) => {
        // the scan's first 10 are the first 10 of its 25
        const want = scan(q, 25).map((p) => p.slug);
        return [SEARCH_LIMIT, 25].some(
          (limit) =>
            index
              .search(q, limit)
              .map((p) => p.slug)
              .join() !== want.slice(0, limit).join(),
        );
      });
      expect(differing).toEqual([]);
    });
  }

  it('keeps to the market places in the market view, every place otherwise', () => {
    const market = openPlaceStore(path, { names: 'exchange', market: true });
    const every = openPlaceStore(path);
    expect(market.all.map((p) => p.slug)).toEqual(records.filter((r) => r.market).map((r) => r.slug));
    expect(every.all.map((p) => p.slug)).toEqual(records.map((r) => r.slug));
    expect(records.some((r) => !r.market)).toBe(true);
    const outside = records.find((r) => !r.market && r.country === 'DE')!;
    expect(market.inCountry('DE')).not.toContain(expect.objectContaining({ slug: outside.slug }));
    expect(every.inCountry('DE').map((p) => p.slug)).toContain(outside.slug);
    expect(market.find('DE', outside.slug)).toBeUndefined();
    expect(every.find('DE', outside.slug)?.slug).toBe(outside.slug);
  });

  it('answers the exchange view by the exchange names only (no Romanian exonym)', () => {
    const exchange = loadPlaces({ names: 'exchange' });
    expect(store.search('Viena')[0]?.city).toBe('Vienna');
    expect(exchange.search('Viena').map((p) => p.city)).not.toContain('Vienna');
    expect(exchange.search('Wien')[0]?.city).toBe('Vienna');
    expect(store.search('ba', 25)).toHaveLength(25);
    expect(store.search('ba')).toHaveLength(SEARCH_LIMIT);
    expect(store.search('Praga')[0]?.city).toBe('Prague');
  });
});

describe('findAll', () => {
  it("gives every place a name may mean, most populous first, the first being find's", () => {
    const named = store.findAll('RO', 'Călinești');
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.map((place) => place.county)).toEqual(expect.arrayContaining(['Argeș', 'Suceava']));
    expect(named[0]).toBe(store.find('RO', 'calinesti'));
    const populations = named.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });
  it('gives the one place of a slug, and none for a name the country does not have', () => {
    const suceava = store.findAll('RO', 'Călinești').find((place) => place.county === 'Suceava')!;
    expect(store.findAll('RO', suceava.slug)).toEqual([suceava]);
    expect(store.findAll('RO', 'Atlantis')).toEqual([]);
    expect(store.findAll('DE', 'Călinești')).toEqual([]);
  });
  it('agrees with find on every place name: the first of findAll is find', () => {
    const differing = records.filter(
      (place) => store.findAll(place.country, place.city)[0] !== store.find(place.country, place.city),
    );
    expect(differing).toEqual([]);
  });
});
