/**
 * Control routes over offers (docs/api.md §Outside /v1), JSON in and out, like the listing ones
 * (`listings/control-routes.ts`):
 * - `POST /_sandbox/offers` receives an offer (body: `listingRef` and any offer fields, the rest as
 *   `SandboxControl.receiveOffer` says) -> 201 `{ data: Offer }`;
 * - `POST /_sandbox/offers/{id}/status` `{ status }` (any status; `updatedAt` = the sandbox clock)
 *   -> `{ data: Offer }`.
 * Every change goes through the store (revision bump, `list_changed`). Unknown id: 404 `not_found`;
 * bad body, a taken id, an unknown listing, account or company: 400 `invalid_request` with fields.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CURRENCIES, OFFER_STATUSES } from '@dispatch/shared/domain/vocabulary';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { readBody, refuseFields } from '../control/control-body';
import type { SandboxControl } from '../control/control';
import { toApiOffer } from './view';
import { dateTime, day, decimal } from '../control/control-schemas';

const offerFields = z
  .object({
    listingRef: z.string(),
    id: z.uuid(),
    price: decimal,
    currency: z.enum(CURRENCIES),
    availableDate: day.nullable(),
    message: z.string().nullable(),
    status: z.enum(OFFER_STATUSES),
    expiresAt: dateTime.nullable(),
    revisions: z.int().min(0),
    createdAt: dateTime,
    updatedAt: dateTime,
    senderAccountId: z.string(),
    senderCompanyId: z.string().nullable(),
    carrier: z.object({ name: z.string().min(1), isCompany: z.boolean(), verified: z.boolean() }).strict(),
  })
  .partial()
  .required({ listingRef: true })
  .strict();

const offerStatusBody = z.object({ status: z.enum(OFFER_STATUSES) }).strict();

/** Registers the offer control routes. */
export function controlOfferRoutes(app: FastifyInstance, ctx: SandboxContext, control: SandboxControl): void {
  const accountIds = new Set(ctx.market.accounts.map((a) => a.id));
  const companyIds = new Set(ctx.market.companies.map((c) => c.id));
  const offerView = (id: string) => {
    const offer = control.offer(id);
    if (!offer) throw notFound(`There is no offer ${id}.`);
    return { data: toApiOffer(offer, ctx.origin()) };
  };

  app.post('/_sandbox/offers', async (request, reply) => {
    const fields = readBody(offerFields, request.body);
    refuseFields([
      ['listingRef', control.listing(fields.listingRef) === undefined],
      ['id', fields.id !== undefined && control.offer(fields.id) !== undefined],
      ['senderAccountId', fields.senderAccountId !== undefined && !accountIds.has(fields.senderAccountId)],
      [
        'senderCompanyId',
        typeof fields.senderCompanyId === 'string' && !companyIds.has(fields.senderCompanyId),
      ],
    ]);
    const offer = control.receiveOffer(fields);
    return reply.code(201).send(offerView(offer.id));
  });

  app.post<{ Params: { id: string } }>('/_sandbox/offers/:id/status', async (request) => {
    const { id } = request.params;
    offerView(id);
    const { status } = readBody(offerStatusBody, request.body);
    control.setOfferStatus(id, status);
    return offerView(id);
  });
}
