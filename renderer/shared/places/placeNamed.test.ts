import { describe, expect, it } from 'vitest';
import { placeNamed } from './placeNamed';

describe('placeNamed', () => {
  const cluj = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
  const brasov = { city: 'Brașov', country: 'RO', county: 'Brașov', slug: 'brasov-brasov-ro' };
  const clujNear = { city: 'Cluj', country: 'RO', county: 'Cluj', slug: 'cluj-cluj-ro' };
  const wien = { city: 'Wien', country: 'AT', county: 'Wien', slug: 'wien-wien-at' };
  it.each([
    [
      'the same city in the same country',
      { fromCity: 'Cluj-Napoca', fromCountry: 'RO' },
      [clujNear, cluj],
      cluj,
    ],
    ['case and diacritics ignored', { fromCity: 'brasov', fromCountry: 'RO' }, [brasov], brasov],
    ['a name written without its letters', { fromCity: 'WIEN', fromCountry: 'AT' }, [wien], wien],
    ['a city only starting the same is not it', { fromCity: 'Cluj', fromCountry: 'RO' }, [cluj], null],
    ['another country is not it', { fromCity: 'Wien', fromCountry: 'DE' }, [wien], null],
    ['no city named', { fromCity: null, fromCountry: 'RO' }, [cluj], null],
    ['nothing found', { fromCity: 'Cluj-Napoca', fromCountry: 'RO' }, [], null],
  ] as const)('%s', (_name, vehicle, places, expected) => {
    expect(placeNamed(vehicle.fromCity, vehicle.fromCountry, places)).toEqual(expected);
  });
});
