import { countryName } from './countries';

/** The two ends of a route as the exchange gives them: a city (or none) and an ISO 3166-1 alpha-2 country. */
export interface RouteEnds {
  fromCity: string | null;
  fromCountry: string;
  toCity: string | null;
  toCountry: string;
}

/**
 * One end of a route as every list and panel writes it (docs/architecture.md §The search-screen kit):
 * the city and the country's code, "Cluj-Napoca, RO"; without a city, the country's name in the UI
 * language (`locale`, through `Intl.DisplayNames`): "Germany", "Germania".
 */
export function placeText(city: string | null | undefined, country: string, locale: string): string {
  return city ? `${city}, ${country}` : countryName(country, locale);
}

/** A route's two ends (`placeText` each) in `locale`: "Cluj-Napoca, RO → München, DE". */
export function routeText(route: RouteEnds, locale: string): string {
  return `${placeText(route.fromCity, route.fromCountry, locale)} → ${placeText(route.toCity, route.toCountry, locale)}`;
}
