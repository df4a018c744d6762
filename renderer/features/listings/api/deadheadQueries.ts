/**
 * The empty run from the truck to each listing's loading place, through the local contract call
 * `places.deadhead` (no API call: the app's gazetteer; shared/contract/places.ts), for the rows on
 * screen only (at most 20 per call).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Listing } from '../../../../shared/api/types';
import { placeKeys } from '../../../shared/places/placeQueries';
import { call } from '../../../shared/transport';

/** Loading places per `places.deadhead` call (shared/contract/places.ts `deadheadInputSchema`). */
export const DEADHEAD_BATCH = 20;

/** The loading places of `listings` (country code and city), in order. */
export function loadingPlacesOf(listings: readonly Pick<Listing, 'fromCountry' | 'fromCity'>[]) {
  return listings.map((listing) => ({ country: listing.fromCountry, city: listing.fromCity }));
}

/** The query-options factory of the rows' empty runs (keys: `placeKeys.deadheadRows`, renderer/shared/places). */
export const deadheadQueries = {
  /**
   * The deadhead in km of each listing in `listings` from the place `truckAt` (a slug), in order:
   * `(number | null)[]` (null where the loading place is unknown). Pages of more than 20 rows are
   * asked in batches of 20.
   */
  forRows: (truckAt: string, listings: readonly Pick<Listing, 'ref' | 'fromCountry' | 'fromCity'>[]) =>
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
