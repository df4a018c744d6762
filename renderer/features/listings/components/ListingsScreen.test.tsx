import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppErrorKind } from '../../../../shared/contract/errors';
import type { PlaceNamesInput } from '../../../../shared/contract/places';
import { failWith, installFakeTransport, makeListing, makePage } from '../../../test/fakeTransport';
import { dateField, typeDate } from '../../../test/dateField';
import { renderApp } from '../../../test/render';
import { listingSearch } from '../api/listingQueries';
import { useTableViewStore } from '../../../shared/table/tableViewStore';
import { useFilterBarStore } from '../../../shared/search/filterBarStore';
import { useTruckStore } from '../model/truckStore';
import { useReturnTripStore } from '../model/returnTripStore';
import { useHomeCountryStore } from '../../../shared/search/homeCountryStore';

// whole-app renders with user-event typing: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

type SearchInput = { filters: Record<string, unknown>; cursor: string | null };

let restore: (() => void) | undefined;
beforeEach(() => {
  listingSearch.reset();
  useTruckStore.setState({ truckAt: null });
  useTableViewStore.setState({ views: {} });
  useFilterBarStore.setState({ expanded: {} });
});
afterEach(() => {
  cleanup();
  restore?.();
});

/** Pages by cursor: null -> page 1 ('AA', next c2), c2 -> page 2 ('BB', next c3), c3 -> last page ('CC'). */
function threePages() {
  const pages: Record<string, ReturnType<typeof makePage>> = {
    first: makePage('AA', 20, 'c2'),
    c2: makePage('BB', 20, 'c3'),
    c3: makePage('CC', 7, null),
  };
  const fake = installFakeTransport({
    'listings.search': ((input: SearchInput) => pages[input.cursor ?? 'first']) as never,
    'listings.get': ((input: { ref: string }) => makeListing({ ref: input.ref })) as never,
  });
  restore = fake.restore;
  return fake;
}

/** The listings grid (react-aria Table). */
const grid = () => screen.getByRole('grid', { name: 'Listings' });

/** The body rows of the grid. */
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);

/** The text of each cell of a row. */
const cellTexts = (row: HTMLElement | undefined) =>
  [...(row?.querySelectorAll('[role="rowheader"], [role="gridcell"]') ?? [])].map((cell) => cell.textContent);

/** The refs of the rows shown (each row's header cell). */
function firstCells(): string[] {
  return bodyRows().map((row) => row.querySelector('[role="rowheader"]')?.textContent ?? '');
}

async function pageStatus(text: string) {
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
}

