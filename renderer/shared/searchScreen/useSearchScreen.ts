import { hashKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { CursorList } from '../cursorList/cursorList';
import { useCursorList } from '../cursorList/useCursorList';
import { useListShortcuts } from '../keyboard/useKeyShortcut';
import { useDetailClose } from './useDetailClose';

/**
 * Where `n` and `p` page the list (docs/keyboard.md): `inList` only while the focus is in the results or
 * on nothing (a search screen: with the open item focused beside the list, `n` never pages the list);
 * `anywhere`; `whileClosed` anywhere while nothing is open (the open item has its own pages: My listings'
 * offers).
 */
export type PageKeys = 'inList' | 'anywhere' | 'whileClosed';

/** Options of useSearchScreen: what differs between the screens built on it. */
export interface SearchScreenOptions<F, T> {
  /** The screen's cursor list (cursorList.ts `createCursorList`). */
  list: CursorList<F, T>;
  /** The filters on screen: the route's search (the URL), or one constant `{}` for a list without filters. */
  filters: F;
  /** Shows the search of `filters`: navigates to the screen's route with them as its search. */
  showSearch?: (filters: F) => unknown;
  /** The filters of "Clear filters" (`{}`). */
  noFilters?: F;
  /** Shows item `id` (a listing's ref, a vehicle's or offer's id): navigates to it, or sets the screen's state. */
  showItem?: (id: string) => unknown;
  /**
   * The item open beside the results (the route's param, or the screen's state), null when none: Escape then
   * closes it. Leave it out when something else closes it (Listings: OpenListing, which alone follows the
   * open ref; docs/benchmarks.md §The latest full run).
   */
  openId?: string | null;
  /** Leaves the open item (useDetailClose.ts `leave`): back to the search with the same filters. */
  leaveItem?: () => unknown;
  /** Where `n` and `p` page the list; `inList` when left out. */
  pageKeys?: PageKeys;
}

/**
 * The logic every results screen repeats (Listings, Free vehicles, My listings, My vehicles, Offers sent;
 * docs/architecture.md §The search-screen kit):
 * - `list`: the cursor list for `filters` (useCursorList.ts), `listRef` its container;
 * - `search(next)`: with the filters on screen unchanged, page 1 is read afresh (list.restart: a new search
 *   never reuses a cursor, docs/api.md §Lists and cursors; the URL does not change), else `showSearch(next)`;
 * - `clearFilters()`: the same with `noFilters` (page 1 afresh when there are no filters already);
 * - `open(id)`: the row becomes the list's selected one, then `showItem(id)`; `open` is the same function
 *   for the screen's life (a memoised table is not rendered again by it);
 * - `close()` and Escape while `openId` is set (useDetailClose.ts): `leaveItem()`, then the focus goes back
 *   to the row;
 * - `n`/`p` page the list (useListShortcuts, docs/keyboard.md), as `pageKeys` says.
 */
export function useSearchScreen<F, T>(options: SearchScreenOptions<F, T>) {
  const { list: cursorList, filters, openId, pageKeys = 'inList' } = options;
  const list = useCursorList(cursorList, filters);
  const listRef = useRef<HTMLDivElement>(null);
  // the latest callbacks, so that `open` stays the same function across renders
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const search = (next: F) => {
    if (hashKey([next]) === hashKey([filters])) list.restart();
    else void options.showSearch?.(next);
  };
  const clearFilters = () => {
    if (Object.keys(filters ?? {}).length === 0) list.restart();
    else if (options.noFilters !== undefined) void options.showSearch?.(options.noFilters);
  };
  const open = useCallback(
    (id: string) => {
      cursorList.useStore.getState().select(id);
      void latest.current.showItem?.(id);
    },
    [cursorList],
  );
  const close = useDetailClose({
    list: cursorList,
    openId: openId ?? null,
    resultsRef: listRef,
    leave: () => options.leaveItem?.(),
  });
  const closed = openId === undefined || openId === null;
  useListShortcuts({
    next: list.next,
    canNext: list.canNext && (pageKeys !== 'whileClosed' || closed),
    previous: list.previous,
    canPrevious: list.canPrevious && (pageKeys !== 'whileClosed' || closed),
    listRef: pageKeys === 'inList' ? listRef : undefined,
  });

  return { list, listRef, search, clearFilters, open, close };
}
