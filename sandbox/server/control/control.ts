/**
 * In-process control of a running sandbox, for tests, demos and the `/_sandbox/...` HTTP control
 * routes. Every mutation goes through the listing, offer or vehicle store, so it bumps that
 * collection's revision and may make open cursors answer 409 `list_changed`.
 */
import { randomInt } from 'node:crypto';
import type { ListingStatus, TransportStage } from '@dispatch/shared/domain/vocabulary';
import type { ListingRecord, Market } from '../../market';
import { plainListing } from '../listings/defaults';
import type { ListingStore } from '../listings/store';
import type { OfferStore } from '../offers/store';
import { createRecordControl, type RecordControl } from '../records/record-control';
import type { VehicleStore } from '../vehicles/store';

/** Mutations of one sandbox's data: listings here, offers and free vehicles in `RecordControl`. */
export interface SandboxControl extends RecordControl {
  /** The generated market (accounts, companies, keys; its `listings` array is the start state). */
  readonly market: Market;
  /** The listing collection's revision (number of changes since start). */
  readonly revision: number;
  /** The current record of a listing, in any status; undefined when unknown. */
  listing(ref: string): ListingRecord | undefined;
  /**
   * Publishes a listing: `status: 'published'`, `createdAt` = the sandbox clock, a fresh `ref`, owner =
   * the `shipper` demo account, a București → Cluj-Napoca asap freight; `fields` override any of these.
   * @throws Error when `fields.ref` exists
   */
  publishListing(fields?: Partial<ListingRecord>): ListingRecord;
  /** Sets a listing's status. @throws Error for an unknown ref */
  setListingStatus(ref: string, status: ListingStatus): ListingRecord;
  /** Sets a listing's transport stage, `stageUpdatedAt` = the sandbox clock. @throws Error for an unknown ref */
  setTransportStage(ref: string, stage: TransportStage | null): ListingRecord;
}

/** Alphabet of listing refs (docs/api.md §Resources): `[0-9A-Z]` without I, L, O, U. */
const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAY_MS = 86_400_000;

/**
 * The control surface over `store` (listings) and `records` (offers, vehicles), dating changes with the
 * sandbox clock `now` (ms since epoch).
 */
export function createControl(
  market: Market,
  store: ListingStore,
  now: () => number,
  records: { offers: OfferStore; vehicles: VehicleStore },
): SandboxControl {
  const defaultOwner =
    market.keys.find((k) => k.demoAccount === 'shipper')?.accountId ?? market.accounts[0]?.id ?? 'unknown';
  const freshRef = (): string => {
    for (;;) {
      let ref = 'FX-';
      for (let i = 0; i < 6; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
      if (!store.get(ref)) return ref;
    }
  };
  const current = (ref: string): ListingRecord => {
    const listing = store.get(ref);
    if (!listing) throw new Error(`no listing ${ref}`);
    return listing;
  };
  return {
    ...createRecordControl(market, { listings: store, ...records }, now),
    market,
    get revision() {
      return store.revision;
    },
    listing: (ref) => store.get(ref),
    publishListing(fields = {}) {
      const t = now();
      const listing = plainListing(
        {
          ref: freshRef(),
          createdAt: new Date(t).toISOString(),
          expiresAt: new Date(t + 14 * DAY_MS).toISOString(),
          ownerAccountId: defaultOwner,
        },
        fields,
      );
      store.insert(listing);
      return listing;
    },
    setListingStatus(ref, status) {
      current(ref);
      return store.update(ref, { status }).after;
    },
    setTransportStage(ref, stage) {
      current(ref);
      return store.update(ref, {
        transportStage: stage,
        stageUpdatedAt: stage ? new Date(now()).toISOString() : null,
      }).after;
    },
  };
}
