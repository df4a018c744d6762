/**
 * A place's name in the UI language (names.ts `nameIn`, docs/api.md §Places, "A place in the UI's
 * language"): in a country of several languages, the name of the place's own language region, and a
 * Romanian name only where Romanian has one (issue 53 §2).
 */
import { describe, expect, it } from 'vitest';
import { localLanguages, nameIn } from './names';
import { loadPlaces } from './places';

const places = loadPlaces();

/** The place as the exchange writes it (city, country) -> its name in Romanian and in English. */
const TABLE: readonly (readonly [city: string, country: string, ro: string, en: string])[] = [
  // Wallonia: French, never the Dutch name
  ['Namur', 'BE', 'Namur', 'Namur'],
  ['Mons', 'BE', 'Mons', 'Mons'],
  ['Liège', 'BE', 'Liège', 'Liège'],
  ['Tournai', 'BE', 'Tournai', 'Tournai'],
  // Flanders: Dutch, never the French name
  ['Mechelen', 'BE', 'Mechelen', 'Mechelen'],
  ['Kortrijk', 'BE', 'Kortrijk', 'Kortrijk'],
  ['Dendermonde', 'BE', 'Dendermonde', 'Dendermonde'],
  // a Romanian name where Romanian has one
  ['Antwerpen', 'BE', 'Anvers', 'Antwerp'],
  ['Brussels', 'BE', 'Bruxelles', 'Brussels'],
  // a country of one language keeps its endonym in Romanian
  ['Köln', 'DE', 'Köln', 'Cologne'],
  ['Vienna', 'AT', 'Viena', 'Vienna'],
];

describe('a place’s name in the UI language', () => {
  it.each(TABLE)('%s, %s: %s in Romanian, %s in English', (city, country, ro, en) => {
    const place = places.find(country, city);
    expect(place, city).toBeDefined();
    expect(nameIn(place!, 'ro')).toBe(ro);
    expect(nameIn(place!, 'en')).toBe(en);
  });

  it('takes the language of the place’s region where its country has several', () => {
    expect(localLanguages({ country: 'BE', county: 'Wallonia' })).toEqual(['fr']);
    expect(localLanguages({ country: 'BE', county: 'Flanders' })).toEqual(['nl']);
    expect(localLanguages({ country: 'CH', county: 'Geneva' })).toEqual(['fr']);
    expect(localLanguages({ country: 'CH', county: 'Ticino' })).toEqual(['it']);
    expect(localLanguages({ country: 'CH', county: 'Zurich' })).toEqual(['de']);
    // a town of a French and German canton whose own name is the French one: not its German name
    const fribourg = { city: 'Fribourg', country: 'CH', county: 'Fribourg', names: { de: 'Freiburg' } };
    expect(nameIn(fribourg, 'ro')).toBe('Fribourg');
    const biel = { city: 'Biel/Bienne', country: 'CH', county: 'Bern', names: { de: 'Biel', fr: 'Bienne' } };
    expect(nameIn(biel, 'ro')).toBe('Biel');
  });
});
