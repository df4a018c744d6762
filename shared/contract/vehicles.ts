/**
 * Calls about free vehicles: search active public ones (`searchVehicles`), one by id (`getVehicle`),
 * and the key holder's own, any status, with `requestCount` (`listMyVehicles`). docs/api.md §Routes,
 * §Filters.
 */
import { z } from 'zod';
import type { OwnVehiclePage, Vehicle, VehiclePage } from '../api/types';
import { TRUCK_TYPES } from '../domain/vocabulary';
import {
  countryCodeSchema,
  DATES_OUT_OF_ORDER,
  datesInOrder,
  isoDateSchema,
  pageRequestShape,
  resourceIdSchema,
} from './common';

/** Filters of `GET /vehicles` (docs/api.md §Filters): availability window overlap, one vehicle kind. */
export const vehicleFiltersSchema = z
  .object({
    fromCountry: countryCodeSchema.optional(),
    toCountry: countryCodeSchema.optional(),
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    vehicle: z.enum(TRUCK_TYPES).optional(),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type VehicleFilters = z.infer<typeof vehicleFiltersSchema>;

export const vehicleCalls = {
  'vehicles.search': { input: z.object({ filters: vehicleFiltersSchema, ...pageRequestShape }) },
  'vehicles.get': { input: z.object({ id: resourceIdSchema }) },
  'vehicles.mine': { input: z.object(pageRequestShape) },
} as const;

export interface VehicleOutputs {
  'vehicles.search': VehiclePage;
  'vehicles.get': Vehicle;
  'vehicles.mine': OwnVehiclePage;
}
