/**
 * The cursor-list kit: one module for every keyset list of the API (listings, listings/mine, a
 * listing's offers, offers/mine, vehicles, vehicles/mine; docs/api.md §Lists and cursors). Paging is
 * manual only: "Next page" sends the current page's `nextCursor`, "Previous page" shows a page already
 * read, from the query cache; no offsets, no prefetch, and a used cursor is never sent again by
 * itself (the API answers a re-sent or late cursor with 409 or 429).
 *
 * `createCursorList({ name, fetchPage })` gives a list:
 * - `useStore`: its zustand store (the filters the cursors belong to, the stack of cursors of the
 *   pages seen, the selected row's id);
 * - `pageQuery(filters, cursor)`: the query options of one page (fetched once per cursor);
 * - `restart(queryClient, filters?)`: page 1 afresh, old pages dropped;
 * - `rereadFirstPage(queryClient)` and `showFirstPage(queryClient)`: fresh lists (docs/watch.md §Fresh lists,
 *   see renderer/shared/freshness/rules.ts).
 * Every created list is registered, so `restartAllLists` can reset them all after a session change
 * (cursors are bound to the key holder and the environment).
 */
import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { isFirstPageOld, itemId, newSinceRead } from '../freshness/rules';
import { listKey, listPageKey, LIST_KEY_ROOT } from './keys';

/** One page of a keyset list, as every list route answers it (at most 20 items). */
export interface CursorPage<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** The UI state of one list. `cursors[i]` reads page i + 1; `cursors[0]` is always null. */
export interface CursorListState<F> {
  /** The filters the cursors belong to (a cursor is bound to its filters). */
  filters: F;
  cursors: (string | null)[];
  /** The row the user last opened or selected (its id or listing ref), or null. */
  selectedId: string | null;
  /**
   * The ids of page 1's items when the user left page 1 with "Next page" (freshness/rules.ts `itemId`), or
   * null on page 1: what "N new since you started paging" compares with (docs/watch.md §Fresh lists).
   */
  pagingFrom: string[] | null;
  /**
   * The ids of the items page 1 gained at its last read again (`rereadFirstPage`: "Check for new", or
   * opening the screen with an old page 1): on that page 1, not on page 1 as read before it
   * (freshness/rules.ts `newSinceRead`). Emptied by `restart` (a new search, "Start over" after a fault,
   * a session change); kept by `showFirstPage`, which shows that very page 1. What a list marks
   * "new since the last read" (docs/watch.md §Fresh lists).
   */
  newSinceRead: string[];
  /**
   * Goes to the next page, given the current page's `nextCursor`. From page 1, `firstPageIds` (the ids
   * on page 1 now) become `pagingFrom`.
   */
  next: (cursor: string, firstPageIds?: readonly string[]) => void;
  /** Goes back one page; no-op on page 1. Back on page 1, `pagingFrom` is cleared. */
  previous: () => void;
  select: (id: string | null) => void;
}

/** The filters of a list that takes only a cursor (`listings.mine`, `offers.mine`, `vehicles.mine`). */
export type NoFilters = Record<string, never>;

/** Those filters as one object, so its hash never changes. */
export const NO_FILTERS: NoFilters = {};

/** What a list is made from: a unique name (its query keys) and how to read one page. */
export interface CursorListConfig<F, T> {
  /** Unique among lists: `listings`, `listings-mine`, `offers-for-listing`, `vehicles`, ... */
  name: string;
  /** Filters before any search (`{}` for a list without filters). */
  initialFilters: F;
  /** Reads one page: a contract call (`call('listings.search', { filters, cursor })`). */
  fetchPage: (filters: F, cursor: string | null) => Promise<CursorPage<T>>;
}

