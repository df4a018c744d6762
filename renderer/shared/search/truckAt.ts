/**
 * Where the user's truck is ("Truck at"), for the empty run (deadhead) of the listings screen. It is
 * the user's truck, not part of the search's filters, so it lives in a zustand store and not in the
 * URL. It is kept in localStorage (`dispatch.truckAt`, renderer/shared/persistedStore.ts), so a reload or a
 * restart finds the truck where the user left it (issue 53 §3). Shared, because three screens set it
 * (docs/watch.md §Saved searches as alerts): the listings screen's field, a saved listing search that kept it
 * (restored when the search is run), "Find loads" on one of my vehicles (the vehicle's place) and
 * "Loads back from here" on a listing (its unloading place): `placeTruckAt`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Place } from '../../../shared/api/types';
import { persistedStore } from '../persistedStore';
import { placeNamed } from '../places/placeNamed';
import { isPlaceQuery, placeQueries } from '../places/placeQueries';

/** The localStorage key of the truck's place. */
export const TRUCK_AT_STORAGE_KEY = 'dispatch.truckAt';

/**
 * The truck's place (a gazetteer place with its slug), or null when not set; `replaced` is the place
 * another screen's action ("Find loads", "Loads back from here") moved it from, so the field can say so
 * and offer it back (issue 53 §3: never replaced silently); null once the user sets the field.
 */
export interface TruckState {
  truckAt: Place | null;
  replaced: Place | null;
  /** The user's own choice (the field): sets the place and forgets `replaced`. */
  setTruckAt: (place: Place | null) => void;
}

/** `value` when it has a place's four strings (docs: shared/api/v1.json `Place`), else null. */
function storedPlace(value: unknown): Place | null {
  if (typeof value !== 'object' || value === null) return null;
  const { city, country, county, slug } = value as Record<string, unknown>;
  return typeof city === 'string' &&
    typeof country === 'string' &&
    typeof county === 'string' &&
    typeof slug === 'string' &&
    slug !== ''
    ? ({ city, country, county, slug } as Place)
    : null;
}

/** The truck store, its place persisted to localStorage (`replaced` lasts for the session). */
export const useTruckStore = persistedStore<TruckState>()(
  { name: TRUCK_AT_STORAGE_KEY, field: 'truckAt', read: storedPlace },
  (set) => ({
    truckAt: null,
    replaced: null,
    setTruckAt: (truckAt) => set({ truckAt, replaced: null }),
  }),
);

/**
 * Sets "Truck at" to the place `city` of `country` names (docs/api.md §Places: one look-up through
 * `places.search`, cached for the session; `placeNamed` picks the answer): cleared at once, then the
 * place once found, unless the user has picked one meanwhile. A city under 2 characters, a failed
 * look-up or no matching place leave it cleared (the truck's place is never guessed). The place it
 * had before, when another, is kept as `replaced` so the field says it was moved and offers it back
 * (issue 53 §3). Never rejects.
 */
export async function placeTruckAt(
  queryClient: QueryClient,
  city: string | null,
  country: string,
): Promise<void> {
  const before = useTruckStore.getState().truckAt ?? useTruckStore.getState().replaced;
  useTruckStore.setState({ truckAt: null, replaced: before });
  if (!city || !isPlaceQuery(city)) return;
  try {
    const place = placeNamed(city, country, await queryClient.fetchQuery(placeQueries.search(city)));
    const { truckAt, replaced } = useTruckStore.getState();
    if (place && truckAt === null) {
      useTruckStore.setState({ truckAt: place, replaced: replaced?.slug === place.slug ? null : replaced });
    }
  } catch {
    // the look-up failed: the truck stays unplaced, as the user can see in its field
  }
}
