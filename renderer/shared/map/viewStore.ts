/**
 * Whether each results screen shows its page on a map (docs/map.md: "a switch, remembered"): per
 * screen (`listings`, `vehicles`), kept with zustand `persist` in localStorage (`dispatch.mapView`),
 * so it survives a restart. A screen never switched shows the table alone.
 */
import { persistedStore, readRecord } from '../persistedStore';

/** `table`: the table alone; `map`: the map with the table. */
export type MapViewChoice = 'table' | 'map';

/** The localStorage key of the choices. */
export const MAP_VIEW_STORAGE_KEY = 'dispatch.mapView';

export interface MapViewState {
  views: Record<string, MapViewChoice>;
  setView: (screen: string, view: MapViewChoice) => void;
}

export const useMapViewStore = persistedStore<MapViewState>()(
  // whatever was stored, only the two known choices survive (version 0: the store never gave one)
  {
    name: MAP_VIEW_STORAGE_KEY,
    field: 'views',
    read: readRecord((view) => (view === 'table' || view === 'map' ? view : undefined)),
    version: 0,
  },
  (set) => ({
    views: {},
    setView: (screen, view) => set((state) => ({ views: { ...state.views, [screen]: view } })),
  }),
);
