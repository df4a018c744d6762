/**
 * The words of the watch's notifications in the main process (docs/watch.md §On the desktop): the page's
 * own `activity` and `vocab` catalogs (renderer/i18n/locales/<lang>/*.json, inlined into the bundle by
 * esbuild; a lint exception lets electron/ import those JSON files and nothing else of the renderer),
 * read by shared/notify's translator. The language is the UI's as the page last told it
 * (`desktop.setLanguage`), else the system's (`ro…` is Romanian, anything else English).
 */
import enActivity from '../../../renderer/i18n/locales/en/activity.json';
import enVocab from '../../../renderer/i18n/locales/en/vocab.json';
import roActivity from '../../../renderer/i18n/locales/ro/activity.json';
import roVocab from '../../../renderer/i18n/locales/ro/vocab.json';
import { catalogWords, type EntryWords } from '../../../shared/notify/words';
import type { PlaceNamesInput } from '../../../shared/contract/places';
import type { DesktopLanguage } from '../settings/desktop-settings';

const CATALOGS = {
  en: { activity: enActivity, vocab: enVocab },
  ro: { activity: roActivity, vocab: roVocab },
} as const;

const made = new Map<DesktopLanguage, EntryWords>();

/** The language main speaks: the one the page told (`told`), else the system's locale's. */
export function watchLanguage(told: DesktopLanguage | null, systemLocale: string): DesktopLanguage {
  if (told) return told;
  return /^ro(?:[-_]|$)/i.test(systemLocale) ? 'ro' : 'en';
}

/**
 * The watch's words in `language` (the catalogs' translators made once per language); with
 * `placeNames` (the app's gazetteer, `places.names`), its cities in that language too: "Viena" for a
 * load the exchange wrote from "Wien" (docs/api.md §Places, A place in the UI's language).
 */
export function watchWords(
  language: DesktopLanguage,
  placeNames?: (input: PlaceNamesInput) => (string | null)[],
): EntryWords {
  let words = made.get(language);
  if (!words) {
    words = catalogWords(CATALOGS[language], language);
    made.set(language, words);
  }
  if (!placeNames) return words;
  return {
    ...words,
    city: (city, country) => placeNames({ language, places: [{ city, country }] })[0] ?? city,
  };
}
