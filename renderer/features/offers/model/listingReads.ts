/**
 * The listings an offer list shows beside its offers (pure). An Offer names its listing only by
 * `listingRef` (docs/api.md §Resources), so a screen reads each distinct listing of its page once
 * (`listings.get`, `GET /listings/{ref}`, through the shared listing query) and each row looks its
 * listing up here.
 */
import type { Listing } from '../../../../shared/api/types';

/**
 * What a row knows of its listing: `loading` (not answered yet), `ready` (the listing), `gone` (404:
 * no longer on the exchange or no longer visible to this key, docs/api.md §Rules) or `failed` (any
 * other fault; the offer row still shows, only the listing's cells are missing).
 */
export type ListingRead =
  { state: 'loading' } | { state: 'ready'; listing: Listing } | { state: 'gone' } | { state: 'failed' };

/** The distinct listing refs of `offers`, in the order they first appear (at most one read each). */
export function distinctRefs(offers: readonly { listingRef: string }[]): string[] {
  return [...new Set(offers.map((offer) => offer.listingRef))];
}

/**
 * One listing query's state as a `ListingRead`: data wins (a failed re-read keeps what was read),
 * then a `not_found` error is `gone`, any other error `failed`, and anything else `loading`.
 */
export function listingReadOf(result: { data: Listing | undefined; errorKind: string | null }): ListingRead {
  if (result.data) return { state: 'ready', listing: result.data };
  if (result.errorKind === 'not_found') return { state: 'gone' };
  if (result.errorKind !== null) return { state: 'failed' };
  return { state: 'loading' };
}
