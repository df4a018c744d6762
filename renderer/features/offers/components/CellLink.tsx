import { Link } from '@tanstack/react-router';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { recallSearch } from '../../../shared/search/lastSearch';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The handlers that keep presses and Enter/Space on a link inside a grid row with the link: the row's
 * own action (opening an offer) does not run as well.
 */
export const stopRowAction = {
  onPointerDown: stop,
  onPointerUp: stop,
  onMouseDown: stop,
  onMouseUp: stop,
  onClick: stop,
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
  },
};

/**
 * The search params a link to a listing (`#/listings/<ref>`, a child of the Listings search) carries:
 * the Listings search the user last had (renderer/shared/search/lastSearch.ts), so opening a listing
 * from an offer never empties or changes that search (without them the listing would open beside an
 * unfiltered search, and the Listings screen would restart its list with no filters).
 */
export function lastListingsSearch(): ListingFilters {
  return recallSearch('/listings') as ListingFilters;
}

/**
 * A link to a listing's page inside a table row that has its own action: presses and Enter on the
 * link stay with the link (the row's action, opening the offer, does not run as well). It opens the
 * listing beside the Listings search the user left (`lastListingsSearch`).
 */
export function ListingCellLink({ listingRef, children }: { listingRef: string; children: ReactNode }) {
  return (
    <Link to="/listings/$ref" params={{ ref: listingRef }} search={lastListingsSearch()} {...stopRowAction}>
      {children}
    </Link>
  );
}
