/**
 * Which of the place look-up's answers (docs/api.md §Places) is a named city: "Find loads" (the
 * vehicle's place) and "Loads back from here" (the listing's unloading place) set "Truck at" with it.
 */
import type { Place } from '../../../shared/api/types';
import { foldPlaceText } from '../../../shared/domain/place-match';

/**
 * Of `places`, the first in `country` (ISO 3166-1 alpha-2) whose city is `city` (case and diacritics
 * ignored, `foldPlaceText`: "Munchen" is "München"). Null when `city` is empty or no place matches
 * (then the truck's place is not guessed). Pure.
 */
export function placeNamed(city: string | null, country: string, places: readonly Place[]): Place | null {
  if (!city || city.trim() === '') return null;
  const folded = foldPlaceText(city);
  return places.find((place) => place.country === country && foldPlaceText(place.city) === folded) ?? null;
}
