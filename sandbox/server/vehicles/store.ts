/**
 * The sandbox's free vehicles, mutable (docs/api.md §Lists and cursors, `list_changed`): a
 * `RecordStore` keyed by `id`. Lanes: the public vehicles (`isPublicVehicle`) in lane `''` and by
 * origin, destination and kind (`vehicleLanes.search`); every vehicle, in any status and from any source, in its owner's lane
 * (`/vehicles/mine`).
 */
import type { VehicleRecord } from '../../market';
import { laneKey, RecordStore, type LaneSink, type StoreLanes } from '../records/record-store';

/** The vehicle collection of one sandbox; `update` cannot change `id` or `createdAt`. */
export class VehicleStore extends RecordStore<VehicleRecord> {
  /** @throws Error for a duplicate `id` or an unparsable `createdAt` */
  constructor(vehicles: Iterable<VehicleRecord>) {
    super(vehicles, { noun: 'vehicle', key: (v) => v.id, lanes: lanesOf });
  }
}

/**
 * True when a vehicle is public, i.e. `/vehicles` and `/vehicles/{id}` show it: `active` and not
 * imported from a social-network group (docs/api.md §Routes, §Filters, §Resources).
 */
export function isPublicVehicle(vehicle: VehicleRecord): boolean {
  return vehicle.status === 'active' && vehicle.source !== 'social_group';
}

/** Lanes of the vehicles store (`StoreLanes`). */
export const vehicleLanes = {
  /** Public vehicles whose `field` equals `value` (countries upper-case, as stored). */
  search: (field: 'fromCountry' | 'toCountry' | 'vehicle', value: string): string => laneKey(field, value),
  /** Every vehicle of the account `accountId`. */
  owner: (accountId: string): string => laneKey('owner', accountId),
} satisfies StoreLanes;

/** Files `vehicle` in its lanes (the fields of `vehicleLanes`). */
function lanesOf(vehicle: VehicleRecord, into: LaneSink): void {
  into('owner', vehicle.ownerAccountId);
  if (isPublicVehicle(vehicle)) {
    into('', '');
    into('fromCountry', vehicle.fromCountry);
    into('toCountry', vehicle.toCountry);
    into('vehicle', vehicle.vehicle);
  }
}