/** A list made by `createCursorList`. */
export interface CursorList<F, T> {
  name: string;
  useStore: UseBoundStore<StoreApi<CursorListState<F>>>;
  /**
   * The query options of one page. Fetched once per cursor: never stale, kept while the search
   * lasts, never retried, never refetched on mount, focus or reconnect (a re-sent cursor may meet
   * 409 `list_changed` or the cursor-gap 429; docs/api.md §Lists and cursors).
   */
  pageQuery: (filters: F, cursor: string | null) => ReturnType<typeof pageQueryOptions<F, T>>;
  /**
   * Starts the list over at page 1 with `filters` (default: the current ones), always reading page 1
   * afresh: for "Search", "Start over" after a 409 or an invalid cursor, and a session change.
   * The pages of the old search are dropped first and page 1 is reset by its exact key, so no old
   * cursor and no old page can come back.
   */
  restart: (queryClient: QueryClient, filters?: F) => void;
  /**
   * Reads page 1 of the current filters again, keeping it on screen meanwhile, and never moves the
   * user: on page 2 or later only page 1's cached copy changes (what "N new since you started paging"
   * reads); on page 1 the later pages are dropped too (their cursors came from the old page 1).
   * Sets `newSinceRead`: the ids the new page 1 has that the old one had not (none when page 1 was not
   * read before). docs/watch.md §Fresh lists. Resolves when read; rejects with the call's error (the page
   * keeps its old copy and `newSinceRead` its ids).
   */
  rereadFirstPage: (queryClient: QueryClient) => Promise<void>;
  /**
   * "Start over" from the "new since you started paging" bar: back to page 1, later pages dropped.
   * Page 1 is shown as last read when it is younger than `FIRST_PAGE_FRESH_MS` (it was just read to
   * count the new items: no second request), and read afresh (`restart`) otherwise. docs/watch.md §Fresh
   * lists.
   */
  showFirstPage: (queryClient: QueryClient) => void;
  /** The store back to its first state (tests). */
  reset: () => void;
}

