/**
 * The filters of `GET /listings` (docs/api.md §Routes, §Filters): their normal form (the part of a
 * cursor's binding) and the one predicate used both by search and by the `list_changed` check.
 */
import { TRUCK_TYPES, type SearchableCategory, type TruckType } from '@dispatch/shared/domain/vocabulary';
import type { ListingRecord } from '../../market';
import type { ParamProblem, ParamValues } from '../http/params';
import { routeWindowFrom, type RouteWindow } from '../paging/route-window';

/**
 * Normalised listing filters; an absent member does not filter. Countries upper-case ISO alpha-2,
 * dates `YYYY-MM-DD`, `weightMax` in kg (integer), `volumeMax` in m3, `truckTypes` sorted and unique.
 */
export interface ListingFilters extends RouteWindow {
  category?: SearchableCategory;
  weightMax?: number;
  volumeMax?: number;
  truckTypes?: TruckType[];
}

const TRUCK_TYPE_SET: ReadonlySet<string> = new Set(TRUCK_TYPES);

/**
 * The normal form of validated `/listings` query values (`limit` and `cursor` are not filters), plus
 * the problems the schema cannot state: a `truckTypes` item outside the vocabulary (`invalid_value`,
 * an empty item in a non-empty list included; an empty `truckTypes` is no filter) and `dateFrom` after `dateTo` (`out_of_range`, reported on `dateTo` as the
 * app's own form does).
 * @param values query values that passed the contract's schema (see `params.ts`)
 */
export function listingFiltersFrom(values: ParamValues): {
  filters: ListingFilters;
  problems: ParamProblem[];
} {
  const { window, problems } = routeWindowFrom(values);
  const filters: ListingFilters = { ...window };
  if (typeof values.category === 'string') filters.category = values.category as SearchableCategory;
  if (typeof values.weightMax === 'number') filters.weightMax = values.weightMax;
  if (typeof values.volumeMax === 'number') filters.volumeMax = values.volumeMax;
  // An empty list (`truckTypes=`) is no truck filter (docs/api.md §Filters).
  if (typeof values.truckTypes === 'string' && values.truckTypes !== '') {
    const items = values.truckTypes.split(',').map((item) => item.trim());
    // Named by position, never quoted: an answer never repeats what the client sent (docs/api.md §Errors).
    const unknown = items.flatMap((item, index) => (TRUCK_TYPE_SET.has(item) ? [] : [index + 1]));
    if (unknown.length > 0) {
      problems.push({
        name: 'truckTypes',
        code: 'invalid_value',
        detail: `has unknown kinds (${unknown.length === 1 ? 'item' : 'items'} ${unknown.join(', ')} of ${items.length}); known: ${TRUCK_TYPES.join(', ')}`,
      });
    } else {
      filters.truckTypes = [...new Set(items as TruckType[])].sort();
    }
  }
  return { filters, problems };
}

/** True when search may show the listing at all: `published` and not category `assistance` (docs/api.md §Routes). */
export function isSearchable(listing: ListingRecord): boolean {
  return listing.status === 'published' && listing.category !== 'assistance';
}

/**
 * True when `listing` belongs in the search result for `filters` (docs/api.md §Filters): searchable;
 * same category and countries; its date window overlaps `[dateFrom, dateTo]` (asap listings, with null
 * dates, always match; a one-sided window counts as a single day); weight/volume at or under the bound
 * or absent; accepts any named truck type or names none.
 */
export function matchesListingFilters(listing: ListingRecord, filters: ListingFilters): boolean {
  if (!isSearchable(listing)) return false;
  if (filters.category !== undefined && listing.category !== filters.category) return false;
  if (filters.fromCountry !== undefined && listing.fromCountry !== filters.fromCountry) return false;
  if (filters.toCountry !== undefined && listing.toCountry !== filters.toCountry) return false;
  if (filters.dateFrom !== undefined || filters.dateTo !== undefined) {
    const start = listing.dateFrom ?? listing.dateTo;
    const end = listing.dateTo ?? listing.dateFrom;
    if (listing.dateType !== 'asap' && start !== null && end !== null) {
      if (filters.dateTo !== undefined && start > filters.dateTo) return false;
      if (filters.dateFrom !== undefined && end < filters.dateFrom) return false;
    }
  }
  if (filters.weightMax !== undefined && listing.weightKg !== null && listing.weightKg > filters.weightMax) {
    return false;
  }
  if (
    filters.volumeMax !== undefined &&
    listing.volumeM3 !== null &&
    Number(listing.volumeM3) > filters.volumeMax
  ) {
    return false;
  }
  if (filters.truckTypes !== undefined && listing.truckTypes.length > 0) {
    if (!listing.truckTypes.some((t) => filters.truckTypes!.includes(t))) return false;
  }
  return true;
}
