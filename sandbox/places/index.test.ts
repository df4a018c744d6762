import { describe, expect, it } from 'vitest';
import { loadPlaces as loadAppPlaces } from '@dispatch/places/places';
import { loadMarketPlaces, loadPlaces } from './index';

const places = loadPlaces();

describe("the sandbox's places", () => {
  it('are the app gazetteer’s places, the market the older subset of them', () => {
    expect(places).toBe(loadAppPlaces({ names: 'exchange' }));
    expect(places.inCountry('CH').length).toBeGreaterThan(loadMarketPlaces().inCountry('CH').length);
    expect(
      loadMarketPlaces()
        .inCountry('DE')
        .every((place) => place.market),
    ).toBe(true);
  });

  it('answer to the endonym and the English name, as a European exchange does', () => {
    for (const [query, city] of [
      ['München', 'Munich'],
      ['munchen', 'Munich'],
      ['Munich', 'Munich'],
      ['Wien', 'Vienna'],
      ['Praha', 'Prague'],
      ['Warszawa', 'Warsaw'],
      ['Milano', 'Milan'],
      ['Bruxelles', 'Brussels'],
      ['Brussel', 'Brussels'],
      ['Cologne', 'Köln'],
      ['Bucharest', 'București'],
      // outside the market (issue 50 §6)
      ['Zürich', 'Zürich'],
      ['Zurich', 'Zürich'],
      ['London', 'London'],
      ['Ljubljana', 'Ljubljana'],
      ['Göteborg', 'Göteborg'],
      ['Gothenburg', 'Göteborg'],
    ] as const)
      expect(places.search(query)[0]?.city, query).toBe(city);
    expect(places.find('DE', 'Munchen')?.city).toBe('Munich');
  });

  it('do not answer to a Romanian or other exonym (the app asks again under a name the exchange knows)', () => {
    for (const query of ['Viena', 'Varșovia', 'Budapesta', 'Neapel', 'Cracovia', 'Bukarest'])
      expect(places.search(query), query).toEqual([]);
    expect(places.find('AT', 'Viena')).toBeUndefined();
  });
});
