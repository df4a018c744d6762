import { asWritten, type ShownCity } from '../format/places';
import type { MapPlace } from './model';

/**
 * A place as the lists write it: "Brașov, RO", its city in the UI language where the app's gazetteer
 * knows it (`shown`, renderer/shared/places `useShownCities`); the country alone when the row names no
 * city. An arrow's ends read like its row's route (renderer/features/listings/model/format.ts `route`).
 */
export function placeLabel(place: MapPlace, shown: ShownCity = asWritten): string {
  return place.city ? `${shown(place.city, place.country)}, ${place.country}` : place.country;
}
