/**
 * What a load earns a truck (docs/api.md §What a load earns): the profit of a listing for the user's
 * truck after the empty run, the days the trip takes and the profit per day, with the truck's cost per
 * km turned into the budget's currency at the user's own EUR↔RON rate. Pure functions on the API's
 * figures (`budget` a decimal string in `currency`, `distanceKm` a number of km) and the user's truck;
 * nothing here reads the exchange or guesses a figure: a missing one gives the reason it is missing.
 */
import { toNumber } from '../format/numbers';

/** The currencies a truck's cost and a listing's budget may be in (v1.json `Currency`). */
export type EarningsCurrency = 'EUR' | 'RON';

/**
 * The usual loaded speed of a truck in km a day: 9 h of driving a day under EU drivers' hours
 * (Regulation (EC) No 561/2006, art. 6), about 600 km; the same figure the return search uses for the
 * unloading day (docs/api.md §The app's return search).
 */
export const DEFAULT_KM_PER_DAY = 600;

/** A truck's costs as the sums read them (the user's own figures, Settings → My trucks). */
export interface TruckCosts {
  /** What a km costs the truck, loaded or empty, in `currency` (e.g. 1.1 EUR/km); at least 0. */
  costPerKm: number;
  currency: EarningsCurrency;
  /** The km the truck covers in a day on the road (DEFAULT_KM_PER_DAY unless set); above 0. */
  kmPerDay: number;
}

/** The user's EUR↔RON rate: RON for one EUR, and the day the user took it from (`YYYY-MM-DD`). */
export interface ExchangeRate {
  /** RON for 1 EUR, above 0 (e.g. 4.97). */
  ronPerEur: number;
  /** The day the rate is of, `YYYY-MM-DD`, shown wherever the rate is used. */
  date: string;
}

/**
 * Why a figure of the sums is missing (each shown as "—" with its reason in its title):
 * `no_truck` no current truck; `no_budget` the listing has no (readable) budget; `no_distance` the
 * exchange gave no loaded km; `no_empty_run` the empty run is not known (no Truck at, or a place the
 * gazetteer does not know); `no_rate` the truck's cost is in the other currency and no rate is set;
 * `other_currency` the budget is in a currency neither EUR nor RON.
 */
export type MissingReason =
  'no_truck' | 'no_budget' | 'no_distance' | 'no_empty_run' | 'no_rate' | 'other_currency';

/** What a load earns, every figure in the budget's `currency`. */
export interface LoadEarnings {
  currency: EarningsCurrency;
  /** The listing's budget. */
  budget: number;
  /** The truck's cost per km in the budget's currency (converted at `rate` when it was used). */
  costPerKm: number;
  /** The empty run to the loading place, km. */
  emptyKm: number;
  /** The loaded run, the exchange's `distanceKm`, km. */
  loadedKm: number;
  /** costPerKm × (emptyKm + loadedKm), rounded to the cent. */
  cost: number;
  /** budget − cost, to the cent; negative when the load loses money. */
  profit: number;
  /** Whole days on the road: ⌈(emptyKm + loadedKm) / kmPerDay⌉, at least 1. */
  days: number;
  /** profit / days, to the cent. */
  profitPerDay: number;
  /** The rate the cost per km was turned at, or null when the truck's currency is the budget's. */
  rate: ExchangeRate | null;
  /** The truck's cost per km as the user set it, in its own currency (for the written-out sum). */
  truckCostPerKm: number;
  truckCurrency: EarningsCurrency;
}

/** A figure of the sums, or why it is missing. */
export type Earned<T> = { ok: true; value: T } | { ok: false; missing: MissingReason };

/** The listing figures the sums read (v1.json `Listing`). */
export interface EarningsListing {
  budget: string | number | null;
  currency: string;
  distanceKm: number | null;
}

/** A sum of money rounded to the cent (half away from zero, as a person rounds), e.g. 478.8 → 478.8. */
export function roundToCent(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-9);
  return (Math.sign(amount) * cents) / 100 || 0;
}

function isCurrency(value: string): value is EarningsCurrency {
  return value === 'EUR' || value === 'RON';
}

/**
 * `amount` per km in `from` turned into `to` at `rate` (RON per EUR): EUR→RON multiplies by the rate,
 * RON→EUR divides. The same currency needs no rate. Unrounded: the rounding is the total's.
 */
export function convert(
  amount: number,
  from: EarningsCurrency,
  to: EarningsCurrency,
  rate: ExchangeRate | null,
): Earned<number> {
  if (from === to) return { ok: true, value: amount };
  if (rate === null || !(rate.ronPerEur > 0)) return { ok: false, missing: 'no_rate' };
  return { ok: true, value: from === 'EUR' ? amount * rate.ronPerEur : amount / rate.ronPerEur };
}

/**
 * The whole days a run of `km` takes at `kmPerDay`: ⌈km / kmPerDay⌉, at least 1 (a day started on
 * the road is a day; docs/api.md §What a load earns). 0 km is 1 day.
 */
export function daysOnTheRoad(km: number, kmPerDay: number): number {
  const perDay = kmPerDay > 0 ? kmPerDay : DEFAULT_KM_PER_DAY;
  return Math.max(1, Math.ceil(km / perDay - 1e-9));
}

/**
 * What `listing` earns `truck` with an empty run of `emptyKm` to its loading place (docs/api.md
 * §What a load earns): profit = budget − costPerKm × (emptyKm + distanceKm), in the budget's currency,
 * the cost per km turned at `rate` when the truck's currency is the other one; days on the road =
 * ⌈(emptyKm + distanceKm) / kmPerDay⌉, at least 1; profit per day = profit / days. Money to the cent.
 * A missing figure gives its reason, checked in this order: no truck, the budget (missing, or in a
 * currency other than EUR and RON), the loaded km, the empty run, the rate.
 */
export function earningsOf(
  listing: EarningsListing,
  emptyKm: number | null | undefined,
  truck: TruckCosts | null,
  rate: ExchangeRate | null,
): Earned<LoadEarnings> {
  if (truck === null) return { ok: false, missing: 'no_truck' };
  const budget = toNumber(listing.budget);
  if (budget === null) return { ok: false, missing: 'no_budget' };
  if (!isCurrency(listing.currency)) return { ok: false, missing: 'other_currency' };
  const loadedKm = toNumber(listing.distanceKm);
  if (loadedKm === null || loadedKm < 0) return { ok: false, missing: 'no_distance' };
  const empty = toNumber(emptyKm);
  if (empty === null || empty < 0) return { ok: false, missing: 'no_empty_run' };
  const costPerKm = convert(truck.costPerKm, truck.currency, listing.currency, rate);
  if (!costPerKm.ok) return costPerKm;
  const cost = roundToCent(costPerKm.value * (empty + loadedKm));
  const profit = roundToCent(budget - cost);
  const days = daysOnTheRoad(empty + loadedKm, truck.kmPerDay);
  return {
    ok: true,
    value: {
      currency: listing.currency,
      budget,
      costPerKm: costPerKm.value,
      emptyKm: empty,
      loadedKm,
      cost,
      profit,
      days,
      profitPerDay: roundToCent(profit / days),
      rate: truck.currency === listing.currency ? null : rate,
      truckCostPerKm: truck.costPerKm,
      truckCurrency: truck.currency,
    },
  };
}

/**
 * A sort key of a figure that may be missing: the figure, or null so that a sorted column puts the
 * missing ones last in either direction (as the empty run's column does).
 */
export function earnedOrNull<T, K>(earned: Earned<T>, pick: (value: T) => K): K | null {
  return earned.ok ? pick(earned.value) : null;
}
