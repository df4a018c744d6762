import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { MARKET_COUNTRIES, SEARCHABLE_CATEGORIES, TRUCK_TYPES } from '../../../../shared/domain/vocabulary';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { categoryLabel, countryName, truckTypeLabel } from '../format';
import { filterFormSchema, toFormValues, type FilterFormValues } from '../state/filterForm';

/** Props of FiltersForm: the filters to start from and what to do with valid, normalised filters. */
export interface FiltersFormProps {
  initial: ListingFilters;
  onSearch: (filters: ListingFilters) => void;
}

/**
 * Every filter of `GET /listings` (spec 4): category, from/to country, loading date range, max weight
 * (kg), max volume (m3), truck types. Bad input shows a message next to its field and nothing is sent.
 */
export function FiltersForm({ initial, onSearch }: FiltersFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterFormValues, unknown, ListingFilters>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: toFormValues(initial),
  });

  const messageOf = (name: keyof FilterFormValues) => (errors[name] as FieldError | undefined)?.message;
  const described = (name: keyof FilterFormValues) => describedBy(`filter-${name}-error`, messageOf(name));

  return (
    <form className="filters" aria-label="Search listings" noValidate onSubmit={handleSubmit(onSearch)}>
      <div className="field">
        <label htmlFor="filter-category">Category</label>
        <select id="filter-category" {...register('category')}>
          <option value="">Any</option>
          {SEARCHABLE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </div>
      {(['fromCountry', 'toCountry'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`filter-${name}`}>{name === 'fromCountry' ? 'From country' : 'To country'}</label>
          <select id={`filter-${name}`} {...register(name)} {...described(name)}>
            <option value="">Any</option>
            {MARKET_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code)} ({code})
              </option>
            ))}
          </select>
          <FieldMessage id={`filter-${name}-error`} message={messageOf(name)} />
        </div>
      ))}
      <div className="field">
        <label htmlFor="filter-dateFrom">Loading from</label>
        <input id="filter-dateFrom" type="date" {...register('dateFrom')} {...described('dateFrom')} />
        <FieldMessage id="filter-dateFrom-error" message={messageOf('dateFrom')} />
      </div>
      <div className="field">
        <label htmlFor="filter-dateTo">Loading to</label>
        <input id="filter-dateTo" type="date" {...register('dateTo')} {...described('dateTo')} />
        <FieldMessage id="filter-dateTo-error" message={messageOf('dateTo')} />
      </div>
      <div className="field field-narrow">
        <label htmlFor="filter-weightMax">Max weight (kg)</label>
        <input
          id="filter-weightMax"
          inputMode="numeric"
          {...register('weightMax')}
          {...described('weightMax')}
        />
        <FieldMessage id="filter-weightMax-error" message={messageOf('weightMax')} />
      </div>
      <div className="field field-narrow">
        <label htmlFor="filter-volumeMax">Max volume (m3)</label>
        <input
          id="filter-volumeMax"
          inputMode="decimal"
          {...register('volumeMax')}
          {...described('volumeMax')}
        />
        <FieldMessage id="filter-volumeMax-error" message={messageOf('volumeMax')} />
      </div>
      <fieldset className="truck-types" {...described('truckTypes')}>
        <legend>Truck types</legend>
        {TRUCK_TYPES.map((type) => (
          <label key={type} className="check">
            <input type="checkbox" value={type} {...register('truckTypes')} />
            {truckTypeLabel(type)}
          </label>
        ))}
        <FieldMessage id="filter-truckTypes-error" message={messageOf('truckTypes')} />
      </fieldset>
      <div className="actions">
        <button type="submit" className="primary">
          Search
        </button>
      </div>
    </form>
  );
}
