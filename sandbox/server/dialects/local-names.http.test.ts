/** `local-names` over real HTTP: listings and free vehicles write their cities as their own people do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { loadPlaces } from '../../places';
import { okBody } from '../../testing/dialects';
import { localName, rowSeed, withoutDiacritics } from './local-names';

let sandbox: RunningSandbox;
let standard: RunningSandbox;

beforeAll(async () => {
  [sandbox, standard] = await Promise.all([
    startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['local-names'] }),
    startSandbox({ port: 0, rateLimitPerMinute: 0 }),
  ]);
});

afterAll(async () => {
  await Promise.all([sandbox?.close(), standard?.close()]);
});

type Row = {
  ref?: string;
  id?: string;
  fromCity: string | null;
  fromCountry: string;
  toCity: string | null;
  toCountry: string;
};

describe('localName', () => {
  it.each([
    ['DE', 'Munich', 0, 'München'],
    ['DE', 'Munich', 1, 'Munchen'],
    ['AT', 'Vienna', 0, 'Wien'],
    ['CZ', 'Prague', 0, 'Praha'],
    ['PL', 'Warsaw', 1, 'Warszawa'],
    ['IT', 'Milan', 0, 'Milano'],
    ['BE', 'Brussels', 1, 'Bruxelles'],
    ['RO', 'București', 0, 'București'],
    ['RO', 'București', 1, 'Bucuresti'],
    ['DE', 'Nowhere-am-See', 1, 'Nowhere-am-See'],
  ])('writes %s %s (row seed %d) as %s', (country, city, seed, expected) => {
    expect(localName(country, city, seed)).toBe(expected);
  });

  it('drops diacritics but keeps case and the letters NFD does not split', () => {
    expect(withoutDiacritics('Łódź Straße Brașov')).toBe('Lodz Strasse Brasov');
  });
});

/** Each row's cities as the dialect's rule writes the standard sandbox's row. */
function expectRule(local: readonly Row[], plain: readonly Row[]): void {
  expect(local.map((r) => r.ref ?? r.id)).toEqual(plain.map((r) => r.ref ?? r.id));
  local.forEach((row, i) => {
    const before = plain[i]!;
    const seed = rowSeed(row.ref ?? row.id ?? '');
    const expected = (country: string, city: string | null) =>
      city === null ? null : localName(country, city, seed);
    expect([row.fromCountry, row.toCountry]).toEqual([before.fromCountry, before.toCountry]);
    expect(row.fromCity).toBe(expected(before.fromCountry, before.fromCity));
    expect(row.toCity).toBe(expected(before.toCountry, before.toCity));
    // Still a place of its country, by one of its names.
    if (row.fromCity !== null)
      expect(loadPlaces().find(row.fromCountry, row.fromCity)?.city).toBe(before.fromCity);
  });
}

describe('local-names', () => {
  it.each([
    '/v1/listings?fromCountry=DE&limit=20',
    '/v1/listings?fromCountry=RO&limit=20',
    '/v1/vehicles?limit=20',
  ])('writes the cities of %s by the rule, some as endonyms', async (path) => {
    const [local, plain] = await Promise.all([okBody(sandbox, path), okBody(standard, path)]);
    expectRule(local.data as Row[], plain.data as Row[]);
    const changed = (local.data as Row[]).filter((r, i) => r.fromCity !== (plain.data as Row[])[i]!.fromCity);
    expect(changed.length).toBeGreaterThan(0);
  });

  it('writes a listing and a vehicle alone as in their page', async () => {
    const page = (await okBody(sandbox, '/v1/listings?fromCountry=DE&limit=20')).data as Row[];
    const alone = (await okBody(sandbox, `/v1/listings/${page[0]!.ref}`)).data as Row;
    expect([alone.fromCity, alone.toCity]).toEqual([page[0]!.fromCity, page[0]!.toCity]);
    const vehicles = (await okBody(sandbox, '/v1/vehicles?limit=20')).data as Row[];
    const one = (await okBody(sandbox, `/v1/vehicles/${vehicles[0]!.id}`)).data as Row;
    expect([one.fromCity, one.toCity]).toEqual([vehicles[0]!.fromCity, vehicles[0]!.toCity]);
  });
});
