/**
 * "Loads back from here" (docs/api.md §Filters, "The app's return search"): from a listing, the search
 * for a load home from where it unloads, and the day it unloads. Pure functions on the API's figures,
 * used by the Loads back panel and the trip home (shared/domain/trip-home.ts); nothing here reads the
 * exchange.
 */
import type { Listing } from '../api/types';
import type { ListingFilters } from '../contract/calls';
import { listingFiltersSchema } from '../contract/listings';
import { toNumber } from '../format/numbers';
import { addDays } from './relative-dates';

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
