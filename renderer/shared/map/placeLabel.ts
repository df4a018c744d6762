import type { MapPlace } from '../../../shared/domain/route-ends';

/**
 * A place as the lists write it: "Brașov, RO", its city in the UI language where the app's gazetteer
 * knows it (`shown`, renderer/shared/places `useShownCities`); the country alone when the row names no
 * city. An arrow's ends read like its row's route (renderer/features/listings/model/format.ts `route`).
 * This module is in the map's own chunk (vite.config.ts `map`): it imports nothing beyond the map's
 * types, or the chunk would take the lists' formatting with it and load before the map is asked for.
 */
export function placeLabel(
  place: MapPlace,
  shown: (city: string, country: string) => string = (city) => city,
): string {
  return place.city ? `${shown(place.city, place.country)}, ${place.country}` : place.country;
}
