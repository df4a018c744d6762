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
 * `unreadOffers`), "2 new offers" in the accessible name. Where the summary cannot be read (a host
 * without the watch), the inbox's own count of unseen offers instead.
 */
export function InboxActivityCount() {
  const { t } = useTranslation('offers');
  const summary = useQuery(activityQueries.summary());
  if (summary.isError) {
    return (
      <Suspense fallback={null}>
        <InboxNavCount />
      </Suspense>
    );
  }
  const count = summary.data?.unreadOffers ?? 0;
  return <NavCount count={count} phrase={t('nav.newCount', { count })} />;
}
