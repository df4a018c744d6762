import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing, Place, Vehicle } from '../../../../shared/api/types';
import type { SavedSearch } from '../../../../shared/contract/calls';
import { filtersForRun } from '../../../../shared/contract/desk';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { localDay } from '../../../shared/search/dateRange';
import { useTruckStore } from '../../../shared/search/truckAt';
import { HiddenLine, loadListingsTable, useListingMarks } from '../../listings';
import { useDeadheadKm } from '../../../shared/places/useDeadheadKm';
import { useReadItems } from '../../../shared/cursorList/useCursorList';
import { invalidateSavedSearches, savedSearchQueries, savedSearchWrites } from '../api/savedSearchQueries';
import { formatMoney } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { ResultsLayout } from '../../../shared/searchScreen/ResultsLayout';
import { useSearchScreen } from '../../../shared/searchScreen/useSearchScreen';
import { toAppError } from '../../../shared/transport';
import { newResultsQuery, resultId, savedSearchResults, type RunTarget } from '../api/runQueries';
import { useSearchSummary } from '../model/summary';

const tableModule = import('./RunResultsTable');
const RunResultsTable = lazy(() => tableModule.then((module) => ({ default: module.RunResultsTable })));
/** A listing search's results: the Listings grid itself (its columns, cells, sort and column chooser). */
const ListingsTable = lazy(() => loadListingsTable().then((module) => ({ default: module.ListingsTable })));
const NO_IDS: readonly string[] = [];

/** Props of RunResults: a saved search whose filters apply, and the way back to the list. */
export interface RunResultsProps {
  search: SavedSearch;
  back: ReactNode;
}

/**
 * A run of a saved search, always from the first page: recorded with `savedSearches.markRun`, then
 * page by page on the search-screen kit (docs/architecture.md §The search-screen kit: useSearchScreen over
 * the list `saved-search-results`, ResultsLayout; no filters on screen, and a row opens on its own screen). Each page's results not seen in the search's earlier runs are marked "New" (text), and the
 * page is then marked seen (api/runQueries.ts `newResultsQuery`); a listing opened before is "seen", never
 * "New", the first run too. "Run again" starts a new run.
 * Relative dates (docs/watch.md §Saved searches as alerts) are resolved against the day of each run
 * (`filtersForRun`, the user's calendar), and a listing search's saved "Truck at" is put back in the truck
 * store, so the listings opened from here count the empty run from it. A listing opened before says "seen";
 * hidden loads leave the page, with a line to show them; a listing the watch folded as a repost says
 * "reposted (price 1,400 → 1,310 EUR)" (`savedSearches.reposts`). A listing search's results are the Listings
 * grid (issue 53 §6): the same columns and cells (Empty run and Budget/km with it from Truck at, Margin,
 * Loaded km, Profit and Profit/day with a current truck), its column chooser, and its sort over every page
 * read in this run; a New result has Listings' • mark with the word "New". Nothing runs in the background. Enter or a click on a row opens the listing (`#/listings/<ref>`)
 * or free vehicle (`#/vehicles/<id>`) beside the same filters.
 */
