/**
 * The search of the free vehicles screen as URL search params (`#/vehicles?fromCountry=%22RO%22&...`):
 * the contract's `vehicleFiltersSchema` decides (renderer/shared/search/urlSearch.ts).
 */
import type { VehicleFilters } from '../../../../shared/contract/calls';
import { vehicleFiltersSchema } from '../../../../shared/contract/vehicles';
import { urlSearch } from '../../../shared/search/urlSearch';

const vehicleSearch = urlSearch(vehicleFiltersSchema);

/** Only the filters that are set (no unknown params, no undefined values). */
export const vehicleFiltersOf: (search: Record<string, unknown>) => VehicleFilters = vehicleSearch.valuesOf;

/** The URL's search params as free-vehicle filters: valid ones kept, any bad one dropped. */
export const validateVehicleSearch: (raw: Record<string, unknown>) => VehicleFilters = vehicleSearch.validate;
