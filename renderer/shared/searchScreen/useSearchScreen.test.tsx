/**
 * The search-screen kit's logic (useSearchScreen.ts, docs/architecture.md §The search-screen kit): "Search"
 * with the filters unchanged from any page reads page 1 afresh (docs/api.md §Lists and cursors), changed ones
 * go to their search; "Clear filters" likewise with no filters; `open` selects the row and shows the item;
 * Escape (and `close`) leaves the open item and gives the focus back to its row; `n` pages as `pageKeys` says.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCursorList, type CursorPage } from '../cursorList/cursorList';
import { useSearchScreen, type SearchScreenOptions } from './useSearchScreen';

type Filters = { city?: string };

/** A list route: page 1 hands out `c2`, `c2` hands out `c3`, `c3` is the last; every call recorded. */
let count = 0;
function makeList() {
  const calls: { filters: Filters; cursor: string | null }[] = [];
  count += 1;
  const list = createCursorList<Filters, string>({
    name: `search-screen-${count}`,
    initialFilters: {},
    fetchPage: (filters, cursor): Promise<CursorPage<string>> => {
      calls.push({ filters, cursor });
      const page = cursor === null ? 1 : Number(cursor.slice(1));
      const next = page < 3 ? `c${page + 1}` : null;
      return Promise.resolve({ data: [`row-${page}`], hasMore: next !== null, nextCursor: next });
    },
  });
  return { list, calls };
}

type Screen = ReturnType<typeof useSearchScreen<Filters, string>>;

/** Renders the hook in a screen whose list holds two rows (`a`, `b`) and a button outside the list. */
function renderScreen(options: Omit<SearchScreenOptions<Filters, string>, 'list'>) {
  const { list, calls } = makeList();
  const current: { screen: Screen | null } = { screen: null };
  function Screen(props: Omit<SearchScreenOptions<Filters, string>, 'list'>) {
    const screen = useSearchScreen({ list, ...props });
    current.screen = screen;
    return (
      <>
        <div ref={screen.listRef}>
          <div role="grid" tabIndex={-1}>
            {['a', 'b'].map((key) => (
              <div key={key} role="row" data-key={key} tabIndex={-1}>
                {key}
              </div>
            ))}
          </div>
        </div>
        <button type="button">Elsewhere</button>
      </>
    );
  }
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Screen {...options} />
    </QueryClientProvider>,
  );
  const rerender = (next: Omit<SearchScreenOptions<Filters, string>, 'list'>) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Screen {...next} />
      </QueryClientProvider>,
    );
  const screen = () => current.screen!;
  const pageIs = (page: number) => waitFor(() => expect(screen().list.shown?.data).toEqual([`row-${page}`]));
  return { list, calls, screen, pageIs, rerender };
}

afterEach(cleanup);

describe('useSearchScreen', () => {
  it('Search with unchanged filters on page 3 reads page 1 afresh; changed filters go to their search', async () => {
    const showSearch = vi.fn();
    const filters = { city: 'Cluj' };
    const { calls, screen, pageIs } = renderScreen({ filters, showSearch, noFilters: {} });
    await pageIs(1);
    act(() => screen().list.next());
    await pageIs(2);
    act(() => screen().list.next());
    await pageIs(3);

    // a new object, the same filters
    act(() => screen().search({ city: 'Cluj' }));
    await pageIs(1);
    expect(calls.map((call) => call.cursor)).toEqual([null, 'c2', 'c3', null]);
    expect(calls[3]?.filters).toEqual(filters);
    expect(screen().list.page).toBe(1);
    expect(showSearch).not.toHaveBeenCalled();

    act(() => screen().search({ city: 'Arad' }));
    expect(showSearch).toHaveBeenCalledWith({ city: 'Arad' });
    expect(calls).toHaveLength(4);
  });

  it('Clear filters goes to no filters, or reads page 1 afresh when there are none', async () => {
    const showSearch = vi.fn();
    const withCity = renderScreen({ filters: { city: 'Cluj' }, showSearch, noFilters: {} });
    await withCity.pageIs(1);
    act(() => withCity.screen().clearFilters());
    expect(showSearch).toHaveBeenCalledWith({});
    expect(withCity.calls).toHaveLength(1);
    cleanup();

    const none = renderScreen({ filters: {}, showSearch, noFilters: {} });
    await none.pageIs(1);
    act(() => none.screen().list.next());
    await none.pageIs(2);
    act(() => none.screen().clearFilters());
    await none.pageIs(1);
    expect(none.calls.map((call) => call.cursor)).toEqual([null, 'c2', null]);
    expect(showSearch).toHaveBeenCalledTimes(1);
  });

  it('open selects the row and shows the item, and stays the same function across renders', async () => {
    const showItem = vi.fn();
    const { list, screen, pageIs, rerender } = renderScreen({ filters: {}, showItem });
    await pageIs(1);
    const open = screen().open;
    const later = vi.fn();
    rerender({ filters: {}, showItem: later });
    expect(screen().open).toBe(open);
    act(() => screen().open('b'));
    expect(list.useStore.getState().selectedId).toBe('b');
    // the latest showItem, though `open` is the first render's
    expect(later).toHaveBeenCalledWith('b');
    expect(showItem).not.toHaveBeenCalled();
  });

  it('Escape leaves the open item and gives the focus back to its row; nothing open, Escape does nothing', async () => {
    const leaveItem = vi.fn(() => Promise.resolve());
    const { list, screen, pageIs, rerender } = renderScreen({ filters: {}, openId: null, leaveItem });
    await pageIs(1);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(leaveItem).not.toHaveBeenCalled();

    act(() => list.useStore.getState().select('b'));
    rerender({ filters: {}, openId: 'b', leaveItem });
    (document.querySelector('button') as HTMLButtonElement).focus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(leaveItem).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.key).toBe('b'));

    // close() does the same; the open id stands in for a row never selected
    act(() => list.useStore.getState().select(null));
    rerender({ filters: {}, openId: 'a', leaveItem });
    act(() => screen().close());
    expect(leaveItem).toHaveBeenCalledTimes(2);
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.key).toBe('a'));
  });

  it('n pages the list: only from inside it by default, never while an item is open with `whileClosed`', async () => {
    const inList = renderScreen({ filters: {} });
    await inList.pageIs(1);
    (document.querySelector('button') as HTMLButtonElement).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'n' });
    expect(inList.screen().list.page).toBe(1);
    (document.querySelector('[data-key="a"]') as HTMLElement).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'n' });
    await inList.pageIs(2);
    cleanup();

    const closedOnly = renderScreen({ filters: {}, openId: 'a', pageKeys: 'whileClosed' });
    await closedOnly.pageIs(1);
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(closedOnly.screen().list.page).toBe(1);
    closedOnly.rerender({ filters: {}, openId: null, pageKeys: 'whileClosed' });
    (document.querySelector('button') as HTMLButtonElement).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'n' });
    await closedOnly.pageIs(2);
  });
});
