/**
 * Calls about offers, never public (docs/api.md §Resources): the offers received on one of the key
 * holder's listings (`listListingOffers`), the offers the holder's account or company sent
 * (`listMyOffers`), and one offer (`getOffer`).
 */
import { z } from 'zod';
import type { Offer, OfferPage } from '../api/types';
import { listingRefSchema, pageRequestShape, resourceIdSchema } from './common';

export const offerCalls = {
  'offers.forListing': { input: z.object({ ref: listingRefSchema, ...pageRequestShape }) },
  'offers.mine': { input: z.object(pageRequestShape) },
  'offers.get': { input: z.object({ id: resourceIdSchema }) },
} as const;

export interface OfferOutputs {
  'offers.forListing': OfferPage;
  'offers.mine': OfferPage;
  'offers.get': Offer;
}
