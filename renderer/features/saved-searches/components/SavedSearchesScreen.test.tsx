import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewSavedSearch, SavedSearch } from '../../../../shared/contract/calls';
import type { CallName } from '../../../../shared/contract/calls';
import { failWith, installFakeTransport, makePage, type Handler } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { useTruckStore } from '../../../shared/search/truckAt';
import { savedSearchResults } from '../api/runQueries';

let restore: (() => void) | undefined;
beforeEach(() => savedSearchResults.reset());
afterEach(() => {
  cleanup();
  restore?.();
  vi.useRealTimers();
});

/** A saved listing search. */
function saved(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 's1',
    kind: 'listings',
    name: 'Romania to Germany',
    filters: { fromCountry: 'RO', toCountry: 'DE' },
    createdAt: '2026-10-01T08:00:00Z',
    lastRunAt: null,
    watchReadAt: null,
    watch: false,
    relativeDates: null,
    truckAt: null,
    filtersProblem: null,
    ...overrides,
  } as SavedSearch;
}

/**
 * A fake local desk: saved searches in memory (rename refuses a clash, ignoring case), seen marks per
 * scope; `listings.search` answers page 1 (`AA`, next `c2`) and page 2 (`BB`, last).
 */
function fakeDesk(initial: SavedSearch[], extra: Partial<Record<CallName, Handler>> = {}) {
  let searches = [...initial];
  const seen = new Map<string, Set<string>>();
  const pages: Record<string, ReturnType<typeof makePage>> = {
    first: makePage('AA', 3, 'c2'),
    c2: makePage('BB', 2, null),
  };
  const fake = installFakeTransport({
    'savedSearches.list': (() => searches) as never,
    'savedSearches.create': ((input: NewSavedSearch) => {
      const created = saved({ ...input, id: `s${searches.length + 1}` } as Partial<SavedSearch>);
      searches = [...searches, created];
      return created;
    }) as never,
    'savedSearches.rename': ((input: { id: string; name: string }) => {
      const target = searches.find((s) => s.id === input.id)!;
      if (
        searches.some(
          (s) =>
            s.id !== input.id && s.kind === target.kind && s.name.toLowerCase() === input.name.toLowerCase(),
        )
      ) {
        return failWith('invalid_input', { fields: [{ path: 'name', code: 'duplicate_name' }] });
      }
      searches = searches.map((s) => (s.id === input.id ? { ...s, name: input.name } : s));
      return searches.find((s) => s.id === input.id);
    }) as never,
    'savedSearches.delete': ((input: { id: string }) => {
      searches = searches.filter((s) => s.id !== input.id);
      return { id: input.id };
    }) as never,
    'savedSearches.markRun': ((input: { id: string }) => {
      searches = searches.map((s) => (s.id === input.id ? { ...s, lastRunAt: '2026-10-02T09:00:00Z' } : s));
      return searches.find((s) => s.id === input.id);
    }) as never,
    'savedSearches.setWatch': ((input: { id: string; watch: boolean }) => {
      searches = searches.map((s) => (s.id === input.id ? { ...s, watch: input.watch } : s));
      return searches.find((s) => s.id === input.id);
    }) as never,
    'seen.unseen': ((input: { scope: string; ids: string[] }) =>
      input.ids.filter((id) => !seen.get(input.scope)?.has(id))) as never,
    'seen.mark': ((input: { scope: string; ids: string[] }) => {
      const marks = seen.get(input.scope) ?? new Set<string>();
      input.ids.forEach((id) => marks.add(id));
      seen.set(input.scope, marks);
      return { added: input.ids.length };
    }) as never,
    'listings.search': ((input: { cursor: string | null }) => pages[input.cursor ?? 'first']) as never,
    'savedSearches.watchBaseline': (() => []) as never,
    ...extra,
  });
  restore = fake.restore;
  return { fake, seen, pages };
}

/** The saved searches listed (the list named "Saved searches"), once shown. */
async function savedItems() {
  return within(await screen.findByRole('list', { name: 'Saved searches' })).getAllByRole('listitem');
}