describe('ListingsScreen: filters', () => {
  it('sends normalised filters from page 1 when the form is valid', async () => {
    const fake = threePages();
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');

    await user.selectOptions(screen.getByLabelText('Category'), 'freight');
    await user.selectOptions(screen.getByLabelText('From country'), 'RO');
    await user.selectOptions(screen.getByLabelText('To country'), 'DE');
    await typeDate(user, 'Loading from', '01102026');
    await typeDate(user, 'Loading to', '31102026');
    await user.type(screen.getByLabelText('Max weight (kg)'), ' 12 000 ');
    await user.type(screen.getByLabelText('Max volume (m3)'), '33.5');
    await user.click(screen.getByLabelText('Tautliner'));
    await user.click(screen.getByLabelText('Refrigerated'));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(2));
    expect(fake.of('listings.search')[1]?.input).toEqual({
      filters: {
        category: 'freight',
        fromCountry: 'RO',
        toCountry: 'DE',
        dateFrom: '2026-10-01',
        dateTo: '2026-10-31',
        weightMax: 12000,
        volumeMax: 33.5,
        truckTypes: ['tautliner', 'refrigerated'],
      },
      cursor: null,
    });
  });

  it('sends no empty filters', async () => {
    const fake = threePages();
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    expect(fake.of('listings.search')[0]?.input).toEqual({ filters: {}, cursor: null });
    await user.selectOptions(screen.getByLabelText('Category'), 'car');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(2));
    expect(fake.of('listings.search')[1]?.input).toEqual({ filters: { category: 'car' }, cursor: null });
  });

  it('blocks a first date after the last date and a negative weight, with messages by the fields', async () => {
    const fake = threePages();
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');

    await typeDate(user, 'Loading from', '20102026');
    await typeDate(user, 'Loading to', '01102026');
    await user.type(screen.getByLabelText('Max weight (kg)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const dateTo = await dateField('Loading to');
    await waitFor(() => expect(dateTo.getAttribute('aria-describedby')).toContain('filter-dateTo-error'));
    const dateMessage = document.getElementById('filter-dateTo-error');
    expect(dateMessage?.textContent).toBe('The last date, 1 Oct 2026, is before the first, 20 Oct 2026.');
    const weight = screen.getByLabelText('Max weight (kg)');
    const weightMessage = document.getElementById(weight.getAttribute('aria-describedby') ?? '');
    expect(weightMessage?.textContent).toBe('Weight must be above 0 kg.');
    expect(fake.of('listings.search')).toHaveLength(1);
  });

  it('blocks text that is not a number', async () => {
    const fake = threePages();
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.type(screen.getByLabelText('Max volume (m3)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Enter the volume in m3 as a number, for example 33 or 12.5.');
    expect(fake.of('listings.search')).toHaveLength(1);
  });
});

describe('ListingsScreen: table and detail', () => {
  it('shows the ref first and the fields in words', async () => {
    const fake = installFakeTransport({
      'listings.search': () => ({
        data: [
          makeListing({ urgent: true, needsInvoice: true }),
          makeListing({
            ref: 'FX-ASAP01',
            dateType: 'asap',
            dateFrom: null,
            dateTo: null,
            budget: null,
            weightKg: null,
            volumeM3: null,
            truckTypes: [],
            currency: 'RON',
            estimatedCost: '6957.50',
          }),
        ],
        hasMore: false,
        nextCursor: null,
      }),
    });
    restore = fake.restore;
    renderApp('/listings');
    await pageStatus('Page 1 · 2 listings');
    await screen.findByRole('grid', { name: 'Listings' });
    expect(firstCells()).toEqual(['FX-7K2M9Q', 'FX-ASAP01']);
    const [first, second] = bodyRows();
    expect(cellTexts(first)).toEqual([
      'FX-7K2M9Q',
      'Cluj-Napoca, RO → München, DE',
      // marked "passed" once the day is behind the clock (model/passedDates.ts)
      expect.stringMatching(/^12 Oct 2026(passed)?$/),
      '12,000 kg · 33.0 m3',
      '1,250 EUR',
      'Within -11%',
      '1.01 EUR/km',
      'Tautliner',
      '30 days',
      'Urgent',
    ]);
    // "invoice" is on almost every row: only its absence is said
    expect(cellTexts(second)).toEqual([
      'FX-ASAP01',
      'Cluj-Napoca, RO → München, DE',
      'As soon as possible',
      '—',
      '—',
      '—',
      '—',
      'Any truck',
      '30 days',
      'No invoice',
    ]);
  });

  it('shows more columns from the chooser, remembered, and leaves Category out of a one-category search', async () => {
    const fake = threePages();
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    const grid = await screen.findByRole('grid', { name: 'Listings' });
    expect(within(grid).queryByRole('columnheader', { name: 'Loaded km' })).toBeNull();
    await user.click(screen.getByText('Columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Loaded km' }));
    await user.click(screen.getByRole('checkbox', { name: 'Category' }));
    expect(await within(grid).findByRole('columnheader', { name: 'Loaded km' })).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: 'Category' })).toBeTruthy();
    expect(useTableViewStore.getState().views.listings?.shown).toEqual(['distance', 'category']);
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(grid.className).toContain('density-compact');
    cleanup();
    renderApp('/listings?category=%22freight%22');
    const again = await screen.findByRole('grid', { name: 'Listings' });
    expect(within(again).getByRole('columnheader', { name: 'Loaded km' })).toBeTruthy();
    expect(within(again).queryByRole('columnheader', { name: 'Category' })).toBeNull();
    expect(fake.of('listings.search').length).toBeGreaterThan(0);
  });

  it('sorts by a numeric column, says among how many loads, and goes back to newest first', async () => {
    const fake = installFakeTransport({
      'listings.search': () => ({
        data: [
          makeListing({ ref: 'FX-AA0001', budget: '900.00' }),
          makeListing({ ref: 'FX-AA0002', budget: null }),
          makeListing({ ref: 'FX-AA0003', budget: '1500.00' }),
          makeListing({ ref: 'FX-AA0004', budget: '1200.00' }),
        ],
        hasMore: false,
        nextCursor: null,
      }),
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 4 listings');
    const grid = await screen.findByRole('grid', { name: 'Listings' });
    const budget = within(grid).getByRole('columnheader', { name: 'Budget' });
    await user.click(budget);
    expect(firstCells()).toEqual(['FX-AA0001', 'FX-AA0004', 'FX-AA0003', 'FX-AA0002']);
    expect(budget.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('Sorted by Budget among the 4 loads of this search, all read.')).toBeTruthy();
    await user.click(budget);
    expect(firstCells()).toEqual(['FX-AA0003', 'FX-AA0004', 'FX-AA0001', 'FX-AA0002']);
    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    expect(firstCells()).toEqual(['FX-AA0001', 'FX-AA0002', 'FX-AA0003', 'FX-AA0004']);
    expect(within(grid).getByRole('columnheader', { name: 'Route' }).getAttribute('aria-sort')).toBeNull();
  });

  it('writes cities in the UI language where the gazetteer knows them; the panel keeps the exchange spelling', async () => {
    const english: Record<string, string> = { Bucuresti: 'Bucharest', Munchen: 'Munich' };
    const listing = makeListing({ ref: 'FX-AA0001', fromCity: 'Bucuresti', toCity: 'Munchen' });
    const fake = installFakeTransport({
      'listings.search': () => ({ data: [listing], hasMore: false, nextCursor: null }),
      'listings.get': () => listing,
      'places.names': ((input: PlaceNamesInput) =>
        input.places.map(({ city }) => (city ? (english[city] ?? null) : null))) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 1 listing');
    await waitFor(() => expect(cellTexts(bodyRows()[0])[1]).toBe('Bucharest, RO → Munich, DE'));
    // one local look-up for the page's places, in the UI's language; never an exchange read
    expect(fake.of('places.names')[0]?.input).toEqual({
      language: 'en',
      places: [
        { country: 'DE', city: 'Munchen' },
        { country: 'RO', city: 'Bucuresti' },
      ],
    });
    await user.click(screen.getByText('FX-AA0001'));
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    await waitFor(() => expect(within(detail).getByText('Bucharest, RO → Munich, DE')).toBeTruthy());
    expect(within(detail).getByText('On the exchange: Bucuresti, RO → Munchen, DE')).toBeTruthy();
  });

  it('opens a row by click at its own URL, keeps the search in the URL, and closes it', async () => {
    const fake = threePages();
    const { user, router } = renderApp('/listings?category=%22freight%22');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByText('FX-AA0003'));
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('FX-AA0003');
    // the panel paints first and the URL follows it (openingStore.ts `openAhead`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/FX-AA0003'));
    expect(router.state.location.search).toEqual({ category: 'freight' });
    await waitFor(() => expect(fake.of('listings.get').at(-1)?.input).toEqual({ ref: 'FX-AA0003' }));
    const link = within(detail).getByRole('link', { name: 'Open on the exchange' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('https://exchange.example/listings/FX-7K2M9Q');
    expect(within(detail).getByText('30 days')).toBeTruthy();
    expect(document.activeElement).toBe(within(detail).getByRole('heading', { level: 2 }));

    await user.click(within(detail).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Listing details' })).toBeNull());
    expect(router.state.location.pathname).toBe('/listings');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('FX-AA0003'));
    expect(fake.of('listings.search')).toHaveLength(1);
  });

  it('keyboard: arrows move through rows, Enter opens one, Escape closes it and the focus returns to its row', async () => {
    threePages();
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await screen.findByRole('grid', { name: 'Listings' });
    const rows = bodyRows();
    act(() => rows[0]?.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(rows[2]);
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('FX-AA0003');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Listing details' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bodyRows()[2]));
  });

  it('"/" focuses the first filter and Enter in a select runs the search', async () => {
    const fake = threePages();
    const { user, router } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await screen.findByRole('grid', { name: 'Listings' });
    act(() => bodyRows()[0]?.focus());
    await user.keyboard('/');
    const category = screen.getByLabelText('Category');
    expect(document.activeElement).toBe(category);
    await user.selectOptions(category, 'parcel');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(2));
    expect(fake.of('listings.search')[1]?.input).toEqual({ filters: { category: 'parcel' }, cursor: null });
    expect(router.state.location.search).toEqual({ category: 'parcel' });
  });

  it('opens a listing from its URL (any case), with the results beside it', async () => {
    const fake = threePages();
    renderApp('/listings/fx-aa0007');
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('FX-AA0007');
    await pageStatus('Page 1 · 20 listings');
    await waitFor(() => expect(fake.of('listings.get')[0]?.input).toEqual({ ref: 'FX-AA0007' }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Listings']);
  });

  it('Back and Forward move between searches, each starting at page 1 without an old cursor', async () => {
    const fake = threePages();
    const { user, router } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageStatus('Page 2 · 20 listings');
    await user.selectOptions(screen.getByLabelText('Category'), 'car');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(3));
    await pageStatus('Page 1 · 20 listings');

    act(() => router.history.back());
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(4));
    await pageStatus('Page 1 · 20 listings');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    act(() => router.history.forward());
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(5));
    await waitFor(() => expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('car'));
    expect(fake.of('listings.search').map((c) => c.input)).toEqual([
      { filters: {}, cursor: null },
      { filters: {}, cursor: 'c2' },
      { filters: { category: 'car' }, cursor: null },
      { filters: {}, cursor: null },
      { filters: { category: 'car' }, cursor: null },
    ]);
  });

  it('drops a bad search param from the URL and keeps the rest', async () => {
    const fake = threePages();
    renderApp('/listings?category=%22rocket%22&fromCountry=%22RO%22');
    await pageStatus('Page 1 · 20 listings');
    expect(fake.of('listings.search')[0]?.input).toEqual({ filters: { fromCountry: 'RO' }, cursor: null });
  });

  it('says a listing is no longer on the exchange when the detail is not found', async () => {
    const fake = installFakeTransport({
      'listings.search': () => makePage('AA', 2, null),
      'listings.get': () => failWith('not_found', { status: 404 }),
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 2 listings');
    await user.click(screen.getByText('FX-AA0001'));
    const detail = screen.getByRole('region', { name: 'Listing details' });
    expect((await within(detail).findByRole('alert')).textContent).toContain(
      'This listing is no longer on the exchange.',
    );
  });

  it('says no listing has a code the user typed that the exchange does not know, and gone for a row', async () => {
    const fake = installFakeTransport({
      'listings.search': () => makePage('AA', 2, null),
      'listings.get': () => failWith('not_found', { status: 404 }),
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 2 listings');
    await user.type(screen.getByLabelText('Listing code'), 'fx-zz9999{Enter}');
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    await waitFor(() =>
      expect(within(detail).getByRole('alert').textContent).toBe(
        'No listing has the code FX-ZZ9999. Check the code and try again.',
      ),
    );
    // a row the user saw, gone since: that one is no longer on the exchange
    await user.click(screen.getByText('FX-AA0001'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Listing details' })).getByRole('alert').textContent,
      ).toBe('This listing is no longer on the exchange.'),
    );
  });
});

describe('ListingsScreen: paging', () => {
  it('j/k move between rows and n reads the next page, never past the last', async () => {
    const fake = threePages();
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    const rows = within(grid()).getAllByRole('row').slice(1) as HTMLElement[];
    rows[0]?.focus();
    await user.keyboard('jjk');
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('n');
    await pageStatus('Page 2 · 20 listings');
    await user.keyboard('n');
    await pageStatus('Page 3 · 7 listings');
    await user.keyboard('n');
    expect(fake.of('listings.search').map((c) => (c.input as SearchInput).cursor)).toEqual([
      null,
      'c2',
      'c3',
    ]);
  });

  it('a sort orders every page read in this search, reads nothing for it, and keeps them after Previous page', async () => {
    // page 1 budgets 1,000-1,019 EUR, page 2 980-999 EUR: the cheapest loads are all on page 2
    const page = (prefix: string, from: number, next: string | null) => ({
      data: Array.from({ length: 20 }, (_, i) =>
        makeListing({ ref: `FX-${prefix}${String(i + 1).padStart(4, '0')}`, budget: `${from + i}.00` }),
      ),
      hasMore: next !== null,
      nextCursor: next,
    });
    const pages: Record<string, ReturnType<typeof page>> = {
      first: page('AA', 1000, 'c2'),
      c2: page('BB', 980, 'c3'),
    };
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) => pages[input.cursor ?? 'first']) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageStatus('Page 2 · 20 listings');
    await user.click(within(grid()).getByRole('columnheader', { name: 'Budget' }));
    expect(bodyRows()).toHaveLength(40);
    // the heading counts the rows the sort shows, the sentence's figure (issue 53 §4)
    await pageStatus('Page 2 · 40 listings read');
    expect(firstCells().slice(0, 2)).toEqual(['FX-BB0001', 'FX-BB0002']);
    expect(firstCells().slice(-2)).toEqual(['FX-AA0019', 'FX-AA0020']);
    expect(
      screen.getByText(
        'Sorted by Budget among the 40 loads read in this search. Next page reads up to 20 more.',
      ),
    ).toBeTruthy();
    // back on page 1, the sort still orders both pages read; nothing more was read for it
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await pageStatus('Page 1 · 40 listings read');
    expect(bodyRows()).toHaveLength(40);
    expect(firstCells()[0]).toBe('FX-BB0001');
    expect(fake.of('listings.search').map((c) => (c.input as SearchInput).cursor)).toEqual([null, 'c2']);
    // unsorted: the page alone, in the exchange's order
    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    expect(bodyRows()).toHaveLength(20);
    await pageStatus('Page 1 · 20 listings');
    expect(firstCells()[0]).toBe('FX-AA0001');
  });

  it('Next page sends the previous page nextCursor; Previous page comes from the cache', async () => {
    const fake = threePages();
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    const next = screen.getByRole('button', { name: 'Next page' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    await user.click(next);
    expect(document.activeElement).toBe(next);
    await pageStatus('Page 2 · 20 listings');
    expect(fake.of('listings.search').map((c) => (c.input as SearchInput).cursor)).toEqual([null, 'c2']);
    expect(firstCells()[0]).toBe('FX-BB0001');

    await user.click(next);
    await pageStatus('Page 3 · 7 listings');
    expect(fake.of('listings.search').map((c) => (c.input as SearchInput).cursor)).toEqual([
      null,
      'c2',
      'c3',
    ]);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    await user.click(next); // on the last page: nothing is sent
    expect(fake.of('listings.search')).toHaveLength(3);

    await user.click(previous);
    await pageStatus('Page 2 · 20 listings');
    await user.click(previous);
    await pageStatus('Page 1 · 20 listings');
    expect(firstCells()[0]).toBe('FX-AA0001');
    expect(fake.of('listings.search')).toHaveLength(3);
  });

  it('makes Next page unusable while a page loads, keeping the focus on it', async () => {
    let release: () => void = () => {};
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) =>
        input.cursor === null
          ? makePage('AA', 20, 'c2')
          : new Promise((resolve) => {
              release = () => resolve(makePage('BB', 20, 'c3'));
            })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await pageStatus('Page 2 · Loading…');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next); // a second click while loading sends nothing
    expect(fake.of('listings.search')).toHaveLength(2);
    expect(document.activeElement).toBe(next);
    release();
    await pageStatus('Page 2 · 20 listings');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    expect(document.activeElement).toBe(next);
  });
});

describe('ListingsScreen: errors', () => {
  const cases: [AppErrorKind, string, string | null][] = [
    [
      'cursor_expired',
      'These results expired. The pages you read stay here; Start over reads the first page again.',
      'Start over',
    ],
    [
      'list_changed',
      'The list changed since its first page. The pages you read stay here; Start over reads the current list from the first page.',
      'Start over',
    ],
    [
      'cursor_mismatch',
      'These pages no longer match your search. Start over to read the first page again.',
      'Start over',
    ],
    ['network', "Can't reach the exchange. Check your connection and try again.", 'Try again'],
    ['timeout', 'The exchange took too long to answer. Try again in a moment.', 'Try again'],
    ['rate_limited', 'The exchange asked us to slow down. Try again in a moment.', 'Try again'],
    ['server_error', 'The exchange had a problem answering. Try again in a moment.', 'Try again'],
    ['unauthorized', 'The exchange refused your API key.', null],
    ['forbidden', 'Your API key is not allowed to read this.', null],
    ['keychain_unavailable', "Dispatch can't reach your system keychain", null],
    ['unexpected', 'Something went wrong in Dispatch.', 'Try again'],
  ];

  it.each(cases)('shows %s as a plain sentence', async (kind, sentence, action) => {
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) =>
        input.cursor === null ? makePage('AA', 20, 'c2') : failWith(kind)) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(sentence);
    const buttons = within(alert)
      .queryAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(action ? [action] : []);
  });

  it('keeps the page on screen when the next one is more than a page can hold', async () => {
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) =>
        input.cursor === null
          ? makePage('AA', 20, 'c2')
          : failWith('answer_too_large', { route: 'GET /listings' })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The exchange sent more than a page can hold (GET /listings)');
    expect(within(alert).queryAllByRole('button')).toEqual([]);
    expect(firstCells()[0]).toBe('FX-AA0001');
    expect(firstCells()).toHaveLength(20);
  });

  it('lists invalid_request fields in words', async () => {
    const fake = installFakeTransport({
      'listings.search': () =>
        failWith('invalid_request', {
          status: 400,
          fields: [
            { path: 'query.dateFrom', code: 'invalid_format' },
            { path: 'query.truckTypes', code: 'invalid_value' },
          ],
        }),
    });
    restore = fake.restore;
    renderApp('/listings');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Loading from: invalid format; Truck types: not an accepted value.');
  });

  it("cursor_expired's Start over restarts at page 1 with the same filters", async () => {
    let firstPages = 0;
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) => {
        if (input.cursor === null) {
          firstPages += 1;
          return makePage(firstPages === 1 ? 'AA' : 'NN', 20, `c2-${firstPages}`);
        }
        return failWith('cursor_expired', { status: 409 });
      }) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.selectOptions(screen.getByLabelText('Category'), 'move');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(2));
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These results expired.');

    await user.click(within(alert).getByRole('button', { name: 'Start over' }));
    await pageStatus('Page 1 · 20 listings');
    expect(screen.queryByRole('alert')).toBeNull();
    const searches = fake.of('listings.search').map((c) => c.input as SearchInput);
    expect(searches).toHaveLength(4);
    expect(searches[2]).toEqual({ filters: { category: 'move' }, cursor: 'c2-2' });
    expect(searches[3]).toEqual({ filters: { category: 'move' }, cursor: null });
    expect(firstCells()[0]).toBe('FX-NN0001');
  });

  it('Try again repeats the same page request after a network error', async () => {
    let attempts = 0;
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) => {
        if (input.cursor === null) return makePage('AA', 20, 'c2');
        attempts += 1;
        return attempts === 1 ? failWith('network') : makePage('BB', 20, null);
      }) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await pageStatus('Page 2 · 20 listings');
    expect(fake.of('listings.search').map((c) => (c.input as SearchInput).cursor)).toEqual([
      null,
      'c2',
      'c2',
    ]);
  });
});

