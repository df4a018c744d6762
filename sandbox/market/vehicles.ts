/**
 * Generated free vehicles (docs/api.md §Resources): trucks of fleet companies and
 * vans or car transporters of owner-operators, on routes like the listings' (cities from the place
 * index), available around now. About 15% are imported from social-network groups (`social_group`),
 * which the server never shows publicly.
 */
import type { ListingCategory, TruckType, VehicleStatus } from '@dispatch/shared/domain/vocabulary';
import { DAY_MS, day, dayOf, iso } from './dates';
import { makeUniqueUuid, type Taken } from './ids';
import { pickRoute, type CityPicker } from './listings';
import { vehicleNote } from './messages';
import { sortNewestFirst } from './order';
import type { Parties } from './parties';
import type { Random } from './random';
import type { AccountRecord, VehicleRecord, VehicleSource } from './types';

/** Free vehicles at scale 1; `scale` multiplies it. */
export const VEHICLES_PER_SCALE = 1_500;

/** Status shares (%): mostly active. */
const STATUS_WEIGHTS: readonly (readonly [VehicleStatus, number])[] = [
  ['active', 75],
  ['expired', 17],
  ['removed', 8],
];
/** Share imported from social-network groups. */
const SOCIAL_GROUP_SHARE = 0.15;
/** What owner-operators without a company drive. */
const INDIVIDUAL_KINDS: readonly (readonly [TruckType, number])[] = [
  ['van', 60],
  ['car_carrier', 20],
  ['tow_truck', 12],
  ['box_truck', 8],
];
/** Route shares follow the listing category each kind mostly carries. */
const ROUTE_CATEGORY: Readonly<Record<TruckType, ListingCategory>> = {
  van: 'parcel',
  box_truck: 'move',
  tautliner: 'freight',
  refrigerated: 'freight',
  flatbed: 'freight',
  car_carrier: 'car',
  tow_truck: 'car',
  tipper: 'freight',
  tanker: 'freight',
};
/** Border crossings by the foreign country of a route from or to Romania. */
const CROSSINGS: Readonly<Record<string, readonly string[]>> = {
  HU: ['Nădlac', 'Borș', 'Vărșand', 'Petea'],
  BG: ['Giurgiu', 'Calafat', 'Vama Veche'],
  MD: ['Albița', 'Sculeni', 'Leușeni'],
  TR: ['Giurgiu', 'Calafat'],
  GR: ['Calafat', 'Giurgiu'],
};
/** Demo carrier's vehicles: statuses and request counts. */
const DEMO_VEHICLES: readonly (readonly [VehicleStatus, number])[] = [
  ['active', 4],
  ['active', 0],
  ['active', 2],
  ['active', 0],
  ['active', 7],
  ['expired', 1],
  ['expired', 0],
  ['removed', 0],
];

/** What the vehicle generator draws from. `ids` holds every vehicle id in use; new ids are added. */
export interface VehicleContext {
  random: Random;
  /** The sandbox clock, ms since epoch. */
  nowMs: number;
  ids: Taken;
  parties: Parties;
  cities: CityPicker;
}

/** Options that pin parts of one vehicle; the rest is drawn. */
export interface VehicleOverrides {
  owner?: AccountRecord;
  status?: VehicleStatus;
  source?: VehicleSource;
  /** createdAt in ms since epoch; drawn from the status when absent. */
  createdMs?: number;
  requestCount?: number;
}

/**
 * Free vehicles, newest first (createdAt desc, then id desc): `round(1,500 x scale)` in all (at
 * least 58), of which the demo carrier's company owns 8 (5 active, 2 expired, 1 removed, all posted
 * on the exchange, some with requests). Empty when the market has no owners to draw.
 */
export function generateVehicles(ctx: VehicleContext, scale: number): VehicleRecord[] {
  const { parties } = ctx;
  const vehicles: VehicleRecord[] = [];
  const carrier = parties.demo.carrier === undefined ? undefined : parties.accounts.get(parties.demo.carrier);
  if (carrier) {
    for (const [status, requestCount] of DEMO_VEHICLES) {
      vehicles.push(makeVehicle(ctx, { owner: carrier, status, source: 'exchange', requestCount }));
    }
  }
  if (parties.fleet.length + parties.individuals.length === 0) return vehicles;
  const total = Math.max(vehicles.length + 50, Math.round(VEHICLES_PER_SCALE * scale));
  while (vehicles.length < total) vehicles.push(makeVehicle(ctx));
  return sortNewestFirst(vehicles, (v) => v.id);
}

