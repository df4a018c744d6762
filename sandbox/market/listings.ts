/**
 * Generated transport listings: routes between real places weighted by population, categories and
 * statuses in plausible proportions, dates around `now`, cost estimates from `estimateCost`.
 */
import type {
  DateType,
  ListingCategory,
  ListingStatus,
  TransportStage,
  TruckType,
} from '@dispatch/shared/domain/vocabulary';
import type { PlaceIndex, PlaceRecord } from '../places';
import { estimateCost } from './cost';
import { DAY_MS, day, iso } from './dates';
import { describeListing } from './descriptions';
import { makeRef, type Taken } from './ids';
import { WeightedTable, type Random } from './random';
import type { AccountRecord, ListingRecord } from './types';

/** Category shares (%): mostly freight; assistance ~4% so the rule that hides it is testable. */
export const CATEGORY_WEIGHTS: readonly (readonly [ListingCategory, number])[] = [
  ['freight', 55],
  ['car', 15],
  ['parcel', 14],
  ['move', 12],
  ['assistance', 4],
];
/** Status shares (%): mostly published. */
export const STATUS_WEIGHTS: readonly (readonly [ListingStatus, number])[] = [
  ['published', 70],
  ['closed', 12],
  ['expired', 10],
  ['cancelled', 5],
  ['hidden', 3],
];
/** Destination countries of Romanian exports and origins of imports, as weights. */
const ABROAD_WEIGHTS: readonly (readonly [string, number])[] = [
  ['DE', 25],
  ['IT', 18],
  ['FR', 9],
  ['ES', 7],
  ['HU', 10],
  ['BG', 6],
  ['PL', 6],
  ['AT', 6],
  ['NL', 5],
  ['BE', 3],
  ['CZ', 3],
  ['SK', 2],
  ['MD', 5],
  ['GR', 3],
  ['TR', 3],
];
type RouteKind = 'domestic' | 'export' | 'import' | 'abroad';
/** Route shares by category: domestic RO->RO, export RO->X, import X->RO, abroad X->Y. */
const ROUTE_WEIGHTS: Readonly<Record<ListingCategory, readonly (readonly [RouteKind, number])[]>> = {
  freight: [
    ['domestic', 45],
    ['export', 25],
    ['import', 22],
    ['abroad', 8],
  ],
  car: [
    ['domestic', 35],
    ['export', 10],
    ['import', 50],
    ['abroad', 5],
  ],
  parcel: [
    ['domestic', 70],
    ['export', 12],
    ['import', 15],
    ['abroad', 3],
  ],
  move: [
    ['domestic', 75],
    ['export', 10],
    ['import', 14],
    ['abroad', 1],
  ],
  assistance: [['domestic', 100]],
};
const TRUCKS: Readonly<Record<ListingCategory, readonly (readonly [TruckType, number])[]>> = {
  freight: [
    ['tautliner', 40],
    ['box_truck', 15],
    ['refrigerated', 15],
    ['flatbed', 10],
    ['van', 8],
    ['tipper', 7],
    ['tanker', 5],
  ],
  car: [
    ['car_carrier', 70],
    ['tow_truck', 30],
  ],
  parcel: [
    ['van', 75],
    ['box_truck', 25],
  ],
  move: [
    ['box_truck', 55],
    ['van', 45],
  ],
  assistance: [['tow_truck', 100]],
};
/** Share of listings per category that name no truck type (any truck). */
const ANY_TRUCK: Readonly<Record<ListingCategory, number>> = {
  freight: 0.15,
  car: 0.05,
  parcel: 0.2,
  move: 0.1,
  assistance: 0,
};
const NEEDS_INVOICE: Readonly<Record<ListingCategory, number>> = {
  freight: 0.9,
  car: 0.55,
  parcel: 0.5,
  move: 0.3,
  assistance: 0.2,
};
const PAYMENT_DAYS: readonly (readonly [number | null, number])[] = [
  [0, 15],
  [15, 15],
  [30, 30],
  [45, 10],
  [60, 10],
  [null, 20],
];
const STAGE_WEIGHTS: readonly (readonly [TransportStage, number])[] = [
  ['assigned', 15],
  ['loading', 10],
  ['in_transit', 15],
  ['unloading', 10],
  ['delivered', 50],
];

/** What the listing generator draws from. */
export interface ListingContext {
  random: Random;
  places: PlaceIndex;
  now: Date;
  refs: Taken;
  owners: WeightedTable<AccountRecord>;
  carriers: readonly AccountRecord[];
  cities: CityPicker;
}

/** Options that pin parts of one listing (the demo accounts' listings); the rest is drawn. */
export interface ListingOverrides {
  ownerAccountId?: string;
  status?: ListingStatus;
  category?: ListingCategory;
  chosenCarrierAccountId?: string;
  transportStage?: TransportStage;
  /** createdAt in ms since epoch (a listing published at the sandbox clock); drawn when absent. */
  createdMs?: number;
}

