/**
 * The map's geometry (docs/map.md §Offline and light): Natural Earth country outlines (world-atlas
 * `countries-50m`, public domain; 50m has Malta, Liechtenstein and Andorra) drawn with d3-geo in a
 * conformal conic projection fitted to Europe or to a route, into a fixed SVG viewBox of
 * `MAP_WIDTH` × `MAP_HEIGHT` user units (CSS scales it). This module is only reached through the
 * map's lazy chunk.
 */
import { geoBounds, geoConicConformal, geoPath, type GeoProjection } from 'd3-geo';
import type { FeatureCollection, MultiPoint } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-50m.json';
import type { LatLon } from '../../../shared/contract/places';

/** The SVG viewBox, in user units. */
export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 520;
/** Space kept free around what a projection is fitted to, in user units. */
const PAD = 24;

/** Europe as the market knows it: lon -11…35 E, lat 35…62 N (Portugal to Romania, Sicily to Scandinavia). */
const EUROPE: MultiPoint = {
  type: 'MultiPoint',
  coordinates: [
    [-10, 36],
    [32, 36],
    [-10, 60],
    [32, 60],
    [20, 62],
  ],
};

/** Smallest span a route map shows, in degrees, so a short run is not blown up to a street map. */
const MIN_SPAN_DEG = 4;

type Countries = { countries: GeometryCollection };
const topology = atlas as unknown as Topology<Countries>;
let land: FeatureCollection | null = null;
let borders: ReturnType<typeof mesh> | null = null;

/**
 * Whether a country's bounds ([[west, south], [east, north]], degrees) reach the map's part of the
 * world (lon -30…50, lat 25…75); one crossing the antimeridian (Russia: west > east) always does.
 */
function nearEurope([[west, south], [east, north]]: [[number, number], [number, number]]): boolean {
  return north > 25 && south < 75 && (west > east || (east > -30 && west < 50));
}

/**
 * The countries near Europe as GeoJSON and their inner borders, converted once per window: the rest
 * of the world is never drawn, so each map projects a quarter of the outlines.
 */
function outlines() {
  if (!land || !borders) {
    const all = feature(topology, topology.objects.countries) as FeatureCollection;
    const kept = all.features.flatMap((country, i) => (nearEurope(geoBounds(country)) ? [i] : []));
    land = { type: 'FeatureCollection', features: kept.map((i) => all.features[i]!) };
    const geometries = kept.map((i) => topology.objects.countries.geometries[i]!);
    borders = mesh(topology, { type: 'GeometryCollection', geometries }, (a, b) => a !== b);
  }
  return { land, borders };
}

/** A conformal conic for Europe (standard parallels 40° and 60° N, centred on 15° E), not yet fitted. */
function conic(): GeoProjection {
  // no adaptive resampling: the 50m outlines are dense enough that straight segments look the same
  return geoConicConformal().rotate([-15, 0]).parallels([40, 60]).precision(0);
}

/** The projection of Europe fitted to the viewBox (the page map). */
function europeProjection(): GeoProjection {
  return conic().fitExtent(
    [
      [PAD, PAD],
      [MAP_WIDTH - PAD, MAP_HEIGHT - PAD],
    ],
    EUROPE,
  );
}

/**
 * The projection fitted to `points` (a route's places) with room around them, showing at least
 * `MIN_SPAN_DEG` degrees each way; Europe when no point is known.
 */
export function fittedProjection(points: readonly LatLon[]): GeoProjection {
  if (points.length === 0) return europeProjection();
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  const [west, east] = widen(Math.min(...lons), Math.max(...lons));
  return conic().fitExtent(
    [
      [PAD * 2, PAD * 2],
      [MAP_WIDTH - PAD * 2, MAP_HEIGHT - PAD * 2],
    ],
    {
      type: 'MultiPoint',
      coordinates: [
        [west, south],
        [east, south],
        [west, north],
        [east, north],
      ],
    },
  );
}

/** [low, high] widened about its middle to at least `MIN_SPAN_DEG`. */
function widen(low: number, high: number): [number, number] {
  const grow = Math.max(0, MIN_SPAN_DEG - (high - low)) / 2;
  return [low - grow, high + grow];
}

/** The basemaps drawn lately, by projection (scale and translation): a page or route shown again reuses its own. */
const drawn = new Map<string, { land: string; borders: string }>();
const DRAWN_KEPT = 8;

/** The SVG path data of the land and of the borders in `projection`, clipped to the viewBox. */
export function basemap(projection: GeoProjection): { land: string; borders: string } {
  const key = `${projection.scale()}|${projection.translate().join(',')}`;
  const known = drawn.get(key);
  if (known) return known;
  projection.clipExtent([
    [0, 0],
    [MAP_WIDTH, MAP_HEIGHT],
  ]);
  const path = geoPath(projection);
  const { land: countries, borders: inner } = outlines();
  const paths = { land: path(countries) ?? '', borders: path(inner) ?? '' };
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, paths);
  return paths;
}

/** A point in viewBox units, or null when the projection cannot place it. */
export function project(projection: GeoProjection, at: LatLon): [number, number] | null {
  return projection([at.lon, at.lat]);
}

/**
 * An arrow's path from `start` to `end` (viewBox units): a quadratic curve bending to one side, arrows
 * of one group (`index` of `of`) bending by different amounts so they fan out instead of overlapping.
 * Also gives the curve's middle (where a label goes).
 */
export function arrowPath(
  start: [number, number],
  end: [number, number],
  index = 0,
  of = 1,
): { d: string; middle: [number, number] } {
  const [x1, y1] = start;
  const [x2, y2] = end;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy) || 1;
  const bend = 0.18 + (of > 1 ? (index / (of - 1) - 0.5) * 0.3 : 0);
  const cx = (x1 + x2) / 2 - (dy / length) * length * bend;
  const cy = (y1 + y2) / 2 + (dx / length) * length * bend;
  const mx = 0.25 * x1 + 0.5 * cx + 0.25 * x2;
  const my = 0.25 * y1 + 0.5 * cy + 0.25 * y2;
  return { d: `M${r(x1)},${r(y1)}Q${r(cx)},${r(cy)} ${r(x2)},${r(y2)}`, middle: [mx, my] };
}

const r = (n: number) => Math.round(n * 10) / 10;