describe('ListingsScreen: rows stay', () => {
  it('a 5xx on Next page keeps page 1 rows on screen with the sentence beside them', async () => {
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) =>
        input.cursor === null
          ? makePage('AA', 20, 'c2')
          : failWith('server_error', { status: 503 })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await screen.findByRole('grid', { name: 'Listings' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The exchange had a problem answering.');
    expect(firstCells()).toHaveLength(20);
    expect(firstCells()[0]).toBe('FX-AA0001');
  });

  it('a list_changed offers Start over, which reads page 1 again; the rows stay meanwhile', async () => {
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) =>
        input.cursor === null
          ? makePage('AA', 20, 'c2')
          : failWith('list_changed', { status: 409 })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await screen.findByRole('grid', { name: 'Listings' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    expect(firstCells()[0]).toBe('FX-AA0001');
    await user.click(within(alert).getByRole('button', { name: 'Start over' }));
    await pageStatus('Page 1 · 20 listings');
    expect(fake.of('listings.search').map((c) => (c.input as SearchInput).cursor)).toEqual([
      null,
      'c2',
      null,
    ]);
  });
});

describe('ListingsScreen: go to, clear, truck at', () => {
  it('Go to listing refuses a bad code with a sentence and opens a good one (any case)', async () => {
    const fake = threePages();
    const { user, router } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    const field = screen.getByLabelText('Listing code');
    await user.type(field, 'FX-12{Enter}');
    const error = await screen.findByText(/A listing code is FX- and 6 letters or digits/);
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(router.state.location.pathname).toBe('/listings');
    await user.clear(field);
    await user.type(field, ' fx-7k2m9q {Enter}');
    await screen.findByRole('region', { name: 'Listing details' });
    // the panel paints first and the URL follows it (openingStore.ts `openAhead`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/FX-7K2M9Q'));
    await waitFor(() => expect(fake.of('listings.get').at(-1)?.input).toEqual({ ref: 'FX-7K2M9Q' }));
  });

  it('Clear filters goes back to no filters, the URL too', async () => {
    const fake = threePages();
    const { user, router } = renderApp('/listings?category=%22car%22');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe(''));
    await waitFor(() =>
      expect(fake.of('listings.search').at(-1)?.input).toEqual({ filters: {}, cursor: null }),
    );
  });

  it('with the truck set, asks places.deadhead for the rows on screen and shows the empty run', async () => {
    const fake = installFakeTransport({
      'listings.search': () => ({
        data: [
          makeListing(),
          makeListing({ ref: 'FX-AA0002', fromCity: 'Nowhere', fromCountry: 'DE', distanceKm: null }),
        ],
        hasMore: false,
        nextCursor: null,
      }),
      'places.deadhead': (() => ({ truckAt: null, km: [266, null] })) as never,
    });
    restore = fake.restore;
    renderApp('/listings');
    await pageStatus('Page 1 · 2 listings');
    await screen.findByRole('grid', { name: 'Listings' });
    expect(screen.queryByRole('columnheader', { name: 'Empty run' })).toBeNull();
    expect(fake.of('places.deadhead')).toHaveLength(0);
    act(() =>
      useTruckStore.setState({
        truckAt: { city: 'Alba Iulia', county: 'Alba', country: 'RO', slug: 'alba-iulia-alba-ro' },
      }),
    );
    await screen.findByRole('columnheader', { name: 'Empty run' });
    expect(fake.of('places.deadhead')[0]?.input).toEqual({
      truckAt: 'alba-iulia-alba-ro',
      // the route's other end and its km tell apart places of one name; none without the distance
      loadingPlaces: [
        { country: 'RO', city: 'Cluj-Napoca', routeTo: { country: 'DE', city: 'München', km: 1234 } },
        { country: 'DE', city: 'Nowhere' },
      ],
    });
    // the empty run and the budget per km with it stand right after the margin, in place of the plain
    // budget per km (in the column chooser), before truck, payment and flags
    await waitFor(() =>
      expect(cellTexts(bodyRows()[0]).slice(6, 9)).toEqual(['266 km', '0.83 EUR/km', 'Tautliner']),
    );
    expect(cellTexts(bodyRows()[1]).slice(6, 8)).toEqual(['—', '—']);
    expect(screen.queryByRole('columnheader', { name: 'Budget/km' })).toBeNull();
  });

  it('the loads nearest the truck: Empty run sorts every page read, the empty runs asked for all of them', async () => {
    // page 1 loads far from the truck (500 km), page 2 near it (50 km)
    const page = (prefix: string, city: string, next: string | null) => ({
      data: Array.from({ length: 20 }, (_, i) =>
        makeListing({ ref: `FX-${prefix}${String(i + 1).padStart(4, '0')}`, fromCity: city }),
      ),
      hasMore: next !== null,
      nextCursor: next,
    });
    const pages: Record<string, ReturnType<typeof page>> = {
      first: page('AA', 'Far', 'c2'),
      c2: page('BB', 'Near', 'c3'),
    };
    type DeadheadInput = { loadingPlaces: { city: string | null }[] };
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) => pages[input.cursor ?? 'first']) as never,
      'places.deadhead': ((input: DeadheadInput) => ({
        truckAt: null,
        km: input.loadingPlaces.map((place) => (place.city === 'Near' ? 50 : 500)),
      })) as never,
    });
    restore = fake.restore;
    useTruckStore.setState({
      truckAt: { city: 'Alba Iulia', county: 'Alba', country: 'RO', slug: 'alba-iulia-alba-ro' },
    });
    const { user } = renderApp('/listings');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageStatus('Page 2 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await pageStatus('Page 1 · 20 listings');
    await user.click(await within(grid()).findByRole('columnheader', { name: 'Empty run' }));
    await waitFor(() => expect(firstCells()[0]).toBe('FX-BB0001'));
    expect(bodyRows()).toHaveLength(40);
    expect(cellTexts(bodyRows()[0])).toContain('50 km');
    expect(cellTexts(bodyRows()[39])).toContain('500 km');
    // the empty runs come from the app's gazetteer (places.deadhead), in batches of 20: never an exchange read
    const asked = fake.of('places.deadhead').flatMap((c) => (c.input as DeadheadInput).loadingPlaces);
    expect(asked.filter((place) => place.city === 'Near').length).toBeGreaterThanOrEqual(20);
    expect(fake.of('listings.search')).toHaveLength(2);
  });
});

