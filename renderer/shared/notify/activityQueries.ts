/**
 * The activity log's summary and the watch's settings as queries (shared/contract/activity.ts), shared
 * by the shell (nav counts, badge, notifications), the Activity screen and Settings → Watch. Both are
 * local calls: they never send a request to the exchange, so the summary may be asked every 5 s.
 */
import { queryOptions } from '@tanstack/react-query';
import { settingsKeys } from '../settings/settingsKeys';
import { call } from '../transport';

/**
 * How often the summary is read, ms (docs/watch.md §In the renderer: "The nav counts update as the watch
 * reads").
 */
export const SUMMARY_POLL_MS = 5_000;

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
  /** Counts, the newest `seq` and the watch's state, re-read every {@link SUMMARY_POLL_MS}. */
  summary: () =>
    queryOptions({
      queryKey: activityKeys.summary(),
      queryFn: () => call('activity.summary', {}),
      refetchInterval: SUMMARY_POLL_MS,
      staleTime: 0,
    }),
  /** The watch's settings; they change only through `watch.update`. */
  settings: () =>
    queryOptions({
      queryKey: settingsKeys.watch(),
      queryFn: () => call('watch.settings', {}),
      staleTime: Infinity,
    }),
};
