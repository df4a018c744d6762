import { describe, expect, it } from 'vitest';
import { formatDayRange } from '../../../shared/format/dates';
import { routeText } from '../../../shared/format/places';
import { formatTonnes } from './format';

describe('free vehicle format', () => {
  it('names a place without a city by its country', () => {
    expect(
      routeText({ fromCity: 'Cluj-Napoca', fromCountry: 'RO', toCity: null, toCountry: 'DE' }, 'en-GB'),
    ).toBe('Cluj-Napoca, RO → Germany');
  });
  it('formats the window and the payload per locale', () => {
    expect(formatDayRange('2026-10-12', '2026-10-15', 'en-GB')).toBe('12 – 15 Oct 2026');
    expect(formatTonnes('24', 'ro-RO')).toBe('24,0 t');
    expect(formatTonnes(null, 'en-GB')).toBe('—');
  });
});
