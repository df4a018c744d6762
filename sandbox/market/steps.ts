/**
 * Market steps: a market that moves (README.md §The sandbox, on its own: `--tick`). `planMarketStep` looks at
 * the current records and plans one step of changes (new listings and vehicles, listings closing or expiring,
 * offers arriving and being withdrawn, loads moving one transport stage forward), deterministically from the
 * seed and the step number; the server applies them (each change bumps its collection's revision, docs/api.md
 * §Lists and cursors). `applyMarketChanges` applies them to plain arrays.
 */
import {
  SEARCHABLE_CATEGORIES,
  TRANSPORT_STAGES,
  type ListingStatus,
  type OfferStatus,
  type TransportStage,
  type VehicleStatus,
} from '@dispatch/shared/domain/vocabulary';
import type { PlaceIndex } from '../places';
import { day, dayOf, iso } from './dates';
import type { Taken } from './ids';
import { CATEGORY_WEIGHTS, CityPicker, generateListing, type ListingContext } from './listings';
import { MarketIndex } from './market-index';
import { drawSender, makeOffer } from './offers';
import { newestFirst, newestFirstById } from './order';
import type { Parties } from './parties';
import { deriveSeed, Random } from './random';
import type { AccountRecord, CompanyRecord, ListingRecord, OfferRecord, VehicleRecord } from './types';
import { makeVehicle } from './vehicles';

/** One change of a market step. `at` values are ISO date-times (ms, Z) equal to the step's `now`. */
export type MarketChange =
  | { kind: 'listing.published'; listing: ListingRecord }
  | { kind: 'listing.status'; ref: string; status: ListingStatus }
  | { kind: 'listing.stage'; ref: string; stage: TransportStage; at: string }
  | { kind: 'vehicle.published'; vehicle: VehicleRecord }
  | { kind: 'vehicle.status'; id: string; status: VehicleStatus }
  | { kind: 'offer.received'; offer: OfferRecord }
  | { kind: 'offer.status'; id: string; status: OfferStatus; at: string };

/** The records a step is planned from (a generated `Market` fits; newest first or not). Never mutated. */
export interface MarketState {
  listings: readonly ListingRecord[];
  offers: readonly OfferRecord[];
  vehicles: readonly VehicleRecord[];
  accounts: readonly AccountRecord[];
  companies: readonly CompanyRecord[];
}

/** Salt of the steps' random streams (the market's own use 1 and 2). */
const STEP_STREAM = 3;
/** Most listings expired by date in one step; the rest follow in later steps. */
const MAX_EXPIRED = 5;
/** Most vehicles expired by date in one step. */
const MAX_VEHICLES_EXPIRED = 5;
/** A published listing must be this old (ms) before a step closes or cancels it. */
const MIN_AGE_TO_CLOSE_MS = 86_400_000;

/**
 * How a step chooses the demo shipper's listing that gets its offer (docs/api.md §Outside /v1,
 * `--arrivals`): `uniform` (the default), any published one alike; `decaying`, a listing `a` ms old with
 * weight `exp(−a / ARRIVAL_DECAY_MS)`, so most offers come in a listing's first hours, as on a real
 * exchange where a load is answered while it is fresh.
 */
export type OfferArrivals = 'uniform' | 'decaying';

/** Every offer arrival curve, for the CLI's check. */
export const OFFER_ARRIVALS: readonly OfferArrivals[] = ['uniform', 'decaying'];

/**
 * The `decaying` curve's time constant, ms: a listing 2 hours old is chosen e^-1 ≈ 0.37 times as often as
 * one just published, one 6 hours old 0.05 times; of the offers a listing gets over its life, 86 % come
 * in its first 4 hours.
 */
export const ARRIVAL_DECAY_MS = 2 * 3_600_000;

const pickers = new WeakMap<PlaceIndex, CityPicker>();

