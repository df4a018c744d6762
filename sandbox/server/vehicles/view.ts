/**
 * The API's Vehicle and OwnVehicle (docs/api.md §Resources) from a sandbox record: exactly the schemas'
 * fields, never `source` or the owner's account id; `requestCount` only on the owner's own list.
 */
import type { OwnVehicle, Vehicle } from '@dispatch/shared/api/types';
import type { VehicleRecord } from '../../market';

/** The public projection of `vehicle` (`/vehicles`, `/vehicles/{id}`). */
export function toApiVehicle(vehicle: VehicleRecord): Vehicle {
  return {
    id: vehicle.id,
    fromCountry: vehicle.fromCountry,
    toCountry: vehicle.toCountry,
    fromCity: vehicle.fromCity,
    toCity: vehicle.toCity,
    dateFrom: vehicle.dateFrom,
    dateTo: vehicle.dateTo,
    vehicle: vehicle.vehicle,
    capacity: vehicle.capacity,
    seats: vehicle.seats,
    volumeM3: vehicle.volumeM3,
    payloadT: vehicle.payloadT,
    pallets: vehicle.pallets,
    via: vehicle.via,
    note: vehicle.note,
    status: vehicle.status,
    createdAt: vehicle.createdAt,
    companyId: vehicle.companyId,
    displayName: vehicle.displayName,
  };
}

/** The owner's projection of `vehicle` (`/vehicles/mine`): the public one plus `requestCount`. */
export function toOwnVehicle(vehicle: VehicleRecord): OwnVehicle {
  return { ...toApiVehicle(vehicle), requestCount: vehicle.requestCount };
}
