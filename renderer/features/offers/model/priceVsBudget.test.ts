import { describe, expect, it } from 'vitest';
import { priceVsBudget } from './priceVsBudget';

describe('priceVsBudget', () => {
  it('marks a price above, below or at the budget, with the difference in the common currency', () => {
    expect(priceVsBudget('1400.00', 'EUR', '1250.00', 'EUR')).toEqual({
      kind: 'compared',
      mark: 'above',
      amount: 150,
      currency: 'EUR',
    });
    expect(priceVsBudget('980.50', 'RON', '1000', 'RON')).toEqual({
      kind: 'compared',
      mark: 'below',
      amount: 19.5,
      currency: 'RON',
    });
    expect(priceVsBudget('1250.1', 'EUR', '1250.10', 'eur')).toMatchObject({ kind: 'compared', mark: 'at' });
  });

  it('compares nothing without a budget, across currencies, or with an unreadable price', () => {
    expect(priceVsBudget('1250', 'EUR', null, 'EUR')).toEqual({ kind: 'noBudget' });
    expect(priceVsBudget('1250', 'EUR', '', 'EUR')).toEqual({ kind: 'noBudget' });
    expect(priceVsBudget('1250', 'EUR', '5000', 'RON')).toEqual({ kind: 'otherCurrency', currency: 'RON' });
    expect(priceVsBudget('n/a', 'EUR', '5000', 'EUR')).toEqual({ kind: 'unreadable' });
  });
});