describe('ListingDetail: loads back from here', () => {
  it('searches home from the unloading country, sets the truck there, and a load back shows the round trip', async () => {
    useHomeCountryStore.setState({ homeCountry: 'RO' });
    useReturnTripStore.setState({ outbound: null });
    const outbound = makeListing({
      ref: 'FX-7K2M9A',
      toCity: 'München',
      toCountry: 'DE',
      dateFrom: '2099-03-10',
      dateTo: '2099-03-11',
      distanceKm: 1234,
      budget: '1250.00',
      estimatedCost: '1400.00',
    });
    const back = makeListing({
      ref: 'FX-8B3N4C',
      fromCity: 'Munchen',
      fromCountry: 'DE',
      toCity: 'Cluj-Napoca',
      toCountry: 'RO',
      budget: '1200.00',
      estimatedCost: '1300.00',
    });
    const one = (listing: typeof back) => ({ data: [listing], hasMore: false, nextCursor: null });
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) =>
        one(input.filters.fromCountry === 'DE' ? back : outbound)) as never,
      'listings.get': ((input: { ref: string }) => (input.ref === back.ref ? back : outbound)) as never,
      'places.search': (() => [
        { city: 'München', country: 'DE', county: 'Bayern', slug: 'munchen-bayern-de' },
      ]) as never,
      'places.deadhead': (() => ({ truckAt: null, km: [0] })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings/FX-7K2M9A');
    const detail = await screen.findByRole('region', { name: 'Listing details' });

    const loadsBack = await within(detail).findByRole('button', { name: 'Loads back from here' });
    expect(within(detail).queryByText(/^Round trip/)).toBeNull();
    await user.click(loadsBack);
    // from Germany home to Romania, loading from the unloading day: the last loading day + 2 days for 1,234 km
    await waitFor(() =>
      expect(fake.of('listings.search').at(-1)?.input).toEqual({
        filters: { fromCountry: 'DE', toCountry: 'RO', dateFrom: '2099-03-13' },
        cursor: null,
      }),
    );
    await waitFor(() => expect(useTruckStore.getState().truckAt?.slug).toBe('munchen-bayern-de'));
    expect(fake.of('places.search')[0]?.input).toEqual({ q: 'München' });
    // the load back, opened: both loads' budgets against both estimated costs, and the pair's margin
    await waitFor(() => expect(firstCells()).toEqual(['FX-8B3N4C']));
    await user.click(bodyRows()[0]!);
    const opened = await screen.findByRole('region', { name: 'Listing details' });
    const trip = await within(opened).findByText('Round trip with FX-7K2M9A');
    const value = trip.nextElementSibling?.textContent;
    expect(value).toBe(
      '2,450 EUR against 2,700 EUR estimated, without the empty run between them · Within estimate -9%',
    );
  });
});

