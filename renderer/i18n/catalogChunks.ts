/**
 * Each language's catalogs as a chunk of their own (./languages/<lang>.ts; one request a language,
 * cached once loaded), and the language the UI will most likely start in, so that its chunk can be
 * asked for before the app's modules have run (renderer/app/firstScreen.ts). Kept apart from ./i18n.ts
 * so that asking costs no i18next.
 */
import { toAppLanguage, type AppLanguage } from '../shared/format/locale';
import type { Catalogs } from './languages/en';

/** The localStorage key of the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'dispatch.language';

/** Each language's catalogs, as a chunk of their own. */
export const LANGUAGE_CATALOGS: Record<AppLanguage, () => Promise<Catalogs>> = {
  en: () => import('./languages/en').then((module) => module.catalogs),
  ro: () => import('./languages/ro').then((module) => module.catalogs),
};

/**
 * The language the UI starts in (./i18n.ts starts i18next with it): a choice saved in localStorage,
 * else the browser's first language (`navigator.languages`), each read by `toAppLanguage`. Also the
 * language whose catalogs' chunk is asked for before the app's modules have run. The rule of
 * i18next-browser-languagedetector with the options ./catalogChunks.test.ts gives it, which holds the
 * two to the same answer (the detector itself is not shipped: 6 KB and its start for two lines).
 */
export function likelyLanguage(): AppLanguage {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage disabled: the detector reads nothing there either
  }
  return toAppLanguage(saved || navigator.languages?.[0] || navigator.language);
}
