import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKm } from '../../../shared/format/numbers';
import { useLocale } from '../format/useLocale';
import { mapQueries } from './api';
import { arrowPath, fittedProjection, project } from './geometry';
import { MapCanvas } from './MapCanvas';
import type { Place } from '../../../shared/api/types';
import { routeEnds, type MapPlace, type RouteFields } from '../../../shared/domain/route-ends';
import { locate, routeLegs, routePlaces, type RouteInput } from './model';
import { placeLabel } from './placeLabel';
import { placeLabels, type LabelRequest } from './labelPlacement';
import { useShownCities } from '../places/shownCities';
import './i18n';

/**
 * Props of RouteMap: the route (a listing, or the cost estimate's ends) with its road km, the
 * gazetteer slugs of its ends when known, and where the truck is ("Truck at") when set.
 */
export interface RouteMapProps {
  route: RouteFields & {
    /** Road km of the load's run (the listing's, the estimate's), null if unknown. */
    distanceKm: number | null;
    fromSlug?: string;
    toSlug?: string;
  };
  /** The truck's place (a gazetteer place with its slug), or null when "Truck at" is not set. */
  truckAt?: Place | null;
}

/** The route map's label size in its picture's SVG units (map.css `.map-route .map-label`: 30 px). */
const LABEL_SIZE = 30;

/**
 * A listing's route on a map (docs/map.md §A listing's route), on its page and on the cost estimate:
 * the load's run from → to as a solid arrow, and when "Truck at" is set the empty run from the
 * truck's place to the loading place as a dashed one, each with its distance written on it; the map
 * is fitted to these places. Each leg carries `data-leg` (load, empty), `data-from`, `data-to` and
 * `data-km`. The places come from the local `places.coordinates`; a list (for screen readers) gives
 * the same facts, and says which places are "not on the map". Labels of places close together never
 * cover one another (./labelPlacement.ts: moved around their dot, the empty run's km left out when no spot
 * is free; the truck's and the load's always drawn).
 */
