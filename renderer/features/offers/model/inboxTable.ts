/**
 * The inbox as one table (pure): a header row per listing (its ref, route, loading date and budget)
 * followed by its offers, so every offer of the page sits in the same columns. docs/api.md §Resources
 * (Listing, Offer), §Lists and cursors (every list arrives newest first).
 */
import type { Listing, Offer } from '../../../../shared/api/types';
import type { InboxEntry } from '../../../../shared/contract/calls';
import type { AppError } from '../../../../shared/contract/errors';
import { toNumber } from '../../../../shared/format/numbers';
import type { GridSort } from '../../../shared/table/GridTable';
import { sortWithinPage, type SortValue } from '../../../shared/table/sortWithinPage';
import { filterOffers, type StatusFilter } from './inboxView';

/**
 * One row of the inbox table. `group`: a listing's header row (`shown`: how many of its offers
 * follow, `hasMore`: the listing has more offers than its first page); `problem`: the sentence of a
 * listing whose offers could not be read (right under its header row); `offer`: one offer, with its
 * listing (for the price against the budget). `key` is unique in the table: `listing:<ref>`,
 * `problem:<ref>` or the offer's id (a uuid).
 */
export type InboxRow =
  | { kind: 'group'; key: string; listing: Listing; shown: number; hasMore: boolean }
  | { kind: 'problem'; key: string; listing: Listing; error: AppError }
  | { kind: 'offer'; key: string; listing: Listing; offer: Offer };

/** An offer's price as a sort figure, its currency the group (EUR and RON are never compared). */
const byPrice: SortValue<Offer> = (offer) => ({
  group: offer.currency,
  figure: toNumber(offer.price),
});

/** The newest `createdAt` among `offers`, ms since the epoch, or null without a readable one. */
function newestOf(offers: readonly Offer[]): number | null {
  let newest: number | null = null;
  for (const offer of offers) {
    const at = Date.parse(offer.createdAt);
    if (!Number.isNaN(at) && (newest === null || at > newest)) newest = at;
  }
  return newest;
}

/**
 * The rows of the inbox table for the listings of the page (`listings`, the exchange's order) and
 * their `entries`, with the status filter and the price sort (null: each listing's offers newest
 * first, as the exchange sends them). Rules:
 * - a listing shows when its offers could not be read (its header and its problem row) or when an
 *   offer of it passes `status`; the others are left out (the screen counts them);
 * - listings are ordered by their newest offer shown, newest first; listings whose offers failed come
 *   last; ties keep the page's order;
 * - a listing's offers are sorted by price within the listing only (`sortWithinPage`; figureless
 *   last), never mixed with another listing's;
 * - an entry without its listing on the page is left out.
 */
export function inboxRows(
  listings: readonly Listing[],
  entries: readonly InboxEntry[],
  status: StatusFilter,
  sort: GridSort | null,
): InboxRow[] {
  const byRef = new Map(listings.map((listing, index) => [listing.ref, { listing, index }]));
  const groups = entries.flatMap((entry) => {
    const found = byRef.get(entry.ref);
    if (!found) return [];
    const offers = entry.error ? [] : filterOffers(entry, status);
    if (!entry.error && offers.length === 0) return [];
    return [{ entry, ...found, offers, newest: newestOf(offers) }];
  });
  groups.sort((a, b) => {
    if (a.newest === null || b.newest === null)
      return a.newest === b.newest ? a.index - b.index : a.newest === null ? 1 : -1;
    return b.newest - a.newest || a.index - b.index;
  });
  return groups.flatMap(({ entry, listing, offers }): InboxRow[] => [
    {
      kind: 'group',
      key: `listing:${listing.ref}`,
      listing,
      shown: offers.length,
      hasMore: entry.error === null && entry.hasMore,
    },
    ...(entry.error
      ? [{ kind: 'problem' as const, key: `problem:${listing.ref}`, listing, error: entry.error }]
      : sortWithinPage(offers, byPrice, sort).map((offer) => ({
          kind: 'offer' as const,
          key: offer.id,
          listing,
          offer,
        }))),
  ]);
}
