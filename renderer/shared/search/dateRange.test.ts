import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { listingFiltersSchema, vehicleFiltersSchema } from '../../../shared/contract/calls';
import {
  dateErrorText,
  dateMarkerIssues,
  dateValueOf,
  INCOMPLETE_DATE,
  localDay,
  NO_SUCH_DATE,
} from './dateRange';

describe('dateValueOf', () => {
  it('is the day YYYY-MM-DD when every part is set and the day exists', () => {
    expect(dateValueOf({ year: 2026, month: 10, day: 12 })).toBe('2026-10-12');
    expect(dateValueOf({ year: 2028, month: 2, day: 29 })).toBe('2028-02-29');
  });

  it('is empty when nothing is typed, a marker when part of a date is', () => {
    expect(dateValueOf({ year: null, month: null, day: null })).toBe('');
    expect(dateValueOf({ year: null, month: null, day: 12 })).toBe(INCOMPLETE_DATE);
    expect(dateValueOf({ year: 2026, month: 10, day: null })).toBe(INCOMPLETE_DATE);
    // a year cut short (Backspace in 2026) or still being typed is no year anyone means
    expect(dateValueOf({ year: 202, month: 10, day: 12 })).toBe(INCOMPLETE_DATE);
    expect(dateValueOf({ year: 26, month: 10, day: 12 })).toBe(INCOMPLETE_DATE);
  });

  it('is NO_SUCH_DATE for a day its month lacks', () => {
    expect(dateValueOf({ year: 2026, month: 2, day: 29 })).toBe(NO_SUCH_DATE);
    expect(dateValueOf({ year: 2026, month: 4, day: 31 })).toBe(NO_SUCH_DATE);
    expect(dateValueOf({ year: 2026, month: 13, day: 1 })).toBe(NO_SUCH_DATE);
    expect(dateValueOf({ year: 2026, month: 0, day: 1 })).toBe(NO_SUCH_DATE);
    expect(dateValueOf({ year: 2026, month: 10, day: 0 })).toBe(NO_SUCH_DATE);
    expect(dateValueOf({ year: 10000, month: 1, day: 1 })).toBe(NO_SUCH_DATE);
  });
});

describe('localDay', () => {
  it('counts days on the local calendar, across months and years', () => {
    const lateEvening = new Date(2026, 11, 31, 23, 30);
    expect(localDay(lateEvening)).toBe('2026-12-31');
    expect(localDay(lateEvening, 1)).toBe('2027-01-01');
    expect(localDay(new Date(2026, 1, 28, 0, 5), 1)).toBe('2026-03-01');
  });
});

describe('dateMarkerIssues', () => {
  it('refuses each field that holds a marker, at that field', () => {
    expect(dateMarkerIssues({ dateFrom: INCOMPLETE_DATE, dateTo: '2026-10-12' })).toEqual([
      { path: ['dateFrom'], message: INCOMPLETE_DATE },
    ]);
    expect(dateMarkerIssues({ dateFrom: '', dateTo: NO_SUCH_DATE })).toEqual([
      { path: ['dateTo'], message: NO_SUCH_DATE },
    ]);
    expect(dateMarkerIssues({ dateFrom: '2026-10-12', dateTo: '' })).toEqual([]);
  });
});

describe('dateErrorText', () => {
  const range = { from: '2026-10-20', to: '2026-10-01' };

  it('names both days of a range out of order as formatDay writes them, in the UI language', () => {
    // the contract's own issue, as react-hook-form's zodResolver passes it on (type = zod's code)
    const issue = listingFiltersSchema.safeParse({ dateFrom: range.from, dateTo: range.to }).error?.issues[0];
    expect(issue?.path).toEqual(['dateTo']);
    const order = { type: issue?.code, message: issue?.message };
    const vehicleIssue = vehicleFiltersSchema.safeParse({ dateFrom: range.from, dateTo: range.to }).error
      ?.issues[0];
    expect({ type: vehicleIssue?.code, message: vehicleIssue?.message }).toEqual(order);
    expect(dateErrorText('to', order, range, 'en-GB', i18next.getFixedT('en', 'common'))).toBe(
      'The last date, 1 Oct 2026, is before the first, 20 Oct 2026.',
    );
    expect(dateErrorText('to', order, range, 'ro-RO', i18next.getFixedT('ro', 'common'))).toBe(
      'Ultima dată, 1 oct. 2026, e înaintea primei, 20 oct. 2026.',
    );
  });

  it('asks for the whole date, and says when the month lacks the day', () => {
    const t = i18next.getFixedT('en', 'common');
    expect(dateErrorText('from', { type: 'custom', message: INCOMPLETE_DATE }, range, 'en-GB', t)).toBe(
      'Type the whole date: day, month and a four-digit year.',
    );
    expect(dateErrorText('to', { type: 'custom', message: NO_SUCH_DATE }, range, 'en-GB', t)).toBe(
      'That month has no such day.',
    );
    // any other problem of a date (a hand-edited link) asks for the whole date too
    expect(dateErrorText('from', { type: 'invalid_format', message: 'x' }, range, 'en-GB', t)).toBe(
      'Type the whole date: day, month and a four-digit year.',
    );
  });
});
