/**
 * Deadhead: the empty run from where the truck stands to a listing's loading place, in km, computed in
 * the app from its own gazetteer (GeoNames places, by any name each goes by), never by an API call.
 * Distance is the road estimate of docs/api.md §Cost estimate: great-circle distance × 1.25, rounded.
 */
import type {
  CoordinatesInput,
  DeadheadInput,
  DeadheadResult,
  LocatedPlace,
  PlaceNamesInput,
} from '@dispatch/shared/contract/places';
import { roadDistanceKm } from './distance';
import { createPlaceLookup, type PlaceLookup } from './lookup';
import { nameIn } from './names';
import { loadPlaces, toPlace, type PlaceIndex, type PlaceRecord } from './places';

/**
 * Finds places by slug or by any of their names within a country; loaded on first use, once
 * (docs/benchmarks.md); ranks the exchange's look-up answers and names the place to ask again under
 * (`PlaceLookup`, docs/api.md §Places).
 */
export interface Gazetteer extends PlaceLookup {
  /**
   * The km from `truckAt` (a place slug, as the place look-up gives it) to each loading place
   * (`{ country, city }`; city null means the listing names only a country). A place the gazetteer
   * does not know gives `km: null` (the row shows no deadhead rather than a wrong one); an unknown
   * `truckAt` gives `truckAt: null` and every km null.
   */
  deadhead(input: DeadheadInput): DeadheadResult;
  /**
   * Where each place is (`{ country, city }`, city a name or a slug; with `routeTo`, a shared name is
   * read as `placeOnRoute` reads it), in WGS84 degrees, with its population, in order (docs/map.md:
   * the map draws places from the app's own gazetteer, and names the most populous). Null for a place it does not know, and for a listing that names
   * only a country (city null): the map says "not on the map".
   */
  coordinates(input: CoordinatesInput): (LocatedPlace | null)[];
  /**
   * Which place each place is (read as `coordinates` reads it), with its county and how many places
   * of its country bear its name (`namesakes`, 1 when the name is its own), in order; null where
   * `coordinates` gives null.
   */
  onRoute(input: CoordinatesInput): (PlaceOnRoute | null)[];
  /**
   * Each place's name in `language` (`nameIn`; its own name where another place of its country goes
   * by that name too), found by any name it goes by, in order; null for a place it does not know, a
   * country-only place, and a name several places bear whose names in `language` differ (Frankfurt:
   * am Main or (Oder)), so a name is shown only where it is certain.
   */
  names(input: PlaceNamesInput): (string | null)[];
}

/** A place of a route as the gazetteer reads it (see `Gazetteer.onRoute`). */
export interface PlaceOnRoute {
  city: string;
  county: string;
  country: string;
  /** How many places of `country` bear this name (1 or more). */
  namesakes: number;
}

/** Creates the gazetteer; `load` is injectable for tests (default: the GeoNames places). */
export function createGazetteer(load: () => PlaceIndex = loadPlaces): Gazetteer {
  let index: PlaceIndex | null = null;
  const places = () => (index ??= load());
  return {
    ...createPlaceLookup(places),
    deadhead({ truckAt, loadingPlaces }) {
      const slugCountry = truckAt.slice(-2).toUpperCase();
      const origin = places().find(slugCountry, truckAt);
      return {
        truckAt: origin ? toPlace(origin) : null,
        km: loadingPlaces.map((loading) => {
          if (!origin || loading.city === null) return null;
          const place = placeOnRoute(places(), loading);
          return place ? roadDistanceKm(origin, place) : null;
        }),
      };
    },
    coordinates({ places: wanted }) {
      return wanted.map((named) => {
        const place = placeOnRoute(places(), named);
        return place ? { lat: place.lat, lon: place.lon, population: place.population } : null;
      });
    },
    onRoute({ places: wanted }) {
      return wanted.map((named) => {
        const place = placeOnRoute(places(), named);
        if (!place) return null;
        const namesakes = places().findAll(place.country, place.city).length;
        return { city: place.city, county: place.county, country: place.country, namesakes };
      });
    },
    names({ language, places: named }) {
      // a place's name in the language, unless another place of its country goes by it too ("Frankfurt"
      // is both Frankfurt am Main's and Frankfurt (Oder)'s Romanian name): then its own name
      const shownName = (place: PlaceRecord) => {
        const name = nameIn(place, language);
        const others = places().findAll(place.country, name);
        return others.some((other) => other !== place) ? place.city : name;
      };
      return named.map(({ country, city }) => {
        if (city === null) return null;
        const shown = new Set(places().findAll(country, city).map(shownName));
        return shown.size === 1 ? [...shown][0]! : null;
      });
    },
  };
}

/**
 * The place a place of a listing's route names (its loading place for the empty run, either end for
 * its map): the gazetteer's place of that name (or slug) in its country; when
 * the name has several (Călinești, Argeș and Călinești, Suceava) and `routeTo` gives the route's other
 * end and its road km, the one whose road distance to one of the other end's places is nearest that
 * km (the more populous on a tie); otherwise the most populous. Undefined for an unknown name or a
 * country-only place. Rule: docs/api.md §Cost estimate, road distance = great circle x 1.25, rounded.
 */
export function placeOnRoute(
  index: PlaceIndex,
  loading: DeadheadInput['loadingPlaces'][number] | CoordinatesInput['places'][number],
): PlaceRecord | undefined {
  if (loading.city === null) return undefined;
  const named = index.findAll(loading.country, loading.city);
  const { routeTo } = loading;
  if (named.length < 2 || !routeTo || routeTo.city === null) return named[0];
  const others = index.findAll(routeTo.country, routeTo.city);
  if (others.length === 0) return named[0];
  let best = named[0];
  let bestMiss = Infinity;
  for (const place of named) {
    for (const other of others) {
      const miss = Math.abs(roadDistanceKm(place, other) - routeTo.km);
      if (miss < bestMiss) {
        best = place;
        bestMiss = miss;
      }
    }
  }
  return best;
}
