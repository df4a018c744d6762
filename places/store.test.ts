import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { everyName } from './names';
import { openPlaceStore, storeMeta, STORE_VERSION, writePlaceStore } from './store';
import { ensurePlaceStore, placeStorePath, storeSource } from './store-file';
import type { PlaceRecord } from './types';

const folder = mkdtempSync(join(tmpdir(), 'places-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const place = (
  id: number,
  city: string,
  population: number,
  extra: Partial<PlaceRecord> = {},
): PlaceRecord => ({
  id,
  city,
  country: 'PL',
  county: 'Masovia',
  slug: `${city.toLowerCase().replaceAll(' ', '-')}-pl`,
  lat: 52,
  lon: 21,
  population,
  aliases: [],
  names: {},
  isCapital: false,
  market: true,
  ...extra,
});

describe('the store file', () => {
  it('answers a whole name before a prefix, a capital first, a word prefix, then a substring', () => {
    const path = join(folder, 'small.sqlite');
    writePlaceStore(
      path,
      [
        place(1, 'Warsaw', 1_700_000, { isCapital: true, names: { ro: 'Varșovia', pl: 'Warszawa' } }),
        place(2, 'Praga Południe', 180_000),
        place(3, 'Praga', 100, { country: 'CZ', names: {} }),
        place(4, 'Nowa Praga', 50),
        place(5, 'Sopragao', 10),
        place(6, 'Pradera Prados', 5),
      ],
      everyName,
      'test',
    );
    const store = openPlaceStore(path);
    expect(store.search('praga').map((p) => p.id)).toEqual([3, 2, 4, 5]);
    expect(store.search('varsovia').map((p) => p.id)).toEqual([1]);
    expect(store.search('pr', 1).map((p) => p.id)).toEqual([2]);
    // once each, at its best rank: Pradera Prados starts with "pr" and so does its later word
    expect(store.search('pr').map((p) => p.id)).toEqual([2, 3, 6, 4, 5]);
    expect(store.search('prad').map((p) => p.id)).toEqual([6]);
    expect(store.search('prados').map((p) => p.id)).toEqual([6]);
    // a query with control characters in it: read as spaces, never an error of the trigram phrase
    expect(store.search('\u0000prados\u0007').map((p) => p.id)).toEqual([6]);
    expect(store.search('\u0000\u0000\u0000')).toEqual([]);
    expect(store.find('pl', 'warszawa')).toBe(store.capital('PL'));
    expect(store.all.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(storeMeta(path, 'source')).toBe('test');
    expect(storeMeta(join(folder, 'none.sqlite'), 'source')).toBeUndefined();
  });

  it('refuses a file of another layout', () => {
    const path = join(folder, 'old.sqlite');
    writePlaceStore(path, [], everyName, 'test');
    const db = new DatabaseSync(path);
    db.prepare("UPDATE meta SET v = ? WHERE k = 'version'").run(`${STORE_VERSION}-old`);
    db.close();
    expect(() => openPlaceStore(path)).toThrow(/version/);
  });
});

describe('ensurePlaceStore', () => {
  const one = () => [place(7, 'Warsaw', 1_700_000, { isCapital: true })];
  const never = () => {
    throw new Error('built again');
  };
  it('builds a missing store, keeps one built from the same lists, rebuilds one built from others', () => {
    const path = join(folder, 'ensured.sqlite');
    expect(ensurePlaceStore(path, one)).toBe(path);
    expect(storeMeta(path, 'source')).toBe(storeSource());
    expect(openPlaceStore(path).all.map((p) => p.city)).toEqual(['Warsaw']);
    expect(() => ensurePlaceStore(path, never)).not.toThrow();
    writePlaceStore(join(folder, 'other.sqlite'), [], everyName, 'other lists');
    expect(() => ensurePlaceStore(join(folder, 'other.sqlite'), never)).toThrow('built again');
  });
});

describe('placeStorePath', () => {
  it('is the bundle folder’s file, out of app.asar, in the packaged app', () => {
    expect(placeStorePath('/opt/Dispatch/resources/app.asar/dist/electron/chunks/services-x.mjs', true)).toBe(
      '/opt/Dispatch/resources/app.asar.unpacked/dist/electron/places.sqlite',
    );
    expect(placeStorePath('/repo/dist/electron/main.mjs', true)).toBe('/repo/dist/electron/places.sqlite');
  });
  it('is the folder of any bundle: the one a test builds elsewhere, the sandbox child beside main', () => {
    expect(placeStorePath('/repo/dist/boot-test-x1/chunks/places-y.mjs', true)).toBe(
      '/repo/dist/boot-test-x1/places.sqlite',
    );
    expect(placeStorePath('/repo/dist/boot-test-x1/sandbox-process.mjs', true)).toBe(
      '/repo/dist/boot-test-x1/places.sqlite',
    );
  });
  it('is places/data/places.sqlite in the repository', () => {
    expect(placeStorePath('/repo/places/store-file.ts')).toBe('/repo/places/data/places.sqlite');
    expect(placeStorePath('/repo/dist/electron/x/places/store-file.ts', false)).toBe(
      '/repo/dist/electron/x/places/data/places.sqlite',
    );
  });
});
