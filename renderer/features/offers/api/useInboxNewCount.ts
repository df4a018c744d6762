import { useQuery } from '@tanstack/react-query';
import { useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import { NO_FILTERS } from '../../../shared/cursorList/cursorList';
import { inboxListings, offerQueries } from './offerQueries';
import { newOfferIds } from '../model/inboxView';
import { useInboxSeen } from './inboxSeen';

/**
 * How many offers received are new (model/inboxView.ts `newOfferIds`: still `sent`, on a listing still
 * `published`, never marked seen in scope `inbox`), for the navigation: the
 * offers of the first page of the user's listings only (the inbox's own page-1 queries, shared with
 * the inbox screen: `listings.mine` page 1, then one `offers.inbox` call), never a crawl of every
 * listing. Offers marked seen during this run are left out. With `read` false nothing is read: only
 * what the queries already hold counts. Returns null when no key is in use
 * (nothing is called), while loading, or when a read failed (a key without `listings:read`, ...).
 */
export function useInboxNewCount(read = true): number | null {
  const ready = useKeyReady();
  const firstPage = useQuery({ ...inboxListings.pageQuery(NO_FILTERS, null), enabled: ready && read });
  const refs = ready ? (firstPage.data?.data.map((listing) => listing.ref) ?? []) : [];
  const inbox = useQuery({ ...offerQueries.inbox(refs), enabled: read && refs.length > 0 });
  const marked = useInboxSeen((state) => state.marked);
  if (!ready || !inbox.data || refs.length === 0) return null;
  const statuses = new Map(firstPage.data?.data.map((listing) => [listing.ref, listing.status as string]));
  return inbox.data.reduce(
    (count, entry) =>
      count + [...newOfferIds(entry, statuses.get(entry.ref))].filter((id) => !marked.has(id)).length,
    0,
  );
}
