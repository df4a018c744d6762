/**
 * Control routes over free vehicles and offers (docs/api.md §Outside /v1), JSON in and out, like the
 * listing ones (`listings/control-routes.ts`):
 * - `POST /_sandbox/vehicles` publishes a free vehicle (body: any vehicle fields, the rest defaulted
 *   as `SandboxControl.publishVehicle` says) -> 201 `{ data: OwnVehicle }` (with `requestCount`);
 * - `POST /_sandbox/vehicles/{id}/status` `{ status }` -> `{ data: OwnVehicle }`;
 * - `POST /_sandbox/offers` receives an offer (body: `listingRef` and any offer fields, the rest as
 *   `SandboxControl.receiveOffer` says) -> 201 `{ data: Offer }`;
 * - `POST /_sandbox/offers/{id}/status` `{ status }` (any status; `updatedAt` = the sandbox clock)
 *   -> `{ data: Offer }`.
 * Every change goes through the store (revision bump, `list_changed`). Unknown id: 404 `not_found`;
 * bad body, a taken id, an unknown listing, account or company: 400 `invalid_request` with fields.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OFFER_STATUSES, TRUCK_TYPES, VEHICLE_STATUSES, CURRENCIES } from '../../../shared/domain/vocabulary';
import { invalidRequest, notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { readBody } from '../control/control-body';
import type { SandboxControl } from '../control/control';
import { toApiOffer } from '../offers/view';
import { toOwnVehicle } from '../vehicles/view';
import { country, dateTime, day, decimal } from '../control/control-schemas';

const vehicleFields = z
  .object({
    id: z.uuid(),
    fromCountry: country,
    toCountry: country,
    fromCity: z.string().min(1).nullable(),
    toCity: z.string().min(1).nullable(),
    dateFrom: day,
    dateTo: day,
    vehicle: z.enum(TRUCK_TYPES),
    capacity: z.string().nullable(),
    seats: z.int().min(0).nullable(),
    volumeM3: decimal.nullable(),
    payloadT: decimal.nullable(),
    pallets: z.int().min(0).nullable(),
    via: z.string().nullable(),
    note: z.string().nullable(),
    status: z.enum(VEHICLE_STATUSES),
    createdAt: dateTime,
    companyId: z.string().nullable(),
    displayName: z.string().min(1),
    source: z.enum(['exchange', 'social_group']),
    ownerAccountId: z.string(),
    requestCount: z.int().min(0),
  })
  .partial()
  .strict();

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

const vehicleStatusBody = z.object({ status: z.enum(VEHICLE_STATUSES) }).strict();
const offerStatusBody = z.object({ status: z.enum(OFFER_STATUSES) }).strict();

/** Registers the vehicle and offer control routes. */
export function controlRecordRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  control: SandboxControl,
): void {
  const accountIds = new Set(ctx.market.accounts.map((a) => a.id));
  const companyIds = new Set(ctx.market.companies.map((c) => c.id));
  const refuse = (checks: [name: string, bad: boolean][]): void => {
    const bad = checks.filter(([, isBad]) => isBad).map(([name]) => name);
    if (bad.length === 0) return;
    throw invalidRequest(
      bad.map((name) => ({ path: `body.${name}`, code: 'invalid_value' })),
      `${bad.join(', ')}: an id already in use, or an unknown listing, account or company`,
    );
  };
  const vehicleView = (id: string) => {
    const vehicle = control.vehicle(id);
    if (!vehicle) throw notFound(`There is no vehicle ${id}.`);
    return { data: toOwnVehicle(vehicle) };
  };
  const offerView = (id: string) => {
    const offer = control.offer(id);
    if (!offer) throw notFound(`There is no offer ${id}.`);
    return { data: toApiOffer(offer, ctx.origin()) };
  };

  app.post('/_sandbox/vehicles', async (request, reply) => {
    const fields = readBody(vehicleFields, request.body);
    refuse([
      ['id', fields.id !== undefined && control.vehicle(fields.id) !== undefined],
      ['ownerAccountId', fields.ownerAccountId !== undefined && !accountIds.has(fields.ownerAccountId)],
      ['companyId', typeof fields.companyId === 'string' && !companyIds.has(fields.companyId)],
    ]);
    const vehicle = control.publishVehicle(fields);
    return reply.code(201).send(vehicleView(vehicle.id));
  });

  app.post<{ Params: { id: string } }>('/_sandbox/vehicles/:id/status', async (request) => {
    const { id } = request.params;
    vehicleView(id);
    const { status } = readBody(vehicleStatusBody, request.body);
    control.setVehicleStatus(id, status);
    return vehicleView(id);
  });

  app.post('/_sandbox/offers', async (request, reply) => {
    const fields = readBody(offerFields, request.body);
    refuse([
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
