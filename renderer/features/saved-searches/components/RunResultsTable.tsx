import { useMemo, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Listing, Vehicle } from '../../../../shared/api/types';
import type { SavedSearchKind } from '../../../../shared/contract/calls';
import { routeText } from '../../../shared/format/places';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { formatDay, formatDayRange } from '../../../shared/format/dates';
import { formatKg, formatKm, formatMoney, NO_VALUE } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { RowMark } from '../../listings';
import { useVocab } from '../../../shared/vocab/useVocab';
import { resultId, type RunResult } from '../api/runQueries';
import { useRowEarnings } from '../../../shared/trucks/rowEarnings';
import type { Earned, LoadEarnings, MissingReason } from '../../../../shared/domain/earnings';
import type { TFunction } from 'i18next';

/** Props of RunResultsTable: one page of a saved search's results and which of them are new. */
export interface RunResultsTableProps {
  kind: SavedSearchKind;
  results: readonly RunResult[];
  /** Ids (listing refs, free-vehicle ids) not seen in the search's earlier runs. */
  newIds: ReadonlySet<string>;
  /** A word beside a listing's ref, by ref: "seen", "hidden" (docs/watch.md §Seen and hidden loads). */
  rowMarks?: ReadonlyMap<string, string>;
  onOpen: (id: string) => void;
}

/**
 * One page of results as a grid (react-aria `Table`, named "Results"): for listings the ref, route,
 * dates, category, weight and budget (with a current truck, Loaded km, Profit and Profit/day); for free vehicles the route, availability, vehicle and company.
 * A new result says "New" in its first cell (text, not only colour); a listing opened before says
 * "seen" (or "hidden" when hidden loads are shown). Enter or a click opens a row.
 */
export function RunResultsTable({ kind, results, newIds, rowMarks, onOpen }: RunResultsTableProps) {
  const { t } = useTranslation('savedSearches');
  const badge = (id: string) =>
    newIds.has(id) ? <span className="badge badge-new">{t('results.new')}</span> : null;
  // the same table either way: one name, one look, a row opens its result
  const tableProps = {
    'aria-label': t('results.label'),
    className: 'listings saved-search-results',
    onRowAction: (key: Key) => onOpen(String(key)),
  };

  if (kind === 'listings') {
    return (
      <ListingResults
        listings={results as readonly Listing[]}
        tableProps={tableProps}
        badge={badge}
        rowMarks={rowMarks}
        newIds={newIds}
      />
    );
  }
  return (
    <VehicleResults
      vehicles={results as readonly Vehicle[]}
      tableProps={tableProps}
      badge={badge}
      newIds={newIds}
    />
  );
}

interface ResultsProps {
  tableProps: { 'aria-label': string; className: string; onRowAction: (key: Key) => void };
  badge: (id: string) => ReactNode;
  newIds: ReadonlySet<string>;
}

/**
 * A listing search's results: ref, route, dates, category, weight, budget and, with a current truck
 * (Settings → My trucks), Loaded km, Profit and Profit/day by docs/api.md §What a load earns, "—" with
 * its reason as the title where a figure is missing.
 */
