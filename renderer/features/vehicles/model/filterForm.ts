/**
 * The free-vehicle search form's values (all text, as inputs hold them) and their conversion to the
 * contract's `VehicleFilters` (shared/contract/vehicles.ts, docs/api.md §Filters): empty inputs become
 * absent, then `vehicleFiltersSchema` decides (country codes, dates YYYY-MM-DD in order, one vehicle
 * kind of the vocabulary). A date is `YYYY-MM-DD` text, or a marker while it is half typed (renderer/
 * shared/search/dateRange.ts), refused here. A field's problem is said in the UI language by
 * `vehicleFilterErrorText`; the dates' by the date range field (renderer/shared/search/DateRangeField.tsx).
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { VehicleFilters } from '../../../../shared/contract/calls';
import { vehicleFiltersSchema } from '../../../../shared/contract/vehicles';
import { dateMarkerIssues } from '../../../shared/search/dateRange';

const FIELDS = ['fromCountry', 'toCountry', 'dateFrom', 'dateTo', 'vehicle'] as const;

/** The form's fields, each as the input gives it. */
const formFields = z.object({
  fromCountry: z.string(),
  toCountry: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  vehicle: z.string(),
});

/** What the form holds: every field as the input gives it ('' = any). */
export type VehicleFormValues = z.infer<typeof formFields>;

/**
 * Form values -> VehicleFilters (blank fields dropped, half-typed dates refused at their field); use
 * with react-hook-form's zodResolver.
 */
export const vehicleFormSchema = formFields
  .transform((form, ctx) => {
    for (const issue of dateMarkerIssues(form)) ctx.addIssue({ code: 'custom', ...issue });
    const filters: Record<string, string> = {};
    for (const key of FIELDS) {
      const value = form[key].trim();
      if (value !== '') filters[key] = value;
    }
    return filters;
  })
  .pipe(vehicleFiltersSchema);

/** Filters back to form values (to show the URL's search in the form). */
export function toVehicleFormValues(filters: VehicleFilters): VehicleFormValues {
  return {
    fromCountry: filters.fromCountry ?? '',
    toCountry: filters.toCountry ?? '',
    dateFrom: filters.dateFrom ?? '',
    dateTo: filters.dateTo ?? '',
    vehicle: filters.vehicle ?? '',
  };
}

/** The fields of the form. */
export type VehicleFormField = keyof VehicleFormValues;

/**
 * A field's problem in words (namespace `vehicles`) from the field: each field has one message. Not
 * the dates: the date range field says theirs (`dateErrorText`, renderer/shared/search/dateRange.ts).
 */
export function vehicleFilterErrorText(field: VehicleFormField, t: TFunction<'vehicles'>): string {
  switch (field) {
    case 'fromCountry':
    case 'toCountry':
      return t('filters.error.country');
    default:
      return t('filters.error.invalid');
  }
}
