import { describe, expect, it } from 'vitest';
import { loadsBackFilters, roundTripOf, unloadingDay, type OutboundListing } from './loadsBack';

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

describe('roundTripOf', () => {
  const outbound = { budget: '1250.00', estimatedCost: '1400.00', currency: 'EUR' };
  it('adds both budgets and both estimated costs, and gives the pair one margin', () => {
    const trip = roundTripOf(outbound, { budget: '1200.00', estimatedCost: '1300.00', currency: 'EUR' });
    expect(trip?.budget).toBe(2450);
    expect(trip?.estimatedCost).toBe(2700);
    expect(trip?.currency).toBe('EUR');
    expect(trip?.margin.diffPercent).toBeCloseTo(-9.259, 2);
  });

  it.each([
    [
      'another currency (no rate is assumed)',
      { budget: '5000.00', estimatedCost: '5200.00', currency: 'RON' },
    ],
    ['no budget on the load back', { budget: null, estimatedCost: '1300.00', currency: 'EUR' }],
    ['no estimated cost on the load back', { budget: '1200.00', estimatedCost: null, currency: 'EUR' }],
  ] as const)('none with %s', (_name, back) => {
    expect(roundTripOf(outbound, back)).toBeNull();
  });
});
