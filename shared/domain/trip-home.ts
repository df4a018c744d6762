/**
 * "Trip home" (issue 51 §3, docs/api.md §What a load earns, "A trip home"): from where a load unloads
 * and the day it does, the best ways back to the current truck's home country in one or two further
 * loads, each step with its empty run, ranked by the whole trip's profit per day (the sums of
 * shared/domain/earnings.ts). The exchange is read only through `readPage` (the listings' paging gate),
 * each search a first page and one more at most, at most TRIP_HOME_READ_MAX reads in all; the empty runs
 * come from the app's gazetteer (`locate`, a local call) by the road-distance estimate (`roadKm`). Nothing
 * else. Pure (no UI, no Node): the renderer's Trip home and the bench (build/bench/trip-home.ts) run it.
 */
import type { Listing } from '../api/types';
import type { ListingFilters } from '../contract/calls';
import type { LatLon } from '../contract/places';
import {
  convert,
  earningsOf,
  roundToCent,
  type EarningsCurrency,
  type ExchangeRate,
  type LoadEarnings,
  type TruckCosts,
} from './earnings';
import { loadsBackFilters, unloadingDay } from './loads-back';
import { routeEnds, type MapPlace } from './route-ends';

/** One page of the listings search as the exchange gives it (the cursor-list kit's `CursorPage`). */
export interface ListingsPage {
  data: Listing[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** Most reads of the exchange one trip home makes (issue 51 §3): a ninth is never sent. */
export const TRIP_HOME_READ_MAX = 8;

/** Pages of one search: the first, and one more at most (issue 51 §3). */
export const TRIP_HOME_PAGES_PER_SEARCH = 2;

/** The ways home shown: the best few. */
export const TRIP_HOME_SHOWN = 5;

/** One load of a way home: the listing, its empty run from where the truck is then, and its sums. */
export interface TripStep {
  listing: Listing;
  /** What the load earns the truck, its empty run (`emptyKm`, km) included, in the budget's currency. */
  earnings: LoadEarnings;
}

/** A way home: one or two loads, and the sums of the whole way (each step's profit and days added). */
export interface TripHome {
  steps: TripStep[];
  /** The trip's currency: its first load's budget's; a second load in the other one is turned at the rate. */
  currency: EarningsCurrency;
  /** The steps' profits added, to the cent, in `currency`. */
  profit: number;
  /** The steps' whole days on the road added (each at least 1). */
  days: number;
  /** profit / days, to the cent: what the trips are ranked by. */
  profitPerDay: number;
}

/** What a trip home found: the best ways, how many reads it made, and whether the read limit stopped it. */
export interface TripHomePlan {
  /** At most TRIP_HOME_SHOWN ways, best profit per day first. */
  trips: TripHome[];
  /** Reads of the exchange made (pages of listings asked), at most TRIP_HOME_READ_MAX. */
  reads: number;
  /** True when a search it wanted would have needed a read past TRIP_HOME_READ_MAX: it stopped there. */
  stoppedAtLimit: boolean;
}

/** What planTripHome needs besides the load: the truck, the rate, the home country, today, and two reads. */
export interface TripHomeInput {
  /** The load the trip home starts after (it unloads at its `toCity`, `toCountry`). */
  outbound: Listing;
  /** The current truck's home country (ISO alpha-2, upper-case). */
  homeCountry: string;
  /** The current truck's costs (Settings → My trucks). */
  truck: TruckCosts;
  /** The user's EUR↔RON rate, or null. */
  rate: ExchangeRate | null;
  /** Today, `YYYY-MM-DD`, the earliest loading day. */
  today: string;
  /** Reads one page of the listings search `filters` (the listings' paging gate): one read of the exchange. */
  readPage: (filters: ListingFilters, cursor: string | null) => Promise<ListingsPage>;
  /** Where each place is (the gazetteer, local), null where unknown; in order. */
  locate: (places: readonly MapPlace[]) => Promise<readonly (LatLon | null)[]>;
  /**
   * Road km between two points, whole km: the app's road-distance estimate (docs/api.md §Cost estimate,
   * `roadDistanceKm` of @dispatch/places/distance, which shared/ does not import: places/ stands on it).
   */
  roadKm: (from: LatLon, to: LatLon) => number;
}

/** Counts the reads and refuses one past the limit. */
class ReadGate {
  reads = 0;
  stopped = false;
  constructor(private readonly max: number) {}
  /** True when one more read may be made (and counts it); false past the limit, remembering it stopped. */
  take(): boolean {
    if (this.reads >= this.max) {
      this.stopped = true;
      return false;
    }
    this.reads += 1;
    return true;
  }
}

/** The listings of a search: its first page, and its second when there is one and the gate allows it. */
async function searchOf(
  gate: ReadGate,
  filters: ListingFilters,
  readPage: TripHomeInput['readPage'],
): Promise<Listing[]> {
  const found: Listing[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < TRIP_HOME_PAGES_PER_SEARCH; page += 1) {
    if (!gate.take()) break;
    const read: ListingsPage = await readPage(filters, cursor);
    found.push(...read.data);
    if (!read.hasMore || read.nextCursor === null) break;
    cursor = read.nextCursor;
  }
  return found;
}

/**
 * The key a place is located by: everything `locate` reads of it (country, city, the gazetteer's slug,
 * and the route's other end and km, by which a name two places share is told apart: shared/contract/
 * places.ts `routeTo`, docs/map.md). Two loads from one name on different routes are located apart;
 * the same place on the same route once.
 */
function placeKey(place: MapPlace): string {
  const { routeTo } = place;
  return JSON.stringify([
    place.country,
    place.city,
    place.slug ?? null,
    routeTo ? [routeTo.country, routeTo.city, routeTo.km] : null,
  ]);
}

/** The last loading day of `listing` (`dateTo`, else `dateFrom`), null when it has none (an `asap` load). */
function lastLoadingDay(listing: Listing): string | null {
  return listing.dateTo ?? listing.dateFrom;
}

/**
 * A way home of `steps`, or null when a step's sums are missing or a currency cannot be turned: the
 * steps' profits added in the first step's currency (the other one turned at `rate`), days added,
 * profit per day over them (docs/api.md §What a load earns).
 */
export function tripOf(steps: TripStep[], rate: ExchangeRate | null): TripHome | null {
  const first = steps[0];
  if (!first) return null;
  const currency = first.earnings.currency;
  let profit = 0;
  let days = 0;
  for (const step of steps) {
    const turned = convert(step.earnings.profit, step.earnings.currency, currency, rate);
    if (!turned.ok) return null;
    profit += turned.value;
    days += step.earnings.days;
  }
  profit = roundToCent(profit);
  return { steps, currency, profit, days, profitPerDay: roundToCent(profit / days) };
}

/**
 * The ways best first: by profit per day in EUR (a RON trip turned at `rate`; without a rate, a RON trip
 * ranks by its own figure), then fewer loads, then fewer days. At most `shown`.
 */
export function rankTrips(trips: readonly TripHome[], rate: ExchangeRate | null, shown = TRIP_HOME_SHOWN) {
  const inEur = (trip: TripHome) => {
    const turned = convert(trip.profitPerDay, trip.currency, 'EUR', rate);
    return turned.ok ? turned.value : trip.profitPerDay;
  };
  return [...trips]
    .sort((a, b) => inEur(b) - inEur(a) || a.steps.length - b.steps.length || a.days - b.days)
    .slice(0, shown);
}

/**
 * Plans the trip home (issue 51 §3): (1) loads from the unloading country to `homeCountry` from the
 * unloading day (the return search's filters, shared/domain/loads-back.ts) are the one-load ways; (2) loads from
 * the unloading country anywhere else are first legs; for each country they unload in (best first leg
 * first), loads from it home from that leg's unloading day are second legs, while reads remain. Each
 * search is a first page and one more at most; a search the limit refuses ends the planning
 * (`stoppedAtLimit`). Each step's empty run is the road estimate from where the truck is then (the
 * previous load's unloading place) to its loading place; a step without it is left out, never guessed.
 */
export async function planTripHome(input: TripHomeInput): Promise<TripHomePlan> {
  const { outbound, homeCountry, truck, rate, today, readPage, locate, roadKm } = input;
  const gate = new ReadGate(TRIP_HOME_READ_MAX);
  const home = outbound.toCountry;
  const firstDay = unloadingDay(outbound, today);
  const direct = await searchOf(gate, loadsBackFilters(outbound, homeCountry, today), readPage);
  const { toCountry: _home, ...anywhere } = loadsBackFilters(outbound, homeCountry, today);
  const legs = (await searchOf(gate, anywhere, readPage)).filter(
    (listing) => listing.toCountry !== homeCountry && listing.toCountry !== home,
  );

  const located = new Map<string, LatLon | null>();
  const locateAll = async (places: MapPlace[]) => {
    const unknown = places.filter((place) => !located.has(placeKey(place)));
    if (unknown.length === 0) return;
    const found = await locate(unknown);
    unknown.forEach((place, index) => located.set(placeKey(place), found[index] ?? null));
  };
  const emptyKm = (from: MapPlace, to: MapPlace) => {
    const a = located.get(placeKey(from));
    const b = located.get(placeKey(to));
    return a && b ? roadKm(a, b) : null;
  };
  const stepOf = (listing: Listing, truckAt: MapPlace): TripStep | null => {
    const earned = earningsOf(listing, emptyKm(truckAt, routeEnds(listing).from), truck, rate);
    return earned.ok ? { listing, earnings: earned.value } : null;
  };

  const start = routeEnds(outbound).to;
  await locateAll([start, ...[...direct, ...legs].flatMap((l) => [routeEnds(l).from, routeEnds(l).to])]);
  const trips: TripHome[] = [];
  for (const listing of direct) {
    const step = stepOf(listing, start);
    const trip = step && tripOf([step], rate);
    if (trip) trips.push(trip);
  }
  const firstLegs = legs
    .map((listing) => stepOf(listing, start))
    .filter((step): step is TripStep => step !== null)
    .sort((a, b) => b.earnings.profitPerDay - a.earnings.profitPerDay);
  const searched = new Set<string>();
  for (const leg of firstLegs) {
    const via = leg.listing.toCountry;
    if (searched.has(via)) continue;
    if (gate.reads >= TRIP_HOME_READ_MAX) {
      gate.stopped = true;
      break;
    }
    searched.add(via);
    const legDay = unloadingDay(leg.listing, firstDay);
    const seconds = await searchOf(gate, loadsBackFilters(leg.listing, homeCountry, legDay), readPage);
    await locateAll(seconds.flatMap((l) => [routeEnds(l).from]));
    for (const first of firstLegs.filter((step) => step.listing.toCountry === via)) {
      const ready = unloadingDay(first.listing, firstDay);
      const at = routeEnds(first.listing).to;
      for (const listing of seconds) {
        const last = lastLoadingDay(listing);
        if (listing.toCountry !== homeCountry || (last !== null && last < ready)) continue;
        const second = stepOf(listing, at);
        const trip = second && tripOf([first, second], rate);
        if (trip) trips.push(trip);
      }
    }
  }
  return { trips: rankTrips(trips, rate), reads: gate.reads, stoppedAtLimit: gate.stopped };
}
