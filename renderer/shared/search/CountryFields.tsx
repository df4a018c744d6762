import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EUROPEAN_COUNTRIES } from '../../../shared/domain/vocabulary';
import { FieldMessage } from '../FieldMessage';
import { countryName } from '../format/countries';
import { useLocale } from '../format/useLocale';
import type { FilterFieldProps } from './useFilterForm';

/** The two country filters of a search form. */
export type CountryField = 'fromCountry' | 'toCountry';

/** Props of CountryFields (useFilterForm's `countries`): the form's two country fields. */
export interface CountryFieldsProps {
  /** The field's id, registration and aria ties (useFilterForm's `field`). */
  field: (name: CountryField) => FilterFieldProps;
  /** The field's problem, or undefined (useFilterForm's `messageOf`). */
  messageOf: (name: CountryField) => string | undefined;
}

/**
 * The from and to country selects of a search form (docs/api.md §Filters: the countries of Europe a Romanian carrier drives to, `EUROPEAN_COUNTRIES`),
 * each with its label and its message; the countries are named once per language for both
 * (Intl.DisplayNames is slow to start). docs/architecture.md §The search-screen kit.
 */
export function CountryFields({ field, messageOf }: CountryFieldsProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const options = useMemo(
    () =>
      EUROPEAN_COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {t('countries.option', { name: countryName(code, locale), code })}
        </option>
      )),
    [t, locale],
  );
  return (['fromCountry', 'toCountry'] as const).map((name) => {
    const props = field(name);
    return (
      <div className="field" key={name}>
        <label htmlFor={props.id}>{name === 'fromCountry' ? t('countries.from') : t('countries.to')}</label>
        <select {...props}>
          <option value="">{t('countries.any')}</option>
          {options}
        </select>
        <FieldMessage id={`${props.id}-error`} message={messageOf(name)} />
      </div>
    );
  });
}
