/**
 * Keeps the desktop told as the watch notices (docs/watch.md §In the renderer), from the activity summary the
 * shell reads every 5 s (./activityQueries.ts):
 * - when `newestSeq` grows past the last one told on this desktop (./lastNotified.ts; on the first
 *   load the current one is the baseline, so nothing old is told), reads the new entries, re-reads the
 *   Activity lists, hands the entries to `onNew` (the shell re-reads what they concern), and shows the
 *   notifications (./compose.ts, ./deliver.ts);
 * - shows the unread count on the icon or in the title (./badge.ts) whenever it changes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ActivityEntryView } from '../../../shared/contract/activity';
import { sessionQueries } from '../session/sessionQueries';
import { call } from '../transport';
import { activityKeys, activityQueries } from './activityQueries';
import { badgeLabel, showBadge } from './badge';
import { composeNotices, notifiable } from './compose';
import { deliverNotice } from './deliver';
import { lastNotifiedKey, readLastNotified, writeLastNotified } from './lastNotified';
import { useEntryWords } from './useEntryWords';

/** The most new entries one batch reads (more than this in 5 s: the rest are in Activity). */
export const BATCH_LIMIT = 100;

/** The entries after `afterSeq`, newest first (at most {@link BATCH_LIMIT}). */
export async function entriesSince(afterSeq: number): Promise<ActivityEntryView[]> {
  const page = await call('activity.list', { limit: BATCH_LIMIT });
  return page.entries.filter((entry) => entry.seq > afterSeq);
}

/** What the shell gives: how to open a path, and what to do with new entries. */
export interface WatchNotifierOptions {
  open: (path: string) => void;
  onNew?: (entries: readonly ActivityEntryView[]) => void;
}

/** Runs the module's loop while mounted (the shell mounts it once). */
export function useWatchNotifier({ open, onNew }: WatchNotifierOptions): void {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueries.info());
  const summary = useQuery(activityQueries.summary());
  const words = useEntryWords();
  const busy = useRef(false);
  const latest = useRef({ open, onNew, words });
  useEffect(() => {
    latest.current = { open, onNew, words };
  });

  const environment = session.data?.environment;
  const storageKey = environment ? lastNotifiedKey(environment) : null;
  const newestSeq = summary.data?.newestSeq;
  const unread = summary.data?.unread;

  useEffect(() => {
    if (storageKey === null || newestSeq === undefined || busy.current) return;
    const last = readLastNotified(storageKey);
    // first load on this desktop, or a log that started over: the current state is the baseline
    if (last === null || last > newestSeq) {
      writeLastNotified(storageKey, newestSeq);
      return;
    }
    if (newestSeq === last) return;
    busy.current = true;
    void (async () => {
      try {
        const entries = await entriesSince(last);
        writeLastNotified(storageKey, newestSeq);
        void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
        latest.current.onNew?.(entries);
        const settings = await queryClient.fetchQuery(activityQueries.settings());
        const notices = composeNotices(notifiable(entries, settings, new Date()), latest.current.words);
        for (const notice of notices) await deliverNotice(notice, (path) => latest.current.open(path));
      } catch {
        // the log or the settings could not be read: the next summary tries again
      } finally {
        busy.current = false;
      }
    })();
    // each summary read re-checks (a batch that was busy is picked up by the next one)
  }, [storageKey, newestSeq, summary.dataUpdatedAt, queryClient]);

  const label = unread === undefined ? undefined : badgeLabel(words.t, unread);
  useEffect(() => {
    if (unread !== undefined) void showBadge(unread, label);
  }, [unread, label]);
}
