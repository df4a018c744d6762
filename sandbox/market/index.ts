/**
 * The sandbox's generated market: accounts, companies, demo keys, transport listings, offers and
 * free vehicles over real places, deterministic for a seed and a `now`; and the market's steps.
 */
import { TRANSPORT_STAGES, type ListingStatus } from '@dispatch/shared/domain/vocabulary';
import type { PlaceIndex } from '../places';
import { generatePeople, makeColleague } from './accounts';
import { CATEGORY_WEIGHTS, CityPicker, generateListing, type ListingContext } from './listings';
import { generateOffers } from './offers';
import { sortNewestFirst } from './order';
import { marketParties } from './parties';
import { deriveSeed, Random, WeightedTable } from './random';
import type { AccountRecord, ListingRecord, Market } from './types';
import { generateVehicles } from './vehicles';

export type {
  AccountRecord,
  ApiKeyRecord,
  CompanyRecord,
  ListingRecord,
  Market,
  OfferRecord,
  Permission,
  VehicleRecord,
} from './types';
export { estimateCost, pricePosition, EUR_TO_RON } from './cost';
export { isValidCui } from './cui';
export { REF_PATTERN } from './ids';
export { newestFirst, newestFirstById } from './order';
export { VEHICLES_PER_SCALE } from './vehicles';
export { applyMarketChanges, planMarketStep, type MarketChange, type MarketState } from './steps';
export { MarketIndex } from './market-index';

/** Listings at scale 1; `scale` multiplies it. */
export const LISTINGS_PER_SCALE = 6_000;

/** Statuses of the demo shipper's own listings (40 in all); closed ones first get the demo carrier. */
const SHIPPER_STATUSES: readonly (readonly [ListingStatus, number])[] = [
  ['published', 20],
  ['closed', 8],
  ['hidden', 5],
  ['expired', 4],
  ['cancelled', 3],
];
/** Published listings of the listings-only demo account, so its /listings/mine isn't empty. */
const READER_LISTINGS = 5;

/**
 * Generates the market. `seed`: any integer; `scale` > 0 multiplies the listing count
 * (6,000 at scale 1), the accounts (400 at scale 1) and the free vehicles (1,500 at scale 1); `now`:
 * the sandbox clock, dates are drawn around it. Same seed and `now` -> deep-equal market. Listings
 * come newest first (createdAt desc, then ref desc), offers and vehicles too (then id desc).
 * The demo shipper owns 40 listings, with offers waiting on 15 of its published ones; the demo
 * carrier is the chosen carrier of five of its closed ones, one in each transport stage, with the
 * accepted offer on each, and has sent offers in every other status; a second account of the
 * carrier's company (the last account) sent a few on the company's behalf; the carrier owns 8 free
 * vehicles. Offers and vehicles draw their own random streams, so listings do not depend on them.
 */
export function generateMarket(options: {
  seed: number;
  scale: number;
  now: Date;
  places: PlaceIndex;
}): Market {
  const { seed, scale, now, places } = options;
  const random = new Random(seed);
  const people = generatePeople(random, { seed, scale, places });
  const activity = new Map(people.publishers.map((a) => [a.id, random.int(1, 10)]));
  const ctx: ListingContext = {
    random,
    places,
    now,
    refs: new Set(),
    owners: new WeightedTable<AccountRecord>(people.publishers, (a) => activity.get(a.id) ?? 1),
    carriers: people.carriers,
    cities: new CityPicker(places),
  };
  const searchable = CATEGORY_WEIGHTS.filter(([category]) => category !== 'assistance');

  const listings: ListingRecord[] = [];
  let carrierStages = 0;
  for (const [status, count] of SHIPPER_STATUSES) {
    for (let i = 0; i < count; i++) {
      const stage = status === 'closed' ? TRANSPORT_STAGES[carrierStages++] : undefined;
      listings.push(
        generateListing(ctx, {
          ownerAccountId: people.demo.shipper,
          status,
          category: random.weighted(searchable),
          ...(stage ? { chosenCarrierAccountId: people.demo.carrier, transportStage: stage } : {}),
        }),
      );
    }
  }
  for (let i = 0; i < READER_LISTINGS; i++) {
    listings.push(
      generateListing(ctx, {
        ownerAccountId: people.demo['listings-only'],
        status: 'published',
        category: random.weighted(searchable),
      }),
    );
  }
  const total = Math.max(listings.length + 50, Math.round(LISTINGS_PER_SCALE * scale));
  while (listings.length < total) listings.push(generateListing(ctx));

  sortNewestFirst(listings, (l) => l.ref);

  const offerRandom = new Random(deriveSeed(seed, OFFER_STREAM));
  const carrierCompanyId = people.accounts.find((a) => a.id === people.demo.carrier)?.companyId ?? null;
  const colleague = carrierCompanyId === null ? null : makeColleague(offerRandom, carrierCompanyId);
  const accounts = colleague ? [...people.accounts, colleague] : people.accounts;
  const parties = marketParties(accounts, people.companies, people.demo);
  const nowMs = now.getTime();
  const offers = generateOffers({ random: offerRandom, nowMs, ids: new Set(), parties }, listings, colleague);
  const vehicles = generateVehicles(
    {
      random: new Random(deriveSeed(seed, VEHICLE_STREAM)),
      nowMs,
      ids: new Set(),
      parties,
      cities: ctx.cities,
    },
    scale,
  );
  return { seed, accounts, companies: people.companies, keys: people.keys, listings, offers, vehicles };
}

/** Salts of the offers' and vehicles' random streams ({@link deriveSeed}). */
const OFFER_STREAM = 1;
const VEHICLE_STREAM = 2;
