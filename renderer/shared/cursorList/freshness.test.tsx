import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_FRESH_MS } from '../freshness/rules';
import { createCursorList, type CursorPage } from './cursorList';
import { useCursorList } from './useCursorList';

type Item = { ref: string };

/**
 * A fake newest-first list route of 2-item pages over `items` (a cursor is the index it starts at,
 * `c<index>`); `publish` puts a new item in front, as a new listing would. Every call is recorded.
 */
function fakeRoute(count = 6) {
  const items: Item[] = Array.from({ length: count }, (_, i) => ({ ref: `R${count - i}` }));
  const cursors: (string | null)[] = [];
  let failNext = false;
  const fetchPage = async (_filters: object, cursor: string | null): Promise<CursorPage<Item>> => {
    cursors.push(cursor);
    if (failNext) {
      failNext = false;
      throw new Error('network');
    }
    const start = cursor === null ? 0 : Number(cursor.slice(1));
    const end = start + 2;
    return {
      data: items.slice(start, end),
      hasMore: end < items.length,
      nextCursor: end < items.length ? `c${end}` : null,
    };
  };
  return {
    cursors,
    fetchPage,
    publish: (ref: string) => items.unshift({ ref }),
    failNextCall: () => (failNext = true),
  };
}

let made = 0;
function makeList() {
  const route = fakeRoute();
  made += 1;
  const list = createCursorList<object, Item>({
    name: `fresh-list-${made}`,
    initialFilters: {},
    fetchPage: route.fetchPage,
  });
  return { list, route };
}

const NO_FILTERS = {};
const T0 = new Date(2026, 10, 25, 10, 42).getTime();

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** The list on screen at page 1, read at T0. */
async function openAtPage1() {
  const { list, route } = makeList();
  const client = new QueryClient();
  const view = renderHook(() => useCursorList(list, NO_FILTERS), { wrapper: wrapper(client) });
  await waitFor(() => expect(view.result.current.data?.data[0]?.ref).toBe('R6'));
  return { list, route, client, view };
}

const refs = (page: CursorPage<Item> | undefined) => page?.data.map((item) => item.ref);

beforeEach(() => {
  // only Date is faked: react-query's and testing-library's timers run as usual
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fresh lists: "read at"', () => {
  it('is the fetch time of the page on screen, and moves when page 1 is read again', async () => {
    const { view } = await openAtPage1();
    expect(view.result.current.freshness.readAt).toBe(T0);

    vi.setSystemTime(T0 + 30_000);
    act(() => view.result.current.next());
    await waitFor(() => expect(view.result.current.page).toBe(2));
    await waitFor(() => expect(view.result.current.freshness.readAt).toBe(T0 + 30_000));
    act(() => view.result.current.previous());
    expect(view.result.current.freshness.readAt).toBe(T0);

    vi.setSystemTime(T0 + 60_000);
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.readAt).toBe(T0 + 60_000));
  });
});

describe('fresh lists: opening a screen re-reads an old page 1', () => {
  it('reads page 1 again after 3 minutes, not at 3 minutes', async () => {
    const { list, route, client, view } = await openAtPage1();
    view.unmount();

    vi.setSystemTime(T0 + FIRST_PAGE_FRESH_MS);
    const early = renderHook(() => useCursorList(list, NO_FILTERS), { wrapper: wrapper(client) });
    expect(refs(early.result.current.data)).toEqual(['R6', 'R5']);
    early.unmount();
    expect(route.cursors).toEqual([null]);

    vi.setSystemTime(T0 + FIRST_PAGE_FRESH_MS + 1);
    route.publish('N1');
    const late = renderHook(() => useCursorList(list, NO_FILTERS), { wrapper: wrapper(client) });
    await waitFor(() => expect(refs(late.result.current.data)).toEqual(['N1', 'R6']));
    expect(route.cursors).toEqual([null, null]);
    expect(late.result.current.freshness.readAt).toBe(T0 + FIRST_PAGE_FRESH_MS + 1);
  });

  it('on page 2 reads only page 1 again and leaves the user on page 2, then the bar counts', async () => {
    const { list, route, client, view } = await openAtPage1();
    act(() => view.result.current.next());
    await waitFor(() => expect(refs(view.result.current.data)).toEqual(['R4', 'R3']));
    view.unmount();

    route.publish('N1');
    vi.setSystemTime(T0 + FIRST_PAGE_FRESH_MS + 1);
    const again = renderHook(() => useCursorList(list, NO_FILTERS), { wrapper: wrapper(client) });
    await waitFor(() =>
      expect(again.result.current.freshness.newSincePaging).toEqual({ count: 1, atLeast: false }),
    );
    expect(again.result.current.page).toBe(2);
    expect(refs(again.result.current.data)).toEqual(['R4', 'R3']);
    // page 1 read again, no cursor sent again
    expect(route.cursors).toEqual([null, 'c2', null]);
  });
});

