import { focusManager, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCursorList, readItems, restartAllLists, type CursorPage } from './cursorList';
import { isListKey, listKey, listPageKey } from './keys';
import { useCursorList } from './useCursorList';

type Filters = { country?: string };
type Call = { filters: Filters; cursor: string | null };

/**
 * A fake list route: page 1 (cursor null) answers next cursor `c2`, `c2` answers `c3`, `c3` is the
 * last page. Items are named `<country>-<page>-<i>`. Every call is recorded.
 */
function fakeRoute() {
  const calls: Call[] = [];
  let failNext = false;
  const fetchPage = async (filters: Filters, cursor: string | null): Promise<CursorPage<string>> => {
    calls.push({ filters, cursor });
    if (failNext) {
      failNext = false;
      throw new Error('network');
    }
    const page = cursor === null ? 1 : Number(cursor.slice(1));
    const next = page < 3 ? `c${page + 1}` : null;
    return {
      data: [1, 2].map((i) => `${filters.country ?? 'any'}-${page}-${i}`),
      hasMore: next !== null,
      nextCursor: next,
    };
  };
  return { calls, fetchPage, failNextCall: () => (failNext = true) };
}

/** A query client with the library's defaults (3 retries, refetch on focus...): the kit must not need better ones. */
function createQueryClient(): QueryClient {
  return new QueryClient();
}

let count = 0;
function makeList() {
  const route = fakeRoute();
  count += 1;
  const list = createCursorList<Filters, string>({
    name: `test-list-${count}`,
    initialFilters: {},
    fetchPage: route.fetchPage,
  });
  return { list, route };
}

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** The cursors of the pages of `name` in the query cache. */
function cachedCursors(client: QueryClient, name: string): (string | null)[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: listKey(name) })
    .map((query) => query.queryKey[4] as string | null);
}

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe('cursor list: manual paging', () => {
  it('sends each nextCursor once, shows earlier pages from the cache and never refetches by itself', async () => {
    const { list, route } = makeList();
    const client = createQueryClient();
    const { result, unmount } = renderHook(() => useCursorList(list, {}), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.data?.data[0]).toBe('any-1-1'));
    expect(result.current.page).toBe(1);
    expect(result.current.canPrevious).toBe(false);

    act(() => result.current.next());
    await waitFor(() => expect(result.current.data?.data[0]).toBe('any-2-1'));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.data?.data[0]).toBe('any-3-1'));
    expect(result.current.canNext).toBe(false);
    act(() => result.current.next()); // no cursor on the last page: nothing happens
    act(() => result.current.previous());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.data?.data[0]).toBe('any-2-1');

    // focus, reconnect and a remount send nothing
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    unmount();
    const again = renderHook(() => useCursorList(list, {}), { wrapper: wrapper(client) });
    expect(again.result.current.data?.data[0]).toBe('any-2-1');
    expect(route.calls.map((c) => c.cursor)).toEqual([null, 'c2', 'c3']);
  });

  it('does not retry a failed page', async () => {
    const { list, route } = makeList();
    route.failNextCall();
    const client = createQueryClient();
    const { result } = renderHook(() => useCursorList(list, {}), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(route.calls).toHaveLength(1);
    expect(result.current.canNext).toBe(false);
  });
});

describe('cursor list: the pages read', () => {
  /** A client holding `pages` of list `name` for filters {}: cursor -> [items, next cursor]. */
  function cached(name: string, pages: [string | null, string[], string | null][]): QueryClient {
    const client = createQueryClient();
    for (const [cursor, data, nextCursor] of pages) {
      client.setQueryData(listPageKey(name, {}, cursor), { data, hasMore: nextCursor !== null, nextCursor });
    }
    return client;
  }

  it('walks the cursors to the page on screen, then the pages read beyond it, each item once', () => {
    const client = cached('read', [
      [null, ['a', 'b'], 'c2'],
      ['c2', ['b', 'c'], 'c3'], // 'b' pushed onto page 2 by a new item: counted once
      ['c3', ['d'], null],
    ]);
    // on page 2, after reading page 3 and coming back
    expect(readItems(client, { name: 'read' }, {}, [null, 'c2'])).toEqual({
      items: ['a', 'b', 'c', 'd'],
      complete: true,
    });
    // other filters: nothing of theirs was read
    expect(readItems(client, { name: 'read' }, { country: 'DE' }, [null]).items).toEqual([]);
  });

  it('ends at a page not in the cache, and says more is unread', () => {
    const client = cached('gap', [
      [null, ['a'], 'c2'],
      ['c2', ['b'], 'c3'],
    ]);
    expect(readItems(client, { name: 'gap' }, {}, [null])).toEqual({ items: ['a', 'b'], complete: false });
    // a cursor of the stack whose page is gone (a restart dropped it): the walk stops there
    expect(readItems(client, { name: 'gap' }, {}, [null, 'c9', 'c2'])).toEqual({
      items: ['a'],
      complete: false,
    });
  });

  it('never loops on a page whose next cursor was already walked', () => {
    const client = cached('loop', [
      [null, ['a'], 'c2'],
      ['c2', ['b'], 'c2'],
    ]);
    expect(readItems(client, { name: 'loop' }, {}, [null]).items).toEqual(['a', 'b']);
  });
});

