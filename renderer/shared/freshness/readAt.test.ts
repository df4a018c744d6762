import { describe, expect, it } from 'vitest';
import { readAtParts } from './readAt';

// local clock times, so the cases hold in any time zone the tests run in
const now = new Date(2026, 10, 25, 16, 5).getTime();
const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).getTime();

describe('readAtParts: when a page was read, by calendar day', () => {
  it.each([
    ['today, this morning', at(2026, 11, 25, 10, 42), 'today'],
    ['today, at midnight', at(2026, 11, 25, 0, 0), 'today'],
    ['yesterday, a minute before midnight', at(2026, 11, 24, 23, 59), 'yesterday'],
    ['yesterday, at midnight', at(2026, 11, 24, 0, 0), 'yesterday'],
    ['the day before yesterday', at(2026, 11, 23, 23, 59), 'earlier'],
    ['after now (a clock moved)', now + 60_000, 'today'],
  ] as const)('%s: %s', (_name, readAt, day) => {
    expect(readAtParts(readAt, now, 'en-GB').day).toBe(day);
  });

  it('gives the time in the locale 24-hour clock and the date without this year', () => {
    expect(readAtParts(at(2026, 11, 25, 9, 5), now, 'en-GB')).toEqual({
      day: 'today',
      time: '09:05',
      date: '25 Nov',
    });
    expect(readAtParts(at(2026, 11, 3, 14, 30), now, 'ro-RO')).toMatchObject({
      day: 'earlier',
      time: '14:30',
      date: '3 nov.',
    });
  });

  it('names the year of a read from another year', () => {
    expect(readAtParts(at(2025, 12, 31, 23, 0), now, 'en-GB').date).toBe('31 Dec 2025');
  });
});
