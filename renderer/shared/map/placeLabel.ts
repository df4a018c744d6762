import type { MapPlace } from './model';

/**
 * A place as the lists write it: "Brașov, RO" (the country alone when the row names no city), so an
 * arrow's ends read like its row's route (renderer/features/listings/model/format.ts `route`).
 */
export function placeLabel(place: MapPlace): string {
  return place.city ? `${place.city}, ${place.country}` : place.country;
}
