/**
 * Quiet hours (docs/watch.md §In the renderer "Per-kind on/off, and quiet hours"; shared/contract/activity.ts
 * `quietHoursSchema`): no desktop notification between `from` and `to`, local time, `HH:MM`. The span
 * may run past midnight (`22:00`–`07:00`). `from` is inside it, `to` is not; equal times make an empty
 * span (never quiet).
 */
import type { WatchSettings } from '../contract/activity';

/** Quiet hours as the watch's settings keep them, or null for none. */
export type QuietHours = WatchSettings['quietHours'];

/** Minutes since midnight of `HH:MM` (0–1439), or null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether `at` (its local time of day, to the minute) falls in the quiet hours. A span whose end is
 * before its start runs past midnight. No quiet hours, an unreadable time or an empty span: false.
 */
export function isQuietAt(quiet: QuietHours, at: Date): boolean {
  if (!quiet) return false;
  const from = minutesOfDay(quiet.from);
  const to = minutesOfDay(quiet.to);
  if (from === null || to === null || from === to) return false;
  const now = at.getHours() * 60 + at.getMinutes();
  return from < to ? now >= from && now < to : now >= from || now < to;
}