/**
 * Plans one market step from `market` (the records, or a `MarketIndex` over them kept up to date as
 * the market moves: a step then reads only the records it changes), deterministically from (`seed`,
 * `step`) and the records (same inputs -> same changes; an index and the records it follows give the
 * same changes); does not mutate them. `now` is the sandbox clock; new records are created at it and
 * every `at` equals it. A step:
 * - publishes 1 to 3 listings (createdAt = now, refs unused in `state`; sometimes the demo shipper's);
 * - about one step in three, publishes a free vehicle (active, on the exchange, no requests yet);
 * - expires published listings whose expiresAt has passed (at most 5 a step, the earliest first), and
 *   closes (no chosen carrier) or now and then cancels a few published listings over a day old that
 *   belong to regular accounts; their `sent` offers become `expired` (listing expired) or `declined`;
 * - receives a `sent` offer on one of the demo shipper's published listings (chosen by `arrivals`,
 *   {@link OfferArrivals}; uniformly by default), from a regular carrier that has not offered on it
 *   yet, and about one step in three withdraws a `sent` offer there;
 * - moves one to three loads in progress one transport stage forward (about every other step one of
 *   the demo shipper's): assigned -> loading -> in_transit -> unloading -> delivered, never further;
 * - expires active vehicles whose dateTo has passed (at most 5, the earliest first), and now and then
 *   removes one.
 * Demo accounts are recognised by their display names; the demo carrier's company never sends the
 * planned offers and its records only move by date rules.
 * @throws Error when `state.accounts` is empty (a listing needs an owner)
 */
export function planMarketStep(
  market: MarketState | MarketIndex,
  options: { seed: number; step: number; now: Date; places: PlaceIndex; arrivals?: OfferArrivals },
): MarketChange[] {
  const index = market instanceof MarketIndex ? market : new MarketIndex(market);
  const { now, places } = options;
  const nowMs = now.getTime();
  const at = iso(nowMs);
  const random = new Random(deriveSeed(options.seed, STEP_STREAM, options.step));
  const { parties } = index;
  const { demo } = parties;
  const cities = cityPicker(places);
  const changes: MarketChange[] = [];
  const busy = new Set<string>(); // listing refs changed this step

  // 1. New listings.
  const ctx: ListingContext = {
    random,
    places,
    now,
    refs: taken((ref) => index.hasRef(ref)),
    owners: index.publishers,
    carriers: [],
    cities,
  };
  const count = 1 + (random.chance(0.5) ? 1 : 0) + (random.chance(0.2) ? 1 : 0);
  const searchable = CATEGORY_WEIGHTS.filter(([c]) =>
    (SEARCHABLE_CATEGORIES as readonly string[]).includes(c),
  );
  for (let i = 0; i < count; i++) {
    const forShipper = i === 0 && demo.shipper !== undefined && random.chance(0.2);
    const listing = generateListing(ctx, {
      status: 'published',
      createdMs: nowMs,
      ...(forShipper && demo.shipper !== undefined
        ? { ownerAccountId: demo.shipper, category: random.weighted(searchable) }
        : {}),
    });
    busy.add(listing.ref);
    changes.push({ kind: 'listing.published', listing });
  }

  // 2. Now and then a free vehicle.
  const vctx = { random, nowMs, ids: taken((id) => index.hasVehicleId(id)), parties, cities };
  if (random.chance(1 / 3) && parties.fleet.length + parties.individuals.length > 0) {
    const vehicle = makeVehicle(vctx, {
      status: 'active',
      source: 'exchange',
      createdMs: nowMs,
      requestCount: 0,
    });
    changes.push({ kind: 'vehicle.published', vehicle });
  }

  // 3. Listings expiring (the earliest expiresAt first), closing, cancelled; their waiting offers
  // follow. (ISO strings of one format compare like the times they name.)
  const ending = new Map<string, ListingStatus>();
  for (const listing of index.expired(at, MAX_EXPIRED)) ending.set(listing.ref, 'expired');
  const closing = random.weighted([
    [0, 2],
    [1, 5],
    [2, 3],
  ] as const);
  const cancelling = random.chance(0.15) ? 1 : 0;
  const closable = index.regularCreatedBy(iso(nowMs - MIN_AGE_TO_CLOSE_MS));
  const closed = sampleFrom(
    random,
    closable.list,
    closable.from,
    closing + cancelling,
    (l) => !busy.has(l.ref) && !ending.has(l.ref),
  );
  closed.forEach((listing, i) => {
    ending.set(listing.ref, i < closing ? 'closed' : 'cancelled');
  });
  const touchedOffers = new Set<string>();
  for (const [ref, status] of ending) {
    busy.add(ref);
    changes.push({ kind: 'listing.status', ref, status });
  }
  for (const [ref, status] of ending) {
    for (const offer of index.offersOn(ref)) {
      if (offer.status !== 'sent') continue;
      touchedOffers.add(offer.id);
      changes.push({
        kind: 'offer.status',
        id: offer.id,
        status: status === 'expired' ? 'expired' : 'declined',
        at,
      });
    }
  }

  // 4. An offer arrives on one of the demo shipper's published listings; now and then one is withdrawn.
  const shipperOpen = index.shipperListings().filter((l) => !busy.has(l.ref));
  if (shipperOpen.length > 0 && parties.senders) {
    const listing =
      options.arrivals === 'decaying'
        ? random.weighted(
            shipperOpen.map(
              (l) => [l, Math.exp(-Math.max(0, nowMs - Date.parse(l.createdAt)) / ARRIVAL_DECAY_MS)] as const,
            ),
          )
        : random.pick(shipperOpen);
    const used = new Set([listing.ownerAccountId]);
    for (const offer of index.offersOn(listing.ref)) used.add(offer.senderAccountId);
    const account = drawSender(random, parties, used);
    if (account) {
      const octx = { random, nowMs, ids: taken((id) => index.hasOfferId(id)), parties };
      const sender = { account, onBehalf: account.companyId !== null && random.chance(0.85) };
      const offer = makeOffer(octx, listing, { start: nowMs, end: nowMs }, sender, 'sent', true);
      touchedOffers.add(offer.id);
      changes.push({ kind: 'offer.received', offer });
    }
  }
  if (random.chance(1 / 3)) {
    const withdrawable = shipperOpen.flatMap((l) =>
      index
        .offersOn(l.ref)
        .filter((o) => o.status === 'sent' && !touchedOffers.has(o.id) && !fromDemoCarrier(o, parties)),
    );
    if (withdrawable.length > 0) {
      const offer = random.pick(withdrawable);
      changes.push({ kind: 'offer.status', id: offer.id, status: 'withdrawn', at });
    }
  }

  // 5. Loads move one transport stage forward.
  const loads = index.loads();
  const moving: ListingRecord[] = [];
  if (loads.shipper.length > 0 && random.chance(0.5)) moving.push(random.pick(loads.shipper));
  moving.push(...sampleFrom(random, loads.others, 0, random.int(1, 2), () => true));
  for (const listing of moving) {
    const stage = nextStage(listing.transportStage);
    if (stage) changes.push({ kind: 'listing.stage', ref: listing.ref, stage, at });
  }

  // 6. Vehicles past their dates expire (the earliest dateTo first); now and then one is removed.
  const lapsed = index.lapsed(day(dayOf(nowMs)), MAX_VEHICLES_EXPIRED);
  for (const v of lapsed) changes.push({ kind: 'vehicle.status', id: v.id, status: 'expired' });
  if (random.chance(0.15)) {
    const lapsedIds = new Set(lapsed.map((v) => v.id));
    const [removed] = sampleFrom(random, index.removableVehicles(), 0, 1, (v) => !lapsedIds.has(v.id));
    if (removed) changes.push({ kind: 'vehicle.status', id: removed.id, status: 'removed' });
  }
  return changes;
}

