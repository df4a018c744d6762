import { useParams } from '@tanstack/react-router';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { earningsOf, type Earned, type LoadEarnings } from '../../../../shared/domain/earnings';
import { todayIn } from '../../../../shared/domain/relative-dates';
import { toNumber } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { ListingNoteMark } from '../../notes';
import { GridTable, type GridColumn, type GridSort } from '../../../shared/table/GridTable';
import { sortWithinPage, type SortValue } from '../../../shared/table/sortWithinPage';
import { SortNote } from '../../../shared/table/SortNote';
import { TableViewMenu } from '../../../shared/table/TableViewMenu';
import { EMPTY_VIEW, isColumnShown, useTableViewStore } from '../../../shared/table/tableViewStore';
import { pageThenRead, type ListingRowMark } from '../api/useListingMarks';
import { RefMark, RowMark } from './ListingMarks';
import { useListingFormat } from '../model/format';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { listingCell, type ListingColumnId } from '../model/cells';
import { budgetPerKm, marginOf } from '../model/margin';
import { ListingCellView } from './ListingCellView';
import { ExportCsvButton } from './ExportCsvButton';
import { useOpeningStore } from '../model/openingStore';
import { useTruckCosts } from '../../../shared/trucks/myTrucks';

/** Props of ListingsTable: one page of listings and what opens a row (keep it stable: a row's click re-renders nothing else). */
export interface ListingsTableProps {
  listings: readonly Listing[];
  onOpen: (ref: string) => void;
  /**
   * When the truck's place is set: the empty run in km from it to each listing's loading place, by
   * ref (null: unknown place; a ref missing: not known yet). Adds the "Deadhead" and "Budget/km with
   * deadhead" columns.
   */
  deadheadKm?: ReadonlyMap<string, number | null> | null;
  /** The search names one category: every row has it, so its column is left out. */
  oneCategory?: boolean;
  /**
   * A mark beside a row's ref, by ref: seen (opened before), hidden (docs/watch.md §Seen and hidden
   * loads).
   */
  rowMarks?: ReadonlyMap<string, ListingRowMark> | null;
  /**
   * The listings of every page read in this search (hidden loads left out as on the page), and
   * whether they are all the search has (no next page): a sort orders these, not only the page
   * (issue 41 §4: "the loads nearest my truck" among all that was read; nothing more is read for it).
   */
  read?: ReadListings | null;
  /**
   * Told how many rows a sort shows (every listing read, `read.listings.length`, the figure the sort's
   * sentence says), or null while unsorted or gone: the results' heading counts the same rows (issue 53
   * §4). Keep it stable.
   */
  onSortedCount?: (count: number | null) => void;
  /** The grid's accessible name (default "Listings"): a saved search's results are "Results". */
  label?: string;
  /**
   * Words after a row's mark, by ref, said in full (a saved search's "reposted (price 1,400 → 1,310
   * EUR)", docs/watch.md §Saved searches as alerts). Keep it stable.
   */
  rowNotes?: ReadonlyMap<string, string> | null;
}

/** What ListingsTable sorts when a column is sorted (see `ListingsTableProps.read`). */
export interface ReadListings {
  listings: readonly Listing[];
  /** True when the last page read has no next page: these are every listing of the search. */
  all: boolean;
}

/** The column chooser's and the view store's name of this table. */
export const LISTINGS_TABLE = 'listings';

/** A listings column: the grid's column, whether it shows by default, and its figure when it sorts. */
interface ListingColumn extends GridColumn<Listing> {
  id: ListingColumnId;
  byDefault: boolean;
  sortValue?: SortValue<Listing>;
  /** Only while the truck's place is set. */
  withTruck?: boolean;
  /** Only while a current truck is set (Settings → My trucks). */
  withCosts?: boolean;
}

/** Each row's key: its listing's ref. */
const refOf = (listing: Listing) => listing.ref;

/**
 * Whether the listing `ref` is the one open beside the results (`#/listings/<ref>`, the route's `ref`
 * param, or the one being opened ahead of it): each row asks on its own, so opening a listing re-renders two
 * rows, not the grid (docs/benchmarks.md §The latest full run, click to panel ≤ 50 ms).
 */
function useIsOpenListing(ref: string): boolean {
  const inUrl = useParams({ strict: false, select: (params) => params.ref === ref });
  // the listing being opened, ahead of the URL (state/openingStore.ts): null while none is, and for
  // the rows it does not change (so only the two rows concerned render)
  const opening = useOpeningStore((state) =>
    state.opening === null ? null : state.opening === ref ? true : inUrl ? false : null,
  );
  return opening ?? inUrl;
}

/** A money figure with its currency as the sort's group (EUR and RON are never compared). */
const money =
  (read: (listing: Listing) => number | null): SortValue<Listing> =>
  (listing) => ({ group: listing.currency, figure: read(listing) });

