/**
 * `likelyLanguage` is the UI's start language (./i18n.ts) and the one whose catalogs' chunk is asked
 * for before i18next has run (renderer/app/firstScreen.ts). It follows i18next's own detector: each
 * case runs the real detector (a test dependency) with DETECTION on the same storage and browser
 * languages.
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LANGUAGES, toAppLanguage } from '../shared/format/locale';
import { LANGUAGE_STORAGE_KEY, likelyLanguage } from './catalogChunks';

/**
 * The app's rule in the detector's options: a choice saved in localStorage, else the browser's
 * languages; any tag read by `toAppLanguage`; nothing cached.
 */
const DETECTION = {
  order: ['localStorage', 'navigator'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: [],
  convertDetectedLanguage: (tag: string) => toAppLanguage(tag),
};

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  vi.restoreAllMocks();
});

/** The language i18next's detector chooses with the app's options. */
async function detected(): Promise<string> {
  const instance = i18next.createInstance().use(LanguageDetector);
  await instance.init({
    supportedLngs: [...APP_LANGUAGES],
    load: 'languageOnly',
    fallbackLng: false,
    detection: DETECTION,
    resources: { en: { common: {} }, ro: { common: {} } },
  });
  return instance.language;
}

describe('likelyLanguage', () => {
  it.each<[string | null, string[]]>([
    [null, ['ro-RO', 'en-US']],
    [null, ['en-US', 'ro']],
    [null, ['de-DE']],
    [null, ['ro-MD']],
    [null, []],
    ['ro', ['en-GB']],
    ['en', ['ro-RO']],
    ['', ['ro-RO']],
    ['fr', ['ro-RO']],
  ])("saved %j, browser %j: the detector's choice", async (saved, languages) => {
    if (saved !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, saved);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? 'en-US');
    expect(likelyLanguage()).toBe(await detected());
  });
});
