/**
 * Times and day names of the Activity screen through `Intl` in the UI language (docs/watch.md §In the
 * renderer): a time of day (`10:42`), a day heading ("Today", "Yesterday" from `Intl.RelativeTimeFormat`,
 * else the date with its weekday).
 */
import type { DayName } from './groupByDay';

/** The local time of day of an instant (ISO 8601): `10:42`; the text itself when it does not parse. */
export function formatTimeOfDay(value: string, locale: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * A day heading: "Today" / "Azi", "Yesterday" / "Ieri", else `Monday, 23 November 2026` /
 * `luni, 23 noiembrie 2026` (the day `YYYY-MM-DD` as a calendar day).
 */
export function formatDayName(name: DayName, locale: string): string {
  if (name.kind !== 'date') {
    const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return capitalise(words.format(name.kind === 'today' ? 0 : -1, 'day'), locale);
  }
  const [year, month, day] = name.day.split('-').map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