/**
 * One page of listings as a dense grid (`GridTable`, react-aria's table hooks, `aria-label="Listings"`):
 * the listing ref is each row's header cell, and the ref and the route stay in view when the table
 * scrolls sideways (frozen columns, renderer/shared/table/frozenColumns.ts: the route starts where the
 * ref, as wide as its code and marks, ends). The columns are ordered for a 1366 px laptop: what a
 * dispatcher decides on (route, dates, load, budget, margin, budget per km, and with "Truck at" the
 * empty run and the budget per km with it, in place of the plain one) first, then truck, payment term and the flags that are off (urgent, no invoice: "invoice"
 * is on almost every row, so only its absence is said); category, distance and the estimated cost are
 * in the column chooser ("Columns", remembered, with the row density). Numeric columns sort the
 * listings read in this search (`read`; the page without it: the exchange sends newest first and
 * nothing else, docs/api.md §Lists and cursors), which a line above the grid says with their count.
 * Keyboard: Tab enters the grid, arrow keys move through rows (and cells), Enter opens the focused row; a click opens a row too. Each row carries `data-key` = its ref, so the
 * screen can give it the focus back when the listing is closed. The open listing (the URL's ref) is
 * marked `aria-current` with the class `selected`; only the rows concerned re-render when it changes,
 * and the whole table (memoised) re-renders only when its own props or settings do.
 */