/** The stage after `stage` (forward only), null after `delivered` or without a stage. */
export function nextStage(stage: TransportStage | null): TransportStage | null {
  if (stage === null) return null;
  return TRANSPORT_STAGES[TRANSPORT_STAGES.indexOf(stage) + 1] ?? null;
}

/**
 * `state` with `changes` applied, as new arrays of new records (the input is not mutated): new
 * listings, offers and vehicles added; statuses set; a stage change sets transportStage and
 * stageUpdatedAt; an offer status change sets updatedAt. Lists stay newest first. Changes naming an
 * unknown ref or id are ignored.
 */
export function applyMarketChanges<S extends MarketState>(state: S, changes: readonly MarketChange[]): S {
  const listings = new Map(state.listings.map((l) => [l.ref, l]));
  const offers = new Map(state.offers.map((o) => [o.id, o]));
  const vehicles = new Map(state.vehicles.map((v) => [v.id, v]));
  const update = <K, V>(map: Map<K, V>, key: K, patch: Partial<V>) => {
    const current = map.get(key);
    if (current) map.set(key, { ...current, ...patch });
  };
  const mutations: MarketMutations = {
    publishListing: (listing) => listings.set(listing.ref, listing),
    setListingStatus: (ref, status) => update(listings, ref, { status }),
    setTransportStage: (ref, stage, at) =>
      update(listings, ref, { transportStage: stage, stageUpdatedAt: at }),
    publishVehicle: (vehicle) => vehicles.set(vehicle.id, vehicle),
    setVehicleStatus: (id, status) => update(vehicles, id, { status }),
    receiveOffer: (offer) => offers.set(offer.id, offer),
    setOfferStatus: (id, status, at) => update(offers, id, { status, updatedAt: at }),
  };
  for (const change of changes) applyChange(mutations, change);
  return {
    ...state,
    listings: [...listings.values()].sort(newestFirst),
    offers: [...offers.values()].sort(newestFirstById),
    vehicles: [...vehicles.values()].sort(newestFirstById),
  };
}

