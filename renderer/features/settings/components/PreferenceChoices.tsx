import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../../i18n/i18n';
import { toAppLanguage, type AppLanguage } from '../../../shared/format/locale';
import { THEME_CHOICES, useThemeStore, type ThemeChoice } from '../../../shared/theme/themeStore';
import { EUROPEAN_COUNTRIES } from '../../../../shared/domain/vocabulary';
import { countryName } from '../../../shared/format/countries';
import { useLocale } from '../../../shared/format/useLocale';
import { useHomeCountryStore } from '../../../shared/search/homeCountryStore';

/** The languages in the order offered: Română first, for the market the app serves. */
const LANGUAGE_ORDER: AppLanguage[] = ['ro', 'en'];

/**
 * The UI language (react-aria `RadioGroup`): Română or English, each named in its own language. The
 * same store as the shell's language menu (renderer/i18n/i18n.ts `chooseLanguage`): applies at once
 * and is remembered.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation('settings');
  const current = toAppLanguage(i18n.resolvedLanguage ?? i18n.language);
  const names: Record<AppLanguage, string> = { en: t('language.en'), ro: t('language.ro') };
  return (
    <RadioGroup
      className="choice-group"
      value={current}
      onChange={(value) => void chooseLanguage(i18n, toAppLanguage(value))}
    >
      <Label className="choice-label">{t('language.label')}</Label>
      {LANGUAGE_ORDER.map((language) => (
        <Radio key={language} value={language} lang={language} className="choice">
          {names[language]}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * The colour theme (react-aria `RadioGroup`): light, dark or follow the system; kept in the theme
 * store (renderer/shared/theme), which the shell applies as `data-theme` on `<html>`.
 */
export function ThemeChoiceGroup() {
  const { t } = useTranslation('settings');
  const choice = useThemeStore((state) => state.choice);
  const setChoice = useThemeStore((state) => state.setChoice);
  const names: Record<ThemeChoice, string> = {
    light: t('theme.light'),
    dark: t('theme.dark'),
    system: t('theme.system'),
  };
  return (
    <RadioGroup className="choice-group" value={choice} onChange={(value) => setChoice(value as ThemeChoice)}>
      <Label className="choice-label">{t('theme.label')}</Label>
      {THEME_CHOICES.map((theme) => (
        <Radio key={theme} value={theme} className="choice">
          {names[theme]}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * The user's home country (a select of the market's countries, named in the UI language): where
 * "Loads back from here" on a listing searches toward; kept in the home-country store
 * (renderer/shared/search/homeCountryStore.ts), Romania until chosen.
 */
export function HomeCountryChoice() {
  const { t } = useTranslation('settings');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const homeCountry = useHomeCountryStore((state) => state.homeCountry);
  const setHomeCountry = useHomeCountryStore((state) => state.setHomeCountry);
  return (
    <div className="field">
      <label htmlFor="home-country">{t('home.label')}</label>
      <select
        id="home-country"
        value={homeCountry}
        aria-describedby="home-country-hint"
        onChange={(event) => setHomeCountry(event.target.value)}
      >
        {EUROPEAN_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {common('countries.option', { name: countryName(code, locale), code })}
          </option>
        ))}
      </select>
      <p id="home-country-hint" className="small muted">
        {t('home.hint')}
      </p>
    </div>
  );
}
