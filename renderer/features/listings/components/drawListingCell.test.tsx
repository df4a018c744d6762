import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LISTING_VARIETY } from '../../../test/listingVariety';
import { LISTING_COLUMNS, listingCell, listingCellWords } from '../model/cells';
import { drawListingCell } from './drawListingCell';
import { ListingCellView } from './ListingCellView';

describe('drawListingCell', () => {
  for (const language of ['en', 'ro'] as const) {
    it(`writes every cell as ListingCellView renders it, in ${language}`, () => {
      const words = listingCellWords(i18next, language);
      let compared = 0;
      for (const listing of LISTING_VARIETY) {
        // the empty run: not known yet, unknown place, known
        for (const deadheadKm of [undefined, null, 240]) {
          for (const column of LISTING_COLUMNS) {
            const cell = listingCell(column, listing, words, deadheadKm);
            const td = document.createElement('td');
            // what a template row's cell held before: drawn over, never kept
            td.append('stale', document.createElement('span'));
            drawListingCell(td, cell);
            // React's markup, read by the same DOM (one serialisation for both)
            const rendered = document.createElement('td');
            rendered.innerHTML = renderToStaticMarkup(<ListingCellView cell={cell} />);
            expect(td.innerHTML, `${listing.ref} ${column} ${String(deadheadKm)}`).toBe(rendered.innerHTML);
            expect(td.isEqualNode(rendered)).toBe(true);
            compared += 1;
          }
        }
      }
      expect(compared).toBe(LISTING_VARIETY.length * 3 * LISTING_COLUMNS.length);
    });
  }
});
