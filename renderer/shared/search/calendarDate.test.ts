import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarDateOf } from './calendarDate';
import { INCOMPLETE_DATE, NO_SUCH_DATE } from './dateRange';

describe('calendarDateOf', () => {
  it('reads a day that exists, leap days included', () => {
    expect(calendarDateOf('2026-10-12')).toEqual(new CalendarDate(2026, 10, 12));
    expect(calendarDateOf('2028-02-29')).toEqual(new CalendarDate(2028, 2, 29));
    expect(calendarDateOf('2026-12-31')).toEqual(new CalendarDate(2026, 12, 31));
  });

  it.each([
    ['no date', ''],
    ['a date being typed', INCOMPLETE_DATE],
    ['a day its month lacks', NO_SUCH_DATE],
    ['29 February of a common year', '2026-02-29'],
    ['31 April', '2026-04-31'],
    ['a thirteenth month', '2026-13-01'],
    ['a year before 1000, which a field never writes', '0999-01-01'],
    ['an extended year', '+002026-10-12'],
    ['a day with a time', '2026-10-12T10:00:00Z'],
  ])('is null for %s', (_name, value) => {
    expect(calendarDateOf(value)).toBeNull();
  });
});