export function RunResults({ search, back }: RunResultsProps) {
  const { t } = useTranslation('savedSearches');
  const summarize = useSearchSummary();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [run, setRun] = useState(() => Date.now());
  const { id, kind } = search;

  // relative dates resolved against the day of this run (docs/watch.md §Saved searches as alerts), on the
  // user's calendar
  const filtersJson = JSON.stringify(filtersForRun(search, localDay(new Date(run))));
  const target = useMemo(
    // read through the store's JSON: the same search in a new object (after a list refetch) is the same run
    () => ({ id, run, kind, filters: JSON.parse(filtersJson) as unknown }) as RunTarget,
    [id, run, kind, filtersJson],
  );
  // the kit's logic (docs/architecture.md §The search-screen kit): the run's list, `n`/`p` anywhere (nothing
  // opens beside it: a row opens on its own screen), a row's opening
  const { list, listRef, open } = useSearchScreen({
    list: savedSearchResults,
    filters: target,
    showItem: (key) => {
      if (target.kind === 'listings') {
        return navigate({ to: '/listings/$ref', params: { ref: key }, search: target.filters });
      }
      return navigate({ to: '/vehicles/$id', params: { id: key }, search: target.filters });
    },
    pageKeys: 'anywhere',
  });

  const markRun = useMutation({
    mutationFn: savedSearchWrites.markRun,
    onSuccess: () => invalidateSavedSearches(queryClient),
  });
  const { mutate: recordRun } = markRun;
  useEffect(() => {
    recordRun(id);
  }, [id, run, recordRun]);
  // "Truck at" saved with the search comes back with each run (docs/watch.md §Saved searches as alerts)
  const savedTruck = search.kind === 'listings' ? search.truckAt : null;
  const savedTruckJson = savedTruck ? JSON.stringify(savedTruck) : null;
  useEffect(() => {
    if (savedTruckJson) useTruckStore.getState().setTruckAt(JSON.parse(savedTruckJson) as Place);
  }, [savedTruckJson, run]);

  const shown = list.shown;
  const shownIds = useMemo(() => (shown?.data ?? []).map(resultId), [shown]);
  // which results of the page are new in this run (api/runQueries.ts), gathered over the pages read in the
  // run, so a sort over them marks them too
  const marks = useQuery({
    ...newResultsQuery(target, shownIds),
    enabled: shownIds.length > 0 && !list.stale,
  });
  const [runNew, setRunNew] = useState<{ run: number; ids: readonly string[] }>({ run, ids: NO_IDS });
  // gathered while rendering (React's "storing information from previous renders"): a new page's answer
  // adds its ids, a new run starts afresh
  const found = marks.data;
  if (found && (runNew.run !== run || found.some((ref) => !runNew.ids.includes(ref)))) {
    const kept = runNew.run === run ? runNew.ids : NO_IDS;
    setRunNew({ run, ids: [...kept, ...found.filter((ref) => !kept.includes(ref))] });
  }
  const newInRun = runNew.run === run ? runNew.ids : NO_IDS;
  // every page read in this run: what a sorted column orders (Listings' sort), from the cache only
  const read = useReadItems(savedSearchResults, target, shown);
  // seen and hidden loads (docs/watch.md §Seen and hidden loads), and the new ones: listings only
  const shownListings = useMemo(
    () => (kind === 'listings' ? ((shown?.data ?? []) as Listing[]) : []),
    [kind, shown],
  );
  const readListings = useMemo(
    () => (kind === 'listings' ? (read.items as Listing[]) : []),
    [kind, read.items],
  );
  const listingMarks = useListingMarks(shownListings, readListings, newInRun, t('results.new'));
  // the empty run from Truck at for the rows known, as Listings counts it (renderer/shared/places)
  const truckAt = useTruckStore((state) => state.truckAt);
  const known = useMemo(
    () => [...shownListings, ...readListings.filter((row) => !shownIds.includes(row.ref))],
    [shownListings, readListings, shownIds],
  );
  const deadhead = useDeadheadKm(truckAt, known);
  const sortable = useMemo(
    () => (readListings.length > 0 ? { listings: listingMarks.visibleRead, all: read.complete } : null),
    [readListings, listingMarks.visibleRead, read.complete],
  );
  const [sortedCount, setSortedCount] = useState<number | null>(null);
  // reposts the watch folded in this search: "reposted (price 1,400 → 1,310 EUR)" (docs/watch.md §Saved
  // searches as alerts)
  const locale = useLocale();
  const reposts = useQuery({
    ...savedSearchQueries.reposts(id),
    enabled: kind === 'listings' && search.watch,
  });
  const rowNotes = useMemo(() => {
    const notes = new Map<string, string>();
    for (const [ref, repost] of Object.entries(reposts.data ?? {})) {
      const { priceBefore, priceAfter, currency } = repost;
      notes.set(
        ref,
        priceBefore !== null && priceAfter !== null && currency !== null && priceBefore !== priceAfter
          ? t('results.repostedPrice', {
              before: formatMoney(priceBefore, currency, locale),
              after: formatMoney(priceAfter, currency, locale),
            })
          : t('results.reposted'),
      );
    }
    return notes;
  }, [reposts.data, t, locale]);
  // a load the user opened (anywhere) or hid is not news, even on the search's first run: "seen", never
  // "New" (listings: their marks say which are new; free vehicles: the page's answer)
  const newIds = useMemo(
    () =>
      kind === 'listings'
        ? new Set(shownIds.filter((ref) => listingMarks.marks.get(ref)?.kind === 'new'))
        : new Set(marks.data ?? []),
    [kind, shownIds, listingMarks.marks, marks.data],
  );

  const count = list.data?.data.length ?? 0;
  const items =
    kind === 'listings'
      ? sortedCount !== null
        ? t('results.listingsRead', { count: sortedCount })
        : t('results.listings', { count })
      : t('results.vehicles', { count });
  const newCount = list.data && marks.data && !list.stale ? newIds.size : null;
  const countText = list.data
    ? newCount && newCount > 0
      ? t('results.withNew', { items, count: newCount })
      : items
    : null;

  return (
    <div className="screen saved-search-run">
      <h1 className="screen-title">{search.name}</h1>
      {back}
      <p className="saved-search-summary">
        <span className="badge">{kind === 'listings' ? t('kind.listings') : t('kind.vehicles')}</span>{' '}
        {summarize(search)}
      </p>
      <p>
        <button
          type="button"
          onClick={() => {
            if (!list.loading) setRun(Date.now());
          }}
          aria-disabled={list.loading}
        >
          {t('run.again')}
        </button>
      </p>
      {markRun.isError ? <ErrorAlert error={toAppError(markRun.error)} context="session" /> : null}
      <ResultsLayout
        list={list}
        listRef={listRef}
        countText={countText}
        busy={deadhead.working}
        loadingText={t('results.loading')}
        emptyText={t('results.none')}
      >
        {marks.isError ? <p className="muted">{t('results.marksFailed')}</p> : null}
        <HiddenLine marks={listingMarks} />
        <Suspense fallback={<p className="muted">{t('results.loading')}</p>}>
          {kind === 'listings' ? (
            listingMarks.visible.length > 0 ? (
              <ListingsTable
                label={t('results.label')}
                oneCategory={(target.filters as { category?: unknown }).category !== undefined}
                listings={listingMarks.visible}
                onOpen={open}
                deadheadKm={deadhead.km}
                rowMarks={listingMarks.marks}
                rowNotes={rowNotes}
                read={sortable}
                onSortedCount={setSortedCount}
              />
            ) : null
          ) : (
            <RunResultsTable vehicles={(shown?.data ?? []) as Vehicle[]} newIds={newIds} onOpen={open} />
          )}
        </Suspense>
      </ResultsLayout>
    </div>
  );
}
