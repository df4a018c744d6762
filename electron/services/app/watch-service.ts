/**
 * The watch as the app services run it (issue 18 §1, docs/watch.md "Wiring"): the activity log in the
 * desk's database and the watch's settings in the settings file. The handlers of
 * shared/contract/activity.ts (handlers/activity.ts) use it.
 */
import type {
  WatchSettings,
  WatchStatusView,
  watchSettingsPatchSchema,
} from '../../../shared/contract/activity';
import type { z } from 'zod';
import type { Desk } from '../db/desk';
import type { SettingsStore } from '../settings/settings-store';
import { patchWatchSettings } from '../settings/watch-settings';
import { createActivityLog, type ActivityLog } from '../watch/activity-log';

/** What the handlers use of the watch. */
export interface WatchService {
  /** The activity log (opens the desk's database on first use). */
  log(): ActivityLog;
  /** The watch's settings as saved (defaults for anything missing). */
  settings(): WatchSettings;
  /** Saves a change of the settings and applies it; returns the settings now. */
  update(patch: z.infer<typeof watchSettingsPatchSchema>): WatchSettings;
  /** The watch's state now. */
  status(): WatchStatusView;
  /** Starts a pass now, within the budget; returns the state after asking. */
  checkNow(): WatchStatusView;
  /** The saved searches changed (one created, deleted, or its Watch switched): plan afresh. */
  savedSearchesChanged(): void;
  /** A saved search was deleted: forgets what the watch kept of it, and plans afresh. */
  savedSearchDeleted(id: string): void;
  /** Stops the watch (the services close). */
  close(): void;
}

/** Options of {@link createWatchService}. */
export interface WatchServiceOptions {
  settings: SettingsStore;
  desk: () => Desk;
}

const STOPPED: WatchStatusView = {
  state: 'stopped',
  nextAt: null,
  failures: 0,
  requestsPerMinute: 4,
  slowUntil: null,
  lastReadAt: null,
};

/** Creates the watch service; nothing is opened until a call needs it. */
export function createWatchService(options: WatchServiceOptions): WatchService {
  let log: { desk: Desk; log: ActivityLog } | null = null;
  const activityLog = () => {
    const desk = options.desk();
    if (log?.desk !== desk) log = { desk, log: createActivityLog(desk.db) };
    return log.log;
  };
  const status = (): WatchStatusView => ({
    ...STOPPED,
    requestsPerMinute: options.settings.getWatch().requestsPerMinute,
  });
  return {
    log: activityLog,
    settings: () => options.settings.getWatch(),
    update(patch) {
      options.settings.setWatch(patchWatchSettings(options.settings.getWatch(), patch));
      return options.settings.getWatch();
    },
    status,
    checkNow: status,
    savedSearchesChanged() {},
    savedSearchDeleted(id) {
      activityLog().forgetSnapshots(`search:${id}`);
    },
    close() {
      log = null;
    },
  };
}
