import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { VehicleFilters } from '../../../../shared/contract/calls';
import { TRUCK_TYPES } from '../../../../shared/domain/vocabulary';
import { FieldMessage } from '../../../shared/FieldMessage';
import { useLocale } from '../../../shared/format/useLocale';
import { CountryFields } from '../../../shared/search/CountryFields';
import { DateRangeField } from '../../../shared/search/DateRangeField';
import { FiltersFrame } from '../../../shared/search/FiltersFrame';
import { useFilterForm } from '../../../shared/search/useFilterForm';
import { useVocab } from '../../../shared/vocab/useVocab';
import { toVehicleFormValues, vehicleFilterErrorText, vehicleFormSchema } from '../model/filterForm';

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
  const { form, messageOf, field, dateRange, countries } = useFilterForm({
    initial,
    toValues: toVehicleFormValues,
    resolver: zodResolver(vehicleFormSchema),
    idPrefix: 'vehicle-filter-',
    firstFieldId: FIRST_VEHICLE_FILTER_ID,
    errorText: (name) => vehicleFilterErrorText(name, t),
    dateLabels: { from: t('filters.dateFrom'), to: t('filters.dateTo') },
  });
  const kinds = [...TRUCK_TYPES].sort((a, b) => vocab.truckType(a).localeCompare(vocab.truckType(b), locale));

  return (
    <FiltersFrame
      label={t('filters.formLabel')}
      onSubmit={form.handleSubmit(onSearch)}
      submitLabel={t('filters.search')}
    >
      <CountryFields {...countries} />
      <DateRangeField {...dateRange} />
      <div className="field">
        <label htmlFor="vehicle-filter-vehicle">{t('filters.vehicle')}</label>
        <select {...field('vehicle')}>
          <option value="">{t('filters.any')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {vocab.truckType(kind)}
            </option>
          ))}
        </select>
        <FieldMessage id="vehicle-filter-vehicle-error" message={messageOf('vehicle')} />
      </div>
    </FiltersFrame>
  );
}
