import { hashKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useController,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { describedBy } from '../FieldMessage';
import { useFocusShortcut } from '../keyboard/useFocusShortcut';
import type { CountryField, CountryFieldsProps } from './CountryFields';
import type { DateRangeFieldProps } from './DateRangeField';

/** What every search form holds besides its own fields: the countries and a day range, as text (dateRange.ts). */
export interface SearchFormValues {
  dateFrom: string;
  dateTo: string;
  fromCountry: string;
  toCountry: string;
}

/** A field of the form: one of its values' names. */
export type FilterFieldName<TValues> = Extract<keyof TValues, string>;

/** What useFilterForm needs: the URL's filters, their form values and how a field's problem reads. */
export interface FilterFormOptions<TValues extends FieldValues & SearchFormValues, TFilters> {
  /** The filters to show (the URL's); when they change (Back, Forward) the form shows them. */
  initial: TFilters;
  /** Filters -> the form's values (text, as inputs hold them). */
  toValues: (filters: TFilters) => TValues;
  /** Form values -> valid, normalised filters (react-hook-form's zodResolver over the form's schema). */
  resolver: Resolver<TValues, unknown, TFilters>;
  /** Prefix of every field's id (`filter-`): a field is `<prefix><name>`, its message `<prefix><name>-error`. */
  idPrefix: string;
  /** The id of the field `/` focuses (the first filter). */
  firstFieldId: string;
  /** A field's problem in the UI language, from the field and react-hook-form's error (zod's code and message). */
  errorText: (name: FilterFieldName<TValues>, error: FieldError) => string;
  /** The labels of the day range's two ends ("Loading from", "Loading to"). */
  dateLabels: { from: string; to: string };
}

/** The attributes of one field: its id, react-hook-form's registration, and its message's aria ties. */
export type FilterFieldProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** What useFilterForm gives a search form. */
export interface FilterForm<TValues extends FieldValues, TFilters> {
  /** react-hook-form's form (handleSubmit, register, formState). */
  form: UseFormReturn<TValues, unknown, TFilters>;
  /** The message of field `name`'s problem, or undefined. */
  messageOf: (name: FilterFieldName<TValues>) => string | undefined;
  /** The aria attributes tying field `name` to its message while it is shown (FieldMessage.tsx). */
  described: (name: FilterFieldName<TValues>) => ReturnType<typeof describedBy>;
  /** Everything an input or select of field `name` takes: id, registration, aria ties. */
  field: (name: FilterFieldName<TValues>) => FilterFieldProps;
  /** The props of the form's DateRangeField (ids `<prefix>dateFrom`, `<prefix>dateTo`). */
  dateRange: DateRangeFieldProps;
  /** The props of the form's CountryFields (ids `<prefix>fromCountry`, `<prefix>toCountry`). */
  countries: CountryFieldsProps;
}

/**
 * The machinery every search form of the kit shares (docs/architecture.md §The search-screen kit):
 * react-hook-form over the form's schema, showing `initial` (read through its hash, so the same
 * filters in a new object are no change), `/` anywhere focusing the first filter (docs/keyboard.md),
 * each field's problem said next to it and tied to it for screen readers, and the props of the
 * fields every search has: from and to country (CountryFields.tsx) and the day range
 * (DateRangeField.tsx). The form's own fields and buttons stay in the form.
 */
export function useFilterForm<TValues extends FieldValues & SearchFormValues, TFilters>(
  options: FilterFormOptions<TValues, TFilters>,
): FilterForm<TValues, TFilters> {
  const { initial, toValues, resolver, idPrefix, firstFieldId, errorText, dateLabels } = options;
  const form = useForm<TValues, unknown, TFilters>({
    resolver,
    defaultValues: toValues(initial) as DefaultValues<TValues>,
  });
  const { reset, control, register } = form;
  const errors = form.formState.errors;
  const { field: dateFrom } = useController({ control, name: 'dateFrom' as Path<TValues> });
  const { field: dateTo } = useController({ control, name: 'dateTo' as Path<TValues> });

  const initialHash = hashKey([initial]);
  useEffect(() => {
    reset(toValues(initial));
    // `initial` is read through its hash: the same filters in a new object are no change
  }, [initialHash, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  useFocusShortcut(() => document.getElementById(firstFieldId));

  const messageOf = (name: FilterFieldName<TValues>) => {
    const error = errors[name] as FieldError | undefined;
    return error ? errorText(name, error) : undefined;
  };
  const described = (name: FilterFieldName<TValues>) =>
    describedBy(`${idPrefix}${name}-error`, messageOf(name));
  const field = (name: FilterFieldName<TValues>) => ({
    id: `${idPrefix}${name}`,
    ...register(name as unknown as Path<TValues>),
    ...described(name),
  });
  const end = (name: 'dateFrom' | 'dateTo', controlled: typeof dateFrom, label: string) => ({
    id: `${idPrefix}${name}`,
    label,
    value: controlled.value as string,
    onChange: controlled.onChange,
    onBlur: controlled.onBlur,
    ref: controlled.ref,
    error: errors[name] as FieldError | undefined,
  });
  const dateRange = {
    from: end('dateFrom', dateFrom, dateLabels.from),
    to: end('dateTo', dateTo, dateLabels.to),
  };
  const countries = {
    field: (name: CountryField) => field(name as FilterFieldName<TValues>),
    messageOf: (name: CountryField) => messageOf(name as FilterFieldName<TValues>),
  };
  return { form, messageOf, described, field, dateRange, countries };
}
