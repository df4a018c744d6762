/**
 * The sandbox's places (docs/api.md §Places): the app's gazetteer (`@dispatch/places`, places/), the
 * one source of places, indexed on the names a European exchange plausibly answers to: each place's
 * own name, its endonym and its English name ("München", "Munich"), not a Romanian or other exonym
 * ("Viena" finds nothing here, as on an exchange that does not know it).
 */
import { loadPlaces as loadAppPlaces } from '@dispatch/places/places';
import type { PlaceIndex } from '@dispatch/places/types';

export type { PlaceIndex, PlaceRecord } from '@dispatch/places/types';
export { SEARCH_LIMIT, toPlace } from '@dispatch/places/places';

/**
 * Every place of the app gazetteer's store, on the exchange's names (`exchangeNames`): what `/places`
 * and `/cost-estimate` answer for; memoised per process.
 */
export function loadPlaces(): PlaceIndex {
  return loadAppPlaces({ names: 'exchange' });
}

/**
 * The market's places (the gazetteer's older subset, `PlaceRecord.market`: docs/api.md §Places,
 * "Which places"), on the exchange's names: what the market draws its listings, vehicles and companies
 * from, so its seeded data stays as it was; memoised per process.
 */
export function loadMarketPlaces(): PlaceIndex {
  return loadAppPlaces({ names: 'exchange', market: true });
}
