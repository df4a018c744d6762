/**
 * The gazetteer's look-up answers to every name a place goes by (docs/api.md §Places): the endonym,
 * the English name, the Romanian name, each folded as typed (no diacritics, no case, ß as ss); ranked
 * exact name first, then prefix, then the bigger place among those of the same name.
 */
import { describe, expect, it } from 'vitest';
import { loadPlaces } from './places';

const places = loadPlaces();

/** What a dispatcher types -> the first answer's city and country. */
const TABLE: readonly (readonly [query: string, city: string, country: string])[] = [
  ['München', 'Munich', 'DE'],
  ['munchen', 'Munich', 'DE'],
  ['Munich', 'Munich', 'DE'],
  ['MÜNCHEN', 'Munich', 'DE'],
  ['Wien', 'Vienna', 'AT'],
  ['wien', 'Vienna', 'AT'],
  ['Vienna', 'Vienna', 'AT'],
  ['Viena', 'Vienna', 'AT'],
  ['Praha', 'Prague', 'CZ'],
  ['Prague', 'Prague', 'CZ'],
  ['Praga', 'Prague', 'CZ'],
  ['Warszawa', 'Warsaw', 'PL'],
  ['Warsaw', 'Warsaw', 'PL'],
  ['Varșovia', 'Warsaw', 'PL'],
  ['varsovia', 'Warsaw', 'PL'],
  ['Milano', 'Milan', 'IT'],
  ['Milan', 'Milan', 'IT'],
  ['Torino', 'Turin', 'IT'],
  ['Turin', 'Turin', 'IT'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Brussel', 'Brussels', 'BE'],
  ['Brussels', 'Brussels', 'BE'],
  ['Budapest', 'Budapest', 'HU'],
  ['Budapesta', 'Budapest', 'HU'],
  ['Roma', 'Rome', 'IT'],
  ['Rome', 'Rome', 'IT'],
  ['Napoli', 'Naples', 'IT'],
  ['Naples', 'Naples', 'IT'],
  ['Köln', 'Köln', 'DE'],
  ['Koln', 'Köln', 'DE'],
  ['Cologne', 'Köln', 'DE'],
  ['Frankfurt', 'Frankfurt am Main', 'DE'],
  ['frankfurt am main', 'Frankfurt am Main', 'DE'],
  ['București', 'București', 'RO'],
  ['Bucuresti', 'București', 'RO'],
  ['Bucharest', 'București', 'RO'],
  ['Kraków', 'Kraków', 'PL'],
  ['Krakow', 'Kraków', 'PL'],
  ['Cracovia', 'Kraków', 'PL'],
  ['Nürnberg', 'Nürnberg', 'DE'],
  ['nurnberg', 'Nürnberg', 'DE'],
  ['Nuremberg', 'Nürnberg', 'DE'],
  ['Firenze', 'Florence', 'IT'],
  ['Florence', 'Florence', 'IT'],
  ['Florența', 'Florence', 'IT'],
  ['florenta', 'Florence', 'IT'],
  ['Venezia', 'Venice', 'IT'],
  ['Venice', 'Venice', 'IT'],
  ['Veneția', 'Venice', 'IT'],
  ['Sevilla', 'Sevilla', 'ES'],
  ['Seville', 'Sevilla', 'ES'],
  ['Sevilia', 'Sevilla', 'ES'],
  ['Den Haag', 'The Hague', 'NL'],
  ['The Hague', 'The Hague', 'NL'],
  ['Haga', 'The Hague', 'NL'],
  ['Athens', 'Athens', 'GR'],
  ['Atena', 'Athens', 'GR'],
  ['Thessaloniki', 'Thessaloníki', 'GR'],
  ['Salonic', 'Thessaloníki', 'GR'],
  ['Antwerpen', 'Antwerpen', 'BE'],
  ['Antwerp', 'Antwerpen', 'BE'],
  ['Anvers', 'Antwerpen', 'BE'],
  ['Marseille', 'Marseille', 'FR'],
  ['Marsilia', 'Marseille', 'FR'],
  ['Gießen', 'Gießen', 'DE'],
  ['giessen', 'Gießen', 'DE'],
];

describe('the look-up by any name', () => {
  it('holds at least 60 names of at least 20 cities', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TABLE.map(([, city, country]) => `${city}|${country}`)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(TABLE)('%s -> %s, %s first', (query, city, country) => {
    expect(places.search(query)[0]).toMatchObject({ city, country });
  });

  it('puts the bigger place of a name before the smaller, and the exact name before a prefix', () => {
    expect(places.search('Frankfurt').map((p) => p.city)).toEqual(['Frankfurt am Main', 'Frankfurt']);
    expect(
      places
        .search('Wien')
        .map((p) => p.city)
        .slice(0, 2),
    ).toEqual(['Vienna', 'Wiener Neustadt']);
  });

  it('finds a place of a listing by any of its names within its country', () => {
    for (const name of ['Munchen', 'München', 'Munich'])
      expect(places.find('DE', name)?.city, name).toBe('Munich');
    // a name in a language neither the dispatcher's nor the place's is not one of its names: Tulca
    // (Bihor) stays itself, not Tulcea, whose Turkish name it is
    expect(places.find('DE', 'Monaco di Baviera')).toBeUndefined();
    expect(places.find('RO', 'Tulca')?.county).toBe('Bihor');
    expect(places.find('RO', 'Bucuresti')?.city).toBe('București');
    expect(places.find('AT', 'Viena')?.city).toBe('Vienna');
    expect(places.find('DE', 'Wien')).toBeUndefined();
  });
});
