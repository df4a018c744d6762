import { describe, expect, it } from 'vitest';
import { foldPlaceText, placeMatchTier, rankPlaces, sameNamedPlace } from './place-match';

const place = (city: string) => ({ city, county: 'X', country: 'RO', slug: city.toLowerCase() });

describe('place matching', () => {
  it.each([
    ['Brașov', 'brasov', 0],
    ['Brașov-Nord', 'brasov', 1],
    ['Cluj-Napoca', 'cluj n', 1],
    ['Târgu Mureș', 'mures', 2],
    ['Satu Mare', 'tu ma', 3],
    ['Brăila', 'brasov', 4],
  ])('%s for %s is tier %i', (name, query, tier) => {
    expect(placeMatchTier(name, foldPlaceText(query))).toBe(tier);
  });

  it('shows Brașov first for "brasov", whatever order the exchange gave, and at most 10', () => {
    const answered = [
      'Brăila',
      'Râșnov',
      'Brașov-Nord',
      'Săcele',
      'Codlea',
      'Brașov',
      'Ghimbav',
      'Predeal',
      'Zărnești',
      'Făgăraș',
      'Rupea',
      'Victoria',
      'Drumul Brașovului',
      'Prejmer',
      'Hărman',
      'Bod',
      'Sânpetru',
      'Feldioara',
      'Vulcan',
      'Cristian',
      'Tărlungeni',
      'Teliu',
      'Budila',
      'Vama Buzăului',
      'Zizin',
    ].map(place);
    const shown = rankPlaces(answered, 'brasov').map((p) => p.city);
    expect(shown).toHaveLength(10);
    expect(shown.slice(0, 3)).toEqual(['Brașov', 'Brașov-Nord', 'Drumul Brașovului']);
    // the rest keep the exchange's order
    expect(shown.slice(3)).toEqual([
      'Brăila',
      'Râșnov',
      'Săcele',
      'Codlea',
      'Ghimbav',
      'Predeal',
      'Zărnești',
    ]);
  });

  it('leaves a list already ranked as it is', () => {
    const ranked = ['Iași', 'Iași-Nord', 'Podu Iloaiei'].map(place);
    expect(rankPlaces(ranked, 'iasi')).toEqual(ranked);
  });

  it('finds the candidate of the same city, county and country, folded, and no other', () => {
    const candidates = [
      { city: 'Călinești', county: 'Argeș', country: 'RO', slug: 'calinesti-arges-ro' },
      { city: 'Călinești', county: 'Suceava', country: 'MD', slug: 'calinesti-suceava-md' },
      { city: 'Călinești', county: 'Suceava', country: 'RO', slug: 'calinesti-suceava-ro' },
    ];
    expect(sameNamedPlace(candidates, { city: 'Calinesti', county: 'suceava', country: 'RO' })?.slug).toBe(
      'calinesti-suceava-ro',
    );
    expect(sameNamedPlace(candidates, { city: 'Călinești', county: 'Olt', country: 'RO' })).toBeUndefined();
    expect(
      sameNamedPlace(candidates, { city: 'Călineștii', county: 'Argeș', country: 'RO' }),
    ).toBeUndefined();
  });
});
