/**
 * The empty run from the truck to each listing's loading place, through the local contract call
 * `places.deadhead` (no API call: the app's gazetteer; shared/contract/places.ts), for the rows on
 * screen only (at most 20 per call).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Listing } from '../../../shared/api/types';
import { routeEnds } from '../../../shared/domain/route-ends';
import { placeKeys } from './placeQueries';
import { call } from '../transport';

/** Loading places per `places.deadhead` call (shared/contract/places.ts `deadheadInputSchema`). */
export const DEADHEAD_BATCH = 20;

/** The listing fields the empty run needs: the loading place, and the route that tells a shared name apart. */
type RouteOfListing = Pick<Listing, 'fromCountry' | 'fromCity' | 'toCountry' | 'toCity' | 'distanceKm'>;

/**
 * The loading places of `listings` (country code and city), in order, each with `routeTo` (the
 * unloading place and the listing's `distanceKm`) when the distance is a whole number of km, so the
 * gazetteer reads a name two places share as the one on the listing's route (shared/contract/places.ts).
 */
export function loadingPlacesOf(listings: readonly RouteOfListing[]) {
  return listings.map((listing) => routeEnds(listing).from);
}

/** The query-options factory of the rows' empty runs (keys: `placeKeys.deadheadRows`, renderer/shared/places). */
export const deadheadQueries = {
  /**
   * The deadhead in km of each listing in `listings` from the place `truckAt` (a slug), in order:
   * `(number | null)[]` (null where the loading place is unknown). Pages of more than 20 rows are
   * asked in batches of 20.
   */
  forRows: (truckAt: string, listings: readonly (RouteOfListing & Pick<Listing, 'ref'>)[]) =>
    queryOptions({
      queryKey: placeKeys.deadheadRows(
        truckAt,
        listings.map((listing) => listing.ref),
      ),
      queryFn: async () => {
        const places = loadingPlacesOf(listings);
        const km: (number | null)[] = [];
        for (let start = 0; start < places.length; start += DEADHEAD_BATCH) {
          const result = await call('places.deadhead', {
            truckAt,
            loadingPlaces: places.slice(start, start + DEADHEAD_BATCH),
          });
          km.push(...result.km);
        }
        return km;
      },
      staleTime: Infinity,
      retry: false,
    }),
};