/** Picks cities of a country, weighted by population^1.15: big cities most often
 * (București ends ~15% of Romanian picks, the 40 largest ~half), villages now and then. */
export class CityPicker {
  private readonly tables = new Map<string, WeightedTable<PlaceRecord>>();

  constructor(private readonly places: PlaceIndex) {}

  /** A place in `country`; throws when the country has no places. */
  pick(random: Random, country: string): PlaceRecord {
    let table = this.tables.get(country);
    if (!table) {
      table = new WeightedTable(this.places.inCountry(country), (p) => Math.max(p.population, 500) ** 1.15);
      this.tables.set(country, table);
    }
    return table.pick(random);
  }
}

/** One generated listing. */
export function generateListing(ctx: ListingContext, overrides: ListingOverrides = {}): ListingRecord {
  const { random, now } = ctx;
  const category = overrides.category ?? random.weighted(CATEGORY_WEIGHTS);
  const status = overrides.status ?? random.weighted(STATUS_WEIGHTS);
  const [from, to] = pickRoute(ctx, category);
  const domestic = from.country === to.country;

  const anyTruck = random.chance(ANY_TRUCK[category]);
  const truckTypes = anyTruck ? [] : pickTrucks(random, category);
  const currency = domestic && from.country === 'RO' && random.chance(0.55) ? 'RON' : 'EUR';
  const estimate = estimateCost({ from, to, vehicle: truckTypes[0] ?? null, currency });
  const typical = Number(estimate.typical);
  const budget = random.chance(0.35) ? null : roundBudget(typical * (0.75 + random.float() * 0.55), currency);

  const nowMs = now.getTime();
  const createdMs = overrides.createdMs ?? createdAt(random, status, nowMs);
  const expiresMs = expiresAt(random, status, createdMs, nowMs);
  const [dateType, dateFrom, dateTo] = loadingDates(random, status, createdMs, nowMs);

  let chosenCarrierAccountId: string | null = overrides.chosenCarrierAccountId ?? null;
  let transportStage: TransportStage | null = overrides.transportStage ?? null;
  if (
    status === 'closed' &&
    chosenCarrierAccountId === null &&
    ctx.carriers.length > 0 &&
    random.chance(0.75)
  ) {
    chosenCarrierAccountId = random.pick(ctx.carriers).id;
    transportStage = random.weighted(STAGE_WEIGHTS);
  }
  if (chosenCarrierAccountId !== null && transportStage === null)
    transportStage = random.weighted(STAGE_WEIGHTS);
  const stageUpdatedAt =
    transportStage === null ? null : iso(createdMs + Math.floor(random.float() * (nowMs - createdMs)));

  return {
    ref: makeRef(random, ctx.refs),
    category,
    fromCity: from.city,
    fromCountry: from.country,
    toCity: to.city,
    toCountry: to.country,
    dateType,
    dateFrom,
    dateTo,
    description: describeListing(random, category),
    budget,
    currency,
    urgent: random.chance(category === 'assistance' ? 0.6 : 0.08),
    needsInvoice: random.chance(NEEDS_INVOICE[category]),
    paymentDays: random.weighted(PAYMENT_DAYS),
    weightKg: weightKg(random, category),
    volumeM3: volumeM3(random, category),
    truckTypes,
    status,
    createdAt: iso(createdMs),
    expiresAt: iso(expiresMs),
    estimatedCost: estimate.typical,
    distanceKm: estimate.distanceKm,
    transportStage,
    stageUpdatedAt,
    ownerAccountId: overrides.ownerAccountId ?? pickOwner(ctx, chosenCarrierAccountId),
    chosenCarrierAccountId,
  };
}

/** A listing owner, never the chosen carrier (redrawn on a clash: a carrier does not carry its own load). */
function pickOwner(ctx: ListingContext, chosenCarrierAccountId: string | null): string {
  let owner = ctx.owners.pick(ctx.random).id;
  for (let tries = 0; owner === chosenCarrierAccountId && tries < 20; tries++)
    owner = ctx.owners.pick(ctx.random).id;
  return owner;
}

/**
 * A route for `category`: domestic, export, import or abroad in the category's shares, cities by
 * population, two different places (assistance within ~150 km). Returns `[from, to]`.
 */
