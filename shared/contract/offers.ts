/**
 * Calls about offers, never public (docs/api.md §Resources): the offers received on one of the key
 * holder's listings (`listListingOffers`), the offers the holder's account or company sent
 * (`listMyOffers`), and one offer (`getOffer`).
 */
import { z } from 'zod';
import type { Offer, OfferPage } from '../api/types';
import type { AppError } from './errors';
import { listingRefSchema, pageRequestShape, resourceIdSchema } from './common';
import { call, output } from './call';

/** Most listings one inbox call reads: one page of the user's listings. */
export const INBOX_LISTINGS_MAX = 20;

/** The offers received on one listing, as the inbox shows them. */
export interface InboxEntry {
  ref: string;
  /** The listing's first page of offers (newest first), empty when it failed. */
  offers: Offer[];
  /** More offers than the first page holds: open the listing's offers to page on. */
  hasMore: boolean;
  /** Ids of `offers` the user has not seen before (seen marks of scope `inbox`). */
  newIds: string[];
  /** Why this listing's offers could not be read (the others still show), else null. */
  error: AppError | null;
}

/** The offer calls, each with its input schema and output type (docs/api.md §Resources). */
export const offerCalls = {
  'offers.forListing': call(z.object({ ref: listingRefSchema, ...pageRequestShape }), output<OfferPage>()),
  'offers.mine': call(z.object(pageRequestShape), output<OfferPage>()),
  'offers.get': call(z.object({ id: resourceIdSchema }), output<Offer>()),
  /**
   * The offer inbox: the first page of offers of each listing named (those on the page being viewed),
   * read politely: at most 2 requests at a time, never a crawl of every listing.
   */
  'offers.inbox': call(
    z.object({
      refs: z
        .array(listingRefSchema)
        .min(1)
        .max(INBOX_LISTINGS_MAX)
        .refine((refs) => new Set(refs).size === refs.length, 'Each listing once.'),
    }),
    output<InboxEntry[]>(),
  ),
} as const;
