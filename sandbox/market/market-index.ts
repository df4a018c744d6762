/**
 * What a market step looks at, kept indexed (`planMarketStep`, steps.ts): the published listings by
 * expiry and in list order, the loads in progress, the offers of each listing, the active free
 * vehicles by end date, and the refs and ids in use. Built once from the records (O(n)), then kept up
 * to date change by change (O(log n) each, plus a short array move), so a step reads only the few
 * records it changes instead of scanning the market (120,000 listings at `--scale 20`).
 *
 * Orders are the records' own, never the history's: list order is newest first (createdAt desc, then
 * ref or id desc; docs/api.md §Lists and cursors), so an index built from the current records and one
 * kept up to date through the same changes plan the same steps.
 */
import type { MarketState } from './steps';
import { newestFirst, newestFirstById } from './order';
import { MinHeap } from './min-heap';
import { marketParties, type Parties } from './parties';
import { WeightedTable } from './random';
import { SortedList } from './sorted-list';
import type { AccountRecord, ListingRecord, OfferRecord, VehicleRecord } from './types';

/** Published listings by expiresAt, then ref: the first ones are the first to expire. */
function byExpiry(a: ListingRecord, b: ListingRecord): number {
  if (a.expiresAt !== b.expiresAt) return a.expiresAt < b.expiresAt ? -1 : 1;
  return a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0;
}