export const ListingsTable = memo(function ListingsTable({
  listings,
  onOpen,
  deadheadKm = null,
  oneCategory = false,
  rowMarks = null,
  read = null,
  onSortedCount,
  label,
  rowNotes = null,
}: ListingsTableProps) {
  const { t } = useTranslation('listings');
  const shown = useShownCities(
    useMemo(() => rowPlaces(pageThenRead(listings, read?.listings ?? [])), [listings, read]),
  );
  const format = useListingFormat(shown);
  const locale = useLocale();
  const view = useTableViewStore((state) => state.views[LISTINGS_TABLE]) ?? EMPTY_VIEW;
  const [sort, setSort] = useState<GridSort | null>(null);
  // what each load earns the current truck (docs/api.md §What a load earns), by ref, for the page and
  // every listing read (a sort orders those): computed once per change of the truck, rate or empty runs
  const { costs, rate } = useTruckCosts();
  const earnings = useMemo(() => {
    const byRef = new Map<string, Earned<LoadEarnings>>();
    if (costs === null) return byRef;
    for (const listing of pageThenRead(listings, read?.listings ?? [])) {
      byRef.set(listing.ref, earningsOf(listing, deadheadKm?.get(listing.ref), costs, rate));
    }
    return byRef;
  }, [costs, rate, listings, read, deadheadKm]);
  // the user's day: loading dates before it are marked as passed (../model/passedDates.ts)
  const today = todayIn(new Date());

  const all = useMemo((): ListingColumn[] => {
    const words = { format, t, locale, today };
    const empty = (listing: Listing) => deadheadKm?.get(listing.ref);
    /** The cell of `id` as ../model/cells.ts says it. */
    const earned = (listing: Listing) => earnings.get(listing.ref);
    const cell = (id: ListingColumnId) => (listing: Listing) => (
      <ListingCellView cell={listingCell(id, listing, words, empty(listing), earned(listing))} />
    );
    /** A figure of the sums as its sort's value, in the budget's currency (null: missing, last). */
    const earnedFigure =
      (pick: (value: LoadEarnings) => number): SortValue<Listing> =>
      (listing) => {
        const sums = earned(listing);
        return sums?.ok ? { group: sums.value.currency, figure: pick(sums.value) } : null;
      };
    const column = (
      id: ListingColumnId,
      title: string,
      rest: Omit<ListingColumn, 'id' | 'title' | 'cell'>,
    ): ListingColumn => ({ id, title, cell: cell(id), ...rest });
    return [
      {
        id: 'ref',
        title: t('table.ref'),
        className: 'ref sticky-ref',
        isRowHeader: true,
        frozen: true,
        byDefault: true,
        cell: (listing) => (
          <>
            {listing.ref}
            <RefMark mark={rowMarks?.get(listing.ref)} />
            <RowMark mark={rowNotes?.get(listing.ref)} />
            <ListingNoteMark listingRef={listing.ref} />
          </>
        ),
      },
      column('route', t('table.route'), { className: 'route sticky-route', frozen: true, byDefault: true }),
      column('dates', t('table.dates'), {
        byDefault: true,
        sortValue: (listing) => (listing.dateFrom ? Date.parse(listing.dateFrom) : null),
      }),
      column('load', t('table.load'), { byDefault: true, sortValue: (listing) => listing.weightKg }),
      column('budget', t('table.budget'), {
        className: 'num',
        byDefault: true,
        sortValue: money((listing) => toNumber(listing.budget)),
      }),
      column('margin', t('table.margin'), {
        byDefault: true,
        sortValue: (listing) => marginOf(listing.budget, listing.estimatedCost)?.diffPercent ?? null,
      }),
      // with "Truck at" set, the budget per km with the empty run takes its place by default (the
      // 1366 px laptop holds every default column then; the plain one stays in the column chooser)
      column('perKm', t('table.perKm'), {
        className: 'num',
        byDefault: deadheadKm === null,
        sortValue: money((listing) => budgetPerKm(listing.budget, listing.distanceKm)),
      }),
      column('deadhead', t('table.deadhead'), {
        className: 'num',
        byDefault: true,
        withTruck: true,
        sortValue: (listing) => empty(listing) ?? null,
      }),
      column('perKmDeadhead', t('table.perKmDeadhead'), {
        className: 'num',
        byDefault: true,
        withTruck: true,
        sortValue: money((listing) => {
          const km = empty(listing);
          return km == null ? null : budgetPerKm(listing.budget, listing.distanceKm, km);
        }),
      }),
      column('profit', t('table.profit'), {
        className: 'num',
        byDefault: true,
        withCosts: true,
        sortValue: earnedFigure((sums) => sums.profit),
      }),
      column('profitPerDay', t('table.profitPerDay'), {
        className: 'num',
        byDefault: true,
        withCosts: true,
        sortValue: earnedFigure((sums) => sums.profitPerDay),
      }),
      column('truck', t('table.truck'), { className: 'trucks', byDefault: true }),
      column('payment', t('table.payment'), {
        className: 'num',
        byDefault: true,
        sortValue: (listing) => listing.paymentDays,
      }),
      column('flags', t('table.flags'), { byDefault: true }),
      column('category', t('table.category'), { byDefault: false }),
      // the loaded km, shown by default beside the profit it counts (docs/api.md §What a load earns)
      column('distance', t('table.distance'), {
        className: 'num',
        byDefault: costs !== null,
        sortValue: (listing) => listing.distanceKm,
      }),
      column('estimatedCost', t('table.estimatedCost'), {
        className: 'num',
        byDefault: false,
        sortValue: money((listing) => toNumber(listing.estimatedCost)),
      }),
    ];
  }, [t, format, locale, today, deadheadKm, rowMarks, rowNotes, earnings, costs]);

  const available = useMemo(
    () =>
      all.filter(
        (column) =>
          (!column.withTruck || deadheadKm !== null) &&
          (!column.withCosts || costs !== null) &&
          !(oneCategory && column.id === 'category'),
      ),
    [all, deadheadKm, oneCategory, costs],
  );
  const columns = useMemo(
    () =>
      available
        .filter((column) => column.isRowHeader || isColumnShown(view, column.id, column.byDefault))
        .map((column) => ({ ...column, sortable: column.sortValue !== undefined })),
    [available, view],
  );
  const menuColumns = useMemo(
    () =>
      available
        .filter((column) => !column.isRowHeader)
        .map((column) => ({ id: column.id, title: String(column.title), byDefault: column.byDefault })),
    [available],
  );
  // the cells' words: a language's formatters with the cities' names, and the empty runs
  // (and the notes after the marks, which come after the rows)
  const redrawCellsOn = useMemo(
    () => ({ format, deadheadKm, earnings, rowNotes }),
    [format, deadheadKm, earnings, rowNotes],
  );
  const sortColumn = sort ? columns.find((column) => column.id === sort.column) : undefined;
  // sorted: every listing read in this search (when given), in the column's order; else the page
  const sorted = sortColumn !== undefined && read !== null;
  const rows = useMemo(
    () => sortWithinPage(sorted ? read.listings : listings, sortColumn?.sortValue, sortColumn ? sort : null),
    [sorted, read, listings, sortColumn, sort],
  );
  const sortedCount = sorted ? rows.length : null;
  useEffect(() => {
    onSortedCount?.(sortedCount);
    return () => onSortedCount?.(null);
  }, [onSortedCount, sortedCount]);
  const sortSentence = !(sorted && sortColumn)
    ? undefined
    : read.all
      ? t('table.sortedAmongAll', { column: String(sortColumn.title), count: read.listings.length })
      : t('table.sortedAmongRead', { column: String(sortColumn.title), count: read.listings.length });

  return (
    <>
      <div className="table-head">
        <TableViewMenu table={LISTINGS_TABLE} columns={menuColumns} />
        <ExportCsvButton
          csv={async () =>
            // the CSV writer loads on the click, in a chunk of its own (never with the table)
            (await import('../model/listingsCsv')).listingsCsv(
              rows,
              columns.map((column) => ({ id: column.id, title: String(column.title) })),
              { format, t, locale, today },
              { deadheadKm, earnings },
              t('table.currency'),
            )
          }
        />
        <SortNote
          column={sortColumn ? String(sortColumn.title) : null}
          onUnsort={() => setSort(null)}
          sentence={sortSentence}
        />
      </div>
      <GridTable
        aria-label={label ?? t('table.label')}
        className={`listings density-${view.density}`}
        columns={columns}
        items={rows}
        rowKey={refOf}
        useIsCurrent={useIsOpenListing}
        onRowAction={onOpen}
        sort={sortColumn ? sort : null}
        onSortChange={setSort}
        redrawCellsOn={redrawCellsOn}
      />
    </>
  );
});