describe('cursor list: restart', () => {
  it('drops the old pages and reads page 1 afresh, so an old page never comes back', async () => {
    const { list, route } = makeList();
    const client = createQueryClient();
    const { result } = renderHook(() => useCursorList(list, {}), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => result.current.next());
    await waitFor(() => expect(result.current.data?.data[0]).toBe('any-2-1'));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.data?.data[0]).toBe('any-3-1'));

    act(() => result.current.restart());
    await waitFor(() => expect(route.calls).toHaveLength(4));
    await waitFor(() => expect(result.current.query.isFetching).toBe(false));
    expect(result.current.page).toBe(1);
    expect(route.calls[3]).toEqual({ filters: {}, cursor: null });
    expect(cachedCursors(client, list.name)).toEqual([null]);

    // The new page 1 hands out `c2` again: page 2 must be read anew, not taken from the old search.
    act(() => result.current.next());
    await waitFor(() => expect(route.calls).toHaveLength(5));
    expect(route.calls[4]).toEqual({ filters: {}, cursor: 'c2' });
  });

  it('restarts at page 1 when the filters change, and never sends a cursor with other filters', async () => {
    const { list, route } = makeList();
    const client = createQueryClient();
    const { result, rerender } = renderHook(({ filters }) => useCursorList(list, filters), {
      wrapper: wrapper(client),
      initialProps: { filters: {} as Filters },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => result.current.next());
    await waitFor(() => expect(result.current.data?.data[0]).toBe('any-2-1'));

    rerender({ filters: { country: 'RO' } });
    await waitFor(() => expect(result.current.data?.data[0]).toBe('RO-1-1'));
    expect(result.current.page).toBe(1);
    expect(route.calls).toEqual([
      { filters: {}, cursor: null },
      { filters: {}, cursor: 'c2' },
      { filters: { country: 'RO' }, cursor: null },
    ]);
    expect(cachedCursors(client, list.name)).toEqual([null]);

    // The same filters in a new object are the same search: nothing is sent.
    rerender({ filters: { country: 'RO' } });
    expect(route.calls).toHaveLength(3);
  });

  it('restartAllLists (a session change) takes every list back to page 1 and leaves other queries alone', async () => {
    const a = makeList();
    const b = makeList();
    const client = createQueryClient();
    // a listing's detail (renderer/features/listings/api/listingDetailQuery.ts), not a list page
    const detailKey = ['listings', 'detail', 'FX-AAAAAA'];
    client.setQueryData(detailKey, { ref: 'FX-AAAAAA' });
    const hookA = renderHook(() => useCursorList(a.list, {}), { wrapper: wrapper(client) });
    const hookB = renderHook(() => useCursorList(b.list, { country: 'DE' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(hookB.result.current.data?.data[0]).toBe('DE-1-1'));
    await waitFor(() => expect(hookA.result.current.data).toBeDefined());
    act(() => hookA.result.current.next());
    await waitFor(() => expect(hookA.result.current.page).toBe(2));
    await waitFor(() => expect(hookA.result.current.query.isFetching).toBe(false));

    act(() => restartAllLists(client));
    await waitFor(() => expect(a.route.calls).toHaveLength(3));
    await waitFor(() => expect(b.route.calls).toHaveLength(2));
    expect(a.route.calls[2]).toEqual({ filters: {}, cursor: null });
    expect(b.route.calls[1]).toEqual({ filters: { country: 'DE' }, cursor: null });
    expect(hookA.result.current.page).toBe(1);
    expect(client.getQueryData(detailKey)).toEqual({ ref: 'FX-AAAAAA' });
    expect(isListKey(detailKey)).toBe(false);
    expect(isListKey(listKey(a.list.name))).toBe(true);
  });

  it('refuses a second list with the same name (they would share query keys)', () => {
    const { list } = makeList();
    expect(() =>
      createCursorList({ name: list.name, initialFilters: {}, fetchPage: fakeRoute().fetchPage }),
    ).toThrow(/already exists/);
  });
});
