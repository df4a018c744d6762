import { describe, expect, it } from 'vitest';
import { isQuietAt, minutesOfDay } from './quietHours';

/** A local time today. */
const at = (hours: number, minutes = 0) => new Date(2026, 10, 25, hours, minutes);

describe('minutesOfDay', () => {
  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['23:59', 1439],
    ['24:00', null],
    ['7:30', null],
    ['', null],
  ])('%s -> %s', (time, minutes) => expect(minutesOfDay(time)).toBe(minutes));
});

describe('isQuietAt', () => {
  it('is never quiet without quiet hours', () => {
    expect(isQuietAt(null, at(3))).toBe(false);
  });

  it.each([
    [12, 59, false],
    [13, 0, true],
    [13, 59, true],
    [14, 0, false],
  ])('a span within the day, 13:00–14:00, at %s:%s -> %s', (h, m, quiet) =>
    expect(isQuietAt({ from: '13:00', to: '14:00' }, at(h, m))).toBe(quiet),
  );

  it.each([
    [21, 59, false],
    [22, 0, true],
    [23, 30, true],
    [0, 0, true],
    [6, 59, true],
    [7, 0, false],
    [12, 0, false],
  ])('a span past midnight, 22:00–07:00, at %s:%s -> %s', (h, m, quiet) =>
    expect(isQuietAt({ from: '22:00', to: '07:00' }, at(h, m))).toBe(quiet),
  );

  it('an empty span or an unreadable time is never quiet', () => {
    expect(isQuietAt({ from: '08:00', to: '08:00' }, at(8))).toBe(false);
    expect(isQuietAt({ from: '8', to: '09:00' }, at(8, 30))).toBe(false);
  });
});
