/**
 * The listing a "Loads back from here" search started from (the outbound load), for the round trip's
 * margin on the loads found (model/loadsBack.ts `roundTripOf`). Session only, as "Truck at": the next
 * "Loads back from here" replaces it, a restart forgets it.
 */
import { create } from 'zustand';
import type { Listing } from '../../../../shared/api/types';

/** The outbound listing, or null before any "Loads back from here". */
export interface ReturnTripState {
  outbound: Listing | null;
  setOutbound: (listing: Listing | null) => void;
}

/** The return-trip store (session only). */
export const useReturnTripStore = create<ReturnTripState>((set) => ({
  outbound: null,
  setOutbound: (outbound) => set({ outbound }),
}));
