/** Handlers of the free-vehicle calls (shared/contract/vehicles.ts): `searchVehicles`, `getVehicle`, `listMyVehicles`. */
import type { vehicleCalls } from '../../../../shared/contract/vehicles';
import type { HandlerGroup, ServiceContext } from '../context';

/**
 * The free-vehicle handlers. Each passes the call's `signal`: a withdrawn call sends nothing more,
 * not even after a 429's hold (docs/api.md §Rate limits).
 */
export function vehicleHandlers(context: ServiceContext): HandlerGroup<typeof vehicleCalls> {
  return {
    'vehicles.search': async ({ filters, cursor, limit }, call) =>
      (await context.client()).get(
        '/vehicles',
        { query: { ...filters, limit, cursor: cursor ?? undefined } },
        { signal: call?.signal },
      ),
    'vehicles.get': async ({ id }, call) =>
      (await context.client()).getOne('/vehicles/{id}', { path: { id } }, { signal: call?.signal }),
    'vehicles.mine': async ({ cursor, limit }, call) =>
      (await context.client()).get(
        '/vehicles/mine',
        { query: { limit, cursor: cursor ?? undefined } },
        { signal: call?.signal },
      ),
  };
}
