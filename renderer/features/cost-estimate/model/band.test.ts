import { describe, expect, it } from 'vitest';
import { bandLayout } from './band';

describe('bandLayout', () => {
  it('keeps the order of the figures and leaves a margin on both sides', () => {
    const layout = bandLayout(1000, 1200, 1400, null);
    expect(layout.price).toBeNull();
    expect(layout.low).toBeGreaterThan(0);
    expect(layout.low).toBeLessThan(layout.typical);
    expect(layout.typical).toBeLessThan(layout.high);
    expect(layout.high).toBeLessThan(100);
  });

  it('puts a price below the band left of low, above it right of high, within it between', () => {
    const below = bandLayout(1000, 1200, 1400, 500);
    expect(below.price).toBeLessThan(below.low);
    const above = bandLayout(1000, 1200, 1400, 2000);
    expect(above.price).toBeGreaterThan(above.high);
    expect(above.price).toBeLessThan(100);
    const within = bandLayout(1000, 1200, 1400, 1300);
    expect(within.price).toBeGreaterThan(within.typical);
    expect(within.price).toBeLessThan(within.high);
  });

  it('never starts the scale under zero and centres equal figures', () => {
    expect(bandLayout(10, 20, 30, 0).price).toBe(0);
    expect(bandLayout(100, 100, 100, 100)).toEqual({ low: 50, typical: 50, high: 50, price: 50 });
  });
});
