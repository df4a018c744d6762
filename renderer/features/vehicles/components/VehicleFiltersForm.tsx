import { zodResolver } from '@hookform/resolvers/zod';
import { hashKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VehicleFilters } from '../../../../shared/contract/calls';
import { MARKET_COUNTRIES, TRUCK_TYPES } from '../../../../shared/domain/vocabulary';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { countryName } from '../../../shared/format/countries';
import { useLocale } from '../../../shared/format/useLocale';
import { useFocusShortcut } from '../../../shared/keyboard/useFocusShortcut';
import { DateRangeField } from '../../../shared/search/DateRangeField';
import { useVocab } from '../../../shared/vocab/useVocab';
import {
  toVehicleFormValues,
  vehicleFilterErrorText,
  vehicleFormSchema,
  type VehicleFormField,
  type VehicleFormValues,
} from '../model/filterForm';

/** Props of VehicleFiltersForm: the URL's filters and what to do with valid, normalised filters. */
export interface VehicleFiltersFormProps {
  initial: VehicleFilters;
  onSearch: (filters: VehicleFilters) => void;
}

/** The id of the first filter, which `/` focuses. */
const FIRST_VEHICLE_FILTER_ID = 'vehicle-filter-fromCountry';

/**
 * Every filter of `GET /vehicles` (docs/api.md §Filters): from/to country, the availability window
 * (dates that overlap it; the shared DateRangeField: typed in the UI language's order, Today and
 * Tomorrow) and the vehicle kind, named in the UI language (useVocab). Bad input shows a
 * message next to its field and nothing is sent; `/` anywhere focuses the first filter; Back and
 * Forward show the URL's filters again.
 */
export function VehicleFiltersForm({ initial, onSearch }: VehicleFiltersFormProps) {
  const { t } = useTranslation('vehicles');
  const vocab = useVocab();
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<VehicleFormValues, unknown, VehicleFilters>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: toVehicleFormValues(initial),
  });
  const { field: dateFrom } = useController({ control, name: 'dateFrom' });
  const { field: dateTo } = useController({ control, name: 'dateTo' });
  const initialHash = hashKey([initial]);
  useEffect(() => {
    reset(toVehicleFormValues(initial));
  }, [initialHash, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  useFocusShortcut(() => document.getElementById(FIRST_VEHICLE_FILTER_ID));

  const messageOf = (name: VehicleFormField) => {
    const error = errors[name] as FieldError | undefined;
    return error ? vehicleFilterErrorText(name, t) : undefined;
  };
  const described = (name: VehicleFormField) => describedBy(`vehicle-filter-${name}-error`, messageOf(name));
  const kinds = [...TRUCK_TYPES].sort((a, b) => vocab.truckType(a).localeCompare(vocab.truckType(b), locale));

  return (
    <form
      className="filters"
      aria-label={t('filters.formLabel')}
      noValidate
      onSubmit={handleSubmit(onSearch)}
    >
      {(['fromCountry', 'toCountry'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`vehicle-filter-${name}`}>
            {name === 'fromCountry' ? t('filters.fromCountry') : t('filters.toCountry')}
          </label>
          <select id={`vehicle-filter-${name}`} {...register(name)} {...described(name)}>
            <option value="">{t('filters.any')}</option>
            {MARKET_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t('filters.countryOption', { name: countryName(code, locale), code })}
              </option>
            ))}
          </select>
          <FieldMessage id={`vehicle-filter-${name}-error`} message={messageOf(name)} />
        </div>
      ))}
      <DateRangeField
        from={{
          id: 'vehicle-filter-dateFrom',
          label: t('filters.dateFrom'),
          value: dateFrom.value,
          onChange: dateFrom.onChange,
          onBlur: dateFrom.onBlur,
          ref: dateFrom.ref,
          error: errors.dateFrom,
        }}
        to={{
          id: 'vehicle-filter-dateTo',
          label: t('filters.dateTo'),
          value: dateTo.value,
          onChange: dateTo.onChange,
          onBlur: dateTo.onBlur,
          ref: dateTo.ref,
          error: errors.dateTo,
        }}
      />
      <div className="field">
        <label htmlFor="vehicle-filter-vehicle">{t('filters.vehicle')}</label>
        <select id="vehicle-filter-vehicle" {...register('vehicle')} {...described('vehicle')}>
          <option value="">{t('filters.any')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {vocab.truckType(kind)}
            </option>
          ))}
        </select>
        <FieldMessage id="vehicle-filter-vehicle-error" message={messageOf('vehicle')} />
      </div>
      <div className="actions">
        <button type="submit" className="primary">
          {t('filters.search')}
        </button>
      </div>
    </form>
  );
}
