/**
 * Seeded randomness for the generated market: a small wrapper over pure-rand's xoroshiro128+.
 * Same seed, same sequence of calls -> same values.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A deterministic random source. Every method advances the sequence. */
export class Random {
  private readonly rng: RandomGenerator;

  /** `seed`: any integer (pure-rand uses its low 32 bits). */
  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  /** Float in [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  /** True with probability `p` (0..1). */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element of a non-empty array, uniformly. Throws on an empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: empty array');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** One value of `[value, weight]` pairs, with probability proportional to weight (weights >= 0, some > 0). */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of pairs) total += weight;
    let target = this.float() * total;
    for (const [value, weight] of pairs) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = pairs.at(-1);
    if (!last) throw new Error('Random.weighted: no pairs');
    return last[0];
  }

  /** Up to `n` distinct elements of `items`, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = this.int(i, copy.length - 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }
}

/**
 * A precomputed weighted choice over many items (cumulative weights + binary search), for picks
 * repeated thousands of times such as cities by population.
 */
export class WeightedTable<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;

  /** `weight(item)` >= 0; throws when every weight is 0 or there are no items. */
  constructor(items: readonly T[], weight: (item: T) => number) {
    this.items = items;
    this.cumulative = new Float64Array(items.length);
    let total = 0;
    items.forEach((item, i) => {
      total += Math.max(0, weight(item));
      this.cumulative[i] = total;
    });
    if (!(total > 0)) throw new Error('WeightedTable: no positive weight');
  }

  /** One item, with probability proportional to its weight. */
  pick(random: Random): T {
    const total = this.cumulative[this.cumulative.length - 1] as number;
    const target = random.float() * total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/**
 * A 32-bit seed for an independent stream, mixed from `seed` and `salts` (integers), so that one
 * part of the market (offers, vehicles, step N) draws its own sequence and adding to it leaves the
 * others unchanged. Same inputs -> same seed.
 */
export function deriveSeed(seed: number, ...salts: number[]): number {
  let h = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b);
  for (const salt of [Math.floor(seed / 2 ** 32), ...salts]) {
    h ^= salt | 0;
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
    h ^= h >>> 16;
  }
  return h | 0;
}