describe('fresh lists: "N new since you started paging"', () => {
  it('sends nothing of its own: no bar until page 1 is read again', async () => {
    const { route, view } = await openAtPage1();
    act(() => view.result.current.next());
    await waitFor(() => expect(view.result.current.page).toBe(2));
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    route.publish('N1');
    vi.setSystemTime(T0 + 60 * 60_000);
    // let any timer or promise run: nothing reads page 1 on its own
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(view.result.current.freshness.newSincePaging).toBeNull();
    expect(route.cursors).toEqual([null, 'c2']);
  });

  it('"Check for new" on page 3 counts page 1 against page 1 when paging started; Start over shows it', async () => {
    const { route, view } = await openAtPage1();
    act(() => view.result.current.next());
    await waitFor(() => expect(view.result.current.page).toBe(2));
    await waitFor(() => expect(view.result.current.canNext).toBe(true));
    act(() => view.result.current.next());
    await waitFor(() => expect(refs(view.result.current.data)).toEqual(['R2', 'R1']));

    route.publish('N1');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() =>
      expect(view.result.current.freshness.newSincePaging).toEqual({ count: 1, atLeast: false }),
    );
    route.publish('N2');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() =>
      expect(view.result.current.freshness.newSincePaging).toEqual({ count: 2, atLeast: true }),
    );
    expect(view.result.current.page).toBe(3);
    expect(refs(view.result.current.data)).toEqual(['R2', 'R1']);
    expect(route.cursors).toEqual([null, 'c2', 'c4', null, null]);

    // Start over: page 1 as just read (no second request), the bar gone, later pages dropped
    act(() => view.result.current.freshness.startOver());
    expect(view.result.current.page).toBe(1);
    expect(refs(view.result.current.data)).toEqual(['N2', 'N1']);
    expect(view.result.current.freshness.newSincePaging).toBeNull();
    expect(route.cursors).toHaveLength(5);
    // Next reads the new page 2 (a new cursor), not an old page from the cache
    act(() => view.result.current.next());
    await waitFor(() => expect(refs(view.result.current.data)).toEqual(['R6', 'R5']));
  });

  it('Start over reads page 1 afresh when it is older than 3 minutes', async () => {
    const { route, view } = await openAtPage1();
    act(() => view.result.current.next());
    await waitFor(() => expect(view.result.current.page).toBe(2));
    route.publish('N1');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.newSincePaging?.count).toBe(1));
    route.publish('N2');
    vi.setSystemTime(T0 + FIRST_PAGE_FRESH_MS + 1);
    act(() => view.result.current.freshness.startOver());
    await waitFor(() => expect(refs(view.result.current.data)).toEqual(['N2', 'N1']));
    expect(route.cursors).toEqual([null, 'c2', null, null]);
  });

  it('back on page 1 the count starts again from what page 1 shows then', async () => {
    const { route, view } = await openAtPage1();
    act(() => view.result.current.next());
    await waitFor(() => expect(view.result.current.page).toBe(2));
    route.publish('N1');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.newSincePaging?.count).toBe(1));

    act(() => view.result.current.previous());
    expect(refs(view.result.current.data)).toEqual(['N1', 'R6']);
    expect(view.result.current.freshness.newSincePaging).toBeNull();
    await waitFor(() => expect(view.result.current.canNext).toBe(true));
    act(() => view.result.current.next());
    await waitFor(() => expect(view.result.current.page).toBe(2));
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(view.result.current.freshness.newSincePaging).toBeNull();
  });

  it('a failed check from page 2 says so and keeps the page and the count', async () => {
    const { route, view } = await openAtPage1();
    act(() => view.result.current.next());
    await waitFor(() => expect(refs(view.result.current.data)).toEqual(['R4', 'R3']));
    route.failNextCall();
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.checkFailed).toBe(true));
    expect(view.result.current.error).toBeNull();
    expect(refs(view.result.current.data)).toEqual(['R4', 'R3']);
    route.publish('N1');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.newSincePaging?.count).toBe(1));
    expect(view.result.current.freshness.checkFailed).toBe(false);
  });
});

describe('fresh lists: "new since the last read"', () => {
  it('"Check for new" on page 1 gives the ids it brought; the next check replaces them; a new search empties them', async () => {
    const { list, route, client, view } = await openAtPage1();
    expect(view.result.current.freshness.newSinceRead).toEqual([]);
    route.publish('N1');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.newSinceRead).toEqual(['N1']));
    expect(refs(view.result.current.data)).toEqual(['N1', 'R6']);
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(route.cursors).toEqual([null, null, null]));
    await waitFor(() => expect(view.result.current.freshness.newSinceRead).toEqual([]));
    route.publish('N2');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.newSinceRead).toEqual(['N2']));
    act(() => list.restart(client));
    expect(view.result.current.freshness.newSinceRead).toEqual([]);
  });

  it('a check from page 2 marks what page 1 gained once the user is back on it', async () => {
    const { route, view } = await openAtPage1();
    act(() => view.result.current.next());
    await waitFor(() => expect(refs(view.result.current.data)).toEqual(['R4', 'R3']));
    route.publish('N1');
    act(() => view.result.current.freshness.checkForNew());
    await waitFor(() => expect(view.result.current.freshness.newSincePaging?.count).toBe(1));
    act(() => view.result.current.freshness.startOver());
    expect(refs(view.result.current.data)).toEqual(['N1', 'R6']);
    expect(view.result.current.freshness.newSinceRead).toEqual(['N1']);
  });
});
