import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleFilters } from '../../../../shared/contract/calls';
import { BlockedLine, useNotesIndex } from '../../notes';
import { SaveSearchButton } from '../../saved-searches';
import { DetailPanel } from '../../../shared/searchScreen/DetailPanel';
import { ResultsLayout } from '../../../shared/searchScreen/ResultsLayout';
import { useSearchScreen } from '../../../shared/searchScreen/useSearchScreen';
import { vehicleSearch } from '../api/vehicleQueries';
import { vehicleFiltersOf } from '../model/search';
import { VehicleDetail } from './VehicleDetail';
import { VehicleFiltersForm } from './VehicleFiltersForm';
import { VehiclesTable } from './VehiclesTable';
import './vehicles.css';

const searchRoute = getRouteApi('/vehicles');

/**
 * The free vehicles search (`#/vehicles?<filters>`, docs/api.md §Filters): the filters form, one page
 * of results, manual paging by cursor (the cursor-list kit: never a prefetch, never a re-sent cursor;
 * docs/api.md §Lists and cursors), and the open vehicle (`#/vehicles/<id>`, beside the results).
 * Enter on a row opens it; Escape (or "Close details") closes it and gives the focus back to its row;
 * j/k move between rows and `n` reads the next page (docs/keyboard.md).
 * The page on screen stays through a load or a fault, with the fault's sentence beside it.
 */
export function VehiclesScreen() {
  const { t } = useTranslation('vehicles');
  const filters = searchRoute.useSearch({ select: vehicleFiltersOf });
  const navigate = useNavigate();
  const openId = useParams({ strict: false }).id ?? null;
  const { list, listRef, search, clearFilters, open, close } = useSearchScreen({
    list: vehicleSearch,
    filters,
    showSearch: (next: VehicleFilters) => navigate({ to: '/vehicles', search: next }),
    noFilters: {},
    showItem: (id) => navigate({ to: '/vehicles/$id', params: { id }, search: true }),
    openId,
    leaveItem: () => navigate({ to: '/vehicles', search: true }),
  });
  const { shown } = list;
  // Free vehicles of blocked companies (by id, or by name when a vehicle has none) are hidden, with
  // a line saying how many and a way to show them (docs/notes.md §Blocked and preferred companies).
  const notes = useNotesIndex();
  const [showBlocked, setShowBlocked] = useState(false);
  const isBlocked = (vehicle: { companyId: string | null; displayName: string }) =>
    notes.company(vehicle.companyId, vehicle.displayName)?.note.list === 'blocked';
  const blockedCount = shown ? shown.data.filter(isBlocked).length : 0;
  const rows = shown && !showBlocked ? shown.data.filter((vehicle) => !isBlocked(vehicle)) : shown?.data;

  const countText = shown && !list.stale ? t('results.count', { count: shown.data.length }) : null;

  return (
    <div className="screen listings-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <VehicleFiltersForm initial={filters} onSearch={search} />
      <div className="vehicles-tools">
        <button type="button" onClick={clearFilters}>
          {t('filters.clear')}
        </button>
        <SaveSearchButton kind="vehicles" filters={filters} />
      </div>
      <ResultsLayout
        list={list}
        listRef={listRef}
        countText={countText}
        labels={{
          dateFrom: t('filters.dateFrom'),
          dateTo: t('filters.dateTo'),
          fromCountry: t('filters.fromCountry'),
          toCountry: t('filters.toCountry'),
        }}
        map={{ kind: 'vehicles', rows: shown?.data ?? [], onOpen: open }}
        loadingText={t('results.loading')}
        emptyText={t('results.none')}
        detail={
          openId ? (
            <DetailPanel panel="vehicles">
              <VehicleDetail key={openId} vehicleId={openId} onClose={close} />
            </DetailPanel>
          ) : null
        }
      >
        <BlockedLine count={blockedCount} shown={showBlocked} onToggle={() => setShowBlocked(!showBlocked)} />
        {rows && rows.length > 0 ? <VehiclesTable vehicles={rows} openId={openId} onOpen={open} /> : null}
      </ResultsLayout>
    </div>
  );
}
