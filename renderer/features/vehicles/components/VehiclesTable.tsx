import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { Vehicle } from '../../../../shared/api/types';
import { formatInteger, formatM3 } from '../../../../shared/format/numbers';
import { formatDayRange } from '../../../shared/format/dates';
import { routeText } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { CompanyNoteMark } from '../../notes';
import { useVocab } from '../../../shared/vocab/useVocab';
import { formatTonnes } from '../model/format';

/** Props of VehiclesTable: one page of free vehicles, the open one's id and what opens a row. */
export interface VehiclesTableProps {
  vehicles: readonly Vehicle[];
  openId: string | null;
  onOpen: (id: string) => void;
}

/**
 * One page of free vehicles as a grid (react-aria `Table`, `aria-label="Free vehicles"`): the route is
 * each row's header cell. Keyboard: Tab enters the grid, arrow keys move through rows, Enter opens the
 * focused row (a click too). Each row carries `data-key` = the vehicle id, so the screen can give it
 * the focus back when the vehicle is closed.
 */
export function VehiclesTable({ vehicles, openId, onOpen }: VehiclesTableProps) {
  const { t } = useTranslation('vehicles');
  const vocab = useVocab();
  const locale = useLocale();
  const shown = useShownCities(useMemo(() => rowPlaces(vehicles), [vehicles]));
  return (
    <Table aria-label={t('table.label')} className="listings" onRowAction={(key) => onOpen(String(key))}>
      <TableHeader>
        <Column isRowHeader>{t('table.route')}</Column>
        <Column>{t('table.dates')}</Column>
        <Column>{t('table.vehicle')}</Column>
        <Column className="num">{t('table.payload')}</Column>
        <Column className="num">{t('table.volume')}</Column>
        <Column className="num">{t('table.pallets')}</Column>
        <Column>{t('table.company')}</Column>
      </TableHeader>
      <TableBody items={vehicles} dependencies={[openId, vocab, locale, shown]}>
        {(vehicle) => (
          <Row
            id={vehicle.id}
            className={vehicle.id === openId ? 'selected' : undefined}
            aria-current={vehicle.id === openId ? 'true' : undefined}
          >
            <Cell className="route">{routeText(vehicle, locale, shown)}</Cell>
            <Cell>{formatDayRange(vehicle.dateFrom, vehicle.dateTo, locale)}</Cell>
            <Cell>{vocab.truckType(vehicle.vehicle)}</Cell>
            <Cell className="num">{formatTonnes(vehicle.payloadT, locale)}</Cell>
            <Cell className="num">{formatM3(vehicle.volumeM3, locale)}</Cell>
            <Cell className="num">{formatInteger(vehicle.pallets, locale)}</Cell>
            <Cell>
              {vehicle.displayName}
              <CompanyNoteMark id={vehicle.companyId} name={vehicle.displayName} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
