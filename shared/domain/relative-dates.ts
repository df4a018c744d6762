/**
 * Relative dates of a saved search (docs/watch.md §Saved searches as alerts): "from today", "from tomorrow",
 * "today and the next N days" kept as such and resolved on each run against the day it runs, on the
 * user's wall calendar (their time zone); an absolute date stays absolute. Calendar arithmetic on
 * `YYYY-MM-DD` days (no clock times) by `@internationalized/date`'s `CalendarDate`, so month and year
 * ends and daylight-saving changes cannot shift a day.
 *
 * The rule counts whole days from the day of the run:
 * - `fromDays`: the first loading (or availability) day is that many days after the run's day (0 today,
 *   1 tomorrow);
 * - `toDays`: the last day, that many days after the run's day, or null for no last day ("from today").
 * "Today and the next N days" is `{ fromDays: 0, toDays: N }`. The filters' own `dateFrom`/`dateTo`
 * are then replaced by the resolved days (docs/api.md §Filters: `dateFrom`, `dateTo` are days).
 */
import { fromDate, getLocalTimeZone, parseDate, toCalendarDate } from '@internationalized/date';

/** The most days ahead a relative date may name (a year and a day: more is surely not meant). */
export const RELATIVE_DAYS_MAX = 366;

/** A relative date window: whole days after the day of the run (see the file comment). */
export interface RelativeDates {
  fromDays: number;
  toDays: number | null;
}

/**
 * `day` (`YYYY-MM-DD`) as a day of the Gregorian calendar (`@internationalized/date`'s `parseDate`).
 * Throws a RangeError for text that is not such a day, or a day its month lacks (`2026-02-30`).
 */
function calendarDay(day: string) {
  try {
    return parseDate(day);
  } catch {
    throw new RangeError(`Not a day: ${JSON.stringify(day)}`);
  }
}

/** `day` (`YYYY-MM-DD`) plus `days` calendar days (may be negative), as `YYYY-MM-DD`. Throws a RangeError for no day. */
export function addDays(day: string, days: number): string {
  return calendarDay(day).add({ days }).toString();
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` is earlier. Throws a RangeError for no day. */
export function daysBetween(from: string, to: string): number {
  return calendarDay(to).compare(calendarDay(from));
}

/**
 * The day it is at `now` on the wall calendar of `timeZone` (an IANA name such as `Europe/Bucharest`;
 * default: the time zone of this process, the user's on their own machine), as `YYYY-MM-DD`.
 * Throws a RangeError for an unknown time zone.
 */
export function todayIn(now: Date, timeZone = getLocalTimeZone()): string {
  return toCalendarDate(fromDate(now, timeZone)).toString();
}

/** The days a rule stands for on `today` (`YYYY-MM-DD`): `dateFrom`, and `dateTo` unless the rule has no last day. */
export function resolveRelativeDates(
  rule: RelativeDates,
  today: string,
): { dateFrom: string; dateTo?: string } {
  const dateFrom = addDays(today, rule.fromDays);
  return rule.toDays === null ? { dateFrom } : { dateFrom, dateTo: addDays(today, rule.toDays) };
}

/**
 * Filters with their dates resolved for a run on `today`: with a rule, `dateFrom`/`dateTo` are the
 * rule's days (a stored `dateTo` goes when the rule has no last day); without one (null), the filters
 * as they are (absolute dates stay absolute). Returns a new object; never mutates `filters`.
 */
export function withResolvedDates<F extends { dateFrom?: string; dateTo?: string }>(
  filters: F,
  rule: RelativeDates | null,
  today: string,
): F {
  if (rule === null) return filters;
  const resolved: F = { ...filters };
  delete resolved.dateTo;
  return Object.assign(resolved, resolveRelativeDates(rule, today));
}

/**
 * The rule a search's absolute dates stand for when saved on `today`, if they start today or
 * tomorrow (the days the date field's Today and Tomorrow buttons give): `fromDays` 0 or 1 and
 * `toDays` the last day's distance (null without a last day). Null otherwise (no first day, another
 * first day, a last day before the first or beyond {@link RELATIVE_DAYS_MAX}): those stay absolute.
 */
export function relativeDatesOf(
  filters: { dateFrom?: string; dateTo?: string },
  today: string,
): RelativeDates | null {
  const daysTo = (day?: string) => {
    try {
      return day ? daysBetween(today, day) : null;
    } catch {
      return null; // a day that is none (a date field's marker, 30 February): no rule
    }
  };
  const fromDays = daysTo(filters.dateFrom);
  if (fromDays !== 0 && fromDays !== 1) return null;
  if (!filters.dateTo) return { fromDays, toDays: null };
  const toDays = daysTo(filters.dateTo);
  return toDays === null || toDays < fromDays || toDays > RELATIVE_DAYS_MAX ? null : { fromDays, toDays };
}
