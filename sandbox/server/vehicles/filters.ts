/**
 * The filters of `GET /vehicles` (docs/api.md §Routes, §Filters): their normal form (the part of a
 * cursor's binding), the one predicate used both by search and by the `list_changed` check, and the
 * store lanes a search may walk.
 */
import type { TruckType } from '@dispatch/shared/domain/vocabulary';
import type { VehicleRecord } from '../../market';
import type { ParamProblem, ParamValues } from '../http/params';
import { routeWindowFrom, type RouteWindow } from '../paging/route-window';
import { isPublicVehicle, vehicleLanes } from './store';

/** Normalised vehicle filters: route and date window, and the kind of vehicle. */
export interface VehicleFilters extends RouteWindow {
  vehicle?: TruckType;
}

/**
 * The normal form of validated `/vehicles` query values (`limit` and `cursor` are not filters); an
 * unknown `vehicle` kind is already refused by the contract's enum (`invalid_value`). Problem:
 * `dateFrom` after `dateTo` (`out_of_range` on `dateTo`).
 */
export function vehicleFiltersFrom(values: ParamValues): {
  filters: VehicleFilters;
  problems: ParamProblem[];
} {
  const { window, problems } = routeWindowFrom(values);
  const filters: VehicleFilters = { ...window };
  if (typeof values.vehicle === 'string') filters.vehicle = values.vehicle as TruckType;
  return { filters, problems };
}

/**
 * True when `vehicle` belongs in the `/vehicles` result for `filters`: public (active, not from a
 * social-network group), same countries and kind, availability window overlapping `[dateFrom, dateTo]`
 * (either end may be open).
 */
export function matchesVehicleFilters(vehicle: VehicleRecord, filters: VehicleFilters): boolean {
  if (!isPublicVehicle(vehicle)) return false;
  if (filters.fromCountry !== undefined && vehicle.fromCountry !== filters.fromCountry) return false;
  if (filters.toCountry !== undefined && vehicle.toCountry !== filters.toCountry) return false;
  if (filters.vehicle !== undefined && vehicle.vehicle !== filters.vehicle) return false;
  if (filters.dateFrom !== undefined && vehicle.dateTo < filters.dateFrom) return false;
  if (filters.dateTo !== undefined && vehicle.dateFrom > filters.dateTo) return false;
  return true;
}

/** The store lanes every vehicle matching `filters` is in (the public lane and one per filter). */
export function vehicleLanesFor(filters: VehicleFilters): string[] {
  const lanes = [''];
  if (filters.fromCountry) lanes.push(vehicleLanes.search('fromCountry', filters.fromCountry));
  if (filters.toCountry) lanes.push(vehicleLanes.search('toCountry', filters.toCountry));
  if (filters.vehicle) lanes.push(vehicleLanes.search('vehicle', filters.vehicle));
  return lanes;
}
