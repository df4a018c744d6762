/** Handlers of the free-vehicle calls (shared/contract/vehicles.ts): `searchVehicles`, `getVehicle`, `listMyVehicles`. */
import type { vehicleCalls } from '../../../../shared/contract/vehicles';
import type { HandlerGroup, ServiceContext } from '../context';

/** The free-vehicle handlers. */
export function vehicleHandlers(context: ServiceContext): HandlerGroup<typeof vehicleCalls> {
  return {
    'vehicles.search': async ({ filters, cursor, limit }) =>
      (await context.client()).get('/vehicles', {
        query: { ...filters, limit, cursor: cursor ?? undefined },
      }),
    'vehicles.get': async ({ id }) => (await context.client()).getOne('/vehicles/{id}', { path: { id } }),
    'vehicles.mine': async ({ cursor, limit }) =>
      (await context.client()).get('/vehicles/mine', { query: { limit, cursor: cursor ?? undefined } }),
  };
}
