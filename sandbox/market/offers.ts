/**
 * Generated offers (docs/api.md §Resources): carriers' offers on a share of the
 * listings, with statuses consistent with the listing's (a closed listing with a chosen carrier has
 * exactly one `accepted` offer, from that carrier's account; `sent` offers only on published and
 * hidden listings), prices near the listing's budget or estimated cost, in its currency.
 */
import type { ListingStatus, OfferStatus } from '@dispatch/shared/domain/vocabulary';
import { EUR_TO_RON } from './cost';
import { DAY_MS, day, dayOf, dayOfDate, iso } from './dates';
import { makeUniqueUuid, type Taken } from './ids';
import { roundBudget } from './listings';
import { offerMessage } from './messages';
import { sortNewestFirst } from './order';
import { carrierProfile, type Parties } from './parties';
import type { Random } from './random';
import type { AccountRecord, ListingRecord, OfferRecord } from './types';

const HOUR_MS = 3_600_000;

/** Share of listings, by status, that receive offers (besides a closed listing's accepted one). */
const OFFER_CHANCE: Readonly<Record<ListingStatus, number>> = {
  published: 0.45,
  hidden: 0.3,
  closed: 0.6,
  expired: 0.4,
  cancelled: 0.35,
};
/** How many offers a listing that has some receives. */
const OFFER_COUNT: readonly (readonly [number, number])[] = [
  [1, 35],
  [2, 25],
  [3, 18],
  [4, 10],
  [5, 7],
  [6, 5],
];
/** Statuses of the offers on a listing (other than the accepted one), by the listing's status. */
const OFFER_STATUS_WEIGHTS: Readonly<Record<ListingStatus, readonly (readonly [OfferStatus, number])[]>> = {
  published: [
    ['sent', 78],
    ['withdrawn', 14],
    ['declined', 6],
    ['expired', 2],
  ],
  hidden: [
    ['sent', 80],
    ['withdrawn', 20],
  ],
  closed: [
    ['declined', 70],
    ['withdrawn', 20],
    ['expired', 10],
  ],
  expired: [
    ['expired', 70],
    ['withdrawn', 20],
    ['declined', 10],
  ],
  cancelled: [
    ['declined', 50],
    ['withdrawn', 30],
    ['expired', 20],
  ],
};
const REVISIONS: readonly (readonly [number, number])[] = [
  [0, 80],
  [1, 15],
  [2, 5],
];

/** What the offer generator draws from. `ids` holds every offer id in use; new ids are added. */
export interface OfferContext {
  random: Random;
  /** The sandbox clock, ms since epoch. */
  nowMs: number;
  ids: Taken;
  parties: Parties;
}

/**
 * When a listing took offers, ms since epoch: from its createdAt to `end`, the moment it stopped
 * (now while published or hidden; the acceptance, i.e. stageUpdatedAt, for a closed listing with a
 * chosen carrier; its expiresAt for an expired one; a drawn moment for other closed and cancelled ones).
 */
export interface OfferWindow {
  start: number;
  end: number;
}

/** The {@link OfferWindow} of `listing`; draws from `random` only for closed-without-carrier and cancelled. */
export function offerWindow(random: Random, listing: ListingRecord, nowMs: number): OfferWindow {
  const start = Date.parse(listing.createdAt);
  const expires = Date.parse(listing.expiresAt);
  let end: number;
  switch (listing.status) {
    case 'published':
    case 'hidden':
      end = nowMs;
      break;
    case 'expired':
      end = Math.min(expires, nowMs);
      break;
    case 'closed':
      end =
        listing.stageUpdatedAt !== null
          ? Date.parse(listing.stageUpdatedAt)
          : start + Math.floor(random.float() * (nowMs - start));
      break;
    case 'cancelled':
      end = start + Math.floor(random.float() * (Math.min(nowMs, expires) - start));
      break;
  }
  return { start, end: Math.max(start, Math.min(end, nowMs)) };
}

/** How an offer is sent: by `account`, on behalf of its company when `onBehalf` (and it has one). */
export interface OfferSender {
  account: AccountRecord;
  onBehalf: boolean;
}