function ListingResults({
  listings,
  tableProps,
  badge,
  rowMarks,
  newIds,
}: ResultsProps & { listings: readonly Listing[]; rowMarks?: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('savedSearches');
  const vocab = useVocab();
  const locale = useLocale();
  const shown = useShownCities(useMemo(() => rowPlaces(listings), [listings]));
  const { withTruck, earnings } = useRowEarnings(listings);
  const earnedCell = (ref: string, pick: (sums: LoadEarnings) => number) => {
    const earned = earnings.get(ref);
    if (!earned?.ok) {
      return <span title={missingText(earned, t)}>{NO_VALUE}</span>;
    }
    return formatMoney(pick(earned.value), earned.value.currency, locale);
  };
  return (
    <Table {...tableProps}>
      <TableHeader>
        <Column isRowHeader>{t('results.ref')}</Column>
        <Column>{t('results.route')}</Column>
        <Column>{t('results.dates')}</Column>
        <Column>{t('results.category')}</Column>
        <Column className="num">{t('results.weight')}</Column>
        <Column className="num">{t('results.budget')}</Column>
        {withTruck ? <Column className="num">{t('results.loadedKm')}</Column> : null}
        {withTruck ? <Column className="num">{t('results.profit')}</Column> : null}
        {withTruck ? <Column className="num">{t('results.profitPerDay')}</Column> : null}
      </TableHeader>
      <TableBody
        items={listings}
        dependencies={[newIds, rowMarks, locale, vocab, shown, earnings, withTruck]}
      >
        {(listing) => (
          <Row id={listing.ref}>
            <Cell className="ref">
              {listing.ref}
              <RowMark mark={rowMarks?.get(listing.ref)} /> {badge(listing.ref)}
            </Cell>
            <Cell>{routeText(listing, locale, shown)}</Cell>
            <Cell>{listingDates(listing, locale, t('results.asap'))}</Cell>
            <Cell>{vocab.category(listing.category)}</Cell>
            <Cell className="num">{formatKg(listing.weightKg, locale)}</Cell>
            <Cell className="num">{formatMoney(listing.budget, listing.currency, locale)}</Cell>
            {withTruck ? <Cell className="num">{formatKm(listing.distanceKm, locale)}</Cell> : null}
            {withTruck ? <Cell className="num">{earnedCell(listing.ref, (sums) => sums.profit)}</Cell> : null}
            {withTruck ? (
              <Cell className="num">{earnedCell(listing.ref, (sums) => sums.profitPerDay)}</Cell>
            ) : null}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** A free-vehicle search's results: route, availability, vehicle, company. */
function VehicleResults({
  vehicles,
  tableProps,
  badge,
  newIds,
}: ResultsProps & { vehicles: readonly Vehicle[] }) {
  const { t } = useTranslation('savedSearches');
  const vocab = useVocab();
  const locale = useLocale();
  const shown = useShownCities(useMemo(() => rowPlaces(vehicles), [vehicles]));
  return (
    <Table {...tableProps}>
      <TableHeader>
        <Column isRowHeader>{t('results.route')}</Column>
        <Column>{t('results.available')}</Column>
        <Column>{t('results.vehicle')}</Column>
        <Column>{t('results.company')}</Column>
      </TableHeader>
      <TableBody items={vehicles} dependencies={[newIds, locale, vocab, shown]}>
        {(vehicle) => (
          <Row id={resultId(vehicle)}>
            <Cell>
              {routeText(vehicle, locale, shown)} {badge(vehicle.id)}
            </Cell>
            <Cell>{formatDayRange(vehicle.dateFrom, vehicle.dateTo, locale)}</Cell>
            <Cell>{vocab.truckType(vehicle.vehicle)}</Cell>
            <Cell>{vehicle.displayName}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Why a figure of the sums is missing, in words (docs/api.md §What a load earns); no truck when unknown. */
function missingText(earned: Earned<LoadEarnings> | undefined, t: TFunction<'savedSearches'>): string {
  const reason: MissingReason = earned && !earned.ok ? earned.missing : 'no_truck';
  // each key written out, so the catalog check can read it (i18next-parser.config.js)
  switch (reason) {
    case 'no_truck':
      return t('results.missing.noTruck');
    case 'no_budget':
      return t('results.missing.noBudget');
    case 'no_distance':
      return t('results.missing.noDistance');
    case 'no_empty_run':
      return t('results.missing.noEmptyRun');
    case 'no_rate':
      return t('results.missing.noRate');
    case 'other_currency':
      return t('results.missing.otherCurrency');
  }
}

/** A listing's dates: `asap` in words, one day, or a range; "—" when none is given. */
function listingDates(listing: Listing, locale: string, asap: string): string {
  if (listing.dateType === 'asap') return asap;
  const { dateFrom, dateTo } = listing;
  if (dateFrom && dateTo && dateFrom !== dateTo) return formatDayRange(dateFrom, dateTo, locale);
  const day = dateFrom ?? dateTo;
  return day ? formatDay(day, locale) : NO_VALUE;
}
