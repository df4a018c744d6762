/**
 * Handlers of My trucks (shared/contract/trucks.ts, docs/api.md §What a load earns): the truck store
 * of the app's local database (electron/services/db/trucks.ts), never sent to the exchange.
 */
import type { truckCalls } from '../../../../shared/contract/trucks';
import type { HandlerGroup, ServiceContext } from '../context';

/** The truck handlers; the database opens on the first call. */
export function truckHandlers(context: ServiceContext): HandlerGroup<typeof truckCalls> {
  const trucks = () => context.desk().trucks;
  return {
    'trucks.get': async () => trucks().get(),
    'trucks.save': async (input) => trucks().save(input),
    'trucks.delete': async ({ id }) => trucks().delete(id),
    'trucks.setCurrent': async ({ id }) => trucks().setCurrent(id),
    'trucks.setTruckAt': async ({ truckAt }) => trucks().setTruckAt(truckAt),
    'trucks.setRate': async ({ rate }) => trucks().setRate(rate),
  };
}
