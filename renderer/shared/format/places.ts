import { countryName } from './countries';

/** The two ends of a route as the exchange gives them: a city (or none) and an ISO 3166-1 alpha-2 country. */
export interface RouteEnds {
  fromCity: string | null;
  fromCountry: string;
  toCity: string | null;
  toCountry: string;
}

/**
 * A city as the UI shows it: `city` (as the exchange writes it, in `country`, ISO alpha-2) in the UI
 * language where the app's gazetteer knows it, else `city` unchanged (renderer/shared/places
 * `useShownCities`; docs/api.md §Places, "A place in the UI's language").
 */
export type ShownCity = (city: string, country: string) => string;

/** The exchange's spelling, unchanged: what a city shows until its name in the UI language is known. */
export const asWritten: ShownCity = (city) => city;

/**
 * One end of a route as every list and panel writes it (docs/architecture.md §The search-screen kit):
 * the city (`shown`: in the UI language where known) and the country's code, "Viena, AT"; without a
 * city, the country's name in the UI language (`locale`, through `Intl.DisplayNames`): "Germany",
 * "Germania".
 */
export function placeText(
  city: string | null | undefined,
  country: string,
  locale: string,
  shown: ShownCity = asWritten,
): string {
  return city ? `${shown(city, country)}, ${country}` : countryName(country, locale);
}

/** A route's two ends (`placeText` each) in `locale`: "Cluj-Napoca, RO → München, DE". */
export function routeText(route: RouteEnds, locale: string, shown: ShownCity = asWritten): string {
  return `${placeText(route.fromCity, route.fromCountry, locale, shown)} → ${placeText(route.toCity, route.toCountry, locale, shown)}`;
}
