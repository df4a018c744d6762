/**
 * The search of the listings screen as URL search params (`#/listings?fromCountry=%22RO%22&...`): the
 * contract's `listingFiltersSchema` decides, so Back/Forward move between searches and a saved search
 * can be just its URL. A param that does not pass is dropped (the rest of the search still applies).
 */
import { listingFiltersSchema, type ListingFilters } from '../../../shared/contract/calls';

/** The names of the listing filters (the search params the listings route owns). */
export const LISTING_FILTER_KEYS = Object.keys(listingFiltersSchema.shape) as (keyof ListingFilters)[];

/** Only the filters that are set, in the schema's order (no unknown params, no undefined values). */
export function listingFiltersOf(search: Record<string, unknown>): ListingFilters {
  const filters: Record<string, unknown> = {};
  for (const key of LISTING_FILTER_KEYS) if (search[key] !== undefined) filters[key] = search[key];
  return filters as ListingFilters;
}

/**
 * The URL's search params as listing filters: valid ones kept, any bad one dropped. Every filter name
 * is in the result (undefined when not set), because the router lays a route's validated search over
 * the raw one: a dropped param must be overwritten, not left out.
 */
export function validateListingSearch(raw: Record<string, unknown>): ListingFilters {
  const cleared = Object.fromEntries(LISTING_FILTER_KEYS.map((key) => [key, undefined]));
  let candidate: Record<string, unknown> = listingFiltersOf(raw);
  for (let attempt = 0; attempt <= LISTING_FILTER_KEYS.length; attempt += 1) {
    const parsed = listingFiltersSchema.safeParse(candidate);
    if (parsed.success) return { ...cleared, ...parsed.data };
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (bad.has('')) break;
    candidate = Object.fromEntries(Object.entries(candidate).filter(([key]) => !bad.has(key)));
  }
  return cleared;
}