/** The body rows of the results grid. */
const resultRows = () =>
  within(screen.getByRole('grid', { name: 'Results' }))
    .getAllByRole('row')
    .slice(1);

/** The text of each cell of a results row, by its column's header. */
const cellsByColumn = (row: HTMLElement | undefined): Record<string, string | null> => {
  // a header's words without its sort arrow
  const headers = [...document.querySelectorAll('[role="columnheader"]')].map((header) =>
    (header.textContent ?? '').replace(/\s*[↕↑↓]$/, ''),
  );
  const cells = [...(row?.querySelectorAll('[role="rowheader"], [role="gridcell"]') ?? [])];
  return Object.fromEntries(cells.map((cell, i) => [headers[i] ?? String(i), cell.textContent]));
};

describe('SavedSearchesScreen: the Watch switch', () => {
  it('switches a search’s Watch on and off, said in words, described by its name', async () => {
    const { fake } = fakeDesk([saved(), saved({ id: 's2', name: 'Watched', watch: true })]);
    renderApp('/saved-searches');
    const [first, second] = await savedItems();
    const watch = within(first!).getByRole('switch', { name: 'Watch' }) as HTMLInputElement;
    expect(watch.checked).toBe(false);
    expect(watch.getAttribute('aria-describedby')).toContain('saved-search-s1-name');
    expect(first!.textContent).toContain('Off: this search runs only when you run it.');
    expect((within(second!).getByRole('switch', { name: 'Watch' }) as HTMLInputElement).checked).toBe(true);
    watch.click();
    await waitFor(() => expect(fake.of('savedSearches.setWatch')).toHaveLength(1));
    expect(fake.of('savedSearches.setWatch')[0]?.input).toEqual({ id: 's1', watch: true });
    await waitFor(() =>
      expect(first!.textContent).toContain('The watch reads this search and tells you what is new on it.'),
    );
    expect(watch.checked).toBe(true);
  });

  it('puts the switch back and says so when the write fails', async () => {
    fakeDesk([saved()], { 'savedSearches.setWatch': (() => failWith('unexpected')) as never });
    renderApp('/saved-searches');
    const [first] = await savedItems();
    const watch = within(first!).getByRole('switch', { name: 'Watch' }) as HTMLInputElement;
    watch.click();
    expect(await within(first!).findByRole('alert')).toBeTruthy();
    expect(first!.textContent).toContain('The Watch switch could not be saved.');
    expect(watch.checked).toBe(false);
  });
});

describe('SavedSearchesScreen: hidden loads', () => {
  it('lists hidden loads and shows one again', async () => {
    let hidden = [
      { ref: 'FX-AA0002', hiddenAt: '2026-11-25T09:00:00Z', route: 'Arad, RO → Wien, AT' },
      { ref: 'FX-AA0009', hiddenAt: '2026-11-25T08:00:00Z', route: null },
    ];
    const { fake } = fakeDesk([saved()], {
      'hiddenLoads.list': (() => hidden) as never,
      'hiddenLoads.unhide': ((input: { ref: string }) => {
        hidden = hidden.filter((load) => load.ref !== input.ref);
        return { ref: input.ref, removed: true };
      }) as never,
    });
    const { user } = renderApp('/saved-searches');
    const list = await screen.findByRole('list', { name: 'Hidden loads' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('FX-AA0002 Arad, RO → Wien, AT'),
      expect.stringContaining('FX-AA0009'),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'FX-AA0002' }).getAttribute('href')).toContain(
      '/listings/FX-AA0002',
    );
    await user.click(within(items[0]!).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.of('hiddenLoads.unhide')[0]?.input).toEqual({ ref: 'FX-AA0002' });
    expect(screen.getByText('FX-AA0002 shows in your lists again.')).toBeTruthy();
  });

  it('says there are none', async () => {
    fakeDesk([], { 'hiddenLoads.list': (() => []) as never });
    renderApp('/saved-searches');
    expect(
      await screen.findByText('No hidden loads. Hide a load from its page with “Hide this load”.'),
    ).toBeTruthy();
  });

  it('says which results of a watched search the watch folded as reposts, with the price change', async () => {
    fakeDesk([saved({ watch: true })], {
      'savedSearches.reposts': (() => ({
        'FX-AA0002': { of: 'FX-ZZ0001', priceBefore: '1400', priceAfter: '1310', currency: 'EUR' },
        'FX-AA0003': { of: 'FX-ZZ0002', priceBefore: '900', priceAfter: '900', currency: 'EUR' },
      })) as never,
    });
    renderApp('/saved-searches/s1');
    await waitFor(() =>
      expect(resultRows().map((row) => row.querySelector('[role="rowheader"]')?.textContent?.trim())).toEqual(
        [
          'FX-AA0001• · New',
          'FX-AA0002• · New · reposted (price 1,400 EUR → 1,310 EUR)',
          'FX-AA0003• · New · reposted',
        ],
      ),
    );
  });

  it('leaves hidden loads out of a run and marks opened ones seen, not New, on the first run too', async () => {
    const { seen } = fakeDesk([saved()], {
      'hiddenLoads.list': (() => [
        { ref: 'FX-AA0002', hiddenAt: '2026-11-25T09:00:00Z', route: null },
      ]) as never,
    });
    seen.set('opened', new Set(['FX-AA0003']));
    renderApp('/saved-searches/s1');
    await waitFor(() =>
      expect(resultRows().map((row) => row.querySelector('[role="rowheader"]')?.textContent?.trim())).toEqual(
        ['FX-AA0001• · New', 'FX-AA0003✓ · seen'],
      ),
    );
    expect(screen.getByRole('status').textContent).toBe('Page 1 · 3 listings · 1 new');
    expect(document.querySelector('.hidden-line')?.textContent).toBe('1 hidden load on this page · Show');
  });
});