/**
 * One offer on `listing` with `status`, created within `window` (exactly at `window.start` when the
 * window is empty, e.g. a listing published at the sandbox clock). `fresh`: no revisions yet.
 * Times: `sent` keeps expiresAt null or ahead of now; `expired` lapsed before now; `accepted` and, on
 * a closed or cancelled listing, `declined` are dated at the window's end.
 */
export function makeOffer(
  ctx: OfferContext,
  listing: ListingRecord,
  window: OfferWindow,
  sender: OfferSender,
  status: OfferStatus,
  fresh = false,
): OfferRecord {
  const { random, nowMs } = ctx;
  const { start, end } = window;
  const createdMs = start + Math.floor(random.float() * (end - start));
  const revisions = fresh ? 0 : random.weighted(REVISIONS);

  let updatedMs = createdMs;
  let expiresMs: number | null = null;
  switch (status) {
    case 'sent': {
      if (revisions > 0) updatedMs = between(random, createdMs, nowMs);
      if (!random.chance(0.35)) {
        const listingExpires = Date.parse(listing.expiresAt);
        const earliest = Math.max(nowMs, createdMs) + HOUR_MS;
        const latest = Math.min(listingExpires, createdMs + 10 * DAY_MS);
        expiresMs =
          latest > earliest ? between(random, earliest, latest) : earliest + random.int(1, 72) * HOUR_MS;
      }
      break;
    }
    case 'expired':
      expiresMs = between(random, createdMs, end);
      updatedMs = expiresMs;
      break;
    default: {
      const decidedAtEnd =
        status === 'accepted' ||
        (status === 'declined' && (listing.status === 'closed' || listing.status === 'cancelled'));
      updatedMs = decidedAtEnd ? end : between(random, createdMs, end);
      if (random.chance(0.6)) expiresMs = updatedMs + random.int(6, 120) * HOUR_MS;
    }
  }

  const company =
    sender.onBehalf && sender.account.companyId !== null
      ? (ctx.parties.companies.get(sender.account.companyId) ?? null)
      : null;
  return {
    id: makeUniqueUuid(ctx.random, ctx.ids),
    listingRef: listing.ref,
    price: offerPrice(random, listing, status),
    currency: listing.currency,
    availableDate: availableDate(random, listing, createdMs),
    message: offerMessage(random),
    status,
    expiresAt: expiresMs === null ? null : iso(expiresMs),
    revisions,
    createdAt: iso(createdMs),
    updatedAt: iso(updatedMs),
    senderAccountId: sender.account.id,
    senderCompanyId: company?.id ?? null,
    carrier: carrierProfile(sender.account, company),
  };
}

/** A moment in [from, to) (just `from` for an empty or reversed range), ms. */
function between(random: Random, from: number, to: number): number {
  return from + Math.floor(random.float() * Math.max(0, to - from));
}

/** Demo offers: who sends them, with what status, on which kind of listing. */
interface DemoOfferSpec {
  by: 'carrier' | 'colleague';
  status: OfferStatus;
  /** `shipper`: a published listing of the demo shipper; else a regular account's listing. */
  on: 'shipper' | 'market';
  listingStatus: ListingStatus;
  /** Sent on behalf of the company (all but one of the demo carrier's). */
  onBehalf: boolean;
}
const DEMO_OFFERS: readonly DemoOfferSpec[] = [
  { by: 'carrier', status: 'sent', on: 'shipper', listingStatus: 'published', onBehalf: true },
  { by: 'carrier', status: 'sent', on: 'shipper', listingStatus: 'published', onBehalf: false },
  ...Array.from({ length: 4 }, () => ({
    by: 'carrier' as const,
    status: 'sent' as const,
    on: 'market' as const,
    listingStatus: 'published' as const,
    onBehalf: true,
  })),
  { by: 'carrier', status: 'declined', on: 'market', listingStatus: 'closed', onBehalf: true },
  { by: 'carrier', status: 'declined', on: 'market', listingStatus: 'closed', onBehalf: true },
  { by: 'carrier', status: 'declined', on: 'market', listingStatus: 'published', onBehalf: true },
  { by: 'carrier', status: 'withdrawn', on: 'market', listingStatus: 'published', onBehalf: true },
  { by: 'carrier', status: 'withdrawn', on: 'market', listingStatus: 'published', onBehalf: true },
  { by: 'carrier', status: 'withdrawn', on: 'market', listingStatus: 'expired', onBehalf: true },
  { by: 'carrier', status: 'expired', on: 'market', listingStatus: 'expired', onBehalf: true },
  { by: 'colleague', status: 'sent', on: 'shipper', listingStatus: 'published', onBehalf: true },
  { by: 'colleague', status: 'sent', on: 'market', listingStatus: 'published', onBehalf: true },
  { by: 'colleague', status: 'declined', on: 'market', listingStatus: 'closed', onBehalf: true },
  { by: 'colleague', status: 'withdrawn', on: 'market', listingStatus: 'published', onBehalf: true },
];
/** Published listings of the demo shipper that have offers waiting. */
const SHIPPER_LISTINGS_WITH_OFFERS = 15;

