/**
 * How wide the user likes each results screen's detail panel (the open listing, vehicle, or a
 * listing's offers), in CSS px, per panel (`listings`, `vehicles`, `my-listings`). Kept with zustand
 * `persist` in localStorage (`dispatch.detailWidth`), as the tables' views are (table/tableViewStore.ts),
 * so it survives a restart. A panel never resized keeps the stylesheet's width (`.detail-panel`,
 * searchScreen.css).
 */
import { persistedStore, readRecord } from '../persistedStore';

/** The localStorage key of every panel's width. */
export const DETAIL_WIDTH_STORAGE_KEY = 'dispatch.detailWidth';

/**
 * The narrowest a detail panel gets, in CSS px: what it is given at 1366 px (26vw, searchScreen.css),
 * the width its contents are known to fit without clipping (e2e/laptop.spec.ts checks every cell's
 * `scrollWidth <= clientWidth` there).
 */
export const DETAIL_MIN_WIDTH = 356;
/** The widest a detail panel gets, in CSS px (the stylesheet also keeps it to 60 % of the results). */
export const DETAIL_MAX_WIDTH = 800;

/** `width` (CSS px) kept within [DETAIL_MIN_WIDTH, DETAIL_MAX_WIDTH] and rounded to a whole px. */
export function clampDetailWidth(width: number): number {
  return Math.round(Math.min(DETAIL_MAX_WIDTH, Math.max(DETAIL_MIN_WIDTH, width)));
}

/** The store: each panel's width (px) once the user resized it, and the change a resize makes. */
export interface DetailWidthState {
  widths: Record<string, number>;
  /** Remembers `width` (px, clamped by clampDetailWidth) for `panel`. */
  setWidth: (panel: string, width: number) => void;
}

/** The zustand store of the detail panels' widths, persisted to localStorage. */
export const useDetailWidthStore = persistedStore<DetailWidthState>()(
  // whatever was stored: numbers only, clamped (a width from an older, wider limit fits the new one)
  {
    name: DETAIL_WIDTH_STORAGE_KEY,
    field: 'widths',
    read: readRecord((width) =>
      typeof width === 'number' && Number.isFinite(width) ? clampDetailWidth(width) : undefined,
    ),
  },
  (set) => ({
    widths: {},
    setWidth: (panel, width) =>
      set((state) => ({ widths: { ...state.widths, [panel]: clampDetailWidth(width) } })),
  }),
);
