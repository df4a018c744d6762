import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// the inside, not the front door: the door is in the entry's chunk (the router's), it would take the count in
import { InboxNavCount } from '../features/offers/components/InboxNavCount';
import { activityQueries } from '../shared/notify/activityQueries';
import { NavCount } from './NavCount';

/**
 * New offers beside "Offer inbox": the summary's `unreadOffers`, the one inbox count (docs/watch.md §The
 * inbox count: offers still `sent` and not yet seen in the inbox, across every page, counted in the main
 * process from the watch's reads and the inbox's seen marks), "2 new offers" in the accessible name.
 * While it is 0, or the summary cannot be read (a host without the watch, or the watch has read no
 * offers yet), the inbox's own count of page 1's new offers (the same rule, shared/domain/inbox-new.ts).
 * While the watch's first pass catches up (`watch.catchingUp`), the summary has read only some listings'
 * offers: the larger of the two is shown, so the number never falls while the pass reads on (issue 53
 * §1: "the count fell 36 → 3" when the first listings' offers were read); the inbox's count is then
 * what it already read while the summary said 0, never a read of its own (a catch-up after a sleep
 * reads nothing more). Nothing while the summary loads (a
 * local read, a few ms): the inbox's count reads the exchange, and reading it at every start only to drop
 * it for the summary's count spent the holder's budget for nothing (docs/watch.md §The budget).
 */
export function InboxActivityCount() {
  const { t } = useTranslation('offers');
  const summary = useQuery(activityQueries.summary());
  if (summary.isPending) return null;
  const count = summary.data?.unreadOffers ?? 0;
  if (count === 0 || summary.data?.watch.catchingUp === true)
    return <InboxNavCount atLeast={count} read={count === 0} />;
  return <NavCount count={count} phrase={t('nav.newCount', { count })} />;
}