/**
 * Offers on `listings` (any order), newest first (createdAt desc, then id desc):
 * - every closed listing with a chosen carrier: one `accepted` offer from that account (on behalf of
 *   its company, always for the demo carrier), its other offers declined, withdrawn or expired;
 * - a share of the other listings (never assistance), statuses as the listing's status allows;
 * - the demo shipper: `sent` offers waiting on 15 of its published listings (when it has them);
 * - the demo carrier: besides its accepted offers, offers sent, declined, withdrawn and expired
 *   (one sent personally, the rest on behalf of its company); `colleague` (a second account of its
 *   company) sends a few on the company's behalf.
 * Regular senders are drawn from `ctx.parties.senders`, at most one offer per sender and listing,
 * never the owner.
 */
export function generateOffers(
  ctx: OfferContext,
  listings: readonly ListingRecord[],
  colleague: AccountRecord | null,
): OfferRecord[] {
  const { random, parties } = ctx;
  const { demo } = parties;
  const offers: OfferRecord[] = [];
  const shipperPublished = listings.filter(
    (l) => l.ownerAccountId === demo.shipper && l.status === 'published' && l.category !== 'assistance',
  );
  const waiting = new Set(random.sample(shipperPublished, SHIPPER_LISTINGS_WITH_OFFERS).map((l) => l.ref));

  for (const listing of listings) {
    if (listing.category === 'assistance') continue;
    const isDemoShipper = listing.ownerAccountId === demo.shipper;
    const forced = waiting.has(listing.ref);
    if (isDemoShipper && listing.status === 'published' && !forced) continue;
    const chosen =
      listing.status === 'closed' && listing.chosenCarrierAccountId !== null
        ? parties.accounts.get(listing.chosenCarrierAccountId)
        : undefined;
    const count = forced || random.chance(OFFER_CHANCE[listing.status]) ? random.weighted(OFFER_COUNT) : 0;
    if (count === 0 && !chosen) continue;

    const window = offerWindow(random, listing, ctx.nowMs);
    const used = new Set([listing.ownerAccountId]);
    if (chosen) {
      used.add(chosen.id);
      const onBehalf =
        chosen.companyId !== null && (chosen.companyId === parties.demoCompanyId || random.chance(0.9));
      offers.push(makeOffer(ctx, listing, window, { account: chosen, onBehalf }, 'accepted'));
    }
    for (let i = 0; i < count; i++) {
      const account = drawSender(random, parties, used);
      if (!account) break;
      const status = forced && i === 0 ? 'sent' : random.weighted(OFFER_STATUS_WEIGHTS[listing.status]);
      const onBehalf = account.companyId !== null && random.chance(0.85);
      offers.push(makeOffer(ctx, listing, window, { account, onBehalf }, status));
    }
  }

  offers.push(...demoOffers(ctx, listings, colleague));
  return sortNewestFirst(offers, (o) => o.id);
}

