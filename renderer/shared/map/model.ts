/**
 * The map's pure model (docs/map.md): the rows on screen as arrows from their loading place
 * to their unloading place, loads sharing a loading place grouped under one origin, and a listing's
 * route (from → to, with the empty run from "Truck at" when it is set). No drawing and no calls here:
 * the places' coordinates come from `places.coordinates` (shared/contract/places.ts, the app's own
 * gazetteer), asked once for the rows already on screen.
 */
import type { LatLon } from '../../../shared/contract/places';
import { routeEnds, type MapPlace, type RouteFields } from '../../../shared/domain/route-ends';

/** One row on the map: its key (the listing's ref, the vehicle's id) and its two ends. */
export interface MapRow {
  key: string;
  /** How the text alternative names the row (a listing's ref; a vehicle's company), default its key. */
  label?: string;
  from: MapPlace;
  to: MapPlace;
}

/** One arrow: a row whose both ends the gazetteer knows. */
export interface MapArrow {
  key: string;
  label: string;
  from: MapPlace;
  to: MapPlace;
  start: LatLon;
  end: LatLon;
  /** The group (loading place) it starts from: its name and coordinates (`pageMapModel`). */
  group: string;
  /** Its place among its group's arrows (0-based) and the group's size: arrows of a group fan out. */
  index: number;
  of: number;
}

/** Loads sharing a loading place: one origin drawn once, with how many arrows leave it. */
export interface MapGroup {
  key: string;
  place: MapPlace;
  at: LatLon;
  /** The keys of its rows, in the rows' order. */
  rows: string[];
}

/** What the map draws for a page of rows, and the rows it cannot draw ("not on the map"). */
export interface PageMapModel {
  arrows: MapArrow[];
  groups: MapGroup[];
  /** Rows with an end the gazetteer does not know (or that name only a country), in the rows' order. */
  missing: MapRow[];
}

/** The rows of a page as map rows, keyed by `keyOf` (a listing's ref, a vehicle's id), in order. */
export function mapRowsOf<T extends RouteFields>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  labelOf: (row: T) => string = keyOf,
): MapRow[] {
  return rows.map((row) => ({ key: keyOf(row), label: labelOf(row), ...routeEnds(row) }));
}

/**
 * A place's identity for grouping: country plus the city without case, accents or spacing
 * differences (so "Brașov" and "Brasov" are one loading place); a place with `routeTo` is its name on
 * that route (the same name may be another place on another route).
 */
export function placeKey(place: MapPlace): string {
  if (place.slug) return `${place.country.toUpperCase()}|@${place.slug}`;
  const { routeTo } = place;
  const named = nameKey(place);
  return routeTo ? `${named}>${nameKey(routeTo)}|${routeTo.km}` : named;
}

