/**
 * The activity log's summary and the watch's settings as queries (shared/contract/activity.ts), shared
 * by the shell (nav counts, the browser host's notifications), the Activity screen and Settings → Watch.
 * Both are local calls. The summary is read once; after that the host pushes each change
 * (./activityFeed.ts, docs/watch.md §How the page is told) and the shell writes it into this query:
 * nothing polls, so a hidden page, which TanStack Query would stop polling, is still told.
 */
import { queryOptions } from '@tanstack/react-query';
import { settingsKeys } from '../settings/settingsKeys';
import { call } from '../transport';

/**
 * Query keys of the activity log (docs/architecture.md §Query keys): `['activities', 'summary']` and
 * `['activities', 'list', types]`. The watch's settings are `settingsKeys.watch()`
 * (renderer/shared/settings/settingsKeys.ts), outside this root: new activity does not re-read them.
 */
export const activityKeys = {
  all: ['activities'] as const,
  summary: () => [...activityKeys.all, 'summary'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (types: readonly string[]) => [...activityKeys.lists(), [...types]] as const,
};

/** The query-options factory of the activity log and the watch's settings. */
export const activityQueries = {
  /**
   * Counts, the newest `seq` and the watch's state: read once, then kept current by the host's pushes
   * (never re-read on a timer, a focus or a remount; a lost push stream reads it again on reconnecting).
   */
  summary: () =>
    queryOptions({
      queryKey: activityKeys.summary(),
      queryFn: () => call('activity.summary', {}),
      staleTime: Infinity,
    }),
  /** The watch's settings; they change only through `watch.update`. */
  settings: () =>
    queryOptions({
      queryKey: settingsKeys.watch(),
      queryFn: () => call('watch.settings', {}),
      staleTime: Infinity,
    }),
};
