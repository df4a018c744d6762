import { hashKey } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleFilters } from '../../../../shared/contract/calls';
import { ListControls } from '../../../shared/cursorList/ListControls';
import { useCursorList } from '../../../shared/cursorList/useCursorList';
import { focusRow, onRowLetterKeys } from '../../../shared/keyboard/rowKeys';
import { useKeyShortcut, useListShortcuts } from '../../../shared/keyboard/useKeyShortcut';
import { BlockedLine } from '../../../shared/notes/BlockedLine';
import { useNotesIndex } from '../../../shared/notes/useNotesIndex';
import { SaveSearchButton } from '../../../shared/savedSearches/SaveSearchButton';
import { lazyAfterFirstReads } from '../../../shared/startup/afterFirstReads';
import { vehicleSearch } from '../api/vehicleQueries';
import { vehicleFiltersOf } from '../model/search';
import { VehicleDetail } from './VehicleDetail';
import { VehicleFiltersForm } from './VehicleFiltersForm';
import { VehiclesTable } from './VehiclesTable';
import './vehicles.css';

const searchRoute = getRouteApi('/vehicles');
/** The Table/Map switch and the page on a map (docs/map.md): its own chunks, the map's only when asked. */
const PageMapArea = lazyAfterFirstReads(() =>
  import('../../../shared/map/PageMapArea').then((module) => ({ default: module.PageMapArea })),
);
const PageMapSwitch = lazyAfterFirstReads(() =>
  import('../../../shared/map/PageMapArea').then((module) => ({ default: module.PageMapSwitch })),
);

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
  const list = useCursorList(vehicleSearch, filters);
  const { shown } = list;
  const resultsRef = useRef<HTMLDivElement>(null);
  // Free vehicles of blocked companies (by id, or by name when a vehicle has none) are hidden, with
  // a line saying how many and a way to show them (docs/notes.md §Blocked and preferred companies).
  const notes = useNotesIndex();
  const [showBlocked, setShowBlocked] = useState(false);
  const isBlocked = (vehicle: { companyId: string | null; displayName: string }) =>
    notes.company(vehicle.companyId, vehicle.displayName)?.note.list === 'blocked';
  const blockedCount = shown ? shown.data.filter(isBlocked).length : 0;
  const rows = shown && !showBlocked ? shown.data.filter((vehicle) => !isBlocked(vehicle)) : shown?.data;

  const search = (next: VehicleFilters) => {
    if (hashKey([next]) === hashKey([filters])) list.restart();
    else void navigate({ to: '/vehicles', search: next });
  };
  const clearFilters = () => {
    if (Object.keys(filters).length === 0) list.restart();
    else void navigate({ to: '/vehicles', search: {} });
  };
  const open = (id: string) => {
    vehicleSearch.useStore.getState().select(id);
    void navigate({ to: '/vehicles/$id', params: { id }, search: true });
  };
  const close = () => {
    void navigate({ to: '/vehicles', search: true }).then(() => {
      const id = vehicleSearch.useStore.getState().selectedId ?? openId;
      if (id) focusRow(resultsRef.current, id);
    });
  };

  useKeyShortcut('Escape', close, openId !== null);
  useListShortcuts({
    next: list.next,
    canNext: list.canNext,
    previous: list.previous,
    canPrevious: list.canPrevious,
    listRef: resultsRef,
  });

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
      <div className="results">
        <div
          className="list"
          ref={resultsRef}
          aria-busy={list.loading || undefined}
          onKeyDown={onRowLetterKeys}
        >
          <ListControls
            list={list}
            countText={countText}
            labels={{
              dateFrom: t('filters.dateFrom'),
              dateTo: t('filters.dateTo'),
              fromCountry: t('filters.fromCountry'),
              toCountry: t('filters.toCountry'),
            }}
            extra={
              shown && shown.data.length > 0 ? (
                <Suspense fallback={null}>
                  <PageMapSwitch kind="vehicles" />
                </Suspense>
              ) : null
            }
          />
          {shown && shown.data.length > 0 ? (
            <Suspense fallback={null}>
              <PageMapArea
                kind="vehicles"
                rows={shown.data}
                listRef={resultsRef}
                onOpen={open}
                withSwitch={false}
              />
            </Suspense>
          ) : null}
          {!shown && list.loading ? <p className="muted">{t('results.loading')}</p> : null}
          {shown ? (
            shown.data.length > 0 ? (
              <div className={list.stale ? 'stale' : undefined}>
                <BlockedLine
                  count={blockedCount}
                  shown={showBlocked}
                  onToggle={() => setShowBlocked(!showBlocked)}
                />
                {rows && rows.length > 0 ? (
                  <VehiclesTable vehicles={rows} openId={openId} onOpen={open} />
                ) : null}
              </div>
            ) : list.stale ? null : (
              <p className="empty">{t('results.none')}</p>
            )
          ) : null}
        </div>
        {openId ? <VehicleDetail key={openId} vehicleId={openId} onClose={close} /> : null}
      </div>
    </div>
  );
}
