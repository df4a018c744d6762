/**
 * The key holder's own listings (`listings.mine`, `GET /listings/mine`, every status, with the
 * transport stage) and one listing's offers (`offers.forListing`, `GET /listings/{ref}/offers`): two
 * keyset lists of the cursor-list kit, paged by hand. docs/api.md §Resources, §Lists and cursors.
 */
import type { Listing, Offer } from '../../../../shared/api/types';
import { createCursorList, NO_FILTERS, type NoFilters } from '../../../shared/cursorList/cursorList';
import { call } from '../../../shared/transport';

/** My listings, newest first, 20 a page. */
export const myListings = createCursorList<NoFilters, Listing>({
  name: 'listings-mine',
  initialFilters: NO_FILTERS,
  fetchPage: (_filters, cursor) => call('listings.mine', { cursor }),
});

/** The offers of one of my listings: the list's filters are the listing ref (its cursors belong to it). */
export interface OffersForListingFilters {
  ref: string;
}

/** The offers received on one listing, newest first, 20 a page. */
export const offersForListing = createCursorList<OffersForListingFilters, Offer>({
  name: 'offers-for-listing',
  initialFilters: { ref: '' },
  fetchPage: ({ ref }, cursor) => call('offers.forListing', { ref, cursor }),
});