export default function RouteMap({ route: fields, truckAt = null }: RouteMapProps) {
  const { t } = useTranslation('map');
  const { fromCountry, fromCity, fromSlug, toCountry, toCity, toSlug, distanceKm: loadKm } = fields;
  // a listing's ends by name, each located on this route when its km is known (docs/map.md)
  const ends = useMemo(
    () => routeEnds({ fromCountry, fromCity, toCountry, toCity, distanceKm: loadKm }),
    [fromCountry, fromCity, toCountry, toCity, loadKm],
  );
  const from = useMemo(
    (): MapPlace => (fromSlug ? { country: fromCountry, city: fromCity, slug: fromSlug } : ends.from),
    [fromCountry, fromCity, fromSlug, ends],
  );
  const to = useMemo(
    (): MapPlace => (toSlug ? { country: toCountry, city: toCity, slug: toSlug } : ends.to),
    [toCountry, toCity, toSlug, ends],
  );
  const deadhead = useQuery({
    ...mapQueries.deadhead(truckAt?.slug ?? '', from),
    enabled: truckAt !== null,
  });
  const emptyKm = deadhead.data ?? null;
  const route = useMemo(
    (): RouteInput => ({
      from,
      to,
      km: loadKm,
      truckAt: truckAt
        ? { place: { country: truckAt.country, city: truckAt.city, slug: truckAt.slug }, km: emptyKm }
        : null,
    }),
    [from, to, loadKm, truckAt, emptyKm],
  );
  const locale = useLocale();
  const markerId = useId().replace(/:/g, '');
  const places = useMemo(() => routePlaces(route), [route]);
  // the places' names in the UI language (docs/api.md §Places, "A place in the UI's language")
  const shown = useShownCities(places);
  const located = useQuery(mapQueries.coordinates(places));
  const legs = useMemo(
    () => (located.data ? routeLegs(route, locate(places, located.data)) : null),
    [route, places, located.data],
  );
  const projection = useMemo(
    () => fittedProjection(legs?.flatMap((leg) => [leg.start, leg.end]).filter((p) => p !== null) ?? []),
    [legs],
  );
  if (located.isError) return <p className="muted">{t('error')}</p>;
  if (!legs) return <p className="muted">{t('loading')}</p>;

  const km = (value: number | null) => (value === null ? t('route.kmUnknown') : formatKm(value, locale));
  const drawn = legs.flatMap((leg) => {
    const start = leg.start && project(projection, leg.start);
    const end = leg.end && project(projection, leg.end);
    return start && end ? [{ leg, start, end, ...arrowPath(start, end, 0, 1) }] : [];
  });
  const missing = [
    ...new Set(
      legs.flatMap((leg) => [
        ...(leg.start ? [] : [placeLabel(leg.from, shown)]),
        ...(leg.end ? [] : [placeLabel(leg.to, shown)]),
      ]),
    ),
  ];
  // the labels, so that none covers another (./labelPlacement.ts): the places first (the truck's, the
  // load's ends), then the load's km, then the empty run's km, which alone may be left out
  const requests: LabelRequest[] = [
    ...drawn.flatMap(({ leg, start, end }): LabelRequest[] => [
      ...(leg.kind === 'empty' || drawn.length === 1
        ? [
            {
              key: `${leg.kind}-from`,
              text: leg.from.city ?? leg.from.country,
              at: start,
              kind: 'place' as const,
              keep: true,
            },
          ]
        : []),
      { key: `${leg.kind}-to`, text: leg.to.city ?? leg.to.country, at: end, kind: 'place', keep: true },
    ]),
    ...[...drawn]
      .sort((a, b) => (a.leg.kind === 'load' ? 0 : 1) - (b.leg.kind === 'load' ? 0 : 1))
      .map(({ leg, middle }): LabelRequest => ({
        key: `${leg.kind}-km`,
        text: km(leg.km),
        at: middle,
        kind: 'middle',
        keep: leg.kind === 'load',
      })),
  ];
  const labels = new Map(placeLabels(requests, LABEL_SIZE).map((label) => [label.key, label]));
  const labelText = (key: string) => {
    const label = labels.get(key);
    return label ? (
      <text key={key} className="map-label" x={label.x} y={label.y} textAnchor={label.anchor}>
        {label.text}
      </text>
    ) : null;
  };
  const legText = (leg: (typeof legs)[number]) => {
    const facts = { from: placeLabel(leg.from, shown), to: placeLabel(leg.to, shown), km: km(leg.km) };
    return leg.kind === 'load' ? t('route.load', facts) : t('route.empty', facts);
  };

  return (
    <figure className="map-route" data-testid="route-map" data-legs={drawn.length}>
      <MapCanvas projection={projection} label={t('route.label')} markerId={markerId}>
        {drawn.map(({ leg, d }) => (
          <g
            key={leg.kind}
            data-leg={leg.kind}
            data-from={placeLabel(leg.from, shown)}
            data-to={placeLabel(leg.to, shown)}
            data-km={leg.km ?? ''}
          >
            <path
              className={leg.kind === 'load' ? 'map-leg-load' : 'map-leg-empty'}
              d={d}
              markerEnd={`url(#${markerId}-${leg.kind === 'load' ? 'hot' : 'arrow'})`}
            />
            {labelText(`${leg.kind}-km`)}
          </g>
        ))}
        {drawn.flatMap(({ leg, start, end }) => [
          <circle key={`${leg.kind}-start`} className="map-place" cx={start[0]} cy={start[1]} r={4} />,
          <circle key={`${leg.kind}-end`} className="map-place" cx={end[0]} cy={end[1]} r={4} />,
        ])}
        {drawn.flatMap(({ leg }) => [labelText(`${leg.kind}-from`), labelText(`${leg.kind}-to`)])}
      </MapCanvas>
      <figcaption className="sr-only">
        <ul>
          {legs.map((leg) => (
            <li key={leg.kind}>{legText(leg)}</li>
          ))}
        </ul>
        {missing.length > 0 ? <p>{t('notOnMap', { rows: missing.join('; ') })}</p> : null}
      </figcaption>
      {missing.length > 0 ? (
        <p className="muted small" aria-hidden="true">
          {t('notOnMap', { rows: missing.join('; ') })}
        </p>
      ) : null}
    </figure>
  );
}
