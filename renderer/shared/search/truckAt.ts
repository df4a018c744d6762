/**
 * Where the user's truck is ("Truck at"), for the empty run (deadhead) of the listings screen. It is
 * the user's truck, not part of the search's filters, so it lives in a zustand store and not in the
 * URL; it lasts for the session (not saved to disk by itself). Shared, because three screens set it
 * (docs/watch.md §Saved searches as alerts): the listings screen's field, a saved listing search that kept it
 * (restored when the search is run), "Find loads" on one of my vehicles (the vehicle's place) and
 * "Loads back from here" on a listing (its unloading place): `placeTruckAt`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { Place } from '../../../shared/api/types';
import { placeNamed } from '../places/placeNamed';
import { isPlaceQuery, placeQueries } from '../places/placeQueries';

/** The truck's place (a gazetteer place with its slug), or null when not set. */
export interface TruckState {
  truckAt: Place | null;
  setTruckAt: (place: Place | null) => void;
}

/** The truck store (session only). */
export const useTruckStore = create<TruckState>((set) => ({
  truckAt: null,
  setTruckAt: (truckAt) => set({ truckAt }),
}));

/**
 * Sets "Truck at" to the place `city` of `country` names (docs/api.md §Places: one look-up through
 * `places.search`, cached for the session; `placeNamed` picks the answer): cleared at once, then the
 * place once found, unless the user has picked one meanwhile. A city under 2 characters, a failed
 * look-up or no matching place leave it cleared (the truck's place is never guessed). Never rejects.
 */
export async function placeTruckAt(
  queryClient: QueryClient,
  city: string | null,
  country: string,
): Promise<void> {
  const { setTruckAt } = useTruckStore.getState();
  setTruckAt(null);
  if (!city || !isPlaceQuery(city)) return;
  try {
    const place = placeNamed(city, country, await queryClient.fetchQuery(placeQueries.search(city)));
    if (place && useTruckStore.getState().truckAt === null) setTruckAt(place);
  } catch {
    // the look-up failed: the truck stays unplaced, as the user can see in its field
  }
}
