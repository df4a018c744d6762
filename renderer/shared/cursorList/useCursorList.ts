import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AppError } from '../../../shared/contract/errors';
import { toAppError } from '../transport';
import { pageIds } from '../freshness/rules';
import { currentPage, readItems, type CursorList, type CursorPage, type ReadItems } from './cursorList';
import { useListFreshness } from './useListFreshness';

/**
 * One list on screen, for `filters` (for a search: the filters in the URL, so Back and Forward move
 * between searches). When `filters` are not the ones the list's cursors belong to (a new search, Back,
 * a saved search's URL), the list restarts at page 1 with them; meanwhile nothing is fetched, so no
 * cursor is ever sent with filters it does not belong to.
 *
 * Returns the page query, the page number (1-based), whether Next/Previous can be used now, and the
 * actions: `next` (sends the current page's `nextCursor`), `previous` (from the cache), `restart`
 * (page 1 afresh with the same filters: "Start over").
 *
 * Nothing read is lost to a fault or a load: `shown` is the current page once it is loaded and, until
 * then or when it fails, the page that was on screen before (`stale` is then true). Screens render
 * `shown`, show `loading` over it and `error` beside it, never instead of it.
 *
 * `freshness` (docs/watch.md §Fresh lists, useListFreshness.ts): when the page on screen was read, page 1
 * read again on opening the screen when older than 3 minutes, "Check for new", and on page 2 or later how
 * many items page 1 gained since paging started.
 */
export function useCursorList<F, T>(list: CursorList<F, T>, filters: F) {
  const queryClient = useQueryClient();
  const storeFilters = list.useStore((s) => s.filters);
  const cursors = list.useStore((s) => s.cursors);
  const wantedHash = hashKey([filters]);
  const inStep = hashKey([storeFilters]) === wantedHash;

  useEffect(() => {
    if (hashKey([list.useStore.getState().filters]) !== wantedHash) list.restart(queryClient, filters);
    // `filters` is read through its hash: a new object with the same filters is the same search
  }, [list, queryClient, wantedHash]); // eslint-disable-line react-hooks/exhaustive-deps

  const { page, cursor } = inStep ? currentPage(cursors) : { page: 1, cursor: null };
  const query = useQuery({ ...list.pageQuery(filters, cursor), enabled: inStep });
  const data = query.data;
  const loading = !inStep || query.isFetching;
  // the last page that was loaded, kept in state (React's "adjust state while rendering" pattern)
  const [lastShown, setLastShown] = useState<CursorPage<T> | undefined>(data);
  if (data !== undefined && data !== lastShown) setLastShown(data);
  const shown = data ?? lastShown;
  // when the page on screen was read: the loaded page's, else the one kept on screen meanwhile
  const [lastReadAt, setLastReadAt] = useState<number | null>(data ? query.dataUpdatedAt : null);
  if (data !== undefined && query.dataUpdatedAt !== lastReadAt) setLastReadAt(query.dataUpdatedAt);
  const readAt = data !== undefined ? query.dataUpdatedAt : lastReadAt;
  const freshness = useListFreshness(list, filters, { page, readAt });
  const error: AppError | null = query.isError ? toAppError(query.error) : null;

  // Once per page: a second `next()` for the same page (a double click, or a handler still holding an
  // earlier render while the next page loads) finds the store already past `cursor` and sends nothing.
  const next = useCallback(() => {
    const nextCursor = query.data?.nextCursor;
    const store = list.useStore.getState();
    if (!nextCursor || query.isFetching || !query.data) return;
    if (currentPage(store.cursors).cursor !== cursor) return;
    // leaving page 1: its ids are what "new since you started paging" compares with
    store.next(nextCursor, page === 1 ? pageIds(query.data) : undefined);
  }, [list, query.data, query.isFetching, cursor, page]);
  const previous = useCallback(() => list.useStore.getState().previous(), [list]);
  const restart = useCallback(() => list.restart(queryClient), [list, queryClient]);

  return {
    query,
    data,
    shown,
    stale: shown !== undefined && shown !== data,
    error,
    page,
    loading,
    canNext: Boolean(data?.hasMore && data.nextCursor) && !loading && !query.isError,
    canPrevious: page > 1,
    next,
    previous,
    restart,
    freshness,
  };
}

/** What `useReadItems` gives before anything of the search is read. */
const NOTHING_READ: ReadItems<never> = { items: [], complete: false };

/**
 * The items of every page of `filters` read in this search (cursorList.ts `readItems`: from the cache
 * only, nothing fetched), for a screen that sorts among all it has read; recomputed when `shown` (the
 * page on screen, useCursorList) or the cursors change. Empty while the list's cursors belong to other
 * filters.
 */
export function useReadItems<F, T>(
  list: CursorList<F, T>,
  filters: F,
  shown: CursorPage<T> | undefined,
): ReadItems<T> {
  const queryClient = useQueryClient();
  const storeFilters = list.useStore((s) => s.filters);
  const cursors = list.useStore((s) => s.cursors);
  const inStep = hashKey([storeFilters]) === hashKey([filters]);
  return useMemo(
    () => (inStep && shown ? readItems(queryClient, list, filters, cursors) : NOTHING_READ),
    [queryClient, list, filters, cursors, inStep, shown],
  );
}
