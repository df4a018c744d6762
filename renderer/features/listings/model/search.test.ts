import { describe, expect, it } from 'vitest';
import { listingFiltersOf, validateListingSearch } from './search';

describe('listing search params', () => {
  it('keeps valid filters, drops bad ones and names every filter (undefined when not set)', () => {
    const search = validateListingSearch({ category: 'rocket', fromCountry: 'ro', weightMax: 500, foo: 1 });
    expect(listingFiltersOf(search)).toEqual({ fromCountry: 'RO', weightMax: 500 });
    expect(Object.keys(search)).toContain('category');
    expect(search.category).toBeUndefined();
  });

  it('drops the last date when the dates are out of order, and everything it cannot read', () => {
    const search = validateListingSearch({ dateFrom: '2026-10-20', dateTo: '2026-10-01' });
    expect(listingFiltersOf(search)).toEqual({ dateFrom: '2026-10-20' });
    expect(listingFiltersOf(validateListingSearch({ truckTypes: 'van' }))).toEqual({});
    expect(listingFiltersOf(validateListingSearch({ truckTypes: ['van', 'tanker'] }))).toEqual({
      truckTypes: ['van', 'tanker'],
    });
  });
});
