import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convert,
  daysOnTheRoad,
  DEFAULT_KM_PER_DAY,
  earnedOrNull,
  earningsOf,
  roundToCent,
  type ExchangeRate,
  type TruckCosts,
} from './earnings';

// docs/api.md §What a load earns; the issue's own example: 2,450 EUR − 1.10 EUR/km × (312 + 1,480) km = 479 EUR
const TRUCK: TruckCosts = { costPerKm: 1.1, currency: 'EUR', kmPerDay: DEFAULT_KM_PER_DAY };
const RATE: ExchangeRate = { ronPerEur: 5, date: '2026-11-28' };
const LOAD = { budget: '2450.00', currency: 'EUR', distanceKm: 1480 };

describe('earningsOf', () => {
  it('is budget − cost per km × (empty run + loaded km), to the cent', () => {
    const earned = earningsOf(LOAD, 312, TRUCK, null);
    expect(earned).toMatchObject({
      ok: true,
      value: { currency: 'EUR', budget: 2450, emptyKm: 312, loadedKm: 1480, cost: 1971.2, profit: 478.8 },
    });
  });

  it('counts the days on the road at the truck’s km a day, and the profit per day over them', () => {
    const earned = earningsOf(LOAD, 312, TRUCK, null);
    // 1,792 km at 600 km a day: 3 days (2.99 rounds up)
    expect(earned.ok && earned.value.days).toBe(3);
    expect(earned.ok && earned.value.profitPerDay).toBe(159.6);
    const fast = earningsOf(LOAD, 312, { ...TRUCK, kmPerDay: 900 }, null);
    expect(fast.ok && fast.value.days).toBe(2);
    expect(fast.ok && fast.value.profitPerDay).toBe(239.4);
  });

  it('gives a loss as a negative profit, never hidden', () => {
    const earned = earningsOf({ ...LOAD, budget: '900' }, 312, TRUCK, null);
    expect(earned.ok && earned.value.profit).toBe(-1071.2);
    expect(earned.ok && earned.value.profitPerDay).toBe(-357.07);
  });

  it('turns a RON cost per km into EUR at the user’s rate and keeps the rate (its date) with the sum', () => {
    const earned = earningsOf(LOAD, 312, { ...TRUCK, costPerKm: 5.5, currency: 'RON' }, RATE);
    expect(earned).toMatchObject({
      ok: true,
      value: { currency: 'EUR', costPerKm: 1.1, cost: 1971.2, profit: 478.8, rate: RATE },
    });
    expect(earned.ok && earned.value.truckCostPerKm).toBe(5.5);
    expect(earned.ok && earned.value.truckCurrency).toBe('RON');
  });

  it('turns an EUR cost per km into RON for a RON budget', () => {
    const earned = earningsOf({ budget: '12000', currency: 'RON', distanceKm: 1000 }, 0, TRUCK, RATE);
    expect(earned).toMatchObject({
      ok: true,
      value: { currency: 'RON', costPerKm: 5.5, cost: 5500, profit: 6500 },
    });
  });

  it('needs no rate, and keeps none, when the truck’s currency is the budget’s', () => {
    const earned = earningsOf(LOAD, 0, TRUCK, RATE);
    expect(earned.ok && earned.value.rate).toBeNull();
  });

  it.each([
    ['no truck', LOAD, 312, null, null, 'no_truck'],
    ['no budget', { ...LOAD, budget: null }, 312, TRUCK, null, 'no_budget'],
    ['an unreadable budget', { ...LOAD, budget: 'n/a' }, 312, TRUCK, null, 'no_budget'],
    ['a budget in another currency', { ...LOAD, currency: 'HUF' }, 312, TRUCK, RATE, 'other_currency'],
    ['no loaded km', { ...LOAD, distanceKm: null }, 312, TRUCK, null, 'no_distance'],
    ['no empty run (no Truck at)', LOAD, null, TRUCK, null, 'no_empty_run'],
    ['an empty run not yet known', LOAD, undefined, TRUCK, null, 'no_empty_run'],
    ['a RON truck on an EUR load without a rate', LOAD, 312, { ...TRUCK, currency: 'RON' }, null, 'no_rate'],
    [
      'a rate of 0',
      LOAD,
      312,
      { ...TRUCK, currency: 'RON' },
      { ronPerEur: 0, date: '2026-11-28' },
      'no_rate',
    ],
  ] as const)('gives no figure but its reason with %s', (_, listing, empty, truck, rate, missing) => {
    expect(earningsOf(listing, empty, truck, rate)).toEqual({ ok: false, missing });
  });

  it('agrees with the written rule on any figures (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 100, max: 1200 }),
        (budgetCents, loadedKm, emptyKm, costCents, kmPerDay) => {
          const truck: TruckCosts = { costPerKm: costCents / 100, currency: 'EUR', kmPerDay };
          const load = { budget: (budgetCents / 100).toFixed(2), currency: 'EUR', distanceKm: loadedKm };
          const earned = earningsOf(load, emptyKm, truck, null);
          if (!earned.ok) return false;
          const costInCents = costCents * (emptyKm + loadedKm);
          const days = Math.max(1, Math.ceil((emptyKm + loadedKm) / kmPerDay));
          return (
            Math.round(earned.value.profit * 100) === budgetCents - costInCents &&
            earned.value.days === days &&
            Math.abs(earned.value.profitPerDay * days - earned.value.profit) <= days * 0.005 + 1e-6
          );
        },
      ),
    );
  });
});

describe('roundToCent', () => {
  it.each([
    [478.8, 478.8],
    [1.005, 1.01],
    [-1.005, -1.01],
    [2.675, 2.68],
    [0.004, 0],
    [-0.004, 0],
  ])('rounds %s to %s, half away from zero', (amount, cents) => {
    expect(roundToCent(amount)).toBe(cents);
    expect(Object.is(roundToCent(amount), -0)).toBe(false);
  });
});

describe('convert', () => {
  it('multiplies EUR into RON and divides RON into EUR at the rate', () => {
    expect(convert(2, 'EUR', 'RON', RATE)).toEqual({ ok: true, value: 10 });
    expect(convert(10, 'RON', 'EUR', RATE)).toEqual({ ok: true, value: 2 });
    expect(convert(3, 'RON', 'RON', null)).toEqual({ ok: true, value: 3 });
    expect(convert(3, 'RON', 'EUR', null)).toEqual({ ok: false, missing: 'no_rate' });
  });
});

describe('daysOnTheRoad', () => {
  it.each([
    [0, 600, 1],
    [1, 600, 1],
    [600, 600, 1],
    [601, 600, 2],
    [1792, 600, 3],
    [1200, 600, 2],
  ])('%s km at %s km a day take %s days', (km, perDay, days) => {
    expect(daysOnTheRoad(km, perDay)).toBe(days);
  });
});

describe('earnedOrNull', () => {
  it('is the figure for a sort, or null when missing', () => {
    expect(earnedOrNull(earningsOf(LOAD, 312, TRUCK, null), (e) => e.profit)).toBe(478.8);
    expect(earnedOrNull(earningsOf(LOAD, null, TRUCK, null), (e) => e.profit)).toBeNull();
  });
});
