import { hashKey, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { ListControls } from '../../../shared/cursorList/ListControls';
import { useCursorList } from '../../../shared/cursorList/useCursorList';
import { focusRow, onRowLetterKeys } from '../../../shared/keyboard/rowKeys';
import { useKeyShortcut, useListShortcuts } from '../../../shared/keyboard/useKeyShortcut';
import { lazyAfterFirstReads } from '../../../shared/startup/afterFirstReads';
import { deadheadQueries } from '../api/deadheadQueries';
import { listingSearch } from '../api/listingQueries';
import { listingFiltersOf } from '../search';
import { useTruckStore } from '../state/truckStore';
import { FiltersForm } from './FiltersForm';
import { GoToRef } from './GoToRef';
import { ListingDetail } from './ListingDetail';
import type { ListingsTable as ListingsTableComponent } from './ListingsTable';
import './listings.css';

/**
 * The results table (react-aria's Table and its grid machinery) is its own chunk, so the app's first
 * JS stays small; its download starts with this module, in parallel with the first page's request.
 */
const tableModule = import('./ListingsTable');
/** Settles once the results table's code has arrived (or failed to): what the route's loader waits for. */
export const listingsTableLoaded: Promise<unknown> = tableModule;
/** "Save this search" (a dialog with a form): its own chunk, loaded after the first reads. */
const SaveSearchButton = lazyAfterFirstReads(() =>
  import('../../../shared/savedSearches/SaveSearchButton').then((module) => ({
    default: module.SaveSearchButton,
  })),
);
/** "Truck at" (the place autocomplete: react-aria ComboBox and Popover): the same. */
const TruckAtField = lazyAfterFirstReads(() =>
  import('./TruckAtField').then((module) => ({ default: module.TruckAtField })),
);
/** The Table/Map switch and the page on a map (issue 20 §1): its own chunks, the map's only when asked. */
const PageMapArea = lazyAfterFirstReads(() =>
  import('../../../shared/map/PageMapArea').then((module) => ({ default: module.PageMapArea })),
);
const LazyListingsTable = lazy(() => tableModule.then((module) => ({ default: module.ListingsTable })));
/**
 * The table itself once its chunk has arrived. React.lazy suspends on its first render even when the
 * chunk is already loaded, and React then holds the reveal back (about 300 ms); when the first page
 * arrives after the chunk, as it usually does, the rows render at once instead.
 */
let LoadedListingsTable: typeof ListingsTableComponent | null = null;
void tableModule.then((module) => {
  LoadedListingsTable = module.ListingsTable;
});

const searchRoute = getRouteApi('/listings');

/**
 * The listings search (`#/listings?<filters>`): the filters form, one page of results, manual paging,
 * and the open listing (`#/listings/<ref>`, a child route of the search, shown beside the results). The filters
 * live in the URL; pages come from the cursor-list kit (no offsets, no prefetch; "Previous page" from
 * the cache). Enter on a row opens it; Escape (or "Close details") closes it and gives the focus back
 * to its row; j/k move between rows and `n` reads the next page (docs/keyboard.md). The page on screen stays through a load or a fault (`list.shown`), with the fault's
 * sentence beside it (ListProblem). "Go to listing" opens a listing by its code; "Clear filters" goes
 * back to no filters. With "Truck at" set, each row shows the empty run from the truck
 * (`places.deadhead`, local) for the rows on screen only.
 */
export function ListingsScreen() {
  const { t } = useTranslation('listings');
  const filters = searchRoute.useSearch({ select: listingFiltersOf });
  const navigate = useNavigate();
  const openRef = useParams({ strict: false }).ref ?? null;
  const list = useCursorList(listingSearch, filters);
  const { shown } = list;
  const resultsRef = useRef<HTMLDivElement>(null);
  const truckAt = useTruckStore((state) => state.truckAt);
  const rows = useMemo(() => shown?.data ?? [], [shown]);
  const deadhead = useQuery({
    ...deadheadQueries.forRows(truckAt?.slug ?? '', rows),
    enabled: truckAt !== null && rows.length > 0,
  });
  const deadheadKm = useMemo(() => {
    if (!truckAt || !deadhead.data) return null;
    const km = deadhead.data;
    return new Map(rows.map((listing, index) => [listing.ref, km[index] ?? null]));
  }, [truckAt, deadhead.data, rows]);

  const search = (next: ListingFilters) => {
    if (hashKey([next]) === hashKey([filters])) list.restart();
    else void navigate({ to: '/listings', search: next });
  };
  const clearFilters = () => {
    if (Object.keys(filters).length === 0) list.restart();
    else void navigate({ to: '/listings', search: {} });
  };
  const open = (ref: string) => {
    listingSearch.useStore.getState().select(ref);
    void navigate({ to: '/listings/$ref', params: { ref }, search: true });
  };
  const close = () => {
    void navigate({ to: '/listings', search: true }).then(() => {
      const ref = listingSearch.useStore.getState().selectedId ?? openRef;
      if (ref) focusRow(resultsRef.current, ref);
    });
  };

  useKeyShortcut('Escape', close, openRef !== null);
  useListShortcuts({
    next: list.next,
    canNext: list.canNext,
    previous: list.previous,
    canPrevious: list.canPrevious,
    listRef: resultsRef,
  });

  const ListingsTable = LoadedListingsTable ?? LazyListingsTable;
  const countText = shown && !list.stale ? t('results.count', { count: shown.data.length }) : null;

  return (
    <div className="screen listings-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <FiltersForm initial={filters} onSearch={search} />
      <div className="listings-tools">
        <button type="button" onClick={clearFilters}>
          {t('filters.clear')}
        </button>
        <Suspense fallback={null}>
          <SaveSearchButton kind="listings" filters={filters} />
        </Suspense>
        <GoToRef onGo={open} />
        <Suspense fallback={null}>
          <TruckAtField />
        </Suspense>
      </div>
      <div className="results">
        <div
          className="list"
          ref={resultsRef}
          aria-busy={list.loading || undefined}
          onKeyDown={onRowLetterKeys}
        >
          <ListControls list={list} countText={countText} />
          {shown && shown.data.length > 0 ? (
            <Suspense fallback={null}>
              <PageMapArea kind="listings" rows={shown.data} listRef={resultsRef} onOpen={open} />
            </Suspense>
          ) : null}
          {shown ? (
            shown.data.length > 0 ? (
              <div className={list.stale ? 'stale' : undefined}>
                <Suspense fallback={<p className="muted">{t('results.loading')}</p>}>
                  <ListingsTable
                    oneCategory={filters.category !== undefined}
                    listings={shown.data}
                    openRef={openRef}
                    onOpen={open}
                    deadheadKm={deadheadKm}
                  />
                </Suspense>
              </div>
            ) : list.stale ? null : (
              <p className="empty">{t('results.none')}</p>
            )
          ) : null}
        </div>
        {openRef ? <ListingDetail key={openRef} listingRef={openRef} onClose={close} /> : null}
      </div>
    </div>
  );
}
