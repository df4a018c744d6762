import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isFirstPageOld, newSincePaging, type NewSincePaging } from '../freshness/rules';
import type { CursorList } from './cursorList';

/** A list's freshness on screen (docs/watch.md §Fresh lists): what ListFreshness shows and does. */
export interface ListFreshness {
  /** When the page on screen was read (ms since the epoch), or null before any page is. */
  readAt: number | null;
  /**
   * On page 2 or later, the items page 1 gained since the user started paging, once page 1 was read
   * again and has some; null otherwise (renderer/shared/freshness/rules.ts `newSincePaging`).
   */
  newSincePaging: NewSincePaging | null;
  /**
   * The ids of the items page 1 gained at its last read again ("Check for new", or opening the screen
   * with an old page 1), in page order; empty when none or after a new search (cursorList.ts
   * `newSinceRead`). A screen marks these rows "new since the last read"; page 1 says how many.
   */
  newSinceRead: readonly string[];
  /** The page on screen (1-based): the count of `newSinceRead` is said on page 1 only. */
  page: number;
  /** True while page 1 is being read again (by "Check for new", on opening the screen, or a restart). */
  checking: boolean;
  /** True when the last "Check for new" made from page 2 or later failed (page 1's own faults show in the list). */
  checkFailed: boolean;
  /** "Check for new": reads page 1 again and never moves the user (`CursorList.rereadFirstPage`). */
  checkForNew: () => void;
  /** The bar's "Start over": back to page 1 (`CursorList.showFirstPage`). */
  startOver: () => void;
}

/**
 * The freshness of list `list` on screen with `filters` (docs/watch.md §Fresh lists), for `useCursorList`:
 * - opening the screen (mounting this hook) with a page 1 older than `FIRST_PAGE_FRESH_MS` reads
 *   page 1 again, and only page 1, whatever page the user is on;
 * - "Check for new" reads page 1 again the same way (the user's own request);
 * - on page 2 or later, `newSincePaging` compares page 1 as last read with page 1 when paging started;
 * - `newSinceRead`: what the last read of page 1 brought (the rows a screen marks new).
 * No request of its own beyond these two: nothing is polled (every request counts against the
 * exchange's limits, docs/api.md §Rate limits), so the bar shows only once page 1 was read again.
 * `readAt` is given by the caller (the page on screen's `dataUpdatedAt`).
 */
export function useListFreshness<F, T>(
  list: CursorList<F, T>,
  filters: F,
  state: { page: number; readAt: number | null },
): ListFreshness {
  const queryClient = useQueryClient();
  const pagingFrom = list.useStore((s) => s.pagingFrom);
  const newSinceRead = list.useStore((s) => s.newSinceRead);
  // page 1 as cached, observed without ever fetching it from here
  const firstPage = useQuery({ ...list.pageQuery(filters, null), enabled: false });
  const [checkFailed, setCheckFailed] = useState(false);

  const rereadFirstPage = useCallback(() => {
    list.rereadFirstPage(queryClient).then(
      () => setCheckFailed(false),
      // on page 1 the list shows its own fault (ListControls); later pages only say it here
      () => setCheckFailed(list.useStore.getState().cursors.length > 1),
    );
  }, [list, queryClient]);

  useEffect(() => {
    const store = list.useStore.getState();
    if (hashKey([store.filters]) !== hashKey([filters])) return; // a new search reads page 1 anyway
    const first = queryClient.getQueryState(list.pageQuery(store.filters, null).queryKey);
    if (first && first.fetchStatus === 'idle' && isFirstPageOld(first.dataUpdatedAt, Date.now()))
      rereadFirstPage();
    // on opening the screen only
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const startOver = useCallback(() => {
    setCheckFailed(false);
    list.showFirstPage(queryClient);
  }, [list, queryClient]);

  const counted = state.page > 1 ? newSincePaging(pagingFrom, firstPage.data) : null;
  return {
    readAt: state.readAt,
    newSincePaging: counted && counted.count > 0 ? counted : null,
    newSinceRead,
    page: state.page,
    checking: firstPage.isFetching,
    checkFailed: checkFailed && state.page > 1,
    checkForNew: rereadFirstPage,
    startOver,
  };
}
