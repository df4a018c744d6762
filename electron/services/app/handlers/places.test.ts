import { describe, expect, it, vi } from 'vitest';
import { loadPlaces as loadExchangePlaces } from '@dispatch/sandbox';
import type { ApiClient } from '../../api/client';
import { createGazetteer } from '@dispatch/places/deadhead';
import { toPlace } from '@dispatch/places/places';
import type { ServiceContext } from '../context';
import { placeHandlers } from './places';

/** The app's gazetteer, shared by the tests (each handler group remembers the exchange's names in its own). */
const gazetteer = () => createGazetteer();

/**
 * An exchange whose look-up answers as the sandbox's does (the endonym and the English name, not a
 * Romanian exonym), counting its reads.
 */
function sandboxLike() {
  const places = loadExchangePlaces();
  const get = vi.fn(async (_path: string, request: { query: { q: string } }) => ({
    data: places.search(request.query.q).map(toPlace),
  }));
  return { get, client: async () => ({ get }) as unknown as ApiClient };
}

/** The exchange's answer to `q=brasov` in an order of its own: 25 places, the best match sixth. */
const ANSWER = [
  'Brăila',
  'Râșnov',
  'Săcele',
  'Codlea',
  'Ghimbav',
  'Brașov',
  'Predeal',
  'Zărnești',
  'Făgăraș',
  'Rupea',
  'Victoria',
  'Brașov-Nord',
  'Prejmer',
  'Hărman',
  'Bod',
  'Sânpetru',
  'Feldioara',
  'Vulcan',
  'Cristian',
  'Teliu',
  'Budila',
  'Zizin',
  'Tărlungeni',
  'Drumul Brașovului',
  'Apața',
].map((city) => ({ city, county: 'Brașov', country: 'RO', slug: `${city.toLowerCase()}-bv-ro` }));

