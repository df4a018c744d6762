import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { pageThenRead, useListingMarks } from '../api/useListingMarks';
import { HiddenLine } from './ListingMarks';
import { ResultsLayout } from '../../../shared/searchScreen/ResultsLayout';
import { useSearchScreen } from '../../../shared/searchScreen/useSearchScreen';
import { useReadItems } from '../../../shared/cursorList/useCursorList';
import { lazyAfterFirstReads } from '../../../shared/startup/afterFirstReads';
import { useDeadheadKm } from '../../../shared/places/useDeadheadKm';
import { listingSearch } from '../api/listingQueries';
import { listingFiltersOf } from '../model/search';
import { openAhead } from '../model/openingStore';
import { useTruckStore } from '../model/truckStore';
import { noteTypedRef } from '../model/typedRefStore';
import { GoToRef } from './GoToRef';
import { loadedOrLazy } from './loadedOrLazy';
import { OpenListing } from './OpenListing';
import { SaveSearchPlaceholder, TruckAtPlaceholder } from './ToolPlaceholders';
import './listings.css';

/**
 * The results table (react-aria's Table and its grid machinery) and the filters form (react-hook-form
 * and the date fields) are in one chunk of their own (vite.config.ts), so the app's first JS stays
 * small (docs/benchmarks.md §The latest full run, initial JavaScript ≤ 170 KB gzip); its download starts with
 * this module, in parallel with the entry's and the first page's request, and the route waits for it
 * (briefly) as for the first page, so the first render has both.
 */
const tableModule = import('./ListingsTable');
const filtersModule = import('./FiltersForm');
/** Settles once the results table's and the filters' code has arrived (or failed to): what the route's loader waits for. */
export const listingsTableLoaded: Promise<unknown> = Promise.allSettled([tableModule, filtersModule]);
/** "Save this search" (a dialog with a form): its own chunk, loaded after the first reads. */
const SaveSearchButton = lazyAfterFirstReads(() => import('../../saved-searches'), 'SaveSearchButton');
/** "Truck at" (the place autocomplete: react-aria ComboBox and Popover): the same. */
const TruckAtField = lazyAfterFirstReads(() => import('./TruckAtField'), 'TruckAtField');
/** The results table and the filters form: each itself once its chunk has arrived (`loadedOrLazy`). */
const listingsTable = loadedOrLazy(tableModule, (module) => module.ListingsTable);
const filtersForm = loadedOrLazy(filtersModule, (module) => module.FiltersForm);

const searchRoute = getRouteApi('/listings');

/**
 * The listings search (`#/listings?<filters>`): the filters form, one page of results, manual paging,
 * and the open listing (`#/listings/<ref>`, a child route of the search, shown beside the results). The filters
 * live in the URL; pages come from the cursor-list kit (no offsets, no prefetch; "Previous page" from
 * the cache). Enter on a row opens it; Escape (or "Close details") closes it and gives the focus back
 * to its row; j/k move between rows and `n` reads the next page (docs/keyboard.md). The page on screen stays through a load or a fault (`list.shown`), with the fault's
 * sentence beside it (ListControls). "Go to listing" opens a listing by its code; "Clear filters" goes
 * back to no filters. With "Truck at" set, each row shows the empty run from the truck
 * (`places.deadhead`, local) for the rows read in this search. A sorted column orders every listing
 * read in this search, not only the page (issue 41 §4; nothing more is read for it). A listing opened before says "seen" beside
 * its ref; hidden loads leave the page, with a line "N hidden loads on this page · Show" (docs/watch.md §Seen
 * and hidden loads). The open listing is OpenListing's alone: opening one re-renders neither this screen nor
 * the table (docs/benchmarks.md §The latest full run).
 */
