/** The place look-up (`searchPlaces`): up to 10 ranked places for a query. docs/api.md §Places. */
import { z } from 'zod';
import type { Place } from '../api/types';
import { PLACE_QUERY_MAX, placeCountrySchema, placeSlugSchema } from './common';
import { call, output } from './call';

/**
 * A place as a listing or a free vehicle names it: its country (upper-case ISO alpha-2) and city
 * (`null` when only the country is known).
 */
const namedPlaceSchema = z.object({
  country: placeCountrySchema,
  city: z.string().max(PLACE_QUERY_MAX).nullable(),
});

/**
 * A place of a listing's route with, when the listing gives its distance, the route's other end and
 * the road km between them (`distanceKm`): a name two places of a country share (Călinești, Argeș and
 * Călinești, Suceava) is then read as the one at that distance from the other end, not the most
 * populous (docs/api.md §Cost estimate's road distance; docs/map.md).
 */
const routePlaceSchema = namedPlaceSchema.extend({
  routeTo: namedPlaceSchema.extend({ km: z.number().int().min(0).max(100_000) }).optional(),
});

/** Input of the deadhead look-up: where the truck is, and the loading places of the rows on screen (at most 20). */
export const deadheadInputSchema = z.object({
  truckAt: placeSlugSchema,
  loadingPlaces: z.array(routePlaceSchema).max(20),
});
export type DeadheadInput = z.infer<typeof deadheadInputSchema>;

/** The deadhead of each loading place, in km (null where the place is unknown to the app's gazetteer). */
export interface DeadheadResult {
  /** The truck's place as the gazetteer knows it, or null for an unknown slug. */
  truckAt: Place | null;
  /** One entry per loading place, in order: road km from the truck, or null. */
  km: (number | null)[];
}

/**
 * Most places per `places.coordinates` call: a page of 20 rows has 40 ends (loading and unloading
 * places), plus where the truck is (docs/map.md §The page on a map).
 */
export const COORDINATES_BATCH_MAX = 41;

/**
 * Input of the coordinates look-up (docs/map.md): places by country (ISO alpha-2, upper-case) and name
 * as a listing or vehicle gives them (`city` null when only the country is known), or a place slug in
 * `city` (as "Truck at" keeps it; shared/contract/common.ts `placeSlugSchema`).
 */
export const coordinatesInputSchema = z.object({
  places: z.array(routePlaceSchema).max(COORDINATES_BATCH_MAX),
});
export type CoordinatesInput = z.infer<typeof coordinatesInputSchema>;

/** Where a place is: WGS84 degrees (latitude north positive, longitude east positive). */
export interface LatLon {
  lat: number;
  lon: number;
}

/**
 * A place the gazetteer located: where it is, and its inhabitants (GeoNames' population), by which the
 * map chooses the places it names (docs/map.md §The page on a map).
 */
export interface LocatedPlace extends LatLon {
  population: number;
}

/**
 * Input of `places.routeSlugs`: a listing's route as the listing names it (each end's country and
 * city, city null for a country only) and its road km (`distanceKm`, whole km).
 */
export const routeSlugsInputSchema = z.object({
  from: namedPlaceSchema,
  to: namedPlaceSchema,
  km: z.number().int().min(0).max(100_000),
});
export type RouteSlugsInput = z.infer<typeof routeSlugsInputSchema>;

/**
 * The exchange's slug of each end of a route whose name several places of its country share (the one
 * at the route's km from the other end), or null: the name is the only one of its name, the app's
 * gazetteer does not know it, or the exchange's look-up lists no place of that name, county and country.
 */
export interface RouteSlugs {
  from: string | null;
  to: string | null;
}

/**
 * Most places per `places.names` call: a page of 20 rows has 40 ends (docs/api.md §Places, "A place
 * in the UI's language").
 */
export const NAMES_BATCH_MAX = 40;

/**
 * Input of `places.names`: places as a listing or free vehicle names them, and the UI language to
 * write them in (`en` or `ro`, shared/contract/activity.ts `UI_LANGUAGES`).
 */
export const placeNamesInputSchema = z.object({
  language: z.enum(['en', 'ro']),
  places: z.array(namedPlaceSchema).max(NAMES_BATCH_MAX),
});
export type PlaceNamesInput = z.infer<typeof placeNamesInputSchema>;

/** The place calls, each with its input schema and output type (docs/api.md §Places, docs/map.md). */
export const placeCalls = {
  'places.search': call(
    z.object({
      q: z
        .string()
        .trim()
        .min(2, 'Type at least 2 letters.')
        .max(PLACE_QUERY_MAX, `A place is at most ${PLACE_QUERY_MAX} characters.`),
    }),
    output<Place[]>(),
  ),
  /** Local, no API call: the empty run from the truck to each loading place (docs/api.md §Cost estimate's road distance). */
  'places.deadhead': call(deadheadInputSchema, output<DeadheadResult>()),
  /**
   * Local, no API call: where each place is, from the app's gazetteer, for drawing the map (docs/map.md
   * §Offline and light). One entry per place, in order; null where the gazetteer does not know it.
   */
  'places.coordinates': call(coordinatesInputSchema, output<(LocatedPlace | null)[]>()),
  /**
   * Local, no API call: each place's name in the UI language, from the app's gazetteer, by any name
   * the exchange writes it by ("Munchen", "Wien"): "München", "Viena" in Romanian; "Munich", "Vienna"
   * in English. One entry per place, in order; null where the gazetteer does not know the place, the
   * listing names only a country, or the name is several places' with different names (docs/api.md
   * §Places, "A place in the UI's language").
   */
  'places.names': call(placeNamesInputSchema, output<(string | null)[]>()),
  /**
   * The exchange's slugs of a route's ends whose names several places share (`RouteSlugs`), so that
   * "Estimate this route" measures the listing's route: the app's gazetteer places each end on the
   * route (its county), and the exchange's look-up (`GET /places`, one read per such end, none for
   * the others) gives that place's slug (docs/api.md §Cost estimate, a place name two places share).
   */
  'places.routeSlugs': call(routeSlugsInputSchema, output<RouteSlugs>()),
} as const;
