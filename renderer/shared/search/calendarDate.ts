import { parseDate, type CalendarDate } from '@internationalized/date';
import { dateValueOf } from './dateRange';

/**
 * `YYYY-MM-DD` as react-aria's date (a day of the Gregorian calendar), or null for anything else (a
 * marker of dateRange.ts, `''`, a day that does not exist, a day `dateValueOf` would not write, such
 * as a year before 1000). Shared by the date field and its calendar.
 */
export function calendarDateOf(value: string): CalendarDate | null {
  try {
    const date = parseDate(value);
    return dateValueOf(date) === value ? date : null;
  } catch {
    return null; // not a day (parseDate throws)
  }
}
