import { zodResolver } from '@hookform/resolvers/zod';
import { hashKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../shared/api/types';
import type { CostEstimateInput } from '../../../../shared/contract/calls';
import {
  CURRENCIES,
  LISTING_CATEGORIES,
  EUROPEAN_COUNTRIES,
  TRUCK_TYPES,
} from '../../../../shared/domain/vocabulary';
import { describedBy, FieldMessage } from '../../../shared/FieldMessage';
import { countryName } from '../../../shared/format/countries';
import { useLocale } from '../../../shared/format/useLocale';
import { useFocusShortcut } from '../../../shared/keyboard/useFocusShortcut';
import { PlaceField } from '../../../shared/places/PlaceField';
import { useVocab } from '../../../shared/vocab/useVocab';
import type { CostEstimateSearch } from '../model/search';
import {
  estimateErrorText,
  estimateFormSchema,
  placeSlugsOf,
  toEstimateFormValues,
  type EstimateField,
  type EstimateFormValues,
} from '../model/estimateForm';

/** Props of EstimateForm: the fields to show (the URL's) and what to do with a valid estimate input. */
export interface EstimateFormProps {
  initial: CostEstimateSearch;
  /** The new estimate's fields: the input, and the slug of each place picked from the look-up. */
  onEstimate: (search: CostEstimateSearch) => void;
}

/** The id of the first field of the form, which `/` focuses. */
const FIRST_ESTIMATE_FIELD_ID = 'estimate-fromCountry';

/**
 * The estimator's form (docs/api.md §Cost estimate): from and to (country required, place optional,
 * typed in the place autocomplete or as a name), vehicle kind, category, a price to compare and its
 * currency (EUR or RON). The price is read in the UI language. Bad input shows a message next to its
 * field and nothing is sent. When `initial` changes (Back, Forward, a prefilled link) the form shows it.
 */
export function EstimateForm({ initial, onEstimate }: EstimateFormProps) {
  const { t } = useTranslation('costEstimate');
  const vocab = useVocab();
  const locale = useLocale();
  const schema = useMemo(() => estimateFormSchema(locale), [locale]);
  const [places, setPlaces] = useState<{ from: Place | null; to: Place | null }>({ from: null, to: null });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EstimateFormValues, unknown, CostEstimateInput>({
    resolver: zodResolver(schema),
    defaultValues: toEstimateFormValues(initial, locale),
  });

  const initialHash = hashKey([initial]);
  useEffect(() => {
    reset(toEstimateFormValues(initial, locale));
    // `initial` is read through its hash: the same fields in a new object are no change
  }, [initialHash, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  useFocusShortcut(() => document.getElementById(FIRST_ESTIMATE_FIELD_ID));

  const messageOf = (name: EstimateField) => {
    const error = errors[name] as FieldError | undefined;
    return error ? estimateErrorText(name, error.type, error.message, t, locale) : undefined;
  };
  const described = (name: EstimateField) => describedBy(`estimate-${name}-error`, messageOf(name));
  const [fromCountry, toCountry] = useWatch({ control, name: ['fromCountry', 'toCountry'] });
  const countries = { from: fromCountry, to: toCountry };

  const end = (side: 'from' | 'to') => {
    const countryField = side === 'from' ? 'fromCountry' : 'toCountry';
    return (
      <div className="estimate-end">
        <div className="field">
          <label htmlFor={`estimate-${countryField}`}>
            {side === 'from' ? t('form.fromCountry') : t('form.toCountry')}
          </label>
          <select
            id={`estimate-${countryField}`}
            aria-required="true"
            {...register(countryField)}
            {...described(countryField)}
          >
            <option value="">{t('form.chooseCountry')}</option>
            {EUROPEAN_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t('form.countryOption', { name: countryName(code, locale), code })}
              </option>
            ))}
          </select>
          <FieldMessage id={`estimate-${countryField}-error`} message={messageOf(countryField)} />
        </div>
        <Controller
          control={control}
          name={side}
          render={({ field }) => (
            <PlaceField
              id={`estimate-${side}`}
              label={side === 'from' ? t('form.fromPlace') : t('form.toPlace')}
              description={t('form.placeHint')}
              value={places[side]}
              onChange={(place) => setPlaces((current) => ({ ...current, [side]: place }))}
              inputValue={field.value}
              onInputChange={field.onChange}
              country={countries[side] || undefined}
              allowsCustomValue
              errorMessage={messageOf(side)}
            />
          )}
        />
      </div>
    );
  };

  return (
    <form
      className="filters estimate-form"
      aria-label={t('form.label')}
      noValidate
      onSubmit={handleSubmit((input) => onEstimate({ ...input, ...placeSlugsOf(input, places, initial) }))}
    >
      {end('from')}
      {end('to')}
      <div className="field">
        <label htmlFor="estimate-vehicle">{t('form.vehicle')}</label>
        <select id="estimate-vehicle" {...register('vehicle')}>
          <option value="">{t('form.anyVehicle')}</option>
          {TRUCK_TYPES.map((type) => (
            <option key={type} value={type}>
              {vocab.truckType(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="estimate-category">{t('form.category')}</label>
        <select id="estimate-category" {...register('category')}>
          <option value="">{t('form.anyCategory')}</option>
          {LISTING_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {vocab.category(category)}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-narrow">
        <label htmlFor="estimate-price">{t('form.price')}</label>
        <input
          id="estimate-price"
          inputMode="decimal"
          autoComplete="off"
          {...register('price')}
          {...described('price')}
        />
        <FieldMessage id="estimate-price-error" message={messageOf('price')} />
      </div>
      <fieldset className="estimate-currency">
        <legend>{t('form.currency')}</legend>
        {CURRENCIES.map((currency) => (
          <label key={currency} className="check">
            <input type="radio" value={currency} {...register('currency')} />
            {currency}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button type="submit">{t('form.estimate')}</button>
      </div>
    </form>
  );
}
