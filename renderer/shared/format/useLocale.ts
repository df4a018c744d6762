import { useTranslation } from 'react-i18next';
import { intlLocale } from './locale';

/**
 * The `Intl` locale of the current UI language (`ro-RO` or `en-GB`); components re-render when the
 * language changes. Pass it to the formatters of this folder.
 */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.resolvedLanguage ?? i18n.language);
}
