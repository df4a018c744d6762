/**
 * An invariant of manual paging that no other test pinned (docs/architecture.md §The test layers): a `next()`
 * that comes twice for one page (a double click, a key held down, a handler still holding the render before)
 * sends that page's `nextCursor` once and moves one page; the API answers a re-sent cursor with 409 or 429
 * (docs/api.md §Lists and cursors, §Rate limits). And a `next()` while the page on screen is being read
 * again sends nothing, whatever the cursor check says.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCursorList, type CursorPage } from './cursorList';
import { useCursorList } from './useCursorList';

/**
 * A list route whose answers wait until `answer()`: page 1 (cursor null) hands out `c2`, `c2` hands
 * out `c3`, `c3` is the last page. Every call is recorded by its cursor.
 */
function slowRoute() {
  const cursors: (string | null)[] = [];
  const waiting: (() => void)[] = [];
  const fetchPage = (_filters: object, cursor: string | null): Promise<CursorPage<string>> => {
    cursors.push(cursor);
    const page = cursor === null ? 1 : Number(cursor.slice(1));
    const next = page < 3 ? `c${page + 1}` : null;
    return new Promise((resolve) =>
      waiting.push(() => resolve({ data: [`row-${page}`], hasMore: next !== null, nextCursor: next })),
    );
  };
  const answer = () => waiting.splice(0).forEach((resolve) => resolve());
  return { cursors, fetchPage, answer };
}

let count = 0;

function renderList() {
  const route = slowRoute();
  count += 1;
  const list = createCursorList<object, string>({
    name: `invariant-list-${count}`,
    initialFilters: {},
    fetchPage: route.fetchPage,
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCursorList(list, {}), { wrapper });
  return { route, hook };
}

describe('cursor list: next() twice for one page', () => {
  it('sends the cursor once and moves one page when both calls come before a render', async () => {
    const { route, hook } = renderList();
    act(() => route.answer());
    await waitFor(() => expect(hook.result.current.data?.data).toEqual(['row-1']));

    act(() => {
      hook.result.current.next();
      hook.result.current.next();
    });
    act(() => route.answer());
    await waitFor(() => expect(hook.result.current.data?.data).toEqual(['row-2']));
    expect(hook.result.current.page).toBe(2);
    expect(route.cursors).toEqual([null, 'c2']);
  });

  it('sends the cursor once when the second call comes while the next page loads', async () => {
    const { route, hook } = renderList();
    act(() => route.answer());
    await waitFor(() => expect(hook.result.current.data?.data).toEqual(['row-1']));

    const heldNext = hook.result.current.next; // a handler bound to the render of page 1
    act(() => heldNext());
    await waitFor(() => expect(hook.result.current.loading).toBe(true));
    act(() => heldNext()); // page 2 is still loading
    act(() => hook.result.current.next());
    act(() => route.answer());
    await waitFor(() => expect(hook.result.current.data?.data).toEqual(['row-2']));
    expect(hook.result.current.page).toBe(2);
    expect(route.cursors).toEqual([null, 'c2']);

    // and paging goes on as usual: page 3, then back to 2 and 1 from the cache
    act(() => hook.result.current.next());
    act(() => route.answer());
    await waitFor(() => expect(hook.result.current.data?.data).toEqual(['row-3']));
    expect(hook.result.current.page).toBe(3);
    act(() => hook.result.current.previous());
    expect(hook.result.current.data?.data).toEqual(['row-2']);
    act(() => hook.result.current.previous());
    expect(hook.result.current.page).toBe(1);
    expect(route.cursors).toEqual([null, 'c2', 'c3']);
  });

  it('sends nothing while the page on screen is read again, though its cursor is still the current one', async () => {
    const { route, hook } = renderList();
    act(() => route.answer());
    await waitFor(() => expect(hook.result.current.data?.data).toEqual(['row-1']));

    // page 1 read again ("Check for new"): the store is still on page 1, so only the in-flight rule holds next()
    act(() => void hook.result.current.query.refetch());
    await waitFor(() => expect(hook.result.current.query.isFetching).toBe(true));
    act(() => hook.result.current.next());
    act(() => route.answer());
    await waitFor(() => expect(hook.result.current.query.isFetching).toBe(false));
    expect(hook.result.current.page).toBe(1);
    expect(route.cursors).toEqual([null, null]);
  });
});
