/**
 * The map's calls, both local to the app (no request to the exchange, docs/map.md): where places are
 * (`places.coordinates`) and the empty run from "Truck at" (`places.deadhead`), for the rows already
 * on screen only (shared/contract/places.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { COORDINATES_BATCH_MAX, type LocatedPlace } from '../../../shared/contract/places';
import { placeKeys } from '../places/placeQueries';
import { call } from '../transport';
import type { MapPlace } from '../../../shared/domain/route-ends';
import { placeKey } from './model';

/** The query-options factory of the map's local calls (keys: `placeKeys`, renderer/shared/places). */
export const mapQueries = {
  /**
   * Where each of `places` is (WGS84 degrees, and its population; null where the gazetteer does not
   * know it), in order;
   * asked in batches of `COORDINATES_BATCH_MAX`. Never stale: places do not move.
   */
  coordinates: (places: readonly MapPlace[]) =>
    queryOptions({
      queryKey: placeKeys.coordinates(places.map(placeKey)),
      queryFn: async () => {
        const found: (LocatedPlace | null)[] = [];
        for (let start = 0; start < places.length; start += COORDINATES_BATCH_MAX) {
          const batch = places.slice(start, start + COORDINATES_BATCH_MAX);
          found.push(
            ...(await call('places.coordinates', {
              places: batch.map((place) => ({
                country: place.country,
                city: place.slug ?? place.city,
                ...(place.routeTo && !place.slug ? { routeTo: place.routeTo } : {}),
              })),
            })),
          );
        }
        return found;
      },
      staleTime: Infinity,
      retry: false,
    }),
  /** The empty run in km from the truck's place (a slug) to a loading place, or null if unknown. */
  deadhead: (truckAt: string, loading: MapPlace) =>
    queryOptions({
      queryKey: placeKeys.deadhead(truckAt, placeKey(loading)),
      queryFn: async () =>
        (
          await call('places.deadhead', {
            truckAt,
            loadingPlaces: [
              {
                country: loading.country,
                city: loading.city,
                ...(loading.routeTo ? { routeTo: loading.routeTo } : {}),
              },
            ],
          })
        ).km[0] ?? null,
      staleTime: Infinity,
      retry: false,
    }),
};
