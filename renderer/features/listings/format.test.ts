import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatDates,
  formatDistance,
  formatLoad,
  formatMoney,
  formatTruckTypes,
  humanize,
} from './format';

describe('listing formats', () => {
  it('formats money with its currency, "—" for none', () => {
    expect(formatMoney('1250.00', 'EUR')).toBe('1,250 EUR');
    expect(formatMoney('1250.5', 'RON')).toBe('1,250.50 RON');
    expect(formatMoney(null, 'EUR')).toBe('—');
    expect(formatMoney('n/a', 'EUR')).toBe('—');
  });

  it('formats weight and volume', () => {
    expect(formatLoad(12000, '33')).toBe('12,000 kg · 33 m3');
    expect(formatLoad(null, '12.5')).toBe('12.5 m3');
    expect(formatLoad(800, null)).toBe('800 kg');
    expect(formatLoad(null, null)).toBe('—');
  });

  it('formats dates by date type', () => {
    expect(formatDates({ dateType: 'asap', dateFrom: null, dateTo: null })).toBe('As soon as possible');
    expect(formatDates({ dateType: 'exact', dateFrom: '2026-10-12', dateTo: '2026-10-12' })).toBe(
      '12 Oct 2026',
    );
    expect(formatDates({ dateType: 'flexible', dateFrom: '2026-10-12', dateTo: '2026-10-15' })).toBe(
      '12 – 15 Oct 2026',
    );
    expect(formatDates({ dateType: 'flexible', dateFrom: '2026-10-30', dateTo: '2026-11-02' })).toBe(
      '30 Oct – 2 Nov 2026',
    );
  });

  it('formats distance, truck types, countries and unknown vocabulary', () => {
    expect(formatDistance(1234)).toBe('1,234 km');
    expect(formatDistance(null)).toBe('—');
    expect(formatTruckTypes([])).toBe('Any truck');
    expect(formatTruckTypes(['box_truck', 'hover_truck'])).toBe('Box truck, Hover truck');
    expect(countryName('RO')).toBe('Romania');
    expect(humanize('in_transit')).toBe('In transit');
  });
});
