/**
 * Handlers of the watch's calls (shared/contract/activity.ts, docs/watch.md): the activity
 * log, its summary, the watch's settings and "Check now", the UI's language main speaks, and the
 * desktop's notification and badge.
 * All local: none sends a request to the exchange (`watch.checkNow` only asks the watch to read
 * within its budget).
 */
import type { activityCalls } from '../../../../shared/contract/activity';
import type { HandlerGroup, ServiceContext } from '../context';
import { entryView } from '../watch-service';

/** Entries of one `activity.list` page by default (the contract's default). */
export const ACTIVITY_PAGE_DEFAULT = 50;

/** The activity handlers; the desk's database opens on the first call that reads the log. */
export function activityHandlers(context: ServiceContext): HandlerGroup<typeof activityCalls> {
  const { watch } = context;
  return {
    'activity.list': async ({ limit = ACTIVITY_PAGE_DEFAULT, beforeSeq, types }) => {
      // One more than asked (within the log's 500) tells whether an older page exists.
      const probe = Math.min(limit + 1, 500);
      const rows = watch.log().list({ limit: probe, beforeSeq, types });
      const entries = rows.slice(0, limit).map(entryView);
      const more = rows.length > limit || (probe === limit && rows.length === limit);
      return { entries, nextBeforeSeq: more && entries.length > 0 ? entries.at(-1)!.seq : null };
    },
    'activity.summary': async () => watch.summary(),
    // a mark is pushed to the page and the badge (watch-service.ts `onActivity`)
    'activity.markRead': async ({ ids }) => ({ unread: watch.markRead(ids) }),
    'activity.markAllRead': async () => ({ unread: watch.markAllRead() }),
    'watch.settings': async () => watch.settings(),
    'watch.update': async (patch) => watch.update(patch),
    'watch.checkNow': async () => watch.checkNow(),
    'watch.online': async ({ online }) => {
      watch.setOnline(online);
      return watch.status();
    },
    'desktop.setLanguage': async ({ language }) => {
      const changed = watch.language() !== language;
      watch.setLanguage(language);
      // the tray's menu speaks it at once (desktop-shell.ts)
      if (changed) context.desktopShell?.()?.languageChanged?.();
      return { language };
    },
    'desktop.notify': async (notification) => ({
      delivered: context.desktop?.notify(notification) ?? false,
    }),
    'desktop.badge': async ({ count, label }) => ({
      delivered: context.desktop?.setBadge(count, label) ?? false,
    }),
  };
}
