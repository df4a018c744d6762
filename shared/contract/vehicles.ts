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
import { call, output } from './call';

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

/** The free-vehicle calls, each with its input schema and output type (docs/api.md §Routes, §Filters). */
export const vehicleCalls = {
  'vehicles.search': call(
    z.object({ filters: vehicleFiltersSchema, ...pageRequestShape }),
    output<VehiclePage>(),
  ),
  'vehicles.get': call(z.object({ id: resourceIdSchema }), output<Vehicle>()),
  'vehicles.mine': call(z.object(pageRequestShape), output<OwnVehiclePage>()),
} as const;
