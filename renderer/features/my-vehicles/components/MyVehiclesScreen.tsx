import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { OwnVehicle } from '../../../../shared/api/types';
import { routeText } from '../../../shared/format/places';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { formatDayRange } from '../../../shared/format/dates';
import { formatInteger } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { NO_FILTERS } from '../../../shared/cursorList/cursorList';
import { isKeyProblem, KeyNotice, useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import { ResultsLayout } from '../../../shared/searchScreen/ResultsLayout';
import { useSearchScreen } from '../../../shared/searchScreen/useSearchScreen';
import { placeTruckAt } from '../../../shared/search/truckAt';
import { useVocab } from '../../../shared/vocab/useVocab';
import { myVehicles } from '../api/myVehiclesQueries';
import { loadFiltersForVehicle } from '../model/findLoads';

/**
 * My vehicles (`#/desk/vehicles`): the key holder's free vehicles in every status with the number of
 * requests each brought in, paged by hand (`vehicles-mine`). "Find loads" on a vehicle opens the
 * listings search with the vehicle's filters (`loadFiltersForVehicle`): the first page only, paging
 * stays manual; "Truck at" becomes the vehicle's place (`placeTruckAt`: the place look-up of its
 * city; cleared at once, set when the look-up answers; left clear when no place matches). Needs the user's key with `vehicles:read` (docs/api.md §Keys and environments):
 * without a key nothing is called.
 */
export function MyVehiclesScreen() {
  const { t } = useTranslation('myVehicles');
  const ready = useKeyReady();
  return (
    <div className="screen my-vehicles-screen">
      <h1 className="screen-title">{t('title')}</h1>
      {ready ? <MyVehiclesBody /> : <KeyNotice permission="vehicles:read" />}
    </div>
  );
}

/** The list, once a key is in use. */
function MyVehiclesBody() {
  const { t } = useTranslation('myVehicles');
  const vocab = useVocab();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { list } = useSearchScreen({ list: myVehicles, filters: NO_FILTERS, pageKeys: 'anywhere' });
  const { shown } = list;
  const cities = useShownCities(useMemo(() => rowPlaces(shown?.data ?? []), [shown]));
  if (isKeyProblem(list.error)) {
    return <KeyNotice permission="vehicles:read" error={list.error} />;
  }
  const findLoads = (vehicle: OwnVehicle) => {
    void placeTruckAt(queryClient, vehicle.fromCity, vehicle.fromCountry);
    void navigate({ to: '/listings', search: loadFiltersForVehicle(vehicle) });
  };
  const countText = shown && !list.stale ? t('results.count', { count: shown.data.length }) : null;

  return (
    <ResultsLayout
      list={list}
      countText={countText}
      loadingText={t('results.loading')}
      emptyText={t('results.none')}
    >
      {shown ? (
        <Table aria-label={t('table.label')} className="listings">
          <TableHeader>
            <Column isRowHeader>{t('table.route')}</Column>
            <Column>{t('table.dates')}</Column>
            <Column>{t('table.vehicle')}</Column>
            <Column>{t('table.status')}</Column>
            <Column className="num">{t('table.requests')}</Column>
            <Column>{t('table.actions')}</Column>
          </TableHeader>
          <TableBody items={shown.data} dependencies={[vocab, locale, cities]}>
            {(vehicle) => (
              <Row id={vehicle.id}>
                <Cell className="route">{routeText(vehicle, locale, cities)}</Cell>
                <Cell>{formatDayRange(vehicle.dateFrom, vehicle.dateTo, locale)}</Cell>
                <Cell>{vocab.truckType(vehicle.vehicle)}</Cell>
                <Cell>{vocab.vehicleStatus(vehicle.status)}</Cell>
                <Cell className="num">{formatInteger(vehicle.requestCount, locale)}</Cell>
                <Cell>
                  <button type="button" onClick={() => findLoads(vehicle)}>
                    {t('findLoads')}
                  </button>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      ) : null}
    </ResultsLayout>
  );
}
