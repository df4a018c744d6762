/**
 * `GET /v1/cost-estimate` (docs/api.md §Routes, §Cost estimate): `{ data: CostEstimate }`, an informative
 * figure for a route from the sandbox's own per-km rate table, never a recommended rate.
 */
import type { FastifyInstance } from 'fastify';
import type { CostEstimate } from '@dispatch/shared/api/types';
import type { ListingCategory, TruckType } from '@dispatch/shared/domain/vocabulary';
import { estimateCost, pricePosition } from '../../market';
import { toPlace, type PlaceIndex, type PlaceRecord } from '../../places';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { BodyWriter } from '../http/json-body';
import { operationParams, readParams, readRoute } from '../http/route-kit';

/** The `note` of every estimate: it is information, not a recommended rate (docs/api.md §Overview). */
export const ESTIMATE_NOTE =
  'Information only, not a recommended rate: a rough figure from distance and typical per-km rates. ' +
  'The price is always agreed between shipper and carrier.';

/** The validated query of the route (v1.json parameters of `GET /cost-estimate`); `price` in `currency`. */
export interface EstimateQuery {
  fromCountry: string;
  toCountry: string;
  from?: string;
  to?: string;
  vehicle?: TruckType;
  category?: ListingCategory;
  price?: number;
  currency?: 'EUR' | 'RON';
}

/**
 * Registers `GET /v1/cost-estimate` on `app`. Parameters are validated from v1.json (400
 * `invalid_request`, one `fields` entry per bad parameter: `required`, `invalid_format`,
 * `invalid_value`, `invalid_type`, `out_of_range`); then each end is resolved (404 `not_found`).
 */
export function costEstimateRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const params = operationParams(ctx.contract, '/cost-estimate');
  const single = BodyWriter.forRoute(ctx.contract, '/cost-estimate');
  readRoute(app, '/v1/cost-estimate', (request) => {
    const query = readParams(params.query, request.query, 'query') as unknown as EstimateQuery;
    return single.body(single.fresh(costEstimate(ctx.places, query)));
  });
}

/**
 * The estimate for a validated query (docs/api.md §Cost estimate), v1.json `CostEstimate`: countries
 * upper-case; `from`/`to` the matched places, null when the capital stood in; `distanceKm` in km;
 * `vehicle`/`category` echoed (null when not given; the rates then assume `tautliner`); `low`,
 * `typical`, `high`, `perKm` decimal strings with 2 places in `currency` (EUR default, or RON);
 * `price` `{ value, position }` when a price was given.
 * @throws ApiError 404 `not_found` naming the locality (or the country) that has no place
 */
export function costEstimate(places: PlaceIndex, query: EstimateQuery): CostEstimate {
  const fromCountry = query.fromCountry.toUpperCase();
  const toCountry = query.toCountry.toUpperCase();
  const from = resolveEnd(places, fromCountry, query.from, 'from');
  const to = resolveEnd(places, toCountry, query.to, 'to');
  const figures = estimateCost({
    from: from.place,
    to: to.place,
    vehicle: query.vehicle ?? null,
    currency: query.currency ?? 'EUR',
  });
  return {
    fromCountry,
    toCountry,
    from: from.given ? toPlace(from.place) : null,
    to: to.given ? toPlace(to.place) : null,
    distanceKm: figures.distanceKm,
    vehicle: query.vehicle ?? null,
    category: query.category ?? null,
    currency: figures.currency,
    low: figures.low,
    typical: figures.typical,
    high: figures.high,
    perKm: figures.perKm,
    price:
      query.price === undefined
        ? null
        : { value: query.price, position: pricePosition(query.price, figures) },
    note: ESTIMATE_NOTE,
  };
}

/**
 * One end of the route: the place named `nameOrSlug` within `country` (a blank name counts as not
 * given), else the country's capital. A country with no places at all (e.g. `ZZ`: well-formed, not
 * in the sandbox's set) has no capital either: 404 like an unknown locality. The message names the
 * parameter (`param`), never the name the client sent (docs/api.md §Errors).
 * @throws ApiError 404 `not_found`
 */
function resolveEnd(
  places: PlaceIndex,
  country: string,
  nameOrSlug: string | undefined,
  param: 'from' | 'to',
): { place: PlaceRecord; given: boolean } {
  if (nameOrSlug !== undefined && nameOrSlug !== '') {
    const place = places.find(country, nameOrSlug);
    if (!place) throw notFound(`There is no locality by the name given in \`${param}\` in ${country}.`);
    return { place, given: true };
  }
  const capital = places.capital(country);
  if (!capital) throw notFound(`There is no locality in ${country}: the country is not covered.`);
  return { place: capital, given: false };
}
