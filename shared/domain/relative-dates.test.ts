import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  relativeDatesOf,
  resolveRelativeDates,
  todayIn,
  withResolvedDates,
  type RelativeDates,
} from './relative-dates';

const FROM_TODAY: RelativeDates = { fromDays: 0, toDays: null };
const FROM_TOMORROW: RelativeDates = { fromDays: 1, toDays: null };
const NEXT_7_DAYS: RelativeDates = { fromDays: 0, toDays: 7 };
const TOMORROW_ONLY: RelativeDates = { fromDays: 1, toDays: 1 };

describe('resolveRelativeDates', () => {
  it.each([
    ['from today, mid-month', FROM_TODAY, '2026-10-14', { dateFrom: '2026-10-14' }],
    ['from tomorrow, at a month end', FROM_TOMORROW, '2026-10-31', { dateFrom: '2026-11-01' }],
    ['from tomorrow, at a year end', FROM_TOMORROW, '2026-12-31', { dateFrom: '2027-01-01' }],
    ['from tomorrow, end of February', FROM_TOMORROW, '2026-02-28', { dateFrom: '2026-03-01' }],
    ['from tomorrow, end of a leap February', FROM_TOMORROW, '2028-02-28', { dateFrom: '2028-02-29' }],
    [
      'the next 7 days across a month end',
      NEXT_7_DAYS,
      '2026-04-27',
      { dateFrom: '2026-04-27', dateTo: '2026-05-04' },
    ],
    [
      'the next 7 days across a year end',
      NEXT_7_DAYS,
      '2026-12-28',
      { dateFrom: '2026-12-28', dateTo: '2027-01-04' },
    ],
    [
      'the next 7 days over the spring DST change',
      NEXT_7_DAYS,
      '2026-03-25',
      { dateFrom: '2026-03-25', dateTo: '2026-04-01' },
    ],
    [
      'the next 7 days over the autumn DST change',
      NEXT_7_DAYS,
      '2026-10-22',
      { dateFrom: '2026-10-22', dateTo: '2026-10-29' },
    ],
    ['tomorrow only', TOMORROW_ONLY, '2026-10-24', { dateFrom: '2026-10-25', dateTo: '2026-10-25' }],
  ])('%s', (_name, rule, today, expected) => {
    expect(resolveRelativeDates(rule, today)).toEqual(expected);
  });
});