/** Vehicles by dateTo, then id: the first ones are the first to lapse. */
function byDateTo(a: VehicleRecord, b: VehicleRecord): number {
  if (a.dateTo !== b.dateTo) return a.dateTo < b.dateTo ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A listing whose load is on its way: closed, with a stage short of delivered. */
function inProgress(listing: ListingRecord): boolean {
  return (
    listing.status === 'closed' && listing.transportStage !== null && listing.transportStage !== 'delivered'
  );
}

/**
 * Whether a listing ref, offer id or vehicle id is in use, when the caller already has a map of the
 * records (the sandbox's stores): the index then keeps no sets of its own.
 */
export interface InUse {
  listing(ref: string): boolean;
  offer(id: string): boolean;
  vehicle(id: string): boolean;
}

/** The indexed market a step is planned from. The records are never mutated. */
export class MarketIndex {
  readonly accounts: readonly AccountRecord[];
  /** Lookups and pools over the accounts and companies (they do not change while the market moves). */
  readonly parties: Parties;
  /** Owners of the step's listings: every regular account (see `planMarketStep`). */
  readonly publishers: WeightedTable<AccountRecord>;
  private readonly demoIds: ReadonlySet<string>;
  /** The refs and ids in use, when `inUse` was not given. */
  private readonly own: { refs: Set<string>; offers: Set<string>; vehicles: Set<string> } | null;
  /** Refs of every listing of the demo shipper, any status (their offers are all indexed). */
  private readonly shipperRefs = new Set<string>();
  /** Every published listing, by expiry. */
  private readonly published: MinHeap<ListingRecord>;
  /** Published listings of regular accounts (not a demo account), in list order. */
  private readonly regular = new SortedList<ListingRecord>(newestFirst);
  /** The demo shipper's published listings, not assistance, in list order. */
  private readonly shipperOpen = new SortedList<ListingRecord>(newestFirst);
  /** Loads in progress of the demo shipper and of everyone else, in list order. */
  private readonly shipperLoads = new SortedList<ListingRecord>(newestFirst);
  private readonly otherLoads = new SortedList<ListingRecord>(newestFirst);
  /**
   * The offers a step can touch, by listing ref, in list order: every `sent` offer, and every offer on
   * a listing of the demo shipper (a new offer there must come from a carrier that has not offered).
   */
  private readonly offersByRef = new Map<string, SortedList<OfferRecord>>();
  /** Active vehicles by dateTo; active exchange vehicles not of the demo carrier's company, in list order. */
  private readonly active: MinHeap<VehicleRecord>;
  private readonly removable = new SortedList<VehicleRecord>(newestFirstById);
  private readonly inUse: InUse | null;

  /**
   * Indexes `state` (its arrays are read, not kept), once per sandbox start (docs/benchmarks.md).
   * @param inUse lookups of the refs and ids in use; default: sets built from `state`
   */
  constructor(state: MarketState, inUse?: InUse) {
    this.accounts = state.accounts;
    this.parties = marketParties(state.accounts, state.companies);
    this.demoIds = new Set(Object.values(this.parties.demo));
    this.publishers = publishers(state.accounts, this.parties, this.demoIds);
    this.own = inUse ? null : { refs: new Set(), offers: new Set(), vehicles: new Set() };
    this.inUse = inUse ?? null;
    // In bulk: each list is sorted once, each heap built once, below.
    const add = <T>(list: SortedList<T>, record: T) => list.add(record);
    const published: ListingRecord[] = [];
    const active: VehicleRecord[] = [];
    for (const listing of state.listings) {
      this.own?.refs.add(listing.ref);
      if (listing.ownerAccountId === this.parties.demo.shipper) this.shipperRefs.add(listing.ref);
      if (listing.status === 'published') published.push(listing);
      this.fileListing(listing, add);
    }
    for (const offer of state.offers) {
      this.own?.offers.add(offer.id);
      if (this.touchable(offer)) this.offersOf(offer.listingRef).add(offer);
    }
    for (const vehicle of state.vehicles) {
      this.own?.vehicles.add(vehicle.id);
      if (vehicle.status === 'active') active.push(vehicle);
      this.fileVehicle(vehicle, add);
    }
    this.published = new MinHeap(byExpiry, published);
    this.active = new MinHeap(byDateTo, active);
    for (const list of [this.regular, this.shipperOpen, this.shipperLoads, this.otherLoads]) void list.items;
    void this.removable.items;
  }

  /** Follows a listing change: `before` null for a new listing, `after` null for a removed one. */
  listingChanged(before: ListingRecord | null, after: ListingRecord | null): void {
    if (before) {
      if (!after) this.own?.refs.delete(before.ref);
      if (before.status === 'published') this.published.remove(before);
      this.fileListing(before, (list, record) => list.remove(record));
    }
    if (after) {
      this.own?.refs.add(after.ref);
      if (after.ownerAccountId === this.parties.demo.shipper) this.shipperRefs.add(after.ref);
      if (after.status === 'published') this.published.push(after);
      this.fileListing(after, (list, record) => list.insert(record));
    }
  }

  /** Follows an offer change: `before` null for a new offer, `after` null for a removed one. */
  offerChanged(before: OfferRecord | null, after: OfferRecord | null): void {
    if (before) {
      if (!after) this.own?.offers.delete(before.id);
      this.offersByRef.get(before.listingRef)?.remove(before);
    }
    if (after) {
      this.own?.offers.add(after.id);
      if (this.touchable(after)) this.offersOf(after.listingRef).insert(after);
    }
  }

  /** Follows a vehicle change: `before` null for a new vehicle, `after` null for a removed one. */
  vehicleChanged(before: VehicleRecord | null, after: VehicleRecord | null): void {
    if (before) {
      if (!after) this.own?.vehicles.delete(before.id);
      if (before.status === 'active') this.active.remove(before);
      this.fileVehicle(before, (list, record) => list.remove(record));
    }
    if (after) {
      this.own?.vehicles.add(after.id);
      if (after.status === 'active') this.active.push(after);
      this.fileVehicle(after, (list, record) => list.insert(record));
    }
  }

  /** Whether a listing ref, offer id or vehicle id is in use. */
  hasRef(ref: string): boolean {
    return this.inUse ? this.inUse.listing(ref) : this.own!.refs.has(ref);
  }

  hasOfferId(id: string): boolean {
    return this.inUse ? this.inUse.offer(id) : this.own!.offers.has(id);
  }

  hasVehicleId(id: string): boolean {
    return this.inUse ? this.inUse.vehicle(id) : this.own!.vehicles.has(id);
  }

  /** Up to `max` published listings whose expiresAt is at or before `at` (ISO), the earliest first. */
  expired(at: string, max: number): ListingRecord[] {
    return this.published.firstWhile((listing) => listing.expiresAt <= at, max);
  }

  /**
   * Published listings of regular accounts created at or before `createdBy` (ISO): `list.slice(from)`
   * (list order is newest first, so they are the tail).
   */
  regularCreatedBy(createdBy: string): { list: readonly ListingRecord[]; from: number } {
    return { list: this.regular.items, from: this.regular.firstWhere((l) => l.createdAt <= createdBy) };
  }

  /** The demo shipper's published listings (not assistance), in list order. */
  shipperListings(): readonly ListingRecord[] {
    return this.shipperOpen.items;
  }

  /** The offers on listing `ref` that a step can touch (see `offersByRef`), in list order. */
  offersOn(ref: string): readonly OfferRecord[] {
    return this.offersByRef.get(ref)?.items ?? [];
  }

  /** Loads in progress (closed, stage short of delivered): the demo shipper's and the others', in list order. */
  loads(): { shipper: readonly ListingRecord[]; others: readonly ListingRecord[] } {
    return { shipper: this.shipperLoads.items, others: this.otherLoads.items };
  }

  /** Up to `max` active vehicles whose dateTo is before `today` (YYYY-MM-DD), the earliest first. */
  lapsed(today: string, max: number): VehicleRecord[] {
    return this.active.firstWhile((vehicle) => vehicle.dateTo < today, max);
  }

  /** Active exchange vehicles not of the demo carrier's company, in list order. */
  removableVehicles(): readonly VehicleRecord[] {
    return this.removable.items;
  }

  /** Whether a step can touch `offer` (see `offersByRef`). */
  private touchable(offer: OfferRecord): boolean {
    return offer.status === 'sent' || this.shipperRefs.has(offer.listingRef);
  }

  private offersOf(ref: string): SortedList<OfferRecord> {
    let list = this.offersByRef.get(ref);
    if (!list) {
      list = new SortedList<OfferRecord>(newestFirstById);
      this.offersByRef.set(ref, list);
    }
    return list;
  }

  private fileListing(
    listing: ListingRecord,
    file: (list: SortedList<ListingRecord>, record: ListingRecord) => void,
  ): void {
    const shipper = this.parties.demo.shipper;
    if (listing.status === 'published') {
      if (!this.demoIds.has(listing.ownerAccountId)) file(this.regular, listing);
      if (listing.ownerAccountId === shipper && listing.category !== 'assistance')
        file(this.shipperOpen, listing);
    } else if (inProgress(listing)) {
      file(listing.ownerAccountId === shipper ? this.shipperLoads : this.otherLoads, listing);
    }
  }

  private fileVehicle(
    vehicle: VehicleRecord,
    file: (list: SortedList<VehicleRecord>, record: VehicleRecord) => void,
  ): void {
    if (vehicle.status !== 'active') return;
    if (vehicle.source === 'exchange' && vehicle.companyId !== this.parties.demoCompanyId) {
      file(this.removable, vehicle);
    }
  }
}

/** Owners of the step's listings: every regular account (not a demo account, not the demo carrier's company). */
function publishers(
  accounts: readonly AccountRecord[],
  parties: Parties,
  demoIds: ReadonlySet<string>,
): WeightedTable<AccountRecord> {
  let pool = accounts.filter(
    (a) => !demoIds.has(a.id) && (parties.demoCompanyId === null || a.companyId !== parties.demoCompanyId),
  );
  if (pool.length === 0) pool = [...accounts];
  if (pool.length === 0) throw new Error('planMarketStep: the market has no accounts');
  return new WeightedTable(pool, () => 1);
}
