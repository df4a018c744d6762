/** `GET /v1/companies/{id}` (docs/api.md §Resources, §Routes): a public company profile as `{ data: Company }`. */
import type { FastifyInstance } from 'fastify';
import type { Company } from '@dispatch/shared/api/types';
import type { CompanyRecord } from '../../market';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { BodyWriter } from '../http/json-body';
import { operationParams, readParams, readRoute } from '../http/route-kit';

/**
 * Registers `GET /v1/companies/{id}` on `app`. A non-uuid `id` is 400 `invalid_request` with field
 * `path.id` `invalid_format`; an absent company is 404 `not_found`. Ids match in any case.
 */
export function companyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const params = operationParams(ctx.contract, '/companies/{id}');
  const byId = new Map(ctx.market.companies.map((c) => [c.id.toLowerCase(), c]));
  const single = BodyWriter.forRoute<CompanyRecord>(ctx.contract, '/companies/{id}');
  readRoute(app, '/v1/companies/:id', (request) => {
    const { id } = readParams(params.path, request.params, 'path') as { id: string };
    const company = byId.get(id.toLowerCase());
    if (!company) throw notFound(`There is no company ${id}.`);
    const origin = ctx.origin();
    return single.body(single.item(company, (c) => toApiCompany(c, origin)));
  });
}

/** Projects a company record to the API's Company (v1.json); `url` is `${origin}/web/companies/${id}`. */
export function toApiCompany(c: CompanyRecord, origin: string): Company {
  return {
    id: c.id,
    name: c.name,
    cui: c.cui,
    city: c.city,
    county: c.county,
    country: c.country,
    registry: c.registry,
    anafStatus: c.anafStatus,
    verificationStatus: c.verificationStatus,
    arrVerified: c.arrVerified,
    cmrVerified: c.cmrVerified,
    vehicleTypes: [...c.vehicleTypes],
    rating: c.rating,
    reviewCount: c.reviewCount,
    url: `${origin}/web/companies/${c.id}`,
  };
}
