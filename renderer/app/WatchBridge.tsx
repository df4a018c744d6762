import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../shared/format/locale';
import { activityKeys, activityQueries } from '../shared/notify/activityQueries';
import { useActivityFeed } from '../shared/notify/useActivityFeed';
import { useNetworkToWatch } from '../shared/notify/useNetworkToWatch';
import { useOpenFromDesktop } from '../shared/notify/openFromDesktop';
import { call } from '../shared/transport';
import { refreshWhatChanged } from './freshAfterActivity';

/** The offer inbox's address. */
const INBOX_PATH = '/inbox';

/**
 * The shell's link to the watch (docs/watch.md §How the page is told), rendering nothing: the host's
 * pushes of activity into the summary (the nav counts and Activity), with the browser host's own
 * notifications (renderer/shared/notify/useActivityFeed.ts), fresh screens when new activity arrives
 * (./freshAfterActivity.ts), the desktop app's notification clicks opening their item, the network's
 * state told to the watch (offline, it reads nothing), the UI's language told to the host (main words
 * its notifications in it), and, while the offer inbox is open, its offers' activity marked read (the
 * inbox shows them, so its nav count goes).
 */
export function WatchBridge() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const open = useCallback((path: string) => router.history.push(path), [router]);
  const onNew = useCallback(
    (entries: Parameters<typeof refreshWhatChanged>[1]) =>
      refreshWhatChanged(queryClient, entries, {
        inboxOpen: router.state.location.pathname === INBOX_PATH,
      }),
    [queryClient, router],
  );
  useActivityFeed({ open, onNew });
  useOpenFromDesktop(open);
  useNetworkToWatch();

  const { i18n } = useTranslation();
  const language = toAppLanguage(i18n.resolvedLanguage ?? i18n.language);
  useEffect(() => {
    void call('desktop.setLanguage', { language }).catch(() => undefined);
  }, [language]);

  const onInbox = useRouterState({ select: (state) => state.location.pathname === INBOX_PATH });
  const unreadOffers = useQuery(activityQueries.summary()).data?.unreadOffers ?? 0;
  useEffect(() => {
    if (!onInbox || unreadOffers === 0) return;
    void (async () => {
      try {
        const page = await call('activity.list', { limit: 500, types: ['offer.received'] });
        const ids = page.entries.filter((entry) => entry.readAt === null).map((entry) => entry.id);
        // the host pushes the new counts (useActivityFeed); the lists are re-read here
        if (ids.length > 0) await call('activity.markRead', { ids });
        void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
      } catch {
        // the count stays until the next visit
      }
    })();
  }, [onInbox, unreadOffers, queryClient]);
  return null;
}
