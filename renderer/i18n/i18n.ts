/**
 * The app's i18next instance: two languages (`en`, `ro`), plural forms from `Intl.PluralRules`
 * (Romanian: `_one` 1 ofertă, `_few` 2 oferte, `_other` 20 de oferte). The language is, in order: the
 * one the user chose in the language menu (localStorage `dispatch.language`), else the OS/browser
 * locale (`navigator.languages`: any `ro-*` is Romanian, anything else English): `likelyLanguage`
 * (./catalogChunks.ts), the same rule the catalogs' early fetch follows, held to i18next's own
 * detector by ./catalogChunks.test.ts. Only an explicit choice is remembered, so a user who never chose
 * follows the OS. `<html lang>` follows the language.
 *
 * The catalogs are not in the app's first JavaScript (docs/benchmarks.md: the initial JavaScript's
 * budget): each language's are a chunk of their own (./languages/<lang>.ts), the UI language's loaded
 * before the first render (renderer/main.tsx waits for them, so no key shows untranslated), the other
 * language's only when the user switches to it. Tests pass every catalog at once (./resources.ts).
 */
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_LANGUAGES, toAppLanguage, type AppLanguage } from '../shared/format/locale';
import type { Catalogs } from './languages/en';
import { LANGUAGE_CATALOGS, LANGUAGE_STORAGE_KEY, likelyLanguage } from './catalogChunks';
import { NAMESPACES } from './namespaces';

/**
 * An i18next backend (https://www.i18next.com/misc/creating-own-plugins §backend) that reads a
 * namespace from its language's chunk (LANGUAGE_CATALOGS): i18next asks for each namespace of
 * NAMESPACES, the chunk loads once. A language or namespace the app does not have, or a chunk that
 * fails to load, is an error to i18next (it retries, then shows keys).
 */
export const lazyCatalogs: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = (APP_LANGUAGES as readonly string[]).includes(language)
      ? LANGUAGE_CATALOGS[language as AppLanguage]
      : undefined;
    if (!load) return callback(new Error(`No catalogs for the language "${language}".`), false);
    load().then(
      (catalogs) => {
        const messages = (catalogs as Record<string, Catalogs[keyof Catalogs]>)[namespace];
        if (messages) callback(null, messages);
        else callback(new Error(`No catalog "${namespace}" in the language "${language}".`), false);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** What `initI18n` may be told; the app passes nothing. */
export interface I18nOptions {
  /** Forces a language (tests); without it `likelyLanguage` decides (see the module's note). */
  lng?: AppLanguage;
  /** Every catalog at once, by language then namespace (tests: ./resources.ts); none are loaded then. */
  resources?: Resource;
}

/**
 * Initialises the shared i18next instance (react-i18next's `useTranslation` uses it) and resolves to
 * it once the UI language's catalogs are there: loaded as a chunk (starts at once), or at once when
 * `resources` are given (then the instance is ready on return, as the tests use it). Never rejects: a
 * chunk that cannot load leaves the keys showing, after i18next's retries.
 */
export function initI18n({ lng, resources }: I18nOptions = {}): Promise<I18n> {
  const instance = i18next.use(initReactI18next);
  if (!resources) instance.use(lazyCatalogs);
  const setLang = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = toAppLanguage(language);
  };
  instance.on('languageChanged', setLang);
  const ready = instance.init({
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    // the one rule for the start's language, also the one the catalogs' early fetch follows
    lng: lng ?? likelyLanguage(),
    // no fallback language: it would load English's chunk for a Romanian UI too; both languages have
    // every key (renderer/i18n/catalogs.test.ts, npm run i18n:check)
    fallbackLng: false,
    supportedLngs: [...APP_LANGUAGES],
    load: 'languageOnly',
    // load now, not a tick later: the first render waits for the catalogs
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready.then(
    () => instance,
    () => instance,
  );
}

/**
 * Switches the UI language and remembers the choice (localStorage), for the language menu and the
 * settings: the language's catalogs load first (a chunk, the first time), then the UI switches at once;
 * resolves when it has.
 */
export async function chooseLanguage(instance: I18n, language: AppLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or disabled: the choice lasts for this window only
  }
  await instance.changeLanguage(language);
}