/**
 * One free vehicle. Owner: a fleet company's account (4 in 5) running one of the company's vehicle
 * kinds, else an owner-operator (van, car transporter, tow truck, box truck). Dates: `active` ones
 * are available from about now to at most three weeks ahead (dateTo never past), `expired` ones ended
 * before today, `removed` ones anywhere in the last month. createdAt is before now and not after dateFrom.
 * @throws Error when no owner is given and the market has none to draw
 */
export function makeVehicle(ctx: VehicleContext, overrides: VehicleOverrides = {}): VehicleRecord {
  const { random, nowMs, parties } = ctx;
  const owner = overrides.owner ?? drawOwner(random, parties);
  const company = owner.companyId === null ? undefined : parties.companies.get(owner.companyId);
  const status = overrides.status ?? random.weighted(STATUS_WEIGHTS);
  const source = overrides.source ?? (random.chance(SOCIAL_GROUP_SHARE) ? 'social_group' : 'exchange');
  const kind =
    company && company.vehicleTypes.length > 0
      ? random.pick(company.vehicleTypes)
      : random.weighted(INDIVIDUAL_KINDS);

  const [from, to] = pickRoute(ctx, ROUTE_CATEGORY[kind]);
  const [createdMs, dateFrom, dateTo] = vehicleDates(random, status, nowMs, overrides.createdMs);
  const load = loadSpace(random, kind);
  return {
    id: makeUniqueUuid(ctx.random, ctx.ids),
    fromCountry: from.country,
    toCountry: to.country,
    fromCity: random.chance(0.04) ? null : from.city,
    toCity: random.chance(0.3) ? null : to.city,
    dateFrom: day(dateFrom),
    dateTo: day(dateTo),
    vehicle: kind,
    ...load,
    via: via(random, from.country, to.country),
    note: vehicleNote(random, kind),
    status,
    createdAt: iso(createdMs),
    companyId: company?.id ?? null,
    displayName: company?.name ?? owner.displayName,
    source,
    ownerAccountId: owner.id,
    requestCount:
      overrides.requestCount ??
      (source === 'social_group' || random.chance(0.55) ? 0 : random.weighted(REQUESTS)),
  };
}

const REQUESTS: readonly (readonly [number, number])[] = [
  [1, 40],
  [2, 25],
  [3, 15],
  [4, 8],
  [5, 5],
  [8, 4],
  [12, 3],
];

function drawOwner(random: Random, parties: Parties): AccountRecord {
  const fleet = parties.fleet.length > 0 && (parties.individuals.length === 0 || random.chance(0.8));
  const pool = fleet ? parties.fleet : parties.individuals;
  if (pool.length === 0) throw new Error('makeVehicle: no owner to draw');
  return random.pick(pool);
}

/** [createdAt ms, dateFrom day, dateTo day]; see {@link makeVehicle}. */
function vehicleDates(
  random: Random,
  status: VehicleStatus,
  nowMs: number,
  createdOverride: number | undefined,
): [number, number, number] {
  const today = dayOf(nowMs);
  const jitter = () => random.int(1, 999);
  if (status === 'expired' && createdOverride === undefined) {
    const dateTo = today - random.int(1, 20);
    const dateFrom = dateTo - random.int(0, 5);
    const createdMs = (dateFrom - random.int(0, 3)) * DAY_MS + random.int(6, 20) * 3_600_000 + jitter();
    return [Math.min(createdMs, nowMs - 60_000), dateFrom, dateTo];
  }
  if (status === 'removed' && createdOverride === undefined) {
    const createdMs = nowMs - Math.floor((1 + random.float() * 29) * DAY_MS) - jitter();
    const dateFrom = dayOf(createdMs) + random.int(0, 5);
    return [createdMs, dateFrom, dateFrom + random.int(0, 7)];
  }
  const createdMs =
    createdOverride ??
    nowMs -
      Math.floor((random.chance(0.7) ? random.float() * 3 : 3 + random.float() * 9) * DAY_MS) -
      jitter();
  const dateFrom = Math.max(dayOf(createdMs), today + random.int(-2, 10));
  return [createdMs, dateFrom, Math.max(today, dateFrom + random.int(0, 7))];
}

