import { describe, expect, it } from 'vitest';
import { roundTripOf } from './loadsBack';

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
