/**
 * The sandbox's listings, mutable (docs/api.md §Lists and cursors, `list_changed`): a `RecordStore`
 * keyed by `ref` with a revision and a change log. Lanes: the searchable listings (published, not
 * assistance) in lane `''` and by origin, destination and category (`listingLanes.search`); every listing, in
 * any status, in its owner's lane (`listingLanes.owner`), for `/listings/mine`.
 */
import type { ListingRecord } from '../../market';
import { isSearchable } from './filters';
import { laneKey, RecordStore, type LaneSink, type StoreLanes } from '../records/record-store';

/**
 * The listing collection of one sandbox. `page` walks the searchable listings unless it names the
 * owner's lane; `update` cannot change `ref` or `createdAt`.
 */
export class ListingStore extends RecordStore<ListingRecord> {
  /** @throws Error for a duplicate `ref` or an unparsable `createdAt` */
  constructor(listings: Iterable<ListingRecord>) {
    super(listings, { noun: 'listing', key: (l) => l.ref, lanes: lanesOf });
  }
}

/** Lanes of the listings store (`StoreLanes`). */
export const listingLanes = {
  /** The searchable listings whose `field` equals `value` (countries upper-case, as stored). */
  search: (field: 'fromCountry' | 'toCountry' | 'category', value: string): string => laneKey(field, value),
  /** Every listing the account `accountId` published, in any status and category. */
  owner: (accountId: string): string => laneKey('owner', accountId),
} satisfies StoreLanes;

/** Files `listing` in its lanes (`listingLanes.owner`, and `''` and `listingLanes.search` when searchable). */
function lanesOf(listing: ListingRecord, into: LaneSink): void {
  into('owner', listing.ownerAccountId);
  if (isSearchable(listing)) {
    into('', '');
    into('fromCountry', listing.fromCountry);
    into('toCountry', listing.toCountry);
    into('category', listing.category);
  }
}