export function pickRoute(
  ctx: Pick<ListingContext, 'random' | 'cities'>,
  category: ListingCategory,
): [PlaceRecord, PlaceRecord] {
  const { random, cities } = ctx;
  const kind = random.weighted(ROUTE_WEIGHTS[category]);
  let fromCountry = 'RO';
  let toCountry = 'RO';
  if (kind === 'export') toCountry = random.weighted(ABROAD_WEIGHTS);
  else if (kind === 'import') fromCountry = random.weighted(ABROAD_WEIGHTS);
  else if (kind === 'abroad') {
    fromCountry = random.weighted(ABROAD_WEIGHTS);
    do toCountry = random.weighted(ABROAD_WEIGHTS);
    while (toCountry === fromCountry);
  }
  const from = cities.pick(random, fromCountry);
  let to = cities.pick(random, toCountry);
  // Different places; roadside assistance stays short (tries a few nearby picks).
  for (let tries = 0; tries < 30; tries++) {
    const far = category === 'assistance' && estimateDistance(from, to) > 150;
    if (to.id !== from.id && !far) break;
    to = cities.pick(random, toCountry);
  }
  return [from, to];
}

function estimateDistance(a: PlaceRecord, b: PlaceRecord): number {
  return Math.hypot((a.lat - b.lat) * 111, (a.lon - b.lon) * 111 * Math.cos((a.lat * Math.PI) / 180));
}

function pickTrucks(random: Random, category: ListingCategory): TruckType[] {
  const first = random.weighted(TRUCKS[category]);
  if (!random.chance(0.25)) return [first];
  const second = random.weighted(TRUCKS[category]);
  return second === first ? [first] : [first, second];
}

function weightKg(random: Random, category: ListingCategory): number | null {
  switch (category) {
    case 'freight':
      return random.chance(0.1) ? null : random.int(10, 480) * 50;
    case 'parcel':
      return random.chance(0.05)
        ? null
        : random.weighted([
            [random.int(5, 50), 6],
            [random.int(51, 500), 4],
          ] as const);
    case 'car':
    case 'assistance':
      return random.chance(0.4) ? null : random.int(120, 250) * 10;
    case 'move':
      return random.chance(0.7) ? null : random.int(30, 300) * 10;
  }
}

function volumeM3(random: Random, category: ListingCategory): string | null {
  switch (category) {
    case 'freight':
      return random.chance(0.6) ? null : (random.int(20, 900) / 10).toFixed(1);
    case 'move':
      return random.chance(0.1) ? null : String(random.int(5, 40));
    case 'parcel':
      return random.chance(0.7) ? null : (random.int(5, 300) / 100).toFixed(2);
    default:
      return null;
  }
}

/** Budgets (and offer prices) round to 10 EUR or 50 RON, at least one step, written with 2 places. */
export function roundBudget(value: number, currency: 'EUR' | 'RON'): string {
  const step = currency === 'RON' ? 50 : 10;
  return Math.max(step, Math.round(value / step) * step).toFixed(2);
}

/** createdAt in ms: published and hidden ones mostly from the last week, others up to 30 days back. */
function createdAt(random: Random, status: ListingStatus, nowMs: number): number {
  let ageDays: number;
  if (status === 'published' || status === 'hidden') {
    ageDays = random.chance(0.75) ? random.float() * 7 : 7 + random.float() * 13;
  } else if (status === 'expired') {
    ageDays = 8 + random.float() * 22;
  } else {
    ageDays = 1 + random.float() * 29;
  }
  return nowMs - Math.floor(ageDays * DAY_MS) - random.int(1, 999);
}

/** expiresAt in ms, after createdAt: in the future for published and hidden, in the past for expired. */
function expiresAt(random: Random, status: ListingStatus, createdMs: number, nowMs: number): number {
  const lifetime = random.int(14, 30) * DAY_MS;
  if (status === 'published' || status === 'hidden') {
    return Math.max(createdMs + lifetime, nowMs + random.int(1, 14 * 24) * 3_600_000);
  }
  if (status === 'expired') {
    const latest = nowMs - 60_000;
    return Math.min(createdMs + random.int(3, 14) * DAY_MS, Math.max(createdMs + 60_000, latest));
  }
  return createdMs + lifetime;
}

/**
 * Loading dates: asap (~15%, null dates), exact (one day) or flexible (2-7 day window). Published
 * and hidden listings load from a few days ago to ~3 weeks ahead, never before they were created;
 * older ones within two weeks of creation.
 */
function loadingDates(
  random: Random,
  status: ListingStatus,
  createdMs: number,
  nowMs: number,
): [DateType, string | null, string | null] {
  const dateType = random.weighted([
    ['asap', 15],
    ['exact', 45],
    ['flexible', 40],
  ] as const);
  if (dateType === 'asap') return ['asap', null, null];
  const createdDay = Math.floor(createdMs / DAY_MS);
  const today = Math.floor(nowMs / DAY_MS);
  const startDay =
    status === 'published' || status === 'hidden'
      ? Math.max(createdDay, today + random.int(-3, 21))
      : createdDay + random.int(0, 14);
  const endDay = dateType === 'exact' ? startDay : startDay + random.int(2, 7);
  return [dateType, day(startDay), day(endDay)];
}