describe('places.search', () => {
  it('ranks what the exchange answered (exact, prefix, word), at most 10, whatever its order', async () => {
    const client = { get: async () => ({ data: ANSWER }) } as unknown as ApiClient;
    const handlers = placeHandlers({
      client: async () => client,
      gazetteer: gazetteer(),
    } as unknown as ServiceContext);
    const shown = await handlers['places.search']({ q: 'brasov' });
    expect(shown.map((p) => p.city).slice(0, 3)).toEqual(['Brașov', 'Brașov-Nord', 'Drumul Brașovului']);
    expect(shown).toHaveLength(10);
  });

  it('ranks by every name a place goes by, the bigger place first: Wien is Vienna, Frankfurt am Main', async () => {
    const { client } = sandboxLike();
    const handlers = placeHandlers({ client, gazetteer: gazetteer() } as unknown as ServiceContext);
    const wien = await handlers['places.search']({ q: 'Wien' });
    expect(wien.map((p) => p.city).slice(0, 2)).toEqual(['Vienna', 'Wiener Neustadt']);
    const frankfurt = await handlers['places.search']({ q: 'Frankfurt' });
    expect(frankfurt.map((p) => p.city).slice(0, 2)).toEqual(['Frankfurt am Main', 'Frankfurt']);
  });

  it('asks once more under a name the exchange knows when it answered nothing', async () => {
    const { get, client } = sandboxLike();
    const handlers = placeHandlers({ client, gazetteer: gazetteer() } as unknown as ServiceContext);
    for (const [typed, city, askedAgain] of [
      ['Viena', 'Vienna', 'Wien'],
      ['Varșovia', 'Warsaw', 'Warszawa'],
      ['Budapesta', 'Budapest', 'Budapest'],
      ['Cracovia', 'Kraków', 'Kraków'],
    ] as const) {
      get.mockClear();
      const shown = await handlers['places.search']({ q: typed });
      expect(shown[0]?.city, typed).toBe(city);
      expect(get.mock.calls.map((c) => c[1].query.q)).toEqual([typed, askedAgain]);
    }
  });

  it('asks again under the name the exchange answered with before', async () => {
    const { get, client } = sandboxLike();
    const handlers = placeHandlers({ client, gazetteer: gazetteer() } as unknown as ServiceContext);
    await handlers['places.search']({ q: 'Vienna' });
    get.mockClear();
    expect((await handlers['places.search']({ q: 'Viena' }))[0]?.city).toBe('Vienna');
    expect(get.mock.calls.map((c) => c[1].query.q)).toEqual(['Viena', 'Vienna']);
  });

  it('makes no extra request for an answer, nor for a name the gazetteer does not know', async () => {
    const { get, client } = sandboxLike();
    const handlers = placeHandlers({ client, gazetteer: gazetteer() } as unknown as ServiceContext);
    expect((await handlers['places.search']({ q: 'München' }))[0]?.city).toBe('Munich');
    expect(get).toHaveBeenCalledTimes(1);
    get.mockClear();
    expect(await handlers['places.search']({ q: 'Atlantis' })).toEqual([]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('places.coordinates', () => {
  it('answers from the gazetteer only, never asking the exchange', async () => {
    const client = vi.fn();
    const coordinates = vi.fn(() => [{ lat: 45.65, lon: 25.6 }, null]);
    const handlers = placeHandlers({
      client,
      gazetteer: { coordinates },
    } as unknown as ServiceContext);
    const places = [
      { country: 'RO', city: 'Brașov' },
      { country: 'RO', city: 'Atlantis' },
    ];
    expect(await handlers['places.coordinates']({ places })).toEqual([{ lat: 45.65, lon: 25.6 }, null]);
    expect(coordinates).toHaveBeenCalledWith({ places });
    expect(client).not.toHaveBeenCalled();
  });
});

describe('places.names', () => {
  const handlers = placeHandlers({ client: vi.fn(), gazetteer: gazetteer() } as unknown as ServiceContext);
  /** The name each place goes by in `language`, as the exchange may write it ("Munchen, DE"). */
  const shown = async (language: 'en' | 'ro', places: [string | null, string][]) =>
    handlers['places.names']({
      language,
      places: places.map(([city, country]) => ({ city, country })),
    });

  it.each([
    // [as the exchange writes it, country, Romanian, English]
    ['Munchen', 'DE', 'München', 'Munich'],
    ['München', 'DE', 'München', 'Munich'],
    ['Munich', 'DE', 'München', 'Munich'],
    ['Wien', 'AT', 'Viena', 'Vienna'],
    ['WIEN', 'AT', 'Viena', 'Vienna'],
    ['Praha', 'CZ', 'Praga', 'Prague'],
    ['Warszawa', 'PL', 'Varșovia', 'Warsaw'],
    ['Milano', 'IT', 'Milano', 'Milan'],
    ['Bucuresti', 'RO', 'București', 'Bucharest'],
    ['Koln', 'DE', 'Köln', 'Cologne'],
    ['Brasov', 'RO', 'Brașov', 'Brașov'],
    ['Iasi', 'RO', 'Iași', 'Iași'],
    ['Chisinau', 'MD', 'Chișinău', 'Chișinău'],
    ['Varsovia', 'PL', 'Varșovia', 'Warsaw'],
    ['Torino', 'IT', 'Torino', 'Turin'],
    ['Roma', 'IT', 'Roma', 'Rome'],
    ['Napoli', 'IT', 'Napoli', 'Naples'],
    ['Bruxelles', 'BE', 'Bruxelles', 'Brussels'],
    ['Budapesta', 'HU', 'Budapesta', 'Budapest'],
    ['Nurnberg', 'DE', 'Nürnberg', 'Nuremberg'],
    ['Frankfurt am Main', 'DE', 'Frankfurt am Main', 'Frankfurt am Main'],
  ])('"%s, %s" is %s in Romanian and %s in English', async (city, country, ro, en) => {
    expect(await shown('ro', [[city, country]])).toEqual([ro]);
    expect(await shown('en', [[city, country]])).toEqual([en]);
  });

  it('gives no name for a place it does not know, a country only, or a name two places bear otherwise', async () => {
    expect(
      await shown('ro', [
        ['Atlantis', 'RO'],
        [null, 'DE'],
        ['Frankfurt', 'DE'],
      ]),
    ).toEqual([null, null, null]);
  });
});

describe('places.routeSlugs', () => {
  /** The exchange's look-up answer for `q` (every place of that name it knows, in its own order). */
  const exchange = (
    answer: Record<string, { city: string; county: string; country: string; slug: string }[]>,
  ) => {
    const get = vi.fn(async (_path: string, request: { query: { q: string } }) => ({
      data: answer[request.query.q] ?? [],
    }));
    return { get, client: async () => ({ get }) as unknown as ApiClient };
  };
  const calinesti = (county: string) => ({
    city: 'Călinești',
    county,
    country: 'RO',
    slug: `x-${county.toLowerCase()}`,
  });

  it("gives the exchange's slug of the place the gazetteer put on the route, for a shared name only", async () => {
    const { get, client } = exchange({ Călinești: [calinesti('Argeș'), calinesti('Suceava')] });
    const onRoute = vi.fn(() => [
      { city: 'Călinești', county: 'Suceava', country: 'RO', namesakes: 5 },
      { city: 'Ipotești', county: 'Suceava', country: 'RO', namesakes: 1 },
    ]);
    const handlers = placeHandlers({ client, gazetteer: { onRoute } } as unknown as ServiceContext);
    const input = {
      from: { country: 'RO', city: 'Călinești' },
      to: { country: 'RO', city: 'Ipotești' },
      km: 94,
    };
    expect(await handlers['places.routeSlugs'](input)).toEqual({ from: 'x-suceava', to: null });
    // each end is read with the other end and the km, as the map reads it
    expect(onRoute).toHaveBeenCalledWith({
      places: [
        { country: 'RO', city: 'Călinești', routeTo: { country: 'RO', city: 'Ipotești', km: 94 } },
        { country: 'RO', city: 'Ipotești', routeTo: { country: 'RO', city: 'Călinești', km: 94 } },
      ],
    });
    // one read, for the shared name only
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[1]).toEqual({ query: { q: 'Călinești' } });
  });

  it('asks the exchange nothing for names of their own, and gives null where it lists no such place', async () => {
    const { get, client } = exchange({ Călinești: [calinesti('Argeș')] });
    const onRoute = vi.fn(() => [
      null,
      { city: 'Călinești', county: 'Suceava', country: 'RO', namesakes: 5 },
    ]);
    const handlers = placeHandlers({ client, gazetteer: { onRoute } } as unknown as ServiceContext);
    const input = { from: { country: 'RO', city: null }, to: { country: 'RO', city: 'Călinești' }, km: 300 };
    expect(await handlers['places.routeSlugs'](input)).toEqual({ from: null, to: null });
    expect(get).toHaveBeenCalledTimes(1);

    const unique = vi.fn(() => [
      { city: 'Sibiu', county: 'Sibiu', country: 'RO', namesakes: 1 },
      { city: 'Berlin', county: 'Berlin', country: 'DE', namesakes: 1 },
    ]);
    const quiet = exchange({});
    const none = placeHandlers({
      client: quiet.client,
      gazetteer: { onRoute: unique },
    } as unknown as ServiceContext);
    expect(
      await none['places.routeSlugs']({
        from: { country: 'RO', city: 'Sibiu' },
        to: { country: 'DE', city: 'Berlin' },
        km: 1_700,
      }),
    ).toEqual({ from: null, to: null });
    expect(quiet.get).not.toHaveBeenCalled();
  });
});
