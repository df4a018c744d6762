/**
 * The app's i18next instance: two languages (`en`, `ro`), all catalogs bundled (./resources.ts),
 * plural forms from `Intl.PluralRules` (Romanian: `_one` 1 ofertă, `_few` 2 oferte, `_other` 20 de
 * oferte). The language is, in order: the one the user chose in the language menu (localStorage
 * `dispatch.language`), else the OS/browser locale (`navigator.languages`: any `ro-*` is Romanian,
 * anything else English). Only an explicit choice is remembered, so a user who never chose follows
 * the OS. `<html lang>` follows the language.
 */
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { APP_LANGUAGES, toAppLanguage, type AppLanguage } from '../shared/format/locale';
import { NAMESPACES, resources } from './resources';

/** The localStorage key of the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'dispatch.language';

/**
 * Initialises the shared i18next instance (react-i18next's `useTranslation` uses it) and returns it.
 * `lng` forces a language (tests); without it the detector decides. Synchronous: every catalog is
 * bundled, so the first render already has its words.
 */
export function initI18n(lng?: AppLanguage): I18n {
  const instance = i18next.use(initReactI18next);
  if (!lng) instance.use(LanguageDetector);
  void instance.init({
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: false,
    lng,
    fallbackLng: 'en',
    supportedLngs: [...APP_LANGUAGES],
    load: 'languageOnly',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
      convertDetectedLanguage: (tag: string) => toAppLanguage(tag),
    },
    react: { useSuspense: false },
  });
  const setLang = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = toAppLanguage(language);
  };
  setLang(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', setLang);
  return instance;
}

/** Switches the UI language and remembers the choice (localStorage), for the language menu. */
export async function chooseLanguage(instance: I18n, language: AppLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or disabled: the choice lasts for this window only
  }
  await instance.changeLanguage(language);
}
