/**
 * Free vehicle routes (docs/api.md §Routes, §Filters, §Resources): `GET /v1/vehicles` (public search,
 * keyset-paged), `GET /v1/vehicles/mine` (the holder's own, `vehicles:read`, with `requestCount`) and
 * `GET /v1/vehicles/{id}` (public ones only; a vehicle imported from a social-network group gives the
 * same 404 as an absent one, docs/api.md §Routes).
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import type { VehicleRecord } from '../../market';
import { BodyWriter } from '../http/json-body';
import { operationPermission, requireKey } from '../http/key-holder';
import { serveList } from '../paging/list-route';
import { callerOf, operationParams, readParams, readRoute } from '../http/route-kit';
import { matchesVehicleFilters, vehicleFiltersFrom, vehicleLanesFor } from './filters';
import { isPublicVehicle, vehicleLanes } from './store';
import { toApiVehicle, toOwnVehicle } from './view';

/** The cursor route name of the vehicle search. */
export const VEHICLES_ROUTE = 'vehicles';
/** The cursor route name of the holder's own vehicles. */
export const MY_VEHICLES_ROUTE = 'vehicles/mine';

/** The 404 message of `/vehicles/{id}`, the same for an absent vehicle and one that is not public. */
export const NO_SUCH_VEHICLE = 'There is no free vehicle with this id.';

/** Registers the vehicle routes on `app`. */
export function vehicleRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const search = operationParams(ctx.contract, '/vehicles');
  const mine = operationParams(ctx.contract, '/vehicles/mine');
  const minePermission = operationPermission(ctx.contract, '/vehicles/mine');
  const byId = operationParams(ctx.contract, '/vehicles/{id}');
  const pages = BodyWriter.forRoute<VehicleRecord>(ctx.contract, '/vehicles');
  const ownPages = BodyWriter.forRoute<VehicleRecord>(ctx.contract, '/vehicles/mine');
  const single = BodyWriter.forRoute<VehicleRecord>(ctx.contract, '/vehicles/{id}');

  readRoute(app, '/v1/vehicles', (request) =>
    serveList(ctx, request, {
      route: VEHICLES_ROUTE,
      holder: callerOf(request).holder,
      query: search.query,
      filters: vehicleFiltersFrom,
      collection: (filters) =>
        ctx.vehicles.view((v) => matchesVehicleFilters(v, filters), vehicleLanesFor(filters)),
      project: toApiVehicle,
      body: pages,
    }),
  );

  readRoute(app, '/v1/vehicles/mine', (request) => {
    const holder = requireKey(callerOf(request), minePermission);
    return serveList(ctx, request, {
      route: MY_VEHICLES_ROUTE,
      holder: holder.holder,
      query: mine.query,
      collection: () =>
        ctx.vehicles.view(
          (v) => v.ownerAccountId === holder.accountId,
          [vehicleLanes.owner(holder.accountId)],
        ),
      project: toOwnVehicle,
      body: ownPages,
    });
  });

  readRoute(app, '/v1/vehicles/:id', (request) => {
    callerOf(request);
    const { id } = readParams(byId.path, request.params, 'path') as { id: string };
    const vehicle = ctx.vehicles.get(id.toLowerCase());
    if (!vehicle || !isPublicVehicle(vehicle)) throw notFound(NO_SUCH_VEHICLE);
    return single.body(single.item(vehicle, toApiVehicle));
  });
}
