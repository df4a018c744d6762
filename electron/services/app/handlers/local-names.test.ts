/**
 * The app against an exchange that writes cities as their own people do (the sandbox's `local-names`
 * dialect): through the app's place handlers, every row of a page of listings and of free vehicles
 * gets its map position and its empty run, and the exchange estimates each row's route under the
 * names it wrote (docs/api.md §Where the real exchange may differ, §Places).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@dispatch/sandbox';
import { okBody } from '@dispatch/sandbox/testing/dialects';
import { call } from '@dispatch/sandbox/testing/http';
import type { ServiceContext } from '../context';
import { placeHandlers } from './places';
import { createGazetteer } from '@dispatch/places/deadhead';

let sandbox: RunningSandbox;
/** The app's client, as far as the look-up uses it: a GET of the sandbox's API. */
const client = {
  get: async (path: string, request: { query: Record<string, string> }) =>
    okBody(sandbox, `/v1${path}?${new URLSearchParams(request.query)}`),
};
const handlers = placeHandlers({
  gazetteer: createGazetteer(),
  client: async () => client,
} as unknown as ServiceContext);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['local-names'] });
});

afterAll(async () => {
  await sandbox?.close();
});

type Row = { fromCity: string | null; fromCountry: string; toCity: string | null; toCountry: string };

const PAGES = [
  ...['DE', 'AT', 'CZ', 'PL', 'IT', 'BE', 'RO'].map((c) => `/v1/listings?fromCountry=${c}&limit=20`),
  '/v1/vehicles?limit=20',
  '/v1/vehicles?fromCountry=DE&limit=20',
];

describe('the app under local-names', () => {
  it.each(PAGES)('places every city of %s, and the empty run reaches every row', async (path) => {
    const rows = (await okBody(sandbox, path)).data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    const named = rows.flatMap((r) => [
      ...(r.fromCity === null ? [] : [{ country: r.fromCountry, city: r.fromCity }]),
      ...(r.toCity === null ? [] : [{ country: r.toCountry, city: r.toCity }]),
    ]);
    const where = await handlers['places.coordinates']({ places: named }, undefined as never);
    expect(named.filter((_, i) => where[i] === null)).toEqual([]);

    const loadingPlaces = rows
      .filter((r) => r.fromCity !== null)
      .map((r) => ({ country: r.fromCountry, city: r.fromCity }));
    const empty = await handlers['places.deadhead'](
      { truckAt: 'cluj-napoca-cluj-ro', loadingPlaces },
      undefined as never,
    );
    expect(empty.truckAt?.city).toBe('Cluj-Napoca');
    expect(loadingPlaces.filter((_, i) => empty.km[i] === null)).toEqual([]);
  });

  // issue 50 §7: a truck outside the sandbox's market, found as a dispatcher types it and as its
  // people write it, reaches every row of a page written by local names
  it.each([
    ['Zurich', 'Zürich', 'CH'],
    ['Ljubljana', 'Ljubljana', 'SI'],
    ['Londra', 'London', 'GB'],
  ])(
    'a truck at %s (outside the market): the look-up finds %s, %s, and the empty run reaches every row',
    async (q, city, country) => {
      const [first] = await handlers['places.search']({ q }, undefined as never);
      expect([first?.city, first?.country]).toEqual([city, country]);
      const rows = (await okBody(sandbox, '/v1/listings?fromCountry=AT&limit=20')).data as Row[];
      const loadingPlaces = rows
        .filter((r) => r.fromCity !== null)
        .map((r) => ({ country: r.fromCountry, city: r.fromCity }));
      expect(loadingPlaces.length).toBeGreaterThan(0);
      const empty = await handlers['places.deadhead'](
        { truckAt: first!.slug, loadingPlaces },
        undefined as never,
      );
      expect(empty.truckAt?.country).toBe(country);
      expect(loadingPlaces.filter((_, i) => empty.km[i] === null)).toEqual([]);
    },
  );

  it('gets an estimate from the exchange for every route of a page, under the names it wrote', async () => {
    const rows = (await okBody(sandbox, '/v1/listings?fromCountry=DE&limit=20')).data as Row[];
    for (const row of rows) {
      const query = new URLSearchParams({
        fromCountry: row.fromCountry,
        from: row.fromCity!,
        toCountry: row.toCountry,
        to: row.toCity!,
      });
      const answer = await call(sandbox, `/v1/cost-estimate?${query}`);
      expect(answer.status, `${row.fromCity} -> ${row.toCity}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });
});
