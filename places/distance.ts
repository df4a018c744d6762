/**
 * The road-distance estimate (docs/api.md §Cost estimate): great-circle distance × 1.25, rounded. The
 * app's empty run and map and the sandbox's estimate measure with it.
 */

/** Road distance = great-circle distance x this factor. */
export const ROAD_FACTOR = 1.25;

/** The mean Earth radius, km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Road distance estimate in whole km between two points (degrees, WGS84): great-circle (haversine)
 * distance x {@link ROAD_FACTOR}, rounded to the nearest km. docs/api.md §Cost estimate.
 */
export function roadDistanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  const greatCircle = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(greatCircle * ROAD_FACTOR);
}
