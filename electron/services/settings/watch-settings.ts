/**
 * The watch's settings (shared/contract/activity.ts `WatchSettings`, docs/watch.md §Settings): on or off,
 * the budget in reads a minute, each source on or off, each kind of event notified or not, quiet
 * hours. Kept in the settings file under `watch` (settings-store.ts).
 *
 * Reading is lenient field by field: a stored value that is missing, unknown or invalid (a rate out of
 * bounds, a source name this version does not know, a time that is not HH:MM) falls back to its
 * default, and the rest of the stored settings are kept. The settings file is never set aside for the
 * watch's part (docs/watch.md "Settings").
 */
import { z } from 'zod';
import {
  ACTIVITY_KINDS,
  WATCH_RATE_MAX,
  WATCH_RATE_MIN,
  WATCH_SOURCES,
  quietHoursSchema,
  type WatchSettings,
  type watchSettingsPatchSchema,
} from '../../../shared/contract/activity';

/**
 * The budget by default, reads a minute (docs/watch.md §The budget; the same as schedule.ts
 * WATCH_REQUESTS_PER_MINUTE).
 */
export const DEFAULT_WATCH_RATE = 4;

/** The settings when nothing is stored: on, 4 reads a minute, every source and kind on, no quiet hours. */
export function defaultWatchSettings(): WatchSettings {
  return {
    enabled: true,
    requestsPerMinute: DEFAULT_WATCH_RATE,
    sources: Object.fromEntries(WATCH_SOURCES.map((s) => [s, true])) as WatchSettings['sources'],
    notify: Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, true])) as WatchSettings['notify'],
    quietHours: null,
  };
}

const rateSchema = z.number().min(WATCH_RATE_MIN).max(WATCH_RATE_MAX);

/**
 * The settings from what the file holds (`stored` is untrusted: any JSON). Every field that is
 * missing or invalid takes its default; never throws.
 */
export function readWatchSettings(stored: unknown): WatchSettings {
  const settings = defaultWatchSettings();
  if (!isRecord(stored)) return settings;
  if (typeof stored.enabled === 'boolean') settings.enabled = stored.enabled;
  const rate = rateSchema.safeParse(stored.requestsPerMinute);
  if (rate.success) settings.requestsPerMinute = rate.data;
  copySwitches(stored.sources, WATCH_SOURCES, settings.sources);
  copySwitches(stored.notify, ACTIVITY_KINDS, settings.notify);
  const quiet = quietHoursSchema.safeParse(stored.quietHours);
  if (quiet.success) settings.quietHours = quiet.data;
  return settings;
}

/** `settings` with a validated patch (`watch.update`'s input) applied: only the fields given change. */
export function patchWatchSettings(
  settings: WatchSettings,
  patch: z.infer<typeof watchSettingsPatchSchema>,
): WatchSettings {
  return {
    enabled: patch.enabled ?? settings.enabled,
    requestsPerMinute: patch.requestsPerMinute ?? settings.requestsPerMinute,
    sources: { ...settings.sources, ...definedOnly(patch.sources) },
    notify: { ...settings.notify, ...definedOnly(patch.notify) },
    quietHours: patch.quietHours === undefined ? settings.quietHours : patch.quietHours,
  };
}

/** Copies into `into` each of `names` that `stored` (untrusted) holds as a boolean. */
function copySwitches<T extends string>(
  stored: unknown,
  names: readonly T[],
  into: Record<T, boolean>,
): void {
  if (!isRecord(stored)) return;
  for (const name of names) {
    const on = stored[name];
    if (typeof on === 'boolean') into[name] = on;
  }
}

function definedOnly<T extends string>(record: Partial<Record<T, boolean>> | undefined) {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([, v]) => typeof v === 'boolean'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
