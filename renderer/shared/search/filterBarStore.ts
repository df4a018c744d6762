/**
 * Whether each search screen shows its secondary filters ("More filters"), remembered across
 * restarts with zustand `persist` in localStorage (`dispatch.filterBar`). Collapsed by default, so on
 * a 1366×768 laptop the filters take one line and the results keep the height.
 */
import { persistedStore, readRecord } from '../persistedStore';

/** The localStorage key. */
export const FILTER_BAR_STORAGE_KEY = 'dispatch.filterBar';

/** The store: per screen (`listings`, `vehicles`, ...), whether its secondary filters are shown. */
export interface FilterBarState {
  expanded: Record<string, boolean>;
  setExpanded: (screen: string, expanded: boolean) => void;
}

/** The zustand store, persisted to localStorage. */
export const useFilterBarStore = persistedStore<FilterBarState>()(
  {
    name: FILTER_BAR_STORAGE_KEY,
    field: 'expanded',
    read: readRecord((value) => (value === true ? true : undefined)),
  },
  (set) => ({
    expanded: {},
    setExpanded: (screen, expanded) =>
      set((state) => ({ expanded: { ...state.expanded, [screen]: expanded } })),
  }),
);
