import { describe, expect, it } from 'vitest';
import { validateCostEstimateSearch } from './search';

describe('validateCostEstimateSearch', () => {
  it('keeps a whole routeKm and drops a bad one', () => {
    expect(validateCostEstimateSearch({ fromCountry: 'RO', routeKm: 94 })).toEqual({
      fromCountry: 'RO',
      routeKm: 94,
    });
    expect(validateCostEstimateSearch({ fromCountry: 'RO', routeKm: -3 })).toEqual({ fromCountry: 'RO' });
    expect(validateCostEstimateSearch({ fromCountry: 'RO', routeKm: 'far' })).toEqual({ fromCountry: 'RO' });
  });
});
