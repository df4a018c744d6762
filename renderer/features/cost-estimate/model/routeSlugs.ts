/**
 * "Estimate this route" from a listing whose place names several places share (Călinești, Argeș and
 * Călinești, Suceava): the exchange reads a name as one place of that name, maybe not the listing's.
 * Opened from a listing (`routeKm` in the URL), the estimator first asks the host which exchange place
 * each end is (`places.routeSlugs`, shared/contract/places.ts: the app's gazetteer places the ends on
 * the route, the exchange's look-up gives their slugs) and sends those by slug (docs/api.md §Cost
 * estimate: `from` and `to` are a name or a slug).
 */
import type { RouteSlugs, RouteSlugsInput } from '../../../../shared/contract/places';
import type { CostEstimateSearch } from './search';

/** Whether the end `side` of `search` is named (a place name) without a slug of its own. */
const namedWithoutSlug = (search: CostEstimateSearch, side: 'from' | 'to'): boolean =>
  search[side] !== undefined && search[`${side}Slug`] === undefined;

/**
 * What to ask `places.routeSlugs` for the URL's fields `search`: the route when it was opened from a
 * listing (`routeKm`), both countries are set and a place is named without a slug; else null (nothing
 * to ask: the estimate goes as the URL says).
 */
export function routeSlugsInputOf(search: CostEstimateSearch): RouteSlugsInput | null {
  const { fromCountry, toCountry, routeKm } = search;
  if (routeKm === undefined || fromCountry === undefined || toCountry === undefined) return null;
  if (!namedWithoutSlug(search, 'from') && !namedWithoutSlug(search, 'to')) return null;
  return {
    from: { country: fromCountry, city: search.from ?? null },
    to: { country: toCountry, city: search.to ?? null },
    km: routeKm,
  };
}

/**
 * `search` with the slugs `places.routeSlugs` found (`slugs`; undefined while none are known), each
 * only for an end named without a slug of its own.
 */
export function withRouteSlugs(
  search: CostEstimateSearch,
  slugs: RouteSlugs | undefined,
): CostEstimateSearch {
  if (!slugs) return search;
  const found = (side: 'from' | 'to') => {
    const slug = slugs[side];
    return slug !== null && namedWithoutSlug(search, side) ? { [`${side}Slug`]: slug } : {};
  };
  return { ...search, ...found('from'), ...found('to') };
}
