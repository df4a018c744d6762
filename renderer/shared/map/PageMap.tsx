import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mapQueries } from './api';
import { arrowPath, fittedProjection, project } from './geometry';
import { MapCanvas } from './MapCanvas';
import { locate, pageMapModel, placeKey, placesToLocate, spotsToName, type MapRow } from './model';
import { placeLabel } from './placeLabel';
import { useShownCities } from '../places/shownCities';
import './i18n';

/** Props of PageMap: the rows on screen, which one is highlighted, and what hovering and clicking do. */
export interface PageMapProps {
  rows: readonly MapRow[];
  /** What the rows are: listings (loads) or free vehicles. */
  kind: 'listings' | 'vehicles';
  /** The highlighted row's key (hovered or focused in the table, or hovered on the map), or null. */
  hot: string | null;
  onHot: (key: string | null) => void;
  /** Opens a row, as clicking it in the table does. */
  onOpen: (key: string) => void;
}

/**
 * The page on a map (docs/map.md): each row on screen as an arrow from its loading place to its
 * unloading place on a map of Europe fitted to their places; rows sharing a loading place start from one dot that says how
 * many leave it. Hovering an arrow highlights its row (`onHot`), clicking it opens the row
 * (`onOpen`); the highlighted row's arrow is drawn over the others in the accent colour. Each arrow
 * carries `data-row`, `data-from` and `data-to` ("Brașov, RO"). The places come from one local call
 * (`places.coordinates`) for these rows only: the map never pages and never asks the exchange. A list
 * beside the picture (for screen readers) gives the same facts, and the rows "not on the map".
 */
export default function PageMap({ rows, kind, hot, onHot, onOpen }: PageMapProps) {
  const { t } = useTranslation('map');
  const markerId = useId().replace(/:/g, '');
  const places = useMemo(() => placesToLocate(rows), [rows]);
  const located = useQuery(mapQueries.coordinates(places));
  const model = useMemo(
    () => (located.data ? pageMapModel(rows, locate(places, located.data)) : null),
    [rows, places, located.data],
  );
  // fitted to the page's places (a page of Romanian loads is not a dot on a map of Europe)
  const projection = useMemo(
    () => fittedProjection(model?.arrows.flatMap((arrow) => [arrow.start, arrow.end]) ?? []),
    [model],
  );

  const drawn = useMemo(
    () =>
      (model?.arrows ?? []).flatMap((arrow) => {
        const start = project(projection, arrow.start);
        const end = project(projection, arrow.end);
        return start && end ? [{ arrow, ...arrowPath(start, end, arrow.index, arrow.of) }] : [];
      }),
    [model, projection],
  );
  const hotArrow = drawn.find(({ arrow }) => arrow.key === hot);
  // the places' names in the UI language, and the most populous places drawn, named on the map
  const shown = useShownCities(useMemo(() => rows.flatMap((row) => [row.from, row.to]), [rows]));
  const spots = useMemo(() => {
    if (!model || !located.data) return [];
    const population = new Map(
      places.map((place, index) => [placeKey(place), located.data[index]?.population ?? 0]),
    );
    return spotsToName(model, population);
  }, [model, places, located.data]);

  if (located.isError) return <p className="muted">{t('error')}</p>;
  if (!model) return <p className="muted">{t('loading')}</p>;
  return (
    <figure className="map-page" data-testid="page-map" data-arrows={drawn.length}>
      <MapCanvas
        projection={projection}
        label={kind === 'listings' ? t('page.labelListings') : t('page.labelVehicles')}
        markerId={markerId}
      >
        <g onMouseLeave={() => onHot(null)}>
          {drawn.map(({ arrow, d }) => (
            <g
              key={arrow.key}
              className="map-arrow-group"
              data-row={arrow.key}
              data-from={placeLabel(arrow.from, shown)}
              data-to={placeLabel(arrow.to, shown)}
              data-group={arrow.group}
              data-hot={arrow.key === hot || undefined}
              onMouseEnter={() => onHot(arrow.key)}
              onClick={() => onOpen(arrow.key)}
            >
              <path className="map-arrow-hit" d={d} />
              <path
                className={arrow.key === hot ? 'map-arrow is-hot' : 'map-arrow'}
                d={d}
                markerEnd={`url(#${markerId}-${arrow.key === hot ? 'hot' : 'arrow'})`}
              />
            </g>
          ))}
          {hotArrow ? (
            <path
              className="map-arrow is-hot"
              d={hotArrow.d}
              markerEnd={`url(#${markerId}-hot)`}
              pointerEvents="none"
            />
          ) : null}
        </g>
        {spots.map((spot) => {
          const at = project(projection, spot.at);
          return at && spot.place.city ? (
            <text key={spot.key} className="map-place" x={at[0] + 8} y={at[1] - 8} pointerEvents="none">
              {shown(spot.place.city, spot.place.country)}
            </text>
          ) : null;
        })}
        {model.groups.map((group) => {
          const at = project(projection, group.at);
          if (!at) return null;
          const size = group.rows.length;
          return (
            <g
              key={group.key}
              data-origin={placeLabel(group.place, shown)}
              data-count={size}
              pointerEvents="none"
            >
              <circle className="map-origin" cx={at[0]} cy={at[1]} r={size > 1 ? 9 : 5} />
              {size > 1 ? (
                <text className="map-count" x={at[0]} y={at[1]}>
                  {size}
                </text>
              ) : null}
            </g>
          );
        })}
      </MapCanvas>
      <figcaption className="sr-only">
        <ul>
          {model.groups.map((group) => (
            <li key={group.key}>
              {t('page.fromPlace', { place: placeLabel(group.place, shown), count: group.rows.length })}
              <ul>
                {model.arrows
                  .filter((arrow) => arrow.group === group.key)
                  .map((arrow) => (
                    <li key={arrow.key}>
                      {t('page.toPlace', { row: arrow.label, place: placeLabel(arrow.to, shown) })}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
        {model.missing.length > 0 ? (
          <p>
            {t('notOnMap', {
              rows: model.missing
                .map(
                  (row) =>
                    `${row.label ?? row.key} (${placeLabel(row.from, shown)} → ${placeLabel(row.to, shown)})`,
                )
                .join('; '),
            })}
          </p>
        ) : null}
      </figcaption>
      {model.missing.length > 0 ? (
        <p className="muted small" aria-hidden="true">
          {t('missingCount', { count: model.missing.length })}
        </p>
      ) : null}
    </figure>
  );
}