/** The demo carrier's and its colleague's offers of {@link DEMO_OFFERS} (none without a demo carrier). */
function demoOffers(
  ctx: OfferContext,
  listings: readonly ListingRecord[],
  colleague: AccountRecord | null,
): OfferRecord[] {
  const { random, parties } = ctx;
  const { demo } = parties;
  const carrier = demo.carrier === undefined ? undefined : parties.accounts.get(demo.carrier);
  if (!carrier) return [];
  const demoIds = new Set(Object.values(demo));
  // The demo company sends at most one offer per listing; its accepted ones are already placed.
  const usedRefs = new Set<string>();
  // Candidate listings by `${on}|${status}`, closed ones only with a chosen carrier (one pass).
  const buckets = new Map<string, ListingRecord[]>();
  for (const l of listings) {
    if (l.chosenCarrierAccountId === carrier.id) usedRefs.add(l.ref);
    if (l.category === 'assistance' || (l.status === 'closed' && l.chosenCarrierAccountId === null)) continue;
    const on =
      l.ownerAccountId === demo.shipper ? 'shipper' : demoIds.has(l.ownerAccountId) ? null : 'market';
    if (on === null) continue;
    const key = `${on}|${l.status}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(l);
    else buckets.set(key, [l]);
  }
  const offers: OfferRecord[] = [];
  for (const spec of DEMO_OFFERS) {
    const account = spec.by === 'carrier' ? carrier : colleague;
    const listing = pickUnused(random, buckets.get(`${spec.on}|${spec.listingStatus}`) ?? [], usedRefs);
    if (!account || !listing) continue;
    usedRefs.add(listing.ref);
    const window = offerWindow(random, listing, ctx.nowMs);
    offers.push(makeOffer(ctx, listing, window, { account, onBehalf: spec.onBehalf }, spec.status));
  }
  return offers;
}

/** A listing of `pool` whose ref is not in `used`; undefined when there is none. */
function pickUnused(
  random: Random,
  pool: readonly ListingRecord[],
  used: ReadonlySet<string>,
): ListingRecord | undefined {
  if (pool.length === 0) return undefined;
  for (let tries = 0; tries < 20; tries++) {
    const listing = random.pick(pool);
    if (!used.has(listing.ref)) return listing;
  }
  const rest = pool.filter((l) => !used.has(l.ref));
  return rest.length > 0 ? random.pick(rest) : undefined;
}

/** A regular sender not in `used` (then added to it); undefined when a few draws find none. */
export function drawSender(random: Random, parties: Parties, used: Set<string>): AccountRecord | undefined {
  if (!parties.senders) return undefined;
  for (let tries = 0; tries < 10; tries++) {
    const account = parties.senders.pick(random);
    if (!used.has(account.id)) {
      used.add(account.id);
      return account;
    }
  }
  return undefined;
}

/**
 * Price near the listing's budget, else its estimated cost (else ~1.3 EUR/km, else 300 EUR):
 * 0.85 to 1.2 times it (0.9 to 1.1 for the accepted one), rounded like budgets (10 EUR, 50 RON).
 */
function offerPrice(random: Random, listing: ListingRecord, status: OfferStatus): string {
  let base = Number(listing.budget ?? listing.estimatedCost ?? Number.NaN);
  if (!(base > 0)) {
    const eur = listing.distanceKm !== null ? Math.max(80, listing.distanceKm * 1.3) : 300;
    base = listing.currency === 'RON' ? eur * EUR_TO_RON : eur;
  }
  const factor = status === 'accepted' ? 0.9 + random.float() * 0.2 : 0.85 + random.float() * 0.35;
  return roundBudget(base * factor, listing.currency);
}

/**
 * When the carrier can load: within the listing's date window (up to a day past a one-day window),
 * or within two days of the offer for `asap`; null for about one offer in seven. Never before the offer's day.
 */
function availableDate(random: Random, listing: ListingRecord, createdMs: number): string | null {
  if (random.chance(0.15)) return null;
  const createdDay = dayOf(createdMs);
  if (listing.dateFrom === null) return day(createdDay + random.int(0, 2));
  const from = dayOfDate(listing.dateFrom);
  const to = listing.dateTo === null ? from : dayOfDate(listing.dateTo);
  return day(Math.max(createdDay, random.int(from, Math.max(to, from + 1))));
}
