import { CalendarDate } from '@internationalized/date';
import { dateValueOf } from './dateRange';

/**
 * `YYYY-MM-DD` as react-aria's date (a day of the Gregorian calendar), or null for anything else (a
 * marker of dateRange.ts, `''`, a day that does not exist). Shared by the date field and its calendar.
 */
export function calendarDateOf(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || dateValueOf({ year: +match[1]!, month: +match[2]!, day: +match[3]! }) !== value) return null;
  return new CalendarDate(+match[1]!, +match[2]!, +match[3]!);
}