/** Load space by kind: capacity text, seats, volume (m3), payload (t), pallets; a few fields left out. */
function loadSpace(
  random: Random,
  kind: TruckType,
): Pick<VehicleRecord, 'capacity' | 'seats' | 'volumeM3' | 'payloadT' | 'pallets'> {
  const maybe = <T>(value: T, p = 0.8): T | null => (random.chance(p) ? value : null);
  const tonnes = (t: number) => `${formatNumber(t)} t`;
  switch (kind) {
    case 'van': {
      const payload = random.int(8, 15) / 10;
      return {
        capacity: maybe(tonnes(payload)),
        seats: random.chance(0.4) ? random.int(1, 2) : null,
        volumeM3: maybe(String(random.int(10, 20))),
        payloadT: maybe(formatNumber(payload)),
        pallets: maybe(random.int(4, 10), 0.6),
      };
    }
    case 'box_truck': {
      const payload = random.pick([3.5, 5, 7.5, 10, 12]);
      return {
        capacity: maybe(tonnes(payload)),
        seats: null,
        volumeM3: maybe(String(random.int(30, 55))),
        payloadT: maybe(formatNumber(payload)),
        pallets: maybe(random.int(8, 18), 0.7),
      };
    }
    case 'tautliner':
    case 'refrigerated': {
      const payload = kind === 'tautliner' ? 24 : random.int(20, 22);
      return {
        capacity: maybe(random.chance(0.5) ? tonnes(payload) : '33 pallets'),
        seats: null,
        volumeM3: maybe(
          String(kind === 'tautliner' ? random.pick([86, 90, 92, 100]) : random.int(78, 90)),
          0.6,
        ),
        payloadT: maybe(formatNumber(payload)),
        pallets: maybe(33),
      };
    }
    case 'flatbed':
    case 'tipper': {
      const payload = random.int(20, 30);
      return {
        capacity: maybe(tonnes(payload)),
        seats: null,
        volumeM3: kind === 'tipper' ? maybe(String(random.int(18, 30)), 0.6) : null,
        payloadT: maybe(formatNumber(payload)),
        pallets: null,
      };
    }
    case 'tanker': {
      const volume = random.int(28, 38);
      return {
        capacity: maybe(`${volume} m3`),
        seats: null,
        volumeM3: String(volume),
        payloadT: maybe(formatNumber(random.int(24, 27))),
        pallets: null,
      };
    }
    case 'car_carrier': {
      const cars = random.int(2, 8);
      return {
        capacity: `${cars} cars`,
        seats: null,
        volumeM3: null,
        payloadT: maybe(formatNumber(cars * 1.5), 0.3),
        pallets: null,
      };
    }
    case 'tow_truck':
      return {
        capacity: maybe('1 car'),
        seats: random.chance(0.5) ? random.int(1, 2) : null,
        volumeM3: null,
        payloadT: maybe(formatNumber(random.int(25, 45) / 10)),
        pallets: null,
      };
  }
}

/** A border crossing on routes between Romania and a neighbour (sometimes), rarely a stop on others. */
function via(random: Random, fromCountry: string, toCountry: string): string | null {
  if (fromCountry === toCountry) return null;
  const foreign = fromCountry === 'RO' ? toCountry : toCountry === 'RO' ? fromCountry : null;
  const crossings = (foreign && CROSSINGS[foreign]) ?? (foreign ? ['Nădlac'] : null);
  if (crossings && random.chance(0.35)) return random.pick(crossings);
  return null;
}

/** A number as a short decimal: 24 -> "24", 1.2 -> "1.2", 7.5 -> "7.5". */
function formatNumber(n: number): string {
  return String(Math.round(n * 10) / 10);
}
