/**
 * Dates and times through `Intl.DateTimeFormat` in the given locale (`ro-RO` or `en-GB`):
 * calendar days (`YYYY-MM-DD`, shown as the day itself, whatever the time zone), ranges of days and
 * instants (ISO 8601, shown in local time). Text that does not parse is shown as it came.
 */
import { memoize } from '../../../shared/format/memoize';
import { NO_VALUE } from '../../../shared/format/numbers';

const dayFormat = memoize(
  (locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const dateTimeFormat = memoize(
  (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

function parseDay(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Narrow and no-break spaces as plain spaces, so text reads and compares the same everywhere. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** A calendar day `YYYY-MM-DD`: `12 Oct 2026` (en), `12 oct. 2026` (ro). */
export function formatDay(date: string, locale: string): string {
  const parsed = parseDay(date);
  return parsed ? plainSpaces(dayFormat(locale).format(parsed)) : date;
}

/** A range of days, shared parts once: `12 – 15 Oct 2026` (en), `12–15 oct. 2026` (ro). */
export function formatDayRange(from: string, to: string, locale: string): string {
  const first = parseDay(from);
  const last = parseDay(to);
  if (!first || !last) return `${from} – ${to}`;
  if (from === to) return formatDay(from, locale);
  return plainSpaces(dayFormat(locale).formatRange(first, last));
}

/** An instant (ISO 8601) in local time: `3 Oct 2026, 14:05` (en), `3 oct. 2026, 14:05` (ro). */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return NO_VALUE;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  return plainSpaces(dateTimeFormat(locale).format(parsed));
}
