/**
 * Control routes over listings (docs/api.md §Outside /v1: publish, change status or stage), JSON in and
 * out, each answering `{ data: Listing }` (the API projection, stage included):
 * - `POST /_sandbox/listings` publishes (body: any listing fields, the rest defaulted as
 *   `SandboxControl.publishListing` says) -> 201;
 * - `POST /_sandbox/listings/{ref}/status` `{ status }`;
 * - `POST /_sandbox/listings/{ref}/stage` `{ stage }`: the control may set ANY stage (forward,
 *   backward, or null to clear it), unlike the market's steps and the real service, which only move
 *   forward; `stageUpdatedAt` becomes the sandbox clock.
 * Every change goes through the store (revision bump, `list_changed`). Unknown ref: 404 `not_found`;
 * bad body: 400 `invalid_request` with fields.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CURRENCIES,
  DATE_TYPES,
  LISTING_CATEGORIES,
  LISTING_STATUSES,
  TRANSPORT_STAGES,
  TRUCK_TYPES,
} from '@dispatch/shared/domain/vocabulary';
import { REF_PATTERN } from '../../market';
import { invalidRequest, notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { readBody } from '../control/control-body';
import type { SandboxControl } from '../control/control';
import { toApiListing } from './view';
import { country, dateTime, day, decimal } from '../control/control-schemas';

const listingFields = z
  .object({
    ref: z.string().regex(REF_PATTERN),
    category: z.enum(LISTING_CATEGORIES),
    fromCity: z.string().min(1),
    fromCountry: country,
    toCity: z.string().min(1),
    toCountry: country,
    dateType: z.enum(DATE_TYPES),
    dateFrom: day.nullable(),
    dateTo: day.nullable(),
    description: z.string().nullable(),
    budget: decimal.nullable(),
    currency: z.enum(CURRENCIES),
    urgent: z.boolean(),
    needsInvoice: z.boolean(),
    paymentDays: z.int().min(0).max(365).nullable(),
    weightKg: z.int().min(0).nullable(),
    volumeM3: decimal.nullable(),
    truckTypes: z.array(z.enum(TRUCK_TYPES)),
    status: z.enum(LISTING_STATUSES),
    createdAt: dateTime,
    expiresAt: dateTime,
    estimatedCost: decimal.nullable(),
    distanceKm: z.int().min(0).nullable(),
    transportStage: z.enum(TRANSPORT_STAGES).nullable(),
    stageUpdatedAt: dateTime.nullable(),
    ownerAccountId: z.string(),
    chosenCarrierAccountId: z.string().nullable(),
  })
  .partial()
  .strict();

const statusBody = z.object({ status: z.enum(LISTING_STATUSES) }).strict();
const stageBody = z.object({ stage: z.enum(TRANSPORT_STAGES).nullable() }).strict();

/** Registers the listing control routes. */
export function controlListingRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  control: SandboxControl,
): void {
  const accountIds = new Set(ctx.market.accounts.map((a) => a.id));
  const view = (ref: string) => {
    const listing = control.listing(ref);
    if (!listing) throw notFound(`There is no listing ${ref}.`);
    return { data: toApiListing(listing, ctx.origin(), true) };
  };

  app.post('/_sandbox/listings', async (request, reply) => {
    const fields = readBody(listingFields, request.body);
    const problems = [
      fields.ref !== undefined && control.listing(fields.ref) ? 'ref' : null,
      fields.ownerAccountId !== undefined && !accountIds.has(fields.ownerAccountId) ? 'ownerAccountId' : null,
      fields.chosenCarrierAccountId && !accountIds.has(fields.chosenCarrierAccountId)
        ? 'chosenCarrierAccountId'
        : null,
    ].filter((name) => name !== null);
    if (problems.length > 0) {
      throw invalidRequest(
        problems.map((name) => ({ path: `body.${name}`, code: 'invalid_value' })),
        `${problems.join(', ')}: a ref already in use or an unknown account`,
      );
    }
    const listing = control.publishListing(fields);
    return reply.code(201).send(view(listing.ref));
  });

  app.post<{ Params: { ref: string } }>('/_sandbox/listings/:ref/status', async (request) => {
    const { ref } = request.params;
    view(ref);
    const { status } = readBody(statusBody, request.body);
    control.setListingStatus(ref, status);
    return view(ref);
  });

  app.post<{ Params: { ref: string } }>('/_sandbox/listings/:ref/stage', async (request) => {
    const { ref } = request.params;
    view(ref);
    const { stage } = readBody(stageBody, request.body);
    control.setTransportStage(ref, stage);
    return view(ref);
  });
}
