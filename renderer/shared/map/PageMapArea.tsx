import { lazy, Suspense, useCallback, useId, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteFields } from '../../../shared/domain/route-ends';
import { mapRowsOf } from './model';
import { useRowLink } from './rowLink';
import { useMapViewStore, type MapViewChoice } from './viewStore';
import './i18n';
import './switch.css';

const keyOf = (row: PageMapRow) => ('ref' in row ? row.ref : row.id);
const labelOf = (row: PageMapRow) => ('ref' in row ? row.ref : row.displayName);

/** The map itself (d3-geo and the Natural Earth outlines): its own chunk, loaded when first shown. */
const PageMap = lazy(() => import('./PageMap'));

/** A row on screen: a listing (keyed and named by its `ref`) or a free vehicle (its `id`, its company's name). */
export type PageMapRow = RouteFields & ({ ref: string } | { id: string; displayName: string });

/** Props of PageMapArea: the rows on screen, the list they are in, and what opens one. */
export interface PageMapAreaProps {
  kind: 'listings' | 'vehicles';
  rows: readonly PageMapRow[];
  /** The element the table's rows are in (hover and focus there highlight an arrow). */
  listRef: RefObject<HTMLElement | null>;
  onOpen: (key: string) => void;
  /** Whether the switch is drawn here (default); a screen that puts it on its list's controls line passes false. */
  withSwitch?: boolean;
}

/** The Table/Map switch alone (the choice remembered per screen, viewStore.ts). */
export function PageMapSwitch({ kind }: { kind: PageMapAreaProps['kind'] }) {
  const { t } = useTranslation('map');
  const name = useId();
  const view = useMapViewStore((state) => state.views[kind] ?? 'table');
  const setView = useMapViewStore((state) => state.setView);
  const choices: { value: MapViewChoice; label: string }[] = [
    { value: 'table', label: t('switch.table') },
    { value: 'map', label: t('switch.map') },
  ];
  return (
    <div role="radiogroup" aria-label={t('switch.label')} className="map-view-switch">
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={view === choice.value}
            onChange={() => setView(kind, choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

/**
 * The Table/Map switch of a results screen and, when Map is chosen, the page on a map above the table
 * (docs/map.md §The page on a map): the choice is remembered per screen (viewStore.ts); the map's
 * chunk loads the first time Map is chosen. Rows and arrows highlight each other (rowLink.ts, PageMap);
 * clicking an arrow opens its row through `onOpen`, as clicking the row does.
 */
export function PageMapArea({ kind, rows, listRef, onOpen, withSwitch = true }: PageMapAreaProps) {
  const { t } = useTranslation('map');
  const view = useMapViewStore((state) => state.views[kind] ?? 'table');
  const [hot, setHot] = useState<string | null>(null);
  const onHot = useCallback((key: string | null) => setHot(key), []);
  const mapRows = useMemo(() => mapRowsOf(rows, keyOf, labelOf), [rows]);
  useRowLink(listRef, view === 'map', hot, onHot);

  if (!withSwitch && view !== 'map') return null;
  return (
    <div className="map-area" data-map-area="">
      {withSwitch ? <PageMapSwitch kind={kind} /> : null}
      {view === 'map' ? (
        <Suspense fallback={<p className="muted">{t('loading')}</p>}>
          <PageMap rows={mapRows} kind={kind} hot={hot} onHot={onHot} onOpen={onOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
