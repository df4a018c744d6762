/**
 * Whether each results screen shows its page on a map (docs/map.md: "a switch, remembered"): per
 * screen (`listings`, `vehicles`), kept with zustand `persist` in localStorage (`dispatch.mapView`),
 * so it survives a restart. A screen never switched shows the table alone.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** `table`: the table alone; `map`: the map with the table. */
export type MapViewChoice = 'table' | 'map';

/** The localStorage key of the choices. */
export const MAP_VIEW_STORAGE_KEY = 'dispatch.mapView';

export interface MapViewState {
  views: Record<string, MapViewChoice>;
  setView: (screen: string, view: MapViewChoice) => void;
}

export const useMapViewStore = create<MapViewState>()(
  persist(
    (set) => ({
      views: {},
      setView: (screen, view) => set((state) => ({ views: { ...state.views, [screen]: view } })),
    }),
    {
      name: MAP_VIEW_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // whatever was stored, only the two known choices survive
      merge: (stored, current) => {
        const views = (stored as { views?: unknown } | undefined)?.views;
        const kept: Record<string, MapViewChoice> = {};
        if (typeof views === 'object' && views !== null)
          for (const [screen, view] of Object.entries(views))
            if (view === 'table' || view === 'map') kept[screen] = view;
        return { ...current, views: kept };
      },
    },
  ),
);
