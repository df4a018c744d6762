/**
 * Where the user's truck is, for the deadhead column of the listings screen. It is the user's truck,
 * not part of the search, so it lives in this feature's zustand store and not in the URL; it lasts
 * for the session (not saved to disk).
 */
import { create } from 'zustand';
import type { Place } from '../../../../shared/api/types';

/** The truck's place (a gazetteer place with its slug), or null when not set. */
export interface TruckState {
  truckAt: Place | null;
  setTruckAt: (place: Place | null) => void;
}

export const useTruckStore = create<TruckState>((set) => ({
  truckAt: null,
  setTruckAt: (truckAt) => set({ truckAt }),
}));