/** Country plus the city without case, accents or spacing differences. */
function nameKey(place: { country: string; city: string | null }): string {
  const city = (place.city ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  return `${place.country.toUpperCase()}|${city}`;
}

/**
 * The distinct places of `rows` (loading and unloading, plus `extra`), in first-seen order, and the
 * index of each in that list: what one `places.coordinates` call asks for.
 */
export function placesToLocate(rows: readonly MapRow[], extra: readonly MapPlace[] = []): MapPlace[] {
  const seen = new Map<string, MapPlace>();
  for (const place of [...rows.flatMap((row) => [row.from, row.to]), ...extra]) {
    const key = placeKey(place);
    if (!seen.has(key)) seen.set(key, place);
  }
  return [...seen.values()];
}

/** Where each place is, by `placeKey`, from the places asked and the answer (same order). */
export function locate(
  asked: readonly MapPlace[],
  answer: readonly (LatLon | null)[],
): ReadonlyMap<string, LatLon | null> {
  return new Map(asked.map((place, index) => [placeKey(place), answer[index] ?? null]));
}

/** How many places the page's map names at most (docs/map.md §The page on a map). */
export const MAP_NAMES_MAX = 6;

/** A place the page's map names: where it is drawn, and the place as its rows name it. */
export interface NamedSpot {
  key: string;
  place: MapPlace;
  at: LatLon;
}

/**
 * The places the page's map names (docs/map.md §The page on a map): of the places drawn (the loading
 * places and the arrows' ends), one per spot, the `max` most populous (`population` by `placeKey`,
 * from `places.coordinates`; an unknown one counts 0), most populous first (ties: the loading places
 * first, then the arrows' ends, in the rows' order).
 */
export function spotsToName(
  model: PageMapModel,
  population: ReadonlyMap<string, number>,
  max = MAP_NAMES_MAX,
): NamedSpot[] {
  const spots = new Map<string, NamedSpot & { population: number }>();
  const add = (place: MapPlace, at: LatLon) => {
    const key = `${at.lat},${at.lon}`;
    if (!spots.has(key)) spots.set(key, { key, place, at, population: population.get(placeKey(place)) ?? 0 });
  };
  for (const group of model.groups) add(group.place, group.at);
  for (const arrow of model.arrows) add(arrow.to, arrow.end);
  return [...spots.values()]
    .sort((a, b) => b.population - a.population)
    .slice(0, max)
    .map(({ key, place, at }) => ({ key, place, at }));
}

/**
 * The arrows of a page (docs/map.md §The page on a map): one per row whose both ends are located, in
 * the rows' order; the rows sharing a loading place form one group (first-seen order), each arrow
 * knowing its place in the group so they fan out; the rows with an unknown end are `missing`.
 */
export function pageMapModel(
  rows: readonly MapRow[],
  where: ReadonlyMap<string, LatLon | null>,
): PageMapModel {
  const groups = new Map<string, MapGroup>();
  const located: Omit<MapArrow, 'index' | 'of'>[] = [];
  const missing: MapRow[] = [];
  for (const row of rows) {
    const start = where.get(placeKey(row.from)) ?? null;
    const end = where.get(placeKey(row.to)) ?? null;
    if (!start || !end) {
      missing.push(row);
      continue;
    }
    // one loading place: the same name at the same spot (a shared name on two routes may be two places)
    const group = `${row.from.slug ? placeKey(row.from) : nameKey(row.from)}@${start.lat},${start.lon}`;
    const known = groups.get(group);
    if (known) known.rows.push(row.key);
    else groups.set(group, { key: group, place: row.from, at: start, rows: [row.key] });
    located.push({
      key: row.key,
      label: row.label ?? row.key,
      from: row.from,
      to: row.to,
      start,
      end,
      group,
    });
  }
  const arrows = located.map((arrow) => {
    const members = groups.get(arrow.group)!.rows;
    return { ...arrow, index: members.indexOf(arrow.key), of: members.length };
  });
  return { arrows, groups: [...groups.values()], missing };
}

/** One leg of a listing's route: the load's run or the empty run to its loading place. */
export interface RouteLeg {
  kind: 'load' | 'empty';
  from: MapPlace;
  to: MapPlace;
  start: LatLon | null;
  end: LatLon | null;
  /** Its distance in km (the listing's `distanceKm`; the deadhead for the empty run), null if unknown. */
  km: number | null;
}

/** A listing's route as its page and the cost estimate draw it. */
export interface RouteInput {
  from: MapPlace;
  to: MapPlace;
  /** Road km of the load's run (the listing's `distanceKm`, or the estimate's), null if unknown. */
  km: number | null;
  /** Where the truck is ("Truck at", a place of the gazetteer), or null when not set. */
  truckAt?: { place: MapPlace; km: number | null } | null;
}

/**
 * The legs of a listing's route (docs/map.md §A listing's route): the empty run from the truck to the
 * loading place first when "Truck at" is set, then the load's run from → to; each with its km written
 * on it. A leg with an end the gazetteer does not know keeps null coordinates (it is listed, not drawn).
 */
export function routeLegs(route: RouteInput, where: ReadonlyMap<string, LatLon | null>): RouteLeg[] {
  const at = (place: MapPlace) => where.get(placeKey(place)) ?? null;
  const load: RouteLeg = {
    kind: 'load',
    from: route.from,
    to: route.to,
    start: at(route.from),
    end: at(route.to),
    km: route.km,
  };
  if (!route.truckAt) return [load];
  const empty: RouteLeg = {
    kind: 'empty',
    from: route.truckAt.place,
    to: route.from,
    start: at(route.truckAt.place),
    end: at(route.from),
    km: route.truckAt.km,
  };
  return [empty, load];
}

/** The places a route needs located: its ends and the truck's place. */
export function routePlaces(route: RouteInput): MapPlace[] {
  return placesToLocate(
    [{ key: 'route', from: route.from, to: route.to }],
    route.truckAt ? [route.truckAt.place] : [],
  );
}
