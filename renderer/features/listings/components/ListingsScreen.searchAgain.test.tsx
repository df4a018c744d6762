/**
 * An invariant of the listings search that no other test pinned (docs/architecture.md §The test layers):
 * "Search" with the filters unchanged, from any page, reads page 1 again (a fresh first page: docs/api.md
 * §Lists and cursors, a new search never reuses a cursor), though the URL does not change.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTransport, makePage } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { listingSearch } from '../api/listingQueries';

// a whole-app render with user-event clicks: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

type SearchInput = { filters: Record<string, unknown>; cursor: string | null };

let restore: (() => void) | undefined;
beforeEach(() => listingSearch.reset());
afterEach(() => {
  cleanup();
  restore?.();
});

async function pageStatus(text: string) {
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
}

describe('ListingsScreen: Search again', () => {
  it('with unchanged filters on page 3, reads page 1 afresh', async () => {
    // page 1 ('AA', next c2), c2 -> page 2 ('BB', next c3), c3 -> the last page ('CC'); a second
    // page 1 says 'NN', so the rows show which page 1 is on screen
    let firstPages = 0;
    const fake = installFakeTransport({
      'listings.search': ((input: SearchInput) => {
        if (input.cursor === null) {
          firstPages += 1;
          return makePage(firstPages === 1 ? 'AA' : 'NN', 20, 'c2');
        }
        return input.cursor === 'c2' ? makePage('BB', 20, 'c3') : makePage('CC', 7, null);
      }) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/listings?category=%22freight%22');
    await pageStatus('Page 1 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageStatus('Page 2 · 20 listings');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageStatus('Page 3 · 7 listings');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await pageStatus('Page 1 · 20 listings');
    const searches = fake.of('listings.search').map((c) => c.input as SearchInput);
    expect(searches.map((s) => s.cursor)).toEqual([null, 'c2', 'c3', null]);
    expect(searches[3]!.filters).toEqual(searches[0]!.filters);
    const grid = screen.getByRole('grid', { name: 'Listings' });
    const firstRow = within(grid).getAllByRole('row')[1];
    expect(firstRow?.querySelector('[role="rowheader"]')?.textContent).toBe('FX-NN0001');
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
  });
});
