import { describe, expect, it } from 'vitest';
import { newestFirstById, sortNewestFirst } from './order';
import { Random } from './random';

interface Rec {
  id: string;
  createdAt: string;
  n: number;
}

/** `count` records with createdAt drawn from `times` (many ties) and ids from `ids` (some repeated). */
function records(seed: number, count: number, times: readonly string[], ids: number): Rec[] {
  const r = new Random(seed);
  return Array.from({ length: count }, (_, n) => ({
    id: `id-${r.int(0, ids - 1)}`,
    createdAt: r.pick(times),
    n,
  }));
}

/** The reference order: a stable sort with `newestFirstById`. */
const reference = (list: Rec[]) => [...list].sort(newestFirstById).map((x) => x.n);
const sorted = (list: Rec[]) => sortNewestFirst([...list], (x) => x.id).map((x) => x.n);

describe('sortNewestFirst', () => {
  it('orders like newestFirstById, ties by id desc, equal records in their order (weeks of ms)', () => {
    const base = Date.parse('2026-10-01T00:00:00.000Z');
    const r = new Random(3);
    const times = Array.from({ length: 300 }, () => new Date(base + r.int(0, 60 * 86_400_000)).toISOString());
    for (const [count, ids] of [
      [0, 1],
      [1, 1],
      [2, 1],
      [1_000, 50],
      [5_000, 100_000],
    ] as const) {
      const list = records(count + ids, count, times, ids);
      expect(sorted(list)).toEqual(reference(list));
    }
  });

  it('orders times centuries apart the same (too wide to pack)', () => {
    const times = ['1970-01-01T00:00:00.000Z', '2026-11-23T07:00:00.000Z', '2999-12-31T23:59:59.999Z'];
    const list = records(5, 2_000, times, 300);
    expect(sorted(list)).toEqual(reference(list));
  });

  it('returns the array it sorted', () => {
    const list = records(6, 10, ['2026-11-23T07:00:00.000Z'], 3);
    expect(sortNewestFirst(list, (x) => x.id)).toBe(list);
  });
});
