import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { activityKeys, activityQueries } from '../shared/notify/activityQueries';
import { useNetworkToWatch } from '../shared/notify/useNetworkToWatch';
import { useOpenFromDesktop } from '../shared/notify/openFromDesktop';
import { useWatchNotifier } from '../shared/notify/useWatchNotifier';
import { call } from '../shared/transport';
import { refreshWhatChanged } from './freshAfterActivity';

/** The offer inbox's address. */
const INBOX_PATH = '/inbox';

/**
 * The shell's link to the watch (docs/watch.md §In the renderer), rendering nothing: notifications and the
 * badge (renderer/shared/notify), fresh screens when new activity arrives (./freshAfterActivity.ts), the
 * desktop app's notification clicks opening their item, the network's state told to the watch (offline,
 * it reads nothing), and, while the offer inbox is open, its
 * offers' activity marked read (the inbox shows them, so its nav count goes).
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
  useWatchNotifier({ open, onNew });
  useOpenFromDesktop(open);
  useNetworkToWatch();

  const onInbox = useRouterState({ select: (state) => state.location.pathname === INBOX_PATH });
  const unreadOffers = useQuery(activityQueries.summary()).data?.unreadOffers ?? 0;
  useEffect(() => {
    if (!onInbox || unreadOffers === 0) return;
    void (async () => {
      try {
        const page = await call('activity.list', { limit: 500, types: ['offer.received'] });
        const ids = page.entries.filter((entry) => entry.readAt === null).map((entry) => entry.id);
        if (ids.length > 0) await call('activity.markRead', { ids });
        void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      } catch {
        // the count stays until the next visit
      }
    })();
  }, [onInbox, unreadOffers, queryClient]);
  return null;
}