describe('todayIn: the day on the user’s wall calendar', () => {
  it.each([
    // Bucharest is UTC+3 in summer, UTC+2 in winter
    [
      'late evening UTC is already tomorrow in Bucharest',
      '2026-06-30T21:30:00Z',
      'Europe/Bucharest',
      '2026-07-01',
    ],
    [
      'new year arrives two hours early in Bucharest',
      '2026-12-31T22:00:00Z',
      'Europe/Bucharest',
      '2027-01-01',
    ],
    ['still the old year one minute before', '2026-12-31T21:59:00Z', 'Europe/Bucharest', '2026-12-31'],
    // 29 March 2026, 03:00 local: clocks go forward
    ['the night of the spring change, after it', '2026-03-29T01:30:00Z', 'Europe/Bucharest', '2026-03-29'],
    ['the evening before the spring change', '2026-03-28T21:30:00Z', 'Europe/Bucharest', '2026-03-28'],
    ['the midnight of the spring change, UTC+2', '2026-03-28T22:00:00Z', 'Europe/Bucharest', '2026-03-29'],
    ['the last second before the clocks jump', '2026-03-29T00:59:59Z', 'Europe/Bucharest', '2026-03-29'],
    // 25 October 2026, 04:00 local: clocks go back, so 03:30 happens twice; still the 25th
    ['the repeated hour of the autumn change', '2026-10-25T00:30:00Z', 'Europe/Bucharest', '2026-10-25'],
    ['the autumn evening before, UTC+3', '2026-10-24T20:59:00Z', 'Europe/Bucharest', '2026-10-24'],
    ['the autumn evening after, UTC+2', '2026-10-25T21:59:00Z', 'Europe/Bucharest', '2026-10-25'],
    ['the autumn midnight after, UTC+2', '2026-10-25T22:00:00Z', 'Europe/Bucharest', '2026-10-26'],
    ['Lisbon stays on the UTC day in winter', '2026-01-15T23:59:00Z', 'Europe/Lisbon', '2026-01-15'],
    ['New York is still yesterday', '2026-03-01T03:00:00Z', 'America/New_York', '2026-02-28'],
  ])('%s', (_name, instant, timeZone, expected) => {
    expect(todayIn(new Date(instant), timeZone)).toBe(expected);
  });

  it("defaults to this process's time zone", () => {
    const now = new Date('2026-10-25T00:30:00Z');
    expect(todayIn(now)).toBe(todayIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  it('refuses an unknown time zone', () => {
    expect(() => todayIn(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('resolves "from tomorrow" at 23:30 local on New Year’s Eve to 1 January', () => {
    const today = todayIn(new Date('2026-12-31T21:30:00Z'), 'Europe/Bucharest');
    expect(resolveRelativeDates(FROM_TOMORROW, today)).toEqual({ dateFrom: '2027-01-01' });
  });
});

describe('addDays and daysBetween', () => {
  it('count calendar days, whatever the month length', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(() => addDays('26-1-1', 1)).toThrow(RangeError);
  });

  it.each([
    ['over the spring change (a 23-hour day)', '2026-03-28', 2, '2026-03-30'],
    ['over the autumn change (a 25-hour day)', '2026-10-24', 2, '2026-10-26'],
    ['back over a year end', '2027-01-01', -1, '2026-12-31'],
    ['a year ahead over a leap day', '2028-01-01', 366, '2029-01-01'],
    ['to a leap day', '2028-02-28', 1, '2028-02-29'],
    ['over a leap day', '2028-02-28', 2, '2028-03-01'],
  ])('%s: %s plus %i days is %s, and back', (_name, day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
    expect(daysBetween(expected, day)).toBe(-days);
  });

  it('refuse a day its month lacks', () => {
    expect(() => addDays('2026-02-29', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-04-31', '2026-05-01')).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 0)).toThrow(RangeError);
  });
});

describe('withResolvedDates', () => {
  it('replaces the stored days by the rule’s; without a rule the absolute dates stay', () => {
    const filters = { fromCountry: 'RO', dateFrom: '2026-10-01', dateTo: '2026-10-03' };
    expect(withResolvedDates(filters, FROM_TODAY, '2026-11-02')).toEqual({
      fromCountry: 'RO',
      dateFrom: '2026-11-02',
    });
    expect(withResolvedDates(filters, NEXT_7_DAYS, '2026-11-02')).toEqual({
      fromCountry: 'RO',
      dateFrom: '2026-11-02',
      dateTo: '2026-11-09',
    });
    expect(withResolvedDates(filters, null, '2026-11-02')).toBe(filters);
    expect(filters).toEqual({ fromCountry: 'RO', dateFrom: '2026-10-01', dateTo: '2026-10-03' });
  });
});

describe('relativeDatesOf: what the dates saved on a day stand for', () => {
  it.each([
    [
      'today only (the Today button)',
      { dateFrom: '2026-10-14', dateTo: '2026-10-14' },
      { fromDays: 0, toDays: 0 },
    ],
    [
      'tomorrow only (the Tomorrow button)',
      { dateFrom: '2026-10-15', dateTo: '2026-10-15' },
      { fromDays: 1, toDays: 1 },
    ],
    ['from today', { dateFrom: '2026-10-14' }, { fromDays: 0, toDays: null }],
    ['from tomorrow', { dateFrom: '2026-10-15' }, { fromDays: 1, toDays: null }],
    [
      'today and the next 7 days',
      { dateFrom: '2026-10-14', dateTo: '2026-10-21' },
      { fromDays: 0, toDays: 7 },
    ],
    ['another first day stays absolute', { dateFrom: '2026-10-16' }, null],
    ['a past first day stays absolute', { dateFrom: '2026-10-13' }, null],
    ['no first day', { dateTo: '2026-10-14' }, null],
    ['no dates', {}, null],
    ['a last day before the first', { dateFrom: '2026-10-14', dateTo: '2026-10-12' }, null],
    ['a last day over a year ahead', { dateFrom: '2026-10-14', dateTo: '2027-10-16' }, null],
    ['a first day that does not exist', { dateFrom: '2026-10-32' }, null],
    ['a last day that does not exist', { dateFrom: '2026-10-14', dateTo: '2026-11-31' }, null],
    ['a field still being typed', { dateFrom: '2026-10-14', dateTo: 'incomplete-date' }, null],
  ])('%s', (_name, filters, expected) => {
    expect(relativeDatesOf(filters, '2026-10-14')).toEqual(expected);
  });
});
