/**
 * "Find loads for this vehicle": the listing filters a free vehicle stands for (docs/api.md §Filters);
 * its truck's place ("Truck at") is renderer/shared/search/truckAt.ts `placeTruckAt`.
 */
import type { OwnVehicle } from '../../../../shared/api/types';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { datesInOrder } from '../../../../shared/contract/common';
import { listingFiltersSchema, WEIGHT_MAX_KG } from '../../../../shared/contract/listings';

/** The vehicle fields the mapping reads. */
export type VehicleForLoads = Pick<
  OwnVehicle,
  'fromCountry' | 'toCountry' | 'dateFrom' | 'dateTo' | 'vehicle' | 'payloadT'
>;

/** The vehicle's payload (tonnes, a decimal string) as whole kg, capped at WEIGHT_MAX_KG; null when unknown or not above 0. */
function payloadKg(payloadT: string | null): number | null {
  if (payloadT === null || payloadT.trim() === '') return null;
  const tonnes = Number(payloadT);
  if (!Number.isFinite(tonnes) || tonnes <= 0) return null;
  const kg = Math.round(tonnes * 1000);
  return kg < 1 ? null : Math.min(kg, WEIGHT_MAX_KG);
}

/**
 * The listing filters for a free vehicle: from/to country, its availability window as the loading
 * dates (dateFrom..dateTo), its kind as the only truck type, its payload (t -> kg, whole, at most
 * 100 000) as the max weight. Only what `listingFiltersSchema` accepts is kept: a field it refuses
 * (an unknown country or truck kind, a bad date) is left out, and a window out of order drops both
 * dates. Pure; never throws.
 */
export function loadFiltersForVehicle(vehicle: VehicleForLoads): ListingFilters {
  const wanted: ListingFilters = {
    fromCountry: vehicle.fromCountry,
    toCountry: vehicle.toCountry,
    dateFrom: vehicle.dateFrom,
    dateTo: vehicle.dateTo,
    truckTypes: [vehicle.vehicle],
    weightMax: payloadKg(vehicle.payloadT) ?? undefined,
  };
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    if (value === undefined) continue;
    if (listingFiltersSchema.safeParse({ [key]: value }).success) kept[key] = value;
  }
  const filters = kept as ListingFilters;
  if (!datesInOrder(filters)) {
    delete filters.dateFrom;
    delete filters.dateTo;
  }
  return listingFiltersSchema.parse(filters);
}
