import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { SEARCHABLE_CATEGORIES, TRUCK_TYPES } from '../../../../shared/domain/vocabulary';
import { FieldMessage } from '../../../shared/FieldMessage';
import { useLocale } from '../../../shared/format/useLocale';
import { CountryFields } from '../../../shared/search/CountryFields';
import { DateRangeField } from '../../../shared/search/DateRangeField';
import { FiltersFrame } from '../../../shared/search/FiltersFrame';
import { useFilterBarStore } from '../../../shared/search/filterBarStore';
import { useFilterForm } from '../../../shared/search/useFilterForm';
import { useVocab } from '../../../shared/vocab/useVocab';
import { filterErrorText, filterFormSchema, toFormValues } from '../model/filterForm';

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
  const { form, messageOf, described, field, dateRange, countries } = useFilterForm({
    initial,
    toValues: (filters: ListingFilters) => toFormValues(filters, locale),
    resolver: zodResolver(filterFormSchema(locale)),
    idPrefix: 'filter-',
    firstFieldId: FIRST_FILTER_ID,
    errorText: (name, error) => filterErrorText(name, error.type, error.message, t),
    dateLabels: { from: t('filters.dateFrom'), to: t('filters.dateTo') },
  });
  const expandedByUser = useFilterBarStore((state) => state.expanded.listings ?? false);
  const setExpanded = useFilterBarStore((state) => state.setExpanded);
  const expanded =
    expandedByUser || SECONDARY_FILTERS.some((name) => form.formState.errors[name] !== undefined);
  const setCount = secondaryFiltersSet(initial);

  return (
    <FiltersFrame
      label={t('filters.formLabel')}
      onSubmit={form.handleSubmit(onSearch)}
      submitLabel={t('filters.search')}
      submitOnEnter
      actions={
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
      }
    >
      <div className="field">
        <label htmlFor={FIRST_FILTER_ID}>{t('filters.category')}</label>
        <select id={FIRST_FILTER_ID} {...form.register('category')}>
          <option value="">{t('filters.any')}</option>
          {SEARCHABLE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {vocab.category(category)}
            </option>
          ))}
        </select>
      </div>
      <CountryFields {...countries} />
      <DateRangeField {...dateRange} />
      <div className="field field-narrow secondary-filter" hidden={!expanded}>
        <label htmlFor="filter-weightMax">{t('filters.weightMax')}</label>
        <input inputMode="numeric" {...field('weightMax')} />
        <FieldMessage id="filter-weightMax-error" message={messageOf('weightMax')} />
      </div>
      <div className="field field-narrow secondary-filter" hidden={!expanded}>
        <label htmlFor="filter-volumeMax">{t('filters.volumeMax')}</label>
        <input inputMode="decimal" {...field('volumeMax')} />
        <FieldMessage id="filter-volumeMax-error" message={messageOf('volumeMax')} />
      </div>
      <fieldset className="truck-types secondary-filter" hidden={!expanded} {...described('truckTypes')}>
        <legend>{t('filters.truckTypes')}</legend>
        {TRUCK_TYPES.map((type) => (
          <label key={type} className="check">
            <input type="checkbox" value={type} {...form.register('truckTypes')} />
            {vocab.truckType(type)}
          </label>
        ))}
        <FieldMessage id="filter-truckTypes-error" message={messageOf('truckTypes')} />
      </fieldset>
    </FiltersFrame>
  );
}
