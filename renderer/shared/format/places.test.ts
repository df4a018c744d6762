import { describe, expect, it } from 'vitest';
import { placeText, routeText } from './places';

describe('places: one way on every screen', () => {
  it('writes a city with its country code, and a country alone by its name in the UI language', () => {
    expect(placeText('Cluj-Napoca', 'RO', 'en-GB')).toBe('Cluj-Napoca, RO');
    expect(placeText('Cluj-Napoca', 'RO', 'ro-RO')).toBe('Cluj-Napoca, RO');
    expect(placeText(null, 'DE', 'en-GB')).toBe('Germany');
    expect(placeText(null, 'DE', 'ro-RO')).toBe('Germania');
    expect(placeText('', 'RO', 'ro-RO')).toBe('România');
  });

  it('writes a route from its two ends', () => {
    const route = { fromCity: 'Pucioasa', fromCountry: 'RO', toCity: null, toCountry: 'DE' };
    expect(routeText(route, 'en-GB')).toBe('Pucioasa, RO → Germany');
    expect(routeText({ ...route, toCity: 'Potsdam' }, 'ro-RO')).toBe('Pucioasa, RO → Potsdam, DE');
  });
});
