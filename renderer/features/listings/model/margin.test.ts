import { describe, expect, it } from 'vitest';
import { budgetPerKm, marginOf } from './margin';

describe('marginOf', () => {
  it('reads a budget well under the estimate as below, with the signed difference', () => {
    expect(marginOf('800.00', '1000.00')).toEqual({ mark: 'below', diffPercent: -20 });
  });
  it('reads a budget well over the estimate as above', () => {
    expect(marginOf('1250', '1000')).toEqual({ mark: 'above', diffPercent: 25 });
  });
  it("reads a budget inside the estimate's usual range (0.85 to 1.15 x, the bounds included) as within", () => {
    expect(marginOf('1150', '1000')?.mark).toBe('within');
    expect(marginOf('850', '1000')?.mark).toBe('within');
    expect(marginOf('900', '1000')).toEqual({ mark: 'within', diffPercent: -10 });
    expect(marginOf('1000', '1000')).toEqual({ mark: 'within', diffPercent: 0 });
    expect(marginOf('1150.01', '1000')?.mark).toBe('above');
    expect(marginOf('849.99', '1000')?.mark).toBe('below');
  });
  it("rounds the range's bounds to the cent, as the estimate's low and high are", () => {
    // low = round(123457 x 0.85) = 104938 cents = 1,049.38; high = round(123457 x 1.15) = 141976 cents
    expect(marginOf('1049.38', '1234.57')?.mark).toBe('within');
    expect(marginOf('1049.37', '1234.57')?.mark).toBe('below');
    expect(marginOf('1419.76', '1234.57')?.mark).toBe('within');
    expect(marginOf('1419.77', '1234.57')?.mark).toBe('above');
  });
  it('takes a range of other shares', () => {
    expect(marginOf('1080', '1000', { low: 0.95, high: 1.05 })?.mark).toBe('above');
    expect(marginOf('960', '1000', { low: 0.95, high: 1.05 })?.mark).toBe('within');
  });
  it('gives nothing without both figures or with an estimate not above 0', () => {
    expect(marginOf(null, '1000')).toBeNull();
    expect(marginOf('1000', null)).toBeNull();
    expect(marginOf('1000', '0')).toBeNull();
    expect(marginOf('abc', '1000')).toBeNull();
    expect(marginOf('-5', '1000')).toBeNull();
  });
});

describe('budgetPerKm', () => {
  it('divides the budget by the loaded km', () => {
    expect(budgetPerKm('1000', 800)).toBe(1.25);
  });
  it('counts the empty run from the truck', () => {
    expect(budgetPerKm('1000', 800, 200)).toBe(1);
  });
  it('treats a missing deadhead as none', () => {
    expect(budgetPerKm('1000', 500, null)).toBe(2);
  });
  it('gives nothing without a budget or a distance, or for 0 km', () => {
    expect(budgetPerKm(null, 800)).toBeNull();
    expect(budgetPerKm('1000', null)).toBeNull();
    expect(budgetPerKm('1000', 0)).toBeNull();
    expect(budgetPerKm('1000', -1)).toBeNull();
  });
});
