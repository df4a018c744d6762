import { describe, expect, it } from 'vitest';
import { loadsBackFilters, unloadingDay, type OutboundListing } from './loads-back';

const TODAY = '2026-11-28';
const out = (overrides: Partial<OutboundListing>): OutboundListing => ({
  toCountry: 'DE',
  toCity: 'München',
  dateFrom: '2026-12-01',
  dateTo: '2026-12-02',
  distanceKm: 1234,
  ...overrides,
});

describe('unloadingDay', () => {
  it.each([
    ['the last loading day, plus a day per full 600 km (1,234 km: 2)', {}, '2026-12-04'],
    ['under 600 km: unloaded the day it loads', { distanceKm: 590 }, '2026-12-02'],
    ['exactly 600 km: the next day', { distanceKm: 600 }, '2026-12-03'],
    ['one loading day only (dateFrom)', { dateTo: null }, '2026-12-03'],
    ['an asap load, no dates: from today', { dateFrom: null, dateTo: null }, '2026-11-30'],
    ['a loading day passed: from today', { dateFrom: '2026-11-01', dateTo: '2026-11-02' }, '2026-11-30'],
    ['no distance: the loading day', { distanceKm: null }, '2026-12-02'],
    ['a month end', { dateFrom: '2026-12-30', dateTo: '2026-12-31' }, '2027-01-02'],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(unloadingDay(out(overrides), TODAY)).toBe(expected);
  });
});

describe('loadsBackFilters', () => {
  it('searches from the unloading country toward home, loading from the unloading day', () => {
    expect(loadsBackFilters(out({}), 'RO', TODAY)).toEqual({
      fromCountry: 'DE',
      toCountry: 'RO',
      dateFrom: '2026-12-04',
    });
  });

  it('leaves out a country the filters refuse, and keeps the rest', () => {
    expect(loadsBackFilters(out({ toCountry: 'Germany' }), 'RO', TODAY)).toEqual({
      toCountry: 'RO',
      dateFrom: '2026-12-04',
    });
  });
});
