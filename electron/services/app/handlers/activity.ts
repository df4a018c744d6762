/**
 * Handlers of the watch's calls (shared/contract/activity.ts, docs/watch.md): the activity
 * log, its summary, the watch's settings and "Check now", and the desktop's notification and badge.
 * All local: none sends a request to the exchange (`watch.checkNow` only asks the watch to read
 * within its budget).
 */
import type { ActivityEntryView } from '../../../../shared/contract/activity';
import type { ActivityEntry } from '../../watch/activity-log';
import type { activityCalls } from '../../../../shared/contract/activity';
import type { HandlerGroup, ServiceContext } from '../context';

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
      const entries = rows.slice(0, limit).map(toView);
      const more = rows.length > limit || (probe === limit && rows.length === limit);
      return { entries, nextBeforeSeq: more && entries.length > 0 ? entries.at(-1)!.seq : null };
    },
    'activity.summary': async () => {
      const log = watch.log();
      return {
        unread: log.countUnread(),
        unreadOffers: log.countUnread(['offer.received']),
        newestSeq: log.newestSeq(),
        watch: watch.status(),
      };
    },
    'activity.markRead': async ({ ids }) => {
      const log = watch.log();
      log.markRead(ids);
      return { unread: log.countUnread() };
    },
    'activity.markAllRead': async () => {
      const log = watch.log();
      log.markAllRead();
      return { unread: log.countUnread() };
    },
    'watch.settings': async () => watch.settings(),
    'watch.update': async (patch) => watch.update(patch),
    'watch.checkNow': async () => watch.checkNow(),
    'watch.online': async ({ online }) => {
      watch.setOnline(online);
      return watch.status();
    },
    'desktop.notify': async (notification) => ({
      delivered: context.desktop?.notify(notification) ?? false,
    }),
    'desktop.badge': async ({ count, label }) => ({
      delivered: context.desktop?.setBadge(count, label) ?? false,
    }),
  };
}

/** A log entry as the contract shows it (the same fields; data copied). */
function toView(entry: ActivityEntry): ActivityEntryView {
  return {
    id: entry.id,
    seq: entry.seq,
    type: entry.type,
    subject: { ...entry.subject },
    listingRef: entry.listingRef,
    occurredAt: entry.occurredAt,
    data: { ...entry.data },
    source: entry.source,
    seenAt: entry.seenAt,
    readAt: entry.readAt,
  };
}
