import { describe, expect, it } from 'vitest';
import { earningsOf, type TruckCosts } from '../../../../shared/domain/earnings';
import { earningsRate, earningsSum } from './earningsText';

const TRUCK: TruckCosts = { costPerKm: 1.1, currency: 'EUR', kmPerDay: 600 };
const LOAD = { budget: '2450.00', currency: 'EUR', distanceKm: 1480 };

function sums(truck = TRUCK, rate = null as { ronPerEur: number; date: string } | null) {
  const earned = earningsOf(LOAD, 312, truck, rate);
  if (!earned.ok) throw new Error(earned.missing);
  return earned.value;
}

describe('the written-out sum (docs/api.md §What a load earns)', () => {
  it('writes the issue’s example in English and in Romanian', () => {
    expect(earningsSum(sums(), 'en-GB')).toBe('2,450 EUR − 1.10 EUR/km × (312 + 1,480) km = 479 EUR');
    expect(earningsSum(sums(), 'ro-RO')).toBe('2.450 EUR − 1,10 EUR/km × (312 + 1.480) km = 479 EUR');
  });

  it('names the rate and its day when the truck’s cost was turned, none otherwise', () => {
    const turned = sums({ ...TRUCK, costPerKm: 5.5, currency: 'RON' }, { ronPerEur: 5, date: '2026-11-28' });
    expect(earningsSum(turned, 'en-GB')).toBe('2,450 EUR − 1.10 EUR/km × (312 + 1,480) km = 479 EUR');
    expect(earningsRate(turned, 'ro-RO')).toEqual({
      truckCost: '5,50 RON/km',
      rate: '5',
      date: '2026-11-28',
    });
    expect(earningsRate(sums(), 'en-GB')).toBeNull();
  });
});
