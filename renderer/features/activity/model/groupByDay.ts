/**
 * The Activity screen's days (docs/watch.md §In the renderer: "newest first, grouped by day"): entries
 * grouped by the local calendar day the watch noticed them (`seenAt`), each day named "Today", "Yesterday" or
 * by its date. Days and "the day before" come from shared/domain/relative-dates.ts (calendar days of
 * `@internationalized/date`), so a daylight-saving change never shifts an entry or yesterday by a day.
 */
import type { ActivityEntryView } from '../../../../shared/contract/activity';
import { addDays, todayIn } from '../../../../shared/domain/relative-dates';

/** How a day is named: today, yesterday, or its date (`day`: local `YYYY-MM-DD`). */
export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; day: string };

/** One day of entries, in the order given (newest first). */
export interface ActivityDay {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  name: DayName;
  entries: ActivityEntryView[];
}

/**
 * `entries` (newest first) in runs of the same calendar day of `seenAt` in `timeZone` (an IANA name;
 * default: the user's, this process's), named against `now`. An entry whose `seenAt` does not parse
 * joins the day before it (or today, first). Throws a RangeError for an unknown time zone.
 */
export function groupByDay(
  entries: readonly ActivityEntryView[],
  now: Date,
  timeZone?: string,
): ActivityDay[] {
  const today = todayIn(now, timeZone);
  const yesterday = addDays(today, -1);
  const days: ActivityDay[] = [];
  for (const entry of entries) {
    const seen = new Date(entry.seenAt);
    const day = Number.isNaN(seen.getTime()) ? (days.at(-1)?.day ?? today) : todayIn(seen, timeZone);
    const last = days.at(-1);
    if (last && last.day === day) {
      last.entries.push(entry);
      continue;
    }
    const name: DayName =
      day === today ? { kind: 'today' } : day === yesterday ? { kind: 'yesterday' } : { kind: 'date', day };
    days.push({ day, name, entries: [entry] });
  }
  return days;
}
