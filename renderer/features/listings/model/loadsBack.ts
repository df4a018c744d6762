/**
 * "Loads back from here" (issue 41 §4, docs/api.md §Filters, "The app's return search"): from a listing,
 * the search for a load home from where it unloads, and the margin of the two loads as a round trip.
 * Pure functions on the API's figures; nothing here reads the exchange.
 */
import type { Listing } from '../../../../shared/api/types';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { listingFiltersSchema } from '../../../../shared/contract/listings';
import { addDays } from '../../../../shared/domain/relative-dates';
import { toNumber } from '../../../../shared/format/numbers';
import { marginOf, type Margin } from './margin';

/**
 * The km a truck covers in a driving day, for the day a load is unloaded: EU drivers' hours allow 9 h
 * of driving a day (Regulation (EC) No 561/2006, art. 6), about 600 km at a truck's average speed.
 */
export const DRIVING_KM_PER_DAY = 600;

/** The listing fields the return search reads. */
export type OutboundListing = Pick<Listing, 'toCountry' | 'toCity' | 'dateFrom' | 'dateTo' | 'distanceKm'>;

/**
 * The earliest day the listing's load is unloaded, `YYYY-MM-DD`: its last loading day (`dateTo`, else
 * `dateFrom`; `today` when it has none, an `asap` load, or when that day has passed) plus one day for
 * each full DRIVING_KM_PER_DAY km of its `distanceKm` (none when the distance is unknown). The exchange
 * gives no unloading date (docs/api.md §Resources: the dates are the loading window).
 */
export function unloadingDay(listing: OutboundListing, today: string): string {
  const lastLoading = listing.dateTo ?? listing.dateFrom;
  const from = lastLoading !== null && lastLoading > today ? lastLoading : today;
  const km = toNumber(listing.distanceKm);
  const driving = km !== null && km > 0 ? Math.floor(km / DRIVING_KM_PER_DAY) : 0;
  return addDays(from, driving);
}

/**
 * The listings search for a load back: from the listing's unloading country to `homeCountry` (the
 * user's, Settings), loading from its unloading day on (`unloadingDay`). A country the filters refuse
 * is left out (`listingFiltersSchema`); `fromCountry` equal to `homeCountry` still searches within it.
 */
export function loadsBackFilters(
  listing: OutboundListing,
  homeCountry: string,
  today: string,
): ListingFilters {
  const wanted = {
    fromCountry: listing.toCountry,
    toCountry: homeCountry,
    dateFrom: unloadingDay(listing, today),
  };
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    if (listingFiltersSchema.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return listingFiltersSchema.parse(kept);
}

/** The round trip of two loads: both budgets, both estimated costs, and the pair's margin. */
export interface RoundTrip {
  /** The two budgets added, in `currency`. */
  budget: number;
  /** The two estimated costs added, in `currency`. */
  estimatedCost: number;
  currency: string;
  margin: Margin;
}

/**
 * The margin of `out` and `back` driven as one round trip: their budgets added against their estimated
 * costs added, by the one margin rule (`marginOf`, docs/api.md §Cost estimate). Null when either load
 * lacks its budget or its estimated cost, or their currencies differ (EUR and RON are never added: no
 * rate is assumed).
 */
export function roundTripOf(
  out: Pick<Listing, 'budget' | 'estimatedCost' | 'currency'>,
  back: Pick<Listing, 'budget' | 'estimatedCost' | 'currency'>,
): RoundTrip | null {
  if (out.currency !== back.currency) return null;
  const figures = [out.budget, back.budget, out.estimatedCost, back.estimatedCost].map(toNumber);
  if (figures.some((figure) => figure === null)) return null;
  const [outBudget, backBudget, outCost, backCost] = figures as number[];
  const budget = outBudget! + backBudget!;
  const estimatedCost = outCost! + backCost!;
  const margin = marginOf(budget, estimatedCost);
  return margin ? { budget, estimatedCost, currency: out.currency, margin } : null;
}
