/**
 * Keeps the page told as the watch notices (docs/watch.md §How the page is told), from the host's pushes
 * (./activityFeed.ts), never by polling:
 * - each push's summary becomes the summary query's data, the one source of every count on screen (the
 *   nav's and Activity's);
 * - new entries re-read the Activity lists and go to `onNew` (the shell re-reads what they concern);
 * - in the browser host only (no main process on screen), the new entries are told as Web
 *   Notifications, composed by shared/notify/compose.ts as main composes them, and the unread count
 *   goes before the page's title. In the desktop app main composes and shows both itself
 *   (electron/services/app/watch-desktop.ts): the page composes nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ActivityEntryView, ActivityPush } from '../../../shared/contract/activity';
import { composeNotices, notifiable } from '../../../shared/notify/compose';
import { entryPlaces } from '../../../shared/notify/entrySentence';
import { toAppLanguage } from '../format/locale';
import { fetchShownCities } from '../places/shownCities';
import { activityKeys, activityQueries } from './activityQueries';
import { subscribeActivity } from './activityFeed';
import { showTitleCount } from './badge';
import { deliverNotice } from './deliver';
import { useEntryWords } from './useEntryWords';

/** What the shell gives: how to open a path, and what to do with new entries. */
export interface ActivityFeedOptions {
  open: (path: string) => void;
  onNew?: (entries: readonly ActivityEntryView[]) => void;
}

/** Runs the module's work while mounted (the shell mounts it once). */
export function useActivityFeed({ open, onNew }: ActivityFeedOptions): void {
  const queryClient = useQueryClient();
  const words = useEntryWords();
  const latest = useRef({ open, onNew, words });
  useEffect(() => {
    latest.current = { open, onNew, words };
  });

  useEffect(() => {
    const desktop = Boolean(window.dispatch);
    const onPush = (push: ActivityPush) => {
      queryClient.setQueryData(activityKeys.summary(), push.summary);
      if (!desktop) showTitleCount(push.summary.unread);
      if (push.entries.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
      latest.current.onNew?.(push.entries);
      if (desktop) return;
      void (async () => {
        try {
          const settings = await queryClient.fetchQuery(activityQueries.settings());
          const told = notifiable(push.entries, settings, new Date());
          // the cities in the UI's language (docs/api.md §Places, A place in the UI's language)
          const { words } = latest.current;
          const city = await fetchShownCities(queryClient, toAppLanguage(words.locale), entryPlaces(told));
          const notices = composeNotices(told, { ...words, city });
          for (const notice of notices) deliverNotice(notice, (path) => latest.current.open(path));
        } catch {
          // the settings could not be read: these entries stay in Activity
        }
      })();
    };
    // a stream (re)opened: what changed while none was open is read again
    const onConnected = () => void queryClient.invalidateQueries({ queryKey: activityKeys.summary() });
    return subscribeActivity(onPush, onConnected);
  }, [queryClient]);
}
