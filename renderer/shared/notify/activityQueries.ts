/**
 * The activity log's summary and the watch's settings as queries (shared/contract/activity.ts), shared
 * by the shell (nav counts, badge, notifications), the Activity screen and Settings → Watch. Both are
 * local calls: they never send a request to the exchange, so the summary may be asked every 5 s.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../transport';

/**
 * How often the summary is read, ms (docs/watch.md §In the renderer: "The nav counts update as the watch
 * reads").
 */
export const SUMMARY_POLL_MS = 5_000;

/** Query keys: `['activity', ...]` for the log, `['watch', 'settings']` for the settings. */
export const activityKeys = {
  all: ['activity'] as const,
  summary: ['activity', 'summary'] as const,
  lists: ['activity', 'list'] as const,
  list: (types: readonly string[]) => ['activity', 'list', [...types]] as const,
  settings: ['watch', 'settings'] as const,
};

/** The query-options factory of the activity log and the watch's settings. */
export const activityQueries = {
  /** Counts, the newest `seq` and the watch's state, re-read every {@link SUMMARY_POLL_MS}. */
  summary: () =>
    queryOptions({
      queryKey: activityKeys.summary,
      queryFn: () => call('activity.summary', {}),
      refetchInterval: SUMMARY_POLL_MS,
      staleTime: 0,
    }),
  /** The watch's settings; they change only through `watch.update`. */
  settings: () =>
    queryOptions({
      queryKey: activityKeys.settings,
      queryFn: () => call('watch.settings', {}),
      staleTime: Infinity,
    }),
};
