/**
 * UI state of the listings search (zustand): the submitted filters, the stack of cursors of the pages
 * seen (manual paging, spec 8: no offsets, no jumps) and the selected listing.
 */
import { create } from 'zustand';
import type { ListingFilters } from '../../../../shared/contract/calls';

/** The search state. `cursors[i]` is the cursor of page i + 1; `cursors[0]` is always null. */
export interface ListingSearchState {
  filters: ListingFilters;
  cursors: (string | null)[];
  selectedRef: string | null;
  /** Starts a search at page 1 with these filters. */
  search: (filters: ListingFilters) => void;
  /** Goes to the next page, given the current page's `nextCursor`. */
  next: (cursor: string) => void;
  /** Goes back one page (a page already seen); no-op on page 1. */
  previous: () => void;
  /** Selects a listing for the detail panel (null closes it). */
  select: (ref: string | null) => void;
}

const initial = { filters: {} as ListingFilters, cursors: [null] as (string | null)[], selectedRef: null };

/** The store (one per app window). */
export const useListingSearch = create<ListingSearchState>()((set) => ({
  ...initial,
  search: (filters) => set({ filters, cursors: [null] }),
  next: (cursor) => set((state) => ({ cursors: [...state.cursors, cursor] })),
  previous: () =>
    set((state) => (state.cursors.length > 1 ? { cursors: state.cursors.slice(0, -1) } : state)),
  select: (selectedRef) => set({ selectedRef }),
}));

/** The current page number (1-based) and its cursor. */
export function currentPage(state: Pick<ListingSearchState, 'cursors'>): {
  page: number;
  cursor: string | null;
} {
  return { page: state.cursors.length, cursor: state.cursors[state.cursors.length - 1] ?? null };
}

/** Puts the store back to its first state (tests; a fresh window). */
export function resetListingSearch(): void {
  useListingSearch.setState(initial);
}
