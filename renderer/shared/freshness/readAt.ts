/**
 * "Read at 10:42": when a list's page was read, in words the screen can show (docs/watch.md §Fresh lists).
 * The time and the date go through `Intl.DateTimeFormat` in the UI language (`en-GB`, `ro-RO`), in
 * the machine's time zone; the calendar day decides the wording: today ("Read at 10:42"), yesterday
 * ("Read at 10:42 yesterday"), or earlier ("Read at 10:42 on 3 Oct").
 */
import { memoize } from '../../../shared/format/memoize';
import { plainSpaces } from '../format/dates';

/** Which day an instant fell on, seen from now: the catalogs have one sentence for each. */
export type ReadAtDay = 'today' | 'yesterday' | 'earlier';

/** The parts of a "read at" sentence: its day, the time (`10:42`) and the date (`3 Oct`, `3 Oct 2025`). */
export interface ReadAtParts {
  day: ReadAtDay;
  /** Hours and minutes in the locale's clock (`10:42` in both languages). */
  time: string;
  /** Day and short month, with the year when it is not this year's; used for `earlier` only. */
  date: string;
}

const timeFormat = memoize(
  (locale: string) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const dateFormat = memoize(
  (locale: string, sameYear: boolean) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...(sameYear ? {} : { year: 'numeric' }),
    }),
);

/** Local midnight of the day of `ms`, in ms since the epoch. */
function startOfDay(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * The parts of "read at" for a page read at `at` (ms since the epoch, react-query's `dataUpdatedAt`),
 * seen at `now` (ms), in `locale` (`en-GB` or `ro-RO`). An instant after `now` (clocks moved) counts
 * as today. Never throws for finite numbers.
 */
export function readAtParts(at: number, now: number, locale: string): ReadAtParts {
  const when = new Date(at);
  const today = startOfDay(now);
  const yesterday = startOfDay(today - 1);
  const day: ReadAtDay = at >= today ? 'today' : at >= yesterday ? 'yesterday' : 'earlier';
  const time = timeFormat(locale).format(when);
  const sameYear = when.getFullYear() === new Date(now).getFullYear();
  const date = dateFormat(locale, sameYear).format(when);
  return { day, time: plainSpaces(time), date: plainSpaces(date) };
}
