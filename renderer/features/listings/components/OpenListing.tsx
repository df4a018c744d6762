import { useNavigate, useParams } from '@tanstack/react-router';
import { Suspense, type RefObject } from 'react';
import { DetailPanel } from '../../../shared/searchScreen/DetailPanel';
import { useDetailClose } from '../../../shared/searchScreen/useDetailClose';
import { listingSearch } from '../api/listingQueries';
import { openRefOf, useOpeningStore } from '../model/openingStore';
import { loadedOrLazy } from './loadedOrLazy';

/**
 * The listing panel's code arrives with the results table's (one chunk, vite.config.ts): its download
 * starts with this module, so it is there before anyone can click a row, and the first screen's own
 * JavaScript stays without it (docs/benchmarks.md §The latest full run, initial JavaScript ≤ 170 KB gzip).
 */
const detailModule = import('./ListingDetail');
const listingDetail = loadedOrLazy(detailModule, (module) => module.ListingDetail);

/** Props of OpenListing: the results' container (its rows get the focus back when the panel closes). */
export interface OpenListingProps {
  resultsRef: RefObject<HTMLElement | null>;
}

/**
 * The listing open beside the results (`#/listings/<ref>`, the child route's `ref`) and what closes
 * it: "Close details" or Escape goes back to `#/listings` with the same filters and gives the focus
 * back to the listing's row (docs/keyboard.md). Only this component (and the two rows concerned, see
 * ListingsTable) follows the open ref, so opening a listing renders the panel and nothing else of the
 * screen; and it follows the listing being opened (state/openingStore.ts) ahead of the URL, so the
 * panel paints in the frame after the click (docs/benchmarks.md §The latest full run, a row's click to its
 * panel painted ≤ 50 ms). The panel is resizable (DetailPanel, its width remembered as `listings`).
 */
export function OpenListing({ resultsRef }: OpenListingProps) {
  const navigate = useNavigate();
  const urlRef = useParams({ strict: false, select: (params) => params.ref ?? null });
  const openRef = openRefOf(
    useOpeningStore((state) => state.opening),
    urlRef,
  );
  const close = useDetailClose({
    list: listingSearch,
    openId: openRef,
    resultsRef,
    leave: () => navigate({ to: '/listings', search: true }),
  });
  if (!openRef) return null;
  const ListingDetail = listingDetail.component;
  return (
    <Suspense fallback={null}>
      <DetailPanel panel="listings">
        <ListingDetail key={openRef} listingRef={openRef} onClose={close} />
      </DetailPanel>
    </Suspense>
  );
}
