import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../../shared/api/types';
import { estimateSearchOf } from './estimateSearch';

const listing = {
  ref: 'FX-7K2M9Q',
  category: 'freight',
  fromCity: 'Cluj-Napoca',
  fromCountry: 'RO',
  toCity: 'München',
  toCountry: 'DE',
  budget: '1250.00',
  currency: 'EUR',
} as unknown as Listing;

describe('estimateSearchOf', () => {
  it('carries countries, places, category, budget as price and currency', () => {
    expect(estimateSearchOf(listing)).toEqual({
      fromCountry: 'RO',
      toCountry: 'DE',
      from: 'Cluj-Napoca',
      to: 'München',
      category: 'freight',
      price: 1250,
      currency: 'EUR',
    });
  });
  it("passes the listing's first truck type as the vehicle, and none for any truck", () => {
    expect(estimateSearchOf({ ...listing, truckTypes: ['refrigerated', 'box_truck'] }).vehicle).toBe(
      'refrigerated',
    );
    expect(estimateSearchOf({ ...listing, truckTypes: [] })).not.toHaveProperty('vehicle');
    expect(estimateSearchOf({ ...listing, truckTypes: ['mega_trailer'] as never })).not.toHaveProperty(
      'vehicle',
    );
  });
  it('leaves out a missing budget and a currency the estimator does not take', () => {
    const out = estimateSearchOf({ ...listing, budget: null, currency: 'USD' });
    expect(out).not.toHaveProperty('price');
    expect(out).not.toHaveProperty('currency');
    expect(out.fromCountry).toBe('RO');
  });
  it("carries the listing's road km as routeKm, only a whole number", () => {
    expect(estimateSearchOf({ ...listing, distanceKm: 94 }).routeKm).toBe(94);
    expect(estimateSearchOf({ ...listing, distanceKm: null })).not.toHaveProperty('routeKm');
    expect(estimateSearchOf({ ...listing, distanceKm: 94.5 })).not.toHaveProperty('routeKm');
  });
});