describe('ListingDetail: refresh, links, margin', () => {
  it('Refresh reads the listing again and shows the new transport stage', async () => {
    let stage: 'assigned' | 'loading' = 'assigned';
    const fake = installFakeTransport({
      'listings.search': () => makePage('AA', 2, null),
      'listings.get': ((input: { ref: string }) =>
        makeListing({
          ref: input.ref,
          transportStage: stage,
          stageUpdatedAt: '2026-10-12T09:00:00Z',
        })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings/FX-AA0001');
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    await within(detail).findByText(/^Assigned/);
    stage = 'loading';
    await user.click(within(detail).getByRole('button', { name: 'Refresh' }));
    await within(detail).findByText(/^Loading \(since/);
    expect(fake.of('listings.get')).toHaveLength(2);
    stage = 'assigned';
    (within(detail).getByRole('heading', { level: 2 }) as HTMLElement).focus();
    await user.keyboard('r');
    await within(detail).findByText(/^Assigned/);
    expect(fake.of('listings.get')).toHaveLength(3);
  });

  it('shows the margin, the budget per km, and Estimate this route with the route in the URL', async () => {
    threePages();
    const { user, router } = renderApp('/listings/FX-AA0001');
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    expect(await within(detail).findByText('Within estimate -11%')).toBeTruthy();
    expect(within(detail).getByText('1.01 EUR/km')).toBeTruthy();
    await user.click(within(detail).getByRole('link', { name: 'Estimate this route' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cost-estimate'));
    expect(router.state.location.search).toEqual({
      fromCountry: 'RO',
      toCountry: 'DE',
      from: 'Cluj-Napoca',
      to: 'München',
      category: 'freight',
      vehicle: 'tautliner',
      price: 1250,
      currency: 'EUR',
      routeKm: 1234,
    });
  });

  it('offers no exchange link for a URL that is not https', async () => {
    const fake = installFakeTransport({
      'listings.search': () => makePage('AA', 2, null),
      'listings.get': ((input: { ref: string }) =>
        makeListing({ ref: input.ref, url: 'http://exchange.example/x' })) as never,
    });
    restore = fake.restore;
    renderApp('/listings/FX-AA0001');
    const detail = await screen.findByRole('region', { name: 'Listing details' });
    await waitFor(() => expect(fake.of('listings.get')).toHaveLength(1));
    await within(detail).findByText('30 days');
    await waitFor(() =>
      expect(within(detail).queryByRole('link', { name: 'Open on the exchange' })).toBeNull(),
    );
  });
});
