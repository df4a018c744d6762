import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { activityQueries } from '../shared/notify/activityQueries';
import { NavCount } from './NavCount';

/** The inbox's own count (seen marks over page 1), for a host that keeps no activity log. */
const InboxNavCount = lazy(() =>
  import('../features/offers/components/InboxNavCount').then((module) => ({ default: module.InboxNavCount })),
);

/**
 * New offers beside "Offer inbox": the unread `offer.received` activity (issue 18 §2, the summary's
 * `unreadOffers`, which grows as the watch reads), "2 new offers" in the accessible name. While the
 * watch has none unread, or the summary cannot be read (a host without the watch), the inbox's own
 * count of offers never seen in it: it also counts offers the watch took as its baseline (an offer
 * that came before the watch's first read of its listing is no news to the watch, but is to the user)
 * or that came while the watch was off.
 */
export function InboxActivityCount() {
  const { t } = useTranslation('offers');
  const summary = useQuery(activityQueries.summary());
  if (summary.isError || summary.data?.unreadOffers === 0) {
    return (
      <Suspense fallback={null}>
        <InboxNavCount />
      </Suspense>
    );
  }
  const count = summary.data?.unreadOffers ?? 0; // 0 while the summary loads: nothing shown
  return <NavCount count={count} phrase={t('nav.newCount', { count })} />;
}
