/**
 * The search form's values (all text, as inputs hold them) and their conversion to the contract's
 * `ListingFilters` (shared/contract/listings.ts, docs/api.md §Filters): empty inputs become absent,
 * numbers are read from text, then `listingFiltersSchema` decides (positive whole kg, dates in order).
 * Dates are `YYYY-MM-DD` text, or a marker while a date is half typed (renderer/shared/search/
 * dateRange.ts), refused here. A field's problem is shown in the UI language by `filterErrorText`, from
 * the field and the zod issue code (the contract's own messages are English); the dates' by the date
 * range field itself (renderer/shared/search/DateRangeField.tsx).
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { formatNumberInput } from '../../../../shared/format/numbers';
import { parseLocaleNumber } from '../../../shared/format/parseNumber';
import { dateMarkerIssues } from '../../../shared/search/dateRange';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { listingFiltersSchema, VOLUME_MAX_M3, WEIGHT_MAX_KG } from '../../../../shared/contract/listings';

/** The form's fields, each as the input gives it. */
const formFields = z.object({
  category: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  weightMax: z.string(),
  volumeMax: z.string(),
  truckTypes: z.array(z.string()),
});

/** What the form holds: every field as the input gives it. */
export type FilterFormValues = z.infer<typeof formFields>;

/** The issue code of text that is not a number (the contract's codes are zod's). */
export const NOT_A_NUMBER = 'not_a_number';

/**
 * Form values -> ListingFilters, numbers read the way the UI language writes them (`locale`: `ro-RO`
 * reads `24.000` as 24000 and `12,5` as 12.5, `en-GB` the reverse; renderer/shared/format/
 * parseNumber.ts). Errors carry the form field's path, so each message shows next to its input. Use
 * with react-hook-form's zodResolver.
 */
export const filterFormSchema = (locale: string) =>
  formFields
    .transform((form, ctx) => {
      const filters: Record<string, unknown> = {};
      for (const issue of dateMarkerIssues(form)) ctx.addIssue({ code: 'custom', ...issue });
      for (const key of ['category', 'fromCountry', 'toCountry', 'dateFrom', 'dateTo'] as const) {
        const value = form[key].trim();
        if (value !== '') filters[key] = value;
      }
      for (const key of ['weightMax', 'volumeMax'] as const) {
        const text = form[key].trim();
        if (text === '') continue;
        const number = parseLocaleNumber(text, locale);
        if (number === null) ctx.addIssue({ code: 'custom', path: [key], message: NOT_A_NUMBER });
        else filters[key] = number;
      }
      if (form.truckTypes.length > 0) filters.truckTypes = [...new Set(form.truckTypes)];
      return filters;
    })
    .pipe(listingFiltersSchema);

/**
 * Filters back to form values (to show the current search in the form), numbers written the way the
 * UI language types them (`locale`: `ro-RO` shows a volume of 33.5 m3 as `33,5`, `en-GB` as `33.5`;
 * `formatNumberInput`), so a search reads in its form as it was typed.
 */
export function toFormValues(filters: ListingFilters, locale: string): FilterFormValues {
  return {
    category: filters.category ?? '',
    fromCountry: filters.fromCountry ?? '',
    toCountry: filters.toCountry ?? '',
    dateFrom: filters.dateFrom ?? '',
    dateTo: filters.dateTo ?? '',
    weightMax: filters.weightMax === undefined ? '' : formatNumberInput(filters.weightMax, locale),
    volumeMax: filters.volumeMax === undefined ? '' : formatNumberInput(filters.volumeMax, locale),
    truckTypes: filters.truckTypes ? [...filters.truckTypes] : [],
  };
}

/** The fields of the form. */
export type FilterField = keyof FilterFormValues;

/**
 * A field's problem in words (namespace `listings`), from the field and the issue: `code` is the
 * zod issue code react-hook-form's zodResolver gives as the error's `type`, `message` its message
 * (`NOT_A_NUMBER` for text that is not a number). Not the dates: the date range field says theirs
 * (`dateErrorText`, renderer/shared/search/dateRange.ts).
 */
export function filterErrorText(
  field: FilterField,
  code: string | undefined,
  message: string | undefined,
  t: TFunction<'listings'>,
): string {
  const notANumber = message === NOT_A_NUMBER;
  switch (field) {
    case 'weightMax':
      if (notANumber) return t('filters.error.weightNotNumber');
      if (code === 'too_big') return t('filters.error.weightTooBig', { max: WEIGHT_MAX_KG });
      if (code === 'too_small') return t('filters.error.weightPositive');
      return t('filters.error.weightWhole');
    case 'volumeMax':
      if (notANumber) return t('filters.error.volumeNotNumber');
      if (code === 'too_big') return t('filters.error.volumeTooBig', { max: VOLUME_MAX_M3 });
      return t('filters.error.volumePositive');
    case 'fromCountry':
    case 'toCountry':
      return t('filters.error.country');
    default:
      return t('filters.error.invalid');
  }
}
