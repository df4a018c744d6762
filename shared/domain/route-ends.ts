/**
 * A route's two ends as places the app's gazetteer locates (docs/map.md; shared/contract/places.ts
 * `routeTo`): pure, used by the map, the empty runs of the rows and the trip home (shared/domain/trip-home.ts).
 */

/** A place as a listing or vehicle names it: ISO alpha-2 country, city name (null: only the country). */
export interface MapPlace {
  country: string;
  city: string | null;
  /** The gazetteer's slug when known (a "Truck at" place): looked up by it rather than by name. */
  slug?: string;
  /**
   * The route's other end and its road km, when a listing gives them: a name two places share is read
   * as the one at that distance from the other end (shared/contract/places.ts, docs/map.md).
   */
  routeTo?: { country: string; city: string | null; km: number };
}

/** The route fields a listing (`Listing`) or a free vehicle (`Vehicle`) carries (shared/api/v1.json). */
export interface RouteFields {
  fromCountry: string;
  fromCity: string | null;
  toCountry: string;
  toCity: string | null;
  /** Road km of the route (a listing's `distanceKm`), when the row gives it. */
  distanceKm?: number | null;
}

/**
 * The two ends of a route as map places: each with `routeTo` (the other end and the route's km) when
 * `distanceKm` is a whole number of km, so a name two places share is located on this route
 * (docs/map.md).
 */
export function routeEnds(fields: RouteFields): { from: MapPlace; to: MapPlace } {
  const from: MapPlace = { country: fields.fromCountry, city: fields.fromCity };
  const to: MapPlace = { country: fields.toCountry, city: fields.toCity };
  const km = routeKmOf(fields.distanceKm);
  if (km === null) return { from, to };
  return { from: { ...from, routeTo: { ...to, km } }, to: { ...to, routeTo: { ...from, km } } };
}

/**
 * A listing's `distanceKm` as the route's km the local calls and the estimator take: a whole number
 * from 0 to 100,000 km (shared/contract/places.ts `routeTo`), else null.
 */
export function routeKmOf(distanceKm: unknown): number | null {
  return typeof distanceKm === 'number' &&
    Number.isInteger(distanceKm) &&
    distanceKm >= 0 &&
    distanceKm <= 100_000
    ? distanceKm
    : null;
}
