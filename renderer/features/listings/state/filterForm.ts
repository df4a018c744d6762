/**
 * The search form's values (all text, as inputs hold them) and their conversion to the contract's
 * `ListingFilters` (shared/contract/calls.ts, spec 4 `GET /listings`): empty inputs become absent,
 * numbers are read from text, then `listingFiltersSchema` decides (positive whole kg, dates in order).
 */
import { z } from 'zod';
import { listingFiltersSchema, type ListingFilters } from '../../../../shared/contract/calls';

/** What the form holds: every field as the input gives it. */
export interface FilterFormValues {
  category: string;
  fromCountry: string;
  toCountry: string;
  dateFrom: string;
  dateTo: string;
  weightMax: string;
  volumeMax: string;
  truckTypes: string[];
}

/** Reads a number typed by a person: spaces allowed as thousands separators, `.` for decimals. */
export function parseNumberText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0_]/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(compact)) return null;
  return Number(compact);
}

const NUMBER_MESSAGES: Record<'weightMax' | 'volumeMax', string> = {
  weightMax: 'Enter the weight in kg as a number, for example 12000.',
  volumeMax: 'Enter the volume in m3 as a number, for example 33 or 12.5.',
};

/**
 * Form values -> ListingFilters. Errors carry the form field's path, so each message shows next to
 * its input. Use with react-hook-form's zodResolver.
 */
export const filterFormSchema = z
  .object({
    category: z.string(),
    fromCountry: z.string(),
    toCountry: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
    weightMax: z.string(),
    volumeMax: z.string(),
    truckTypes: z.array(z.string()),
  })
  .transform((form, ctx) => {
    const filters: Record<string, unknown> = {};
    for (const key of ['category', 'fromCountry', 'toCountry', 'dateFrom', 'dateTo'] as const) {
      const value = form[key].trim();
      if (value !== '') filters[key] = value;
    }
    for (const key of ['weightMax', 'volumeMax'] as const) {
      const text = form[key].trim();
      if (text === '') continue;
      const number = parseNumberText(text);
      if (number === null) ctx.addIssue({ code: 'custom', path: [key], message: NUMBER_MESSAGES[key] });
      else filters[key] = number;
    }
    if (form.truckTypes.length > 0) filters.truckTypes = [...new Set(form.truckTypes)];
    return filters;
  })
  .pipe(listingFiltersSchema);

/** An empty form: "Any" everywhere. */
export const emptyFilterForm: FilterFormValues = {
  category: '',
  fromCountry: '',
  toCountry: '',
  dateFrom: '',
  dateTo: '',
  weightMax: '',
  volumeMax: '',
  truckTypes: [],
};

/** Filters back to form values (to show the current search in the form). */
export function toFormValues(filters: ListingFilters): FilterFormValues {
  return {
    category: filters.category ?? '',
    fromCountry: filters.fromCountry ?? '',
    toCountry: filters.toCountry ?? '',
    dateFrom: filters.dateFrom ?? '',
    dateTo: filters.dateTo ?? '',
    weightMax: filters.weightMax === undefined ? '' : String(filters.weightMax),
    volumeMax: filters.volumeMax === undefined ? '' : String(filters.volumeMax),
    truckTypes: filters.truckTypes ? [...filters.truckTypes] : [],
  };
}
