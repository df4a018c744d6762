import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeTransport } from '../../../test/fakeTransport';
import { LISTING_VARIETY } from '../../../test/listingVariety';
import { renderApp } from '../../../test/render';
import { listingSearch } from '../api/listingQueries';
import { listingCellWords } from '../../../test/listingCellWords';
import { todayIn } from '../../../../shared/domain/relative-dates';
import { LISTING_COLUMNS, listingCell, type ListingCell, type ListingColumnId } from '../model/cells';

// a whole-app render: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

let restore: (() => void) | undefined;
beforeEach(() => listingSearch.reset());
afterEach(async () => {
  cleanup();
  restore?.();
  await i18next.changeLanguage('en');
});

const LISTINGS = LISTING_VARIETY;

describe('the listings table draws what ../model/cells.ts says', () => {
  for (const lng of ['en', 'ro'] as const) {
    it(`every shown cell of every row, in ${lng}`, async () => {
      await i18next.changeLanguage(lng);
      restore = installFakeTransport({
        'listings.search': (() => ({ data: LISTINGS, hasMore: false, nextCursor: null })) as never,
      }).restore;
      renderApp('/listings');
      await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(LISTINGS.length));
      // the table marks loading dates before today as passed (../model/passedDates.ts)
      const words = { ...listingCellWords(i18next, lng), today: todayIn(new Date()) };
      const passedMark = i18next.getFixedT(lng, 'listings')('passed.mark');
      const drawn = (said: ListingCell) =>
        said.kind === 'badges'
          ? said.badges.map((badge) => badge.text).join('')
          : said.kind === 'dates' && said.passed
            ? said.text + passedMark
            : said.text;
      const ids = new Set<string>(LISTING_COLUMNS);
      let compared = 0;
      for (const listing of LISTINGS) {
        const row = document.querySelector(`tr[data-key="${listing.ref}"]`);
        expect(row, listing.ref).not.toBeNull();
        for (const cell of row!.querySelectorAll<HTMLElement>('[data-column]')) {
          const id = cell.dataset.column!;
          expect(ids.has(id), `column ${id} is one of LISTING_COLUMNS`).toBe(true);
          const said = listingCell(id as ListingColumnId, listing, words);
          expect(cell.textContent, `${listing.ref} ${id}`).toBe(drawn(said));
          compared += 1;
        }
      }
      // the default columns without "Truck at": ref to flags, 10 a row
      expect(compared).toBe(LISTINGS.length * 10);
    });
  }
});
