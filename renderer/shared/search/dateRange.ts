/**
 * The pure part of the date range field (DateRangeField.tsx): what a search form holds for a date and
 * what is said about it. A form holds each date as text: a calendar day `YYYY-MM-DD` (the contract's
 * `isoDateSchema`, shared/contract/common.ts; docs/api.md §Filters), `''` for none, or, while the field
 * shows something that is not a whole day, one of two markers (`INCOMPLETE_DATE`, `NO_SUCH_DATE`) that
 * the form's schema refuses with `dateMarkerIssues`, so the typed text stays in the field and a
 * sentence says what is missing. Every message names days as `formatDay` writes them (renderer/
 * shared/format/dates.ts: `12 Oct 2026`, `12 oct. 2026`), the one way dates are written in the UI.
 *
 * Its two bits of calendar arithmetic (`dateValueOf`, `localDay`) use `Date`, not
 * `@internationalized/date` (calendarDate.ts): this module is in the first screen's JavaScript (the
 * filters form), the library in the date field's lazy chunk, and it would add 5.6 KB gzip to the former.
 */
import type { TFunction } from 'i18next';
import { formatDay } from '../format/dates';

/** The form's value while the field shows part of a date (a day without its month or year, ...). */
export const INCOMPLETE_DATE = 'incomplete-date';
/** The form's value while the field shows a day its month lacks (31.02.2026), until the field is left. */
export const NO_SUCH_DATE = 'no-such-date';

/** The parts a date field shows: each a number, or null while its segment is still blank. */
export interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * What a form holds for the parts a field shows: `''` when all are blank, the day `YYYY-MM-DD` when
 * all are set and the day exists (the Gregorian calendar), `INCOMPLETE_DATE` when some are blank or
 * the year has fewer than four digits (`202` is a year being typed or cut short by Backspace, never
 * meant), `NO_SUCH_DATE` when the month has no such day.
 */
export function dateValueOf({ year, month, day }: DateParts): string {
  const set = [year, month, day].filter((part) => part !== null).length;
  if (set === 0) return '';
  if (year === null || month === null || day === null || year < 1000) return INCOMPLETE_DATE;
  if (year > 9999 || month < 1 || month > 12 || day < 1) return NO_SUCH_DATE;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return NO_SUCH_DATE;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The calendar day `days` days after `now`'s day in local time, as `YYYY-MM-DD` (`days` 0 is today,
 * 1 tomorrow): the day on the dispatcher's wall calendar, whatever the UTC day.
 */
export function localDay(now: Date, days = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1, 2)}-${pad(day.getDate(), 2)}`;
}

/** The issues of a date form's markers, one per field holding one: path `[field]`, the marker as message. */
export function dateMarkerIssues(form: {
  dateFrom: string;
  dateTo: string;
}): { path: ['dateFrom' | 'dateTo']; message: string }[] {
  return (['dateFrom', 'dateTo'] as const)
    .filter((field) => form[field] === INCOMPLETE_DATE || form[field] === NO_SUCH_DATE)
    .map((field) => ({ path: [field], message: form[field] }));
}

/** A date's problem as the form library gives it: zod's issue code (`type`) and message. */
export interface DateError {
  type?: string | number;
  message?: string;
}

/**
 * A date field's problem in words (namespace `common`, `dateRange.*`): `end` is the field (`to` for
 * the last date), `values` the range as the form holds it (`YYYY-MM-DD`), named with `formatDay` in
 * `locale`. A `custom` issue on the last date that is no marker is the contract's order rule
 * (`DATES_OUT_OF_ORDER`, shared/contract/common.ts; its object is zod's to keep, so not compared):
 * it names both days. Anything else asks for the whole date.
 */
export function dateErrorText(
  end: 'from' | 'to',
  error: DateError,
  values: { from: string; to: string },
  locale: string,
  t: TFunction<'common'>,
): string {
  if (error.message === NO_SUCH_DATE) return t('dateRange.noSuchDate');
  if (end === 'to' && error.type === 'custom' && error.message !== INCOMPLETE_DATE) {
    return t('dateRange.order', {
      from: formatDay(values.from, locale),
      to: formatDay(values.to, locale),
    });
  }
  return t('dateRange.incomplete');
}
