/**
 * The Activity screen's days (docs/watch.md §In the renderer: "newest first, grouped by day"): entries
 * grouped by the local calendar day the watch noticed them (`seenAt`), each day named "Today", "Yesterday" or
 * by its date.
 */
import type { ActivityEntryView } from '../../../../shared/contract/activity';

/** How a day is named: today, yesterday, or its date (`day`: local `YYYY-MM-DD`). */
export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; day: string };

/** One day of entries, in the order given (newest first). */
export interface ActivityDay {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  name: DayName;
  entries: ActivityEntryView[];
}

/** The local calendar day (`YYYY-MM-DD`) of an instant. */
export function localDay(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const date = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${date}`;
}

/** The day before `day` (`YYYY-MM-DD`), by the calendar (month and year ends, leap years). */
function dayBefore(now: Date): string {
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
}

/**
 * `entries` (newest first) in runs of the same local day of `seenAt`, named against `now`. An entry
 * whose `seenAt` does not parse joins the day before it (or today, first).
 */
export function groupByDay(entries: readonly ActivityEntryView[], now: Date): ActivityDay[] {
  const today = localDay(now);
  const yesterday = dayBefore(now);
  const days: ActivityDay[] = [];
  for (const entry of entries) {
    const seen = new Date(entry.seenAt);
    const day = Number.isNaN(seen.getTime()) ? (days.at(-1)?.day ?? today) : localDay(seen);
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
