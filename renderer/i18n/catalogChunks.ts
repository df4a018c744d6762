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
 * The language ./i18n.ts's detector will choose (its `detection` options): a choice saved in
 * localStorage, else the browser's first language (`navigator.languages`), each read by
 * `toAppLanguage`. A guess only used to ask for a chunk early: ./catalogChunks.test.ts holds it to the
 * detector's answer.
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
