import { Link } from '@tanstack/react-router';
import type { ReactNode, SyntheticEvent } from 'react';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A link to a listing's page inside a table row that has its own action: presses and Enter on the
 * link stay with the link (the row's action, opening the offer, does not run as well).
 */
export function ListingCellLink({ listingRef, children }: { listingRef: string; children: ReactNode }) {
  return (
    <Link
      to="/listings/$ref"
      params={{ ref: listingRef }}
      onPointerDown={stop}
      onPointerUp={stop}
      onMouseDown={stop}
      onMouseUp={stop}
      onClick={stop}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      }}
    >
      {children}
    </Link>
  );
}
