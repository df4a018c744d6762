import { describe, expect, it } from 'vitest';
import { deriveSeed, Random, WeightedTable } from './random';

const draw = (seed: number) => {
  const r = new Random(seed);
  return Array.from({ length: 20 }, () => r.int(0, 1_000_000));
};

describe('Random', () => {
  it('repeats for a seed and differs between seeds', () => {
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
  });

  it('keeps int within bounds and reaches both ends', () => {
    const r = new Random(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const v = r.int(3, 7);
      expect(v >= 3 && v <= 7).toBe(true);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('weights choices and chances', () => {
    const r = new Random(2);
    let a = 0;
    let heads = 0;
    for (let i = 0; i < 10_000; i++) {
      if (
        r.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        a++;
      if (r.chance(0.25)) heads++;
    }
    expect(a / 10_000).toBeGreaterThan(0.87);
    expect(a / 10_000).toBeLessThan(0.93);
    expect(heads / 10_000).toBeGreaterThan(0.22);
    expect(heads / 10_000).toBeLessThan(0.28);
  });

  it('picks from arrays and refuses an empty one', () => {
    const r = new Random(3);
    expect(['x', 'y']).toContain(r.pick(['x', 'y']));
    expect(() => r.pick([])).toThrow();
    expect(r.sample([1, 2, 3, 4, 5], 3).length).toBe(3);
    expect(new Set(r.sample([1, 2, 3, 4, 5], 5)).size).toBe(5);
  });
});

describe('WeightedTable', () => {
  it('picks in proportion to weight and never a zero weight', () => {
    const table = new WeightedTable(['none', 'small', 'big'], (s) => ({ none: 0, small: 1, big: 3 })[s] ?? 0);
    const r = new Random(4);
    const counts: Record<string, number> = { none: 0, small: 0, big: 0 };
    for (let i = 0; i < 8_000; i++) counts[table.pick(r)]!++;
    expect(counts.none).toBe(0);
    expect(counts.big! / 8_000).toBeGreaterThan(0.7);
    expect(counts.big! / 8_000).toBeLessThan(0.8);
    expect(() => new WeightedTable(['a'], () => 0)).toThrow();
  });
});

describe('deriveSeed', () => {
  it('repeats for the same inputs and separates seeds and salts', () => {
    expect(deriveSeed(42, 1)).toBe(deriveSeed(42, 1));
    const seeds = new Set<number>();
    for (let seed = 0; seed < 50; seed++)
      for (let salt = 0; salt < 20; salt++) seeds.add(deriveSeed(seed, salt));
    expect(seeds.size).toBe(1_000);
    expect(deriveSeed(42, 3, 1)).not.toBe(deriveSeed(42, 3, 2));
    for (const s of seeds) expect(Number.isInteger(s) && s >= -(2 ** 31) && s < 2 ** 31).toBe(true);
  });
});
