import { zodResolver } from '@hookform/resolvers/zod';
import { hashKey } from '@tanstack/react-query';
import { useEffect, useMemo, type KeyboardEvent } from 'react';
import { useController, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { MARKET_COUNTRIES, SEARCHABLE_CATEGORIES, TRUCK_TYPES } from '../../../../shared/domain/vocabulary';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { countryName } from '../../../shared/format/countries';
import { useLocale } from '../../../shared/format/useLocale';
import { useFocusShortcut } from '../../../shared/keyboard/useFocusShortcut';
import { DateRangeField } from '../../../shared/search/DateRangeField';
import { useFilterBarStore } from '../../../shared/search/filterBarStore';
import { useVocab } from '../../../shared/vocab/useVocab';
import {
  filterErrorText,
  filterFormSchema,
  toFormValues,
  type FilterField,
  type FilterFormValues,
} from '../model/filterForm';

/** Props of FiltersForm: the filters to show (the URL's) and what to do with valid, normalised filters. */
export interface FiltersFormProps {
  initial: ListingFilters;
  onSearch: (filters: ListingFilters) => void;
}

/** The id of the first filter, which `/` focuses. */
export const FIRST_FILTER_ID = 'filter-category';

/** The filters behind "More filters" (remembered per screen: renderer/shared/search/filterBarStore.ts). */
const SECONDARY_FILTERS = ['weightMax', 'volumeMax', 'truckTypes'] as const;

/** How many of the secondary filters `filters` sets. */
export function secondaryFiltersSet(filters: ListingFilters): number {
  return SECONDARY_FILTERS.filter((name) => {
    const value = filters[name];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  }).length;
}

/**
 * Every filter of `GET /listings` (docs/api.md §Filters): category, from/to country, loading date
 * range (the shared DateRangeField: typed in the UI language's order, Today and Tomorrow), max weight
 * (kg), max volume (m3), truck types. Bad input shows a message next to its field
 * and nothing is sent. Keyboard: `/` anywhere focuses the first filter; Enter in any field (selects and
 * check boxes included) runs the search. When `initial` changes (Back, Forward) the form shows it.
 * Max weight, max volume and truck types are behind "More filters" (its button says how many are
 * set), so the form is one line on a laptop; the choice is remembered, and a secondary field with a
 * problem opens them.
 */
export function FiltersForm({ initial, onSearch }: FiltersFormProps) {
  const { t } = useTranslation('listings');
  const vocab = useVocab();
  const locale = useLocale();
  // the country options of both selects, named once per language (Intl.DisplayNames is slow to start)
  const countryOptions = useMemo(
    () =>
      MARKET_COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {t('filters.countryOption', { name: countryName(code, locale), code })}
        </option>
      )),
    [t, locale],
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<FilterFormValues, unknown, ListingFilters>({
    resolver: zodResolver(filterFormSchema(locale)),
    defaultValues: toFormValues(initial, locale),
  });
  const { field: dateFrom } = useController({ control, name: 'dateFrom' });
  const { field: dateTo } = useController({ control, name: 'dateTo' });

  const initialHash = hashKey([initial]);
  useEffect(() => {
    reset(toFormValues(initial, locale));
    // `initial` is read through its hash: the same filters in a new object are no change
  }, [initialHash, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  useFocusShortcut(() => document.getElementById(FIRST_FILTER_ID));
  const expandedByUser = useFilterBarStore((state) => state.expanded.listings ?? false);
  const setExpanded = useFilterBarStore((state) => state.setExpanded);
  const expanded = expandedByUser || SECONDARY_FILTERS.some((name) => errors[name] !== undefined);
  const setCount = secondaryFiltersSet(initial);

  const messageOf = (name: FilterField) => {
    const error = errors[name] as FieldError | undefined;
    return error ? filterErrorText(name, error.type, error.message, t) : undefined;
  };
  const described = (name: FilterField) => describedBy(`filter-${name}-error`, messageOf(name));

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (
      event.key !== 'Enter' ||
      !(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)
    ) {
      return;
    }
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  return (
    <form
      className="filters"
      aria-label={t('filters.formLabel')}
      noValidate
      onSubmit={handleSubmit(onSearch)}
      onKeyDown={onKeyDown}
    >
      <div className="field">
        <label htmlFor={FIRST_FILTER_ID}>{t('filters.category')}</label>
        <select id={FIRST_FILTER_ID} {...register('category')}>
          <option value="">{t('filters.any')}</option>
          {SEARCHABLE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {vocab.category(category)}
            </option>
          ))}
        </select>
      </div>
      {(['fromCountry', 'toCountry'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`filter-${name}`}>
            {name === 'fromCountry' ? t('filters.fromCountry') : t('filters.toCountry')}
          </label>
          <select id={`filter-${name}`} {...register(name)} {...described(name)}>
            <option value="">{t('filters.any')}</option>
            {countryOptions}
          </select>
          <FieldMessage id={`filter-${name}-error`} message={messageOf(name)} />
        </div>
      ))}
      <DateRangeField
        from={{
          id: 'filter-dateFrom',
          label: t('filters.dateFrom'),
          value: dateFrom.value,
          onChange: dateFrom.onChange,
          onBlur: dateFrom.onBlur,
          ref: dateFrom.ref,
          error: errors.dateFrom,
        }}
        to={{
          id: 'filter-dateTo',
          label: t('filters.dateTo'),
          value: dateTo.value,
          onChange: dateTo.onChange,
          onBlur: dateTo.onBlur,
          ref: dateTo.ref,
          error: errors.dateTo,
        }}
      />
      <div className="field field-narrow secondary-filter" hidden={!expanded}>
        <label htmlFor="filter-weightMax">{t('filters.weightMax')}</label>
        <input
          id="filter-weightMax"
          inputMode="numeric"
          {...register('weightMax')}
          {...described('weightMax')}
        />
        <FieldMessage id="filter-weightMax-error" message={messageOf('weightMax')} />
      </div>
      <div className="field field-narrow secondary-filter" hidden={!expanded}>
        <label htmlFor="filter-volumeMax">{t('filters.volumeMax')}</label>
        <input
          id="filter-volumeMax"
          inputMode="decimal"
          {...register('volumeMax')}
          {...described('volumeMax')}
        />
        <FieldMessage id="filter-volumeMax-error" message={messageOf('volumeMax')} />
      </div>
      <fieldset className="truck-types secondary-filter" hidden={!expanded} {...described('truckTypes')}>
        <legend>{t('filters.truckTypes')}</legend>
        {TRUCK_TYPES.map((type) => (
          <label key={type} className="check">
            <input type="checkbox" value={type} {...register('truckTypes')} />
            {vocab.truckType(type)}
          </label>
        ))}
        <FieldMessage id="filter-truckTypes-error" message={messageOf('truckTypes')} />
      </fieldset>
      <div className="actions">
        <button type="submit" className="primary">
          {t('filters.search')}
        </button>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="filter-weightMax filter-volumeMax"
          onClick={() => setExpanded('listings', !expanded)}
        >
          {expanded
            ? t('filters.fewer')
            : setCount > 0
              ? t('filters.moreSet', { count: setCount })
              : t('filters.more')}
        </button>
      </div>
    </form>
  );
}
