/**
 * The look-up's ranking through the app's handler over an exchange that answers as the sandbox's does
 * (the endonym and the English name only; docs/api.md §Places, "Any name"): a whole name of a place in
 * any language first, before a place whose name only starts with it; then a capital before other
 * places; then the bigger place ("Praga" is Prague, not Praga Południe, a district of Warsaw).
 */
import { describe, expect, it, vi } from 'vitest';
import { loadPlaces as loadExchangePlaces } from '@dispatch/sandbox';
import type { ApiClient } from '../../api/client';
import { createGazetteer } from '@dispatch/places/deadhead';
import { toPlace } from '@dispatch/places/places';
import type { ServiceContext } from '../context';
import { placeHandlers } from './places';

const exchange = loadExchangePlaces();
const get = vi.fn(async (_path: string, request: { query: { q: string } }) => ({
  data: exchange.search(request.query.q).map(toPlace),
}));
const handlers = placeHandlers({
  client: async () => ({ get }) as unknown as ApiClient,
  gazetteer: createGazetteer(),
} as unknown as ServiceContext);

/** What a dispatcher types -> the first option's city and country (the exchange's spelling). */
const TABLE: readonly (readonly [typed: string, city: string, country: string])[] = [
  // the Romanian name of a capital, which the exchange answers with a district's prefix
  ['Praga', 'Prague', 'CZ'],
  ['praga', 'Prague', 'CZ'],
  ['Praha', 'Prague', 'CZ'],
  ['Prague', 'Prague', 'CZ'],
  // a name the exchange does not know at all
  ['Viena', 'Vienna', 'AT'],
  ['Varșovia', 'Warsaw', 'PL'],
  ['Varsovia', 'Warsaw', 'PL'],
  ['Budapesta', 'Budapest', 'HU'],
  ['Cracovia', 'Kraków', 'PL'],
  ['Florența', 'Florence', 'IT'],
  ['Veneția', 'Venice', 'IT'],
  ['Haga', 'The Hague', 'NL'],
  ['Atena', 'Athens', 'GR'],
  // the exchange's own names, the bigger place first among whole names
  ['Wien', 'Vienna', 'AT'],
  ['Roma', 'Rome', 'IT'],
  ['Milano', 'Milan', 'IT'],
  ['Torino', 'Turin', 'IT'],
  ['München', 'Munich', 'DE'],
  ['Munchen', 'Munich', 'DE'],
  ['Frankfurt', 'Frankfurt am Main', 'DE'],
  ['Köln', 'Köln', 'DE'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Brussel', 'Brussels', 'BE'],
  ['București', 'București', 'RO'],
  ['Bucuresti', 'București', 'RO'],
  ['Bucharest', 'București', 'RO'],
  ['Brașov', 'Brașov', 'RO'],
  ['Brasov', 'Brașov', 'RO'],
  ['Sofia', 'Sofia', 'BG'],
];

describe('the look-up ranks a whole name in any language first, then a capital, then the bigger place', () => {
  it.each(TABLE)('%s -> %s, %s first', async (typed, city, country) => {
    const shown = await handlers['places.search']({ q: typed });
    expect(shown[0], typed).toMatchObject({ city, country });
  });

  it('keeps the districts that start with the name after the capital, and asks the exchange once more only', async () => {
    // a fresh session: the name the exchange answered with before is asked first (`askAgainAs`)
    const fresh = placeHandlers({
      client: async () => ({ get }) as unknown as ApiClient,
      gazetteer: createGazetteer(),
    } as unknown as ServiceContext);
    get.mockClear();
    const shown = await fresh['places.search']({ q: 'Praga' });
    expect(shown.slice(0, 3).map((p) => p.city)).toEqual(['Prague', 'Praga Południe', 'Praga Północ']);
    expect(get.mock.calls.map((c) => c[1].query.q)).toEqual(['Praga', 'Praha']);
  });

  it('asks no more when the answer already holds the place of the whole name', async () => {
    get.mockClear();
    await handlers['places.search']({ q: 'Wien' });
    await handlers['places.search']({ q: 'Frankfurt' });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
