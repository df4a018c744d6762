/**
 * Control routes over free vehicles (docs/api.md §Outside /v1), JSON in and out, like the listing ones
 * (`listings/control-routes.ts`):
 * - `POST /_sandbox/vehicles` publishes a free vehicle (body: any vehicle fields, the rest defaulted
 *   as `SandboxControl.publishVehicle` says) -> 201 `{ data: OwnVehicle }` (with `requestCount`);
 * - `POST /_sandbox/vehicles/{id}/status` `{ status }` -> `{ data: OwnVehicle }`.
 * Every change goes through the store (revision bump, `list_changed`). Unknown id: 404 `not_found`;
 * bad body, a taken id, an unknown account or company: 400 `invalid_request` with fields.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TRUCK_TYPES, VEHICLE_STATUSES } from '@dispatch/shared/domain/vocabulary';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { readBody, refuseFields } from '../control/control-body';
import type { SandboxControl } from '../control/control';
import { toOwnVehicle } from './view';
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

const vehicleStatusBody = z.object({ status: z.enum(VEHICLE_STATUSES) }).strict();

/** Registers the vehicle control routes. */
export function controlVehicleRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  control: SandboxControl,
): void {
  const accountIds = new Set(ctx.market.accounts.map((a) => a.id));
  const companyIds = new Set(ctx.market.companies.map((c) => c.id));
  const vehicleView = (id: string) => {
    const vehicle = control.vehicle(id);
    if (!vehicle) throw notFound(`There is no vehicle ${id}.`);
    return { data: toOwnVehicle(vehicle) };
  };

  app.post('/_sandbox/vehicles', async (request, reply) => {
    const fields = readBody(vehicleFields, request.body);
    refuseFields([
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
}
