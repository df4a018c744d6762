/**
 * How the user likes each results table: which columns it shows (a column chooser) and how dense its
 * rows are, per table (`listings`, `vehicles`, ...). Kept with zustand `persist` in localStorage
 * (`dispatch.tableView`), so it survives a restart. A table never seen keeps its own defaults.
 */
import { persistedStore, readRecord } from '../persistedStore';

/** Row density: `comfortable` (the default) or `compact` (more rows on a laptop). */
export type Density = 'comfortable' | 'compact';

/** The view of one table: the ids of the columns the user switched on and off, and the density. */
export interface TableView {
  /** Columns shown although hidden by default. */
  shown: string[];
  /** Columns hidden although shown by default. */
  hidden: string[];
  density: Density;
}

/** The localStorage key of every table's view. */
export const TABLE_VIEW_STORAGE_KEY = 'dispatch.tableView';

/** The store: each table's view and the changes the chooser makes. */
export interface TableViewState {
  views: Record<string, TableView>;
  /** Shows (`on`) or hides a column of `table`. */
  setColumn: (table: string, column: string, on: boolean) => void;
  setDensity: (table: string, density: Density) => void;
}

/** A view with nothing chosen yet. */
export const EMPTY_VIEW: TableView = { shown: [], hidden: [], density: 'comfortable' };

const without = (list: string[], item: string) => list.filter((entry) => entry !== item);

/** Reads a stored view, whatever was stored: lists of strings and a known density, else the empty view's. */
function readView(value: unknown): TableView {
  const view = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof TableView, unknown>
  >;
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  return {
    shown: strings(view.shown),
    hidden: strings(view.hidden),
    density: view.density === 'compact' ? 'compact' : 'comfortable',
  };
}

/** The zustand store of the tables' views, persisted to localStorage. */
export const useTableViewStore = persistedStore<TableViewState>()(
  { name: TABLE_VIEW_STORAGE_KEY, field: 'views', read: readRecord(readView) },
  (set) => ({
    views: {},
    setColumn: (table, column, on) =>
      set((state) => {
        const view = state.views[table] ?? EMPTY_VIEW;
        const shown = without(view.shown, column);
        const hidden = without(view.hidden, column);
        const next: TableView = on
          ? { ...view, shown: [...shown, column], hidden }
          : { ...view, shown, hidden: [...hidden, column] };
        return { views: { ...state.views, [table]: next } };
      }),
    setDensity: (table, density) =>
      set((state) => ({
        views: { ...state.views, [table]: { ...(state.views[table] ?? EMPTY_VIEW), density } },
      })),
  }),
);

/**
 * Whether `column` of `table` is shown: the user's choice when they made one, else `byDefault`.
 */
export function isColumnShown(view: TableView | undefined, column: string, byDefault: boolean): boolean {
  if (view?.shown.includes(column)) return true;
  if (view?.hidden.includes(column)) return false;
  return byDefault;
}