export function ListingsScreen() {
  const { t } = useTranslation('listings');
  // the same object while the filters are the same (structural sharing): opening a listing changes the
  // URL, and a new filters object would render this whole screen again (docs/benchmarks.md §The latest full
  // run)
  const filters = searchRoute.useSearch({ select: listingFiltersOf, structuralSharing: true });
  const navigate = useNavigate();
  // no `openId`: the open listing and its Escape are OpenListing's alone
  const {
    list,
    listRef: resultsRef,
    search,
    clearFilters,
    open,
  } = useSearchScreen({
    list: listingSearch,
    filters,
    showSearch: (next: ListingFilters) => navigate({ to: '/listings', search: next }),
    noFilters: {},
    // the panel paints at once; the URL follows (see openingStore.ts)
    showItem: (ref) =>
      openAhead(ref.toUpperCase(), () => navigate({ to: '/listings/$ref', params: { ref }, search: true })),
  });
  // a row (or a map marker) opened: a listing the user saw, no longer a code they typed
  const openRow = useCallback(
    (ref: string) => {
      noteTypedRef(null);
      open(ref);
    },
    [open],
  );
  const { shown } = list;
  const truckAt = useTruckStore((state) => state.truckAt);
  const [sortedCount, setSortedCount] = useState<number | null>(null);
  const rows = useMemo(() => shown?.data ?? [], [shown]);
  // every page read in this search: what a sorted column orders (issue 41 §4), from the cache only
  const read = useReadItems(listingSearch, filters, shown);
  // the rows the screen knows: the page's (kept on screen through a new search), then the others read
  const known = useMemo(() => pageThenRead(rows, read.items), [rows, read.items]);
  // seen and hidden loads (docs/watch.md §Seen and hidden loads): hidden ones leave the page, with a line to
  // show them
  // and the loads the last read of page 1 brought, marked new (docs/watch.md §Fresh lists)
  const listingMarks = useListingMarks(rows, read.items, list.freshness.newSinceRead);
  const deadhead = useDeadheadKm(truckAt, known);
  const readListings = useMemo(
    () => (read.items.length > 0 ? { listings: listingMarks.visibleRead, all: read.complete } : null),
    [read, listingMarks.visibleRead],
  );

  const ListingsTable = listingsTable.component;
  const FiltersForm = filtersForm.component;
  // a sort shows every listing read: the heading then counts those, the figure of the sort's sentence
  // (issue 53 §4), not the page's
  const countText =
    shown && !list.stale
      ? sortedCount !== null
        ? t('results.countRead', { count: sortedCount })
        : t('results.count', { count: shown.data.length })
      : null;

  return (
    <div className="screen listings-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <Suspense fallback={null}>
        <FiltersForm initial={filters} onSearch={search} />
      </Suspense>
      <div className="listings-tools">
        <button type="button" onClick={clearFilters}>
          {t('filters.clear')}
        </button>
        <Suspense fallback={<SaveSearchPlaceholder />}>
          <SaveSearchButton kind="listings" filters={filters} truckAt={truckAt} />
        </Suspense>
        <GoToRef onGo={open} />
        <Suspense fallback={<TruckAtPlaceholder />}>
          <TruckAtField />
        </Suspense>
      </div>
      <ResultsLayout
        list={list}
        listRef={resultsRef}
        countText={countText}
        busy={deadhead.working}
        map={{ kind: 'listings', rows, onOpen: openRow }}
        emptyText={t('results.none')}
        detail={<OpenListing resultsRef={resultsRef} />}
      >
        <HiddenLine marks={listingMarks} />
        {listingMarks.visible.length > 0 ? (
          <Suspense fallback={<p className="muted">{t('results.loading')}</p>}>
            <ListingsTable
              oneCategory={filters.category !== undefined}
              listings={listingMarks.visible}
              onOpen={openRow}
              deadheadKm={deadhead.km}
              rowMarks={listingMarks.marks}
              read={readListings}
              onSortedCount={setSortedCount}
            />
          </Suspense>
        ) : null}
      </ResultsLayout>
    </div>
  );
}
