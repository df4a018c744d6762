import { useMemo } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../../shared/api/types';
import { routeText } from '../../../shared/format/places';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { formatDayRange } from '../../../shared/format/dates';
import { useLocale } from '../../../shared/format/useLocale';
import { useVocab } from '../../../shared/vocab/useVocab';
import { resultId } from '../api/runQueries';

/** Props of RunResultsTable: one page of a free-vehicle search's results and which of them are new. */
export interface RunResultsTableProps {
  vehicles: readonly Vehicle[];
  /** Ids of the free vehicles not seen in the search's earlier runs. */
  newIds: ReadonlySet<string>;
  onOpen: (id: string) => void;
}

/**
 * One page of a free-vehicle search's results as a grid (react-aria `Table`, named "Results"): route,
 * availability, vehicle and company. A new result says "New" in its first cell (text, not only colour).
 * Enter or a click opens a row. (A listing search's results are the Listings grid: RunResults.)
 */
export function RunResultsTable({ vehicles, newIds, onOpen }: RunResultsTableProps) {
  const { t } = useTranslation('savedSearches');
  const vocab = useVocab();
  const locale = useLocale();
  const shown = useShownCities(useMemo(() => rowPlaces(vehicles), [vehicles]));
  return (
    <Table
      aria-label={t('results.label')}
      className="listings saved-search-results"
      onRowAction={(key: Key) => onOpen(String(key))}
    >
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
              {routeText(vehicle, locale, shown)}{' '}
              {newIds.has(vehicle.id) ? <span className="badge badge-new">{t('results.new')}</span> : null}
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
