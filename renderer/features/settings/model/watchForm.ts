/**
 * Settings → Watch as a form (docs/watch.md §The budget "configurable in Settings (with the figure shown:
 * 'about N requests an hour')", §In the renderer "Per-kind on/off, and quiet hours";
 * shared/contract/activity.ts): the watch's settings as fields, and the fields checked into a `watch.update`
 * patch, each problem named so the screen says it in a sentence.
 */
import {
  WATCH_RATE_MAX,
  WATCH_RATE_MIN,
  type ActivityKind,
  type WatchSettings,
  type WatchSourceName,
} from '../../../../shared/contract/activity';
import { parseLocaleNumber } from '../../../shared/format/parseNumber';
import { minutesOfDay } from '../../../../shared/notify/quietHours';

/** The form's fields: the budget as typed, quiet hours as a switch and two `HH:MM` times. */
export interface WatchForm {
  enabled: boolean;
  rate: string;
  sources: Record<WatchSourceName, boolean>;
  notify: Record<ActivityKind, boolean>;
  quiet: boolean;
  quietFrom: string;
  quietTo: string;
}

/** The patch `watch.update` takes. */
export type WatchPatch = Partial<Omit<WatchSettings, 'sources' | 'notify'>> &
  Pick<WatchSettings, 'sources' | 'notify'>;

/** What can be wrong: the budget not a number or out of range; a quiet time unreadable or both equal. */
export interface WatchFormProblems {
  rate?: 'notNumber' | 'range';
  quiet?: 'time' | 'same';
}

/** Quiet hours offered when the user first switches them on. */
export const DEFAULT_QUIET = { from: '22:00', to: '07:00' };

/** The settings as the form's fields (`locale`: how the budget is written, `0,5` in Romanian). */
export function watchFormOf(settings: WatchSettings, locale: string): WatchForm {
  return {
    enabled: settings.enabled,
    rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(settings.requestsPerMinute),
    sources: { ...settings.sources },
    notify: { ...settings.notify },
    quiet: settings.quietHours !== null,
    quietFrom: settings.quietHours?.from ?? DEFAULT_QUIET.from,
    quietTo: settings.quietHours?.to ?? DEFAULT_QUIET.to,
  };
}

/** Reads a minute as requests an hour, rounded: 4 -> 240 (docs/watch.md "The budget"). */
export function requestsPerHour(perMinute: number): number {
  return Math.round(perMinute * 60);
}

/**
 * The form checked: its problems (none: `patch` is what to send), the budget within
 * [WATCH_RATE_MIN, WATCH_RATE_MAX] reads a minute, quiet hours two valid different times.
 */
export function checkWatchForm(
  form: WatchForm,
  locale: string,
): { problems: WatchFormProblems; patch: WatchPatch | null; perMinute: number | null } {
  const problems: WatchFormProblems = {};
  const perMinute = parseLocaleNumber(form.rate, locale);
  if (perMinute === null) problems.rate = 'notNumber';
  else if (perMinute < WATCH_RATE_MIN || perMinute > WATCH_RATE_MAX) problems.rate = 'range';
  if (form.quiet) {
    const from = minutesOfDay(form.quietFrom);
    const to = minutesOfDay(form.quietTo);
    if (from === null || to === null) problems.quiet = 'time';
    else if (from === to) problems.quiet = 'same';
  }
  if (problems.rate || problems.quiet || perMinute === null) return { problems, patch: null, perMinute };
  return {
    problems,
    perMinute,
    patch: {
      enabled: form.enabled,
      requestsPerMinute: perMinute,
      sources: form.sources,
      notify: form.notify,
      quietHours: form.quiet ? { from: form.quietFrom, to: form.quietTo } : null,
    },
  };
}