/** Sent by a demo account or by an account of the demo carrier's company. */
function fromDemoCarrier(offer: OfferRecord, parties: Parties): boolean {
  if (Object.values(parties.demo).includes(offer.senderAccountId)) return true;
  const companyId = parties.accounts.get(offer.senderAccountId)?.companyId ?? null;
  return parties.demoCompanyId !== null && companyId === parties.demoCompanyId;
}

/** Values in use: those `inUse` knows (the index) and those added during the step. */
function taken(inUse: (value: string) => boolean): Taken {
  const added = new Set<string>();
  return {
    has: (value) => added.has(value) || inUse(value),
    add: (value) => added.add(value),
  };
}

/** Draws per wanted item before `sampleFrom` lists the eligible items instead. */
const DRAW_TRIES = 20;

/**
 * Up to `n` distinct items of `list.slice(from)` for which `accept` holds, uniformly, in draw order,
 * without copying the list: random positions, skipping repeats and refused items (a step refuses a
 * handful at most). A short list, or one where the draws keep failing, is filtered and sampled whole.
 */
function sampleFrom<T>(
  random: Random,
  list: readonly T[],
  from: number,
  n: number,
  accept: (item: T) => boolean,
): T[] {
  const size = list.length - from;
  if (n <= 0 || size <= 0) return [];
  const out: T[] = [];
  const seen = new Set<number>();
  if (size > n * 4) {
    for (let tries = 0; out.length < n && tries < n * DRAW_TRIES; tries++) {
      const i = from + random.int(0, size - 1);
      if (seen.has(i)) continue;
      seen.add(i);
      if (accept(list[i]!)) out.push(list[i]!);
    }
    if (out.length === n) return out;
  }
  const rest: T[] = [];
  for (let i = from; i < list.length; i++) if (!seen.has(i) && accept(list[i]!)) rest.push(list[i]!);
  return [...out, ...random.sample(rest, n - out.length)];
}

function cityPicker(places: PlaceIndex): CityPicker {
  let picker = pickers.get(places);
  if (!picker) {
    picker = new CityPicker(places);
    pickers.set(places, picker);
  }
  return picker;
}

/**
 * What a market change is applied through: `SandboxControl` (the server's stores) or the plain maps of
 * `applyMarketChanges`. `at` is the change's own time (the step's `now`). Return values are not used.
 */
export interface MarketMutations {
  publishListing(fields: ListingRecord): unknown;
  setListingStatus(ref: string, status: ListingStatus): unknown;
  setTransportStage(ref: string, stage: TransportStage | null, at: string): unknown;
  publishVehicle(fields: VehicleRecord): unknown;
  setVehicleStatus(id: string, status: VehicleStatus): unknown;
  receiveOffer(fields: OfferRecord): unknown;
  setOfferStatus(id: string, status: OfferStatus, at: string): unknown;
}

/** Applies one planned change through `mutations`. */
export function applyChange(mutations: MarketMutations, change: MarketChange): void {
  switch (change.kind) {
    case 'listing.published':
      mutations.publishListing(change.listing);
      return;
    case 'listing.status':
      mutations.setListingStatus(change.ref, change.status);
      return;
    case 'listing.stage':
      mutations.setTransportStage(change.ref, change.stage, change.at);
      return;
    case 'vehicle.published':
      mutations.publishVehicle(change.vehicle);
      return;
    case 'vehicle.status':
      mutations.setVehicleStatus(change.id, change.status);
      return;
    case 'offer.received':
      mutations.receiveOffer(change.offer);
      return;
    case 'offer.status':
      mutations.setOfferStatus(change.id, change.status, change.at);
      return;
  }
}
