import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// the inside, not the front door: the door is in the entry's chunk (the router's), it would take the count in
import { InboxNavCount } from '../features/offers/components/InboxNavCount';
import { activityQueries } from '../shared/notify/activityQueries';
import { NavCount } from './NavCount';

/**
 * New offers beside "Offer inbox": the unread `offer.received` activity (docs/watch.md §In the renderer, the
 * summary's `unreadOffers`, which grows as the watch reads), "2 new offers" in the accessible name. While the
 * watch has none unread, or the summary cannot be read (a host without the watch), the inbox's own
 * count of offers never seen in it: it also counts offers the watch took as its baseline (an offer
 * that came before the watch's first read of its listing is no news to the watch, but is to the user)
 * or that came while the watch was off. Nothing while the summary loads (a local read, a few ms): the
 * inbox's count reads the exchange (my listings and the offers on each), and reading it at every start
 * only to drop it for the summary's count spent the holder's budget for nothing (docs/watch.md §The budget).
 */
export function InboxActivityCount() {
  const { t } = useTranslation('offers');
  const summary = useQuery(activityQueries.summary());
  if (summary.isPending) return null;
  const count = summary.data?.unreadOffers ?? 0;
  if (count === 0) return <InboxNavCount />;
  return <NavCount count={count} phrase={t('nav.newCount', { count })} />;
}
