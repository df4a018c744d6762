/**
 * Whether each search screen shows its secondary filters ("More filters"), remembered across
 * restarts with zustand `persist` in localStorage (`dispatch.filterBar`). Collapsed by default, so on
 * a 1366×768 laptop the filters take one line and the results keep the height.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The localStorage key. */
export const FILTER_BAR_STORAGE_KEY = 'dispatch.filterBar';

/** The store: per screen (`listings`, `vehicles`, ...), whether its secondary filters are shown. */
export interface FilterBarState {
  expanded: Record<string, boolean>;
  setExpanded: (screen: string, expanded: boolean) => void;
}

/** The zustand store, persisted to localStorage. */
export const useFilterBarStore = create<FilterBarState>()(
  persist(
    (set) => ({
      expanded: {},
      setExpanded: (screen, expanded) =>
        set((state) => ({ expanded: { ...state.expanded, [screen]: expanded } })),
    }),
    {
      name: FILTER_BAR_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ expanded: state.expanded }),
      merge: (persisted, current) => {
        const stored = (persisted as { expanded?: unknown } | undefined)?.expanded;
        const expanded: Record<string, boolean> = {};
        if (typeof stored === 'object' && stored !== null) {
          for (const [screen, value] of Object.entries(stored)) if (value === true) expanded[screen] = true;
        }
        return { ...current, expanded };
      },
    },
  ),
);