function pageQueryOptions<F, T>(config: CursorListConfig<F, T>, filters: F, cursor: string | null) {
  return queryOptions({
    queryKey: listPageKey(config.name, filters, cursor),
    queryFn: () => config.fetchPage(filters, cursor),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

const registry = new Map<string, CursorList<unknown, unknown>>();

/**
 * Makes a list and registers it by name (call it at module level: one list per app window).
 * @throws Error when another list already has this name (two lists would share query keys).
 */
export function createCursorList<F, T>(config: CursorListConfig<F, T>): CursorList<F, T> {
  // Vite's hot reload (dev server only) runs a feature module again: the new list replaces the old.
  const hotReload = Boolean(import.meta.hot) && import.meta.env.MODE !== 'test';
  if (registry.has(config.name) && !hotReload) {
    throw new Error(`A cursor list named ${config.name} already exists.`);
  }
  const initial = {
    filters: config.initialFilters,
    cursors: [null] as (string | null)[],
    selectedId: null,
    pagingFrom: null,
    newSinceRead: [] as string[],
  };
  const useStore = create<CursorListState<F>>()((set) => ({
    ...initial,
    next: (cursor, firstPageIds) =>
      set((state) => ({
        cursors: [...state.cursors, cursor],
        pagingFrom: state.cursors.length === 1 ? (firstPageIds ? [...firstPageIds] : null) : state.pagingFrom,
      })),
    previous: () =>
      set((state) => {
        if (state.cursors.length <= 1) return state;
        const cursors = state.cursors.slice(0, -1);
        return { cursors, pagingFrom: cursors.length === 1 ? null : state.pagingFrom };
      }),
    select: (selectedId) => set({ selectedId }),
  }));

  /** Drops every cached page of the list but page 1 of `filters`; returns page 1's key. */
  const dropLaterPages = (queryClient: QueryClient, filters: F) => {
    const firstKey = listPageKey(config.name, filters, null);
    const firstHash = hashKey(firstKey);
    queryClient.removeQueries({
      queryKey: listKey(config.name),
      predicate: (query) => query.queryHash !== firstHash,
    });
    return firstKey;
  };

  const list: CursorList<F, T> = {
    name: config.name,
    useStore,
    pageQuery: (filters, cursor) => pageQueryOptions(config, filters, cursor),
    restart: (queryClient, filters) => {
      const next = filters ?? useStore.getState().filters;
      const firstKey = dropLaterPages(queryClient, next);
      useStore.setState({ filters: next, cursors: [null], pagingFrom: null, newSinceRead: [] });
      void queryClient.resetQueries({ queryKey: firstKey, exact: true });
    },
    rereadFirstPage: async (queryClient) => {
      const { filters, cursors } = useStore.getState();
      if (cursors.length === 1) dropLaterPages(queryClient, filters);
      const before = queryClient.getQueryData<CursorPage<T>>(listPageKey(config.name, filters, null));
      // fetchQuery, not refetchQueries: page 1 has no enabled observer while the user is on page 2
      const after = await queryClient.fetchQuery({
        ...pageQueryOptions(config, filters, null),
        staleTime: 0,
      });
      // a new search meanwhile has its own page 1: these ids are not its news
      if (hashKey([useStore.getState().filters]) !== hashKey([filters])) return;
      useStore.setState({ newSinceRead: before ? newSinceRead(before, after) : [] });
    },
    showFirstPage: (queryClient) => {
      const { filters } = useStore.getState();
      const readAt = queryClient.getQueryState(listPageKey(config.name, filters, null))?.dataUpdatedAt ?? 0;
      if (readAt === 0 || isFirstPageOld(readAt, Date.now())) {
        list.restart(queryClient);
        return;
      }
      dropLaterPages(queryClient, filters);
      useStore.setState({ cursors: [null], pagingFrom: null });
    },
    reset: () => useStore.setState(initial, false),
  };
  registry.set(config.name, list as CursorList<unknown, unknown>);
  return list;
}

/** What `readItems` finds: the items read, and whether they are the whole list. */
export interface ReadItems<T> {
  items: T[];
  /** True when the last page read has no next page (`hasMore` false): nothing of the list is unread. */
  complete: boolean;
}

/**
 * Every item of the pages of `filters` read in this search, in the exchange's order, each once (by
 * `itemId`: an item pushed onto the next page by a new one is not counted twice): the pages of
 * `cursors` (the way to the page on screen), then the pages read beyond it before the user went back
 * (each page's `nextCursor`, while its page is in the cache). Only the query cache is read: nothing
 * is fetched, no cursor is sent (docs/api.md §Lists and cursors: no bulk collection). A page not in
 * the cache ends the walk (a list restarted drops its later pages).
 */
export function readItems<F, T>(
  queryClient: QueryClient,
  list: Pick<CursorList<F, T>, 'name'>,
  filters: F,
  cursors: readonly (string | null)[],
): ReadItems<T> {
  const items: T[] = [];
  const seen = new Set<string>();
  const pageOf = (cursor: string | null) =>
    queryClient.getQueryData<CursorPage<T>>(listPageKey(list.name, filters, cursor));
  const take = (page: CursorPage<T>) => {
    for (const item of page.data) {
      const id = itemId(item);
      if (!seen.has(id)) items.push(item);
      seen.add(id);
    }
  };
  let last: CursorPage<T> | undefined;
  for (const cursor of cursors) {
    last = pageOf(cursor);
    if (!last) return { items, complete: false };
    take(last);
  }
  const walked = new Set(cursors);
  let cursor = last?.nextCursor ?? null;
  while (cursor !== null && !walked.has(cursor)) {
    walked.add(cursor);
    const page = pageOf(cursor);
    if (!page) break;
    take(page);
    last = page;
    cursor = page.nextCursor;
  }
  return { items, complete: last !== undefined && !last.hasMore };
}

/**
 * After a session change: every registered list starts over at page 1 with its filters, and the pages
 * of lists not registered (none expected) are dropped too. Nothing outside `['list', ...]` is touched.
 */
export function restartAllLists(queryClient: QueryClient): void {
  for (const list of registry.values()) list.restart(queryClient);
  queryClient.removeQueries({
    queryKey: [LIST_KEY_ROOT],
    predicate: (query) => !registry.has(String(query.queryKey[1])),
  });
}

/** The current page number (1-based) and the cursor that reads it. */
export function currentPage(cursors: readonly (string | null)[]): { page: number; cursor: string | null } {
  return { page: cursors.length, cursor: cursors[cursors.length - 1] ?? null };
}
