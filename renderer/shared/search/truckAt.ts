/**
 * Where the user's truck is ("Truck at"), for the empty run (deadhead) of the listings screen. It is
 * the user's truck, not part of the search's filters, so it lives in a zustand store and not in the
 * URL; it lasts for the session (not saved to disk by itself). Shared, because three screens set it
 * (docs/watch.md §Saved searches as alerts): the listings screen's field, a saved listing search that kept it
 * (restored when the search is run), and "Find loads" on one of my vehicles (the vehicle's place).
 */
import { create } from 'zustand';
import type { Place } from '../../../shared/api/types';

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
