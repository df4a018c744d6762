/**
 * The search of the listings screen as URL search params (`#/listings?fromCountry=%22RO%22&...`): the
 * contract's `listingFiltersSchema` decides (renderer/shared/search/urlSearch.ts).
 */
import type { ListingFilters } from '../../../../shared/contract/calls';
import { listingFiltersSchema } from '../../../../shared/contract/listings';
import { urlSearch } from '../../../shared/search/urlSearch';

const listingSearch = urlSearch(listingFiltersSchema);

/** Only the filters that are set, in the schema's order (no unknown params, no undefined values). */
export const listingFiltersOf: (search: Record<string, unknown>) => ListingFilters = listingSearch.valuesOf;

/** The URL's search params as listing filters: valid ones kept, any bad one dropped. */
export const validateListingSearch: (raw: Record<string, unknown>) => ListingFilters = listingSearch.validate;
