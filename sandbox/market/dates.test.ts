import { describe, expect, it } from 'vitest';
import { DAY_MS, day, dayOf, dayOfDate, iso } from './dates';
import { Random } from './random';

describe('market dates', () => {
  it('names days as Date does, cached or not', () => {
    const random = new Random(9);
    const numbers = [0, 1, 20_000, 47_000];
    for (let i = 0; i < 5_000; i++) numbers.push(random.int(0, 50_000)); // up to 2106
    for (const n of [...numbers, ...numbers]) {
      expect(day(n)).toBe(new Date(n * DAY_MS).toISOString().slice(0, 10));
    }
  });

  it('writes exactly what Date writes, for every kind of instant', () => {
    const random = new Random(11);
    const instants = [0, 1, 999, 1_000, DAY_MS - 1, DAY_MS, 1_795_390_502_665.7, 253_402_300_799_999];
    for (let i = 0; i < 20_000; i++) instants.push(random.int(0, 4_102_444_800_000)); // to 2100
    expect(instants.filter((ms) => iso(ms) !== new Date(ms).toISOString())).toEqual([]);
    // Outside four-digit years it is Date's own text.
    expect(iso(-1)).toBe('1969-12-31T23:59:59.999Z');
    expect(iso(253_402_300_800_000)).toBe('+010000-01-01T00:00:00.000Z');
  });

  it('writes ISO date-times with ms and Z, and finds an instant’s day', () => {
    expect(iso(1_795_390_502_665)).toBe('2026-11-22T23:35:02.665Z');
    expect(dayOf(DAY_MS * 3 + 5)).toBe(3);
    for (const n of [0, 20_000, 20_000, 47_000]) expect(dayOfDate(day(n))).toBe(n);
  });
});