describe('SavedSearchesScreen: the list', () => {
  it('says how to make one when there is none', async () => {
    fakeDesk([]);
    renderApp('/saved-searches');
    expect(
      await screen.findByText('No saved searches yet: save one from Listings or Free vehicles.'),
    ).toBeTruthy();
  });

  it('shows each search’s name, kind, filters in words and last run', async () => {
    fakeDesk([
      saved(),
      saved({
        id: 's2',
        kind: 'vehicles',
        name: 'Vans',
        filters: { vehicle: 'van' },
      } as Partial<SavedSearch>),
    ]);
    renderApp('/saved-searches');
    const items = await savedItems();
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Romania to Germany');
    expect(items[0]!.textContent).toContain('from Romania · to Germany');
    expect(items[0]!.textContent).toContain('Never run');
    expect(items[0]!.textContent).not.toContain('watch');
    expect(items[1]!.textContent).toContain('Free vehicles');
    expect(items[1]!.textContent).toContain('Van');
  });

  it('says when the watch last read a search, beside the user’s own runs', async () => {
    fakeDesk([saved({ watch: true, watchReadAt: '2026-11-25T08:42:00Z' })]);
    renderApp('/saved-searches');
    const [item] = await savedItems();
    expect(item!.textContent).toMatch(/Never run · Read by the watch .*2026/);
  });

  it('says why a search can no longer run, and offers only rename and delete', async () => {
    fakeDesk([
      saved({
        filters: null,
        filtersProblem: 'The saved filters no longer apply: bad weight.',
      } as Partial<SavedSearch>),
    ]);
    renderApp('/saved-searches');
    const item = (await savedItems())[0]!;
    expect(item.textContent).toContain('no longer apply. You can rename or delete it.');
    expect(item.textContent).toContain('Details: The saved filters no longer apply: bad weight.');
    expect(within(item).queryByRole('link', { name: 'Run' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Rename' })).toBeTruthy();
  });

  it('refuses a rename that clashes, then renames', async () => {
    fakeDesk([saved(), saved({ id: 's2', name: 'Other' })]);
    const { user } = renderApp('/saved-searches');
    const item = (await savedItems())[1]!;
    await user.click(within(item).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Name');
    await user.clear(field);
    await user.type(field, 'ROMANIA TO GERMANY');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(/already has this name/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'Hungary');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Renamed to “Hungary”.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Hungary'),
    );
  });

  it('refuses an empty name without calling the store', async () => {
    const { fake } = fakeDesk([saved()]);
    const { user } = renderApp('/saved-searches');
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Give the search a name.')).toBeTruthy();
    expect(fake.of('savedSearches.rename')).toHaveLength(0);
  });

  it('deletes only after confirming', async () => {
    const { fake } = fakeDesk([saved()]);
    const { user } = renderApp('/saved-searches');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.of('savedSearches.delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Romania to Germany”.')).toBeTruthy();
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(fake.of('savedSearches.delete')[0]?.input).toEqual({ id: 's1' });
  });

  it('shows an error with Try again when the list cannot be read', async () => {
    const fake = installFakeTransport({ 'savedSearches.list': (() => failWith('unexpected')) as never });
    restore = fake.restore;
    renderApp('/saved-searches');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('SavedSearchesScreen: a re-run', () => {
  it('runs from page 1 with the saved filters, marks unseen results New, then marks them seen', async () => {
    const { fake, seen } = fakeDesk([saved()]);
    seen.set('search:s1', new Set(['FX-AA0001']));
    renderApp('/saved-searches/s1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 3 listings · 2 new'));
    expect(fake.of('savedSearches.markRun')[0]?.input).toEqual({ id: 's1' });
    expect(fake.of('listings.search')[0]?.input).toEqual({
      filters: { fromCountry: 'RO', toCountry: 'DE' },
      cursor: null,
    });
    const rows = resultRows();
    expect(rows[0]!.textContent).not.toContain('New');
    expect(rows[1]!.textContent).toContain('New');
    expect(rows[2]!.textContent).toContain('New');
    // asked before marking: unseen first, then mark
    const order = fake.calls
      .filter((c) => c.name.startsWith('seen.') && (c.input as { scope: string }).scope === 'search:s1')
      .map((c) => c.name);
    expect(order).toEqual(['seen.unseen', 'seen.mark']);
    expect([...seen.get('search:s1')!]).toEqual(['FX-AA0001', 'FX-AA0002', 'FX-AA0003']);
  });

  it('marks New on a watched search’s first run only what the watch’s baseline did not hold', async () => {
    const { fake } = fakeDesk([saved({ watch: true, watchReadAt: '2026-10-02T08:00:00Z' })], {
      // the watch found FX-AA0001 already there (and told FX-AA0003: not in its baseline)
      'savedSearches.watchBaseline': (() => ['FX-AA0001', 'FX-ZZ0009']) as never,
    });
    renderApp('/saved-searches/s1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 3 listings · 2 new'));
    expect(fake.of('savedSearches.watchBaseline')[0]?.input).toEqual({ id: 's1' });
    const rows = resultRows();
    expect(rows[0]!.textContent).not.toContain('New');
    expect(rows[1]!.textContent).toContain('New');
    expect(rows[2]!.textContent).toContain('New');
  });

  it('resolves relative dates against the day of the run, and says them as such', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 31, 23, 30));
    const { fake } = fakeDesk([
      saved({
        filters: { fromCountry: 'RO', dateFrom: '2026-10-01', dateTo: '2026-10-02' },
        relativeDates: { fromDays: 1, toDays: null },
      }),
    ]);
    renderApp('/saved-searches/s1');
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(1));
    expect(fake.of('listings.search')[0]?.input).toEqual({
      filters: { fromCountry: 'RO', dateFrom: '2027-01-01' },
      cursor: null,
    });
    expect(document.querySelector('.saved-search-summary')?.textContent).toContain(
      'from Romania · loading from tomorrow',
    );
  });

  it('puts the saved "Truck at" back when run, and names it in the summary', async () => {
    const cluj = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
    useTruckStore.setState({ truckAt: null });
    fakeDesk([saved({ truckAt: cluj })]);
    renderApp('/saved-searches/s1');
    await waitFor(() => expect(useTruckStore.getState().truckAt).toEqual(cluj));
    expect(document.querySelector('.saved-search-summary')?.textContent).toContain(
      'from Romania · to Germany · truck at Cluj-Napoca',
    );
  });

  it('shows Listings’ columns: with a current truck, Empty run, Margin, Loaded km, Profit and Profit/day from the saved Truck at (docs/api.md §What a load earns)', async () => {
    const cluj = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
    useTruckStore.setState({ truckAt: null });
    const truck = {
      id: 't1',
      name: 'A',
      costPerKm: 0.5,
      currency: 'EUR',
      kmPerDay: 600,
      home: null,
      truckAt: null,
    };
    fakeDesk([saved({ truckAt: cluj })], {
      'trucks.get': (() => ({ trucks: [truck], currentId: 't1', rate: null })) as never,
      'places.deadhead': ((input: { loadingPlaces: unknown[] }) => ({
        truckAt: null,
        km: input.loadingPlaces.map(() => 100),
      })) as never,
    });
    renderApp('/saved-searches/s1');
    await screen.findByRole('columnheader', { name: 'Profit' });
    // 1,250 EUR − 0.50 EUR/km × (100 + 1,234) km = 583 EUR, over 3 days on the road
    await waitFor(() =>
      expect(cellsByColumn(resultRows()[0])).toMatchObject({
        'Empty run': '100 km',
        'Loaded km': '1,234 km',
        Profit: '583 EUR',
        'Profit/day': '194 EUR',
      }),
    );
    // the margin against the exchange's estimate, as Listings says it (1,250 against 1,400 EUR)
    expect(cellsByColumn(resultRows()[0])['Margin']).toBe('Within -11%');
  });

  it('sorts by a column over every page read in the run, as Listings does, and counts those rows', async () => {
    const { pages } = fakeDesk([saved()]);
    // page 1 budgets 1,000, 1,100, 1,200 EUR, page 2 950 and 1,050 EUR: the pages interleave
    const priced = (page: (typeof pages)[string], from: number) => ({
      ...page,
      data: page.data.map((listing, i) => ({ ...listing, budget: `${from + 100 * i}.00` })),
    });
    pages.first = priced(pages.first!, 1000);
    pages.c2 = priced(pages.c2!, 950);
    const { user } = renderApp('/saved-searches/s1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 3 listings · 3 new'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 2 · 2 listings · 2 new'));
    await user.click(
      within(screen.getByRole('grid', { name: 'Results' })).getByRole('columnheader', { name: 'Budget' }),
    );
    await waitFor(() => expect(resultRows()).toHaveLength(5));
    expect(
      resultRows().map((row) => row.querySelector('[role="rowheader"]')?.textContent?.slice(0, 9)),
    ).toEqual(['FX-BB0001', 'FX-AA0001', 'FX-BB0002', 'FX-AA0002', 'FX-AA0003']);
    // the heading counts the rows the sort shows (issue 53 §4), and the New marks of both pages stay
    expect(screen.getByRole('status').textContent).toBe('Page 2 · 5 listings read · 2 new');
    expect(resultRows().filter((row) => row.textContent?.includes('New'))).toHaveLength(5);
  });

  it('pages by hand; Run again starts at page 1 and finds nothing new', async () => {
    const { fake } = fakeDesk([saved()]);
    const { user } = renderApp('/saved-searches/s1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 3 listings · 3 new'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 2 · 2 listings · 2 new'));
    expect(fake.of('listings.search')[1]?.input).toMatchObject({ cursor: 'c2' });
    await user.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page 1 · 3 listings'));
    expect(fake.of('listings.search')).toHaveLength(3);
    expect(fake.of('listings.search')[2]?.input).toMatchObject({ cursor: null });
    expect(fake.of('savedSearches.markRun')).toHaveLength(2);
    expect(resultRows().some((row) => row.textContent?.includes('New'))).toBe(false);
  });

  it('opens a listing beside the same filters', async () => {
    fakeDesk([saved()]);
    const { user, router } = renderApp('/saved-searches/s1');
    await waitFor(() => expect(resultRows()).toHaveLength(3));
    await user.click(resultRows()[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/FX-AA0002'));
    expect(router.state.location.search).toEqual({ fromCountry: 'RO', toCountry: 'DE' });
  });

  it('says so when the search is gone', async () => {
    fakeDesk([]);
    renderApp('/saved-searches/nope');
    expect(await screen.findByText('This saved search no longer exists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All saved searches' })).toBeTruthy();
  });
});
