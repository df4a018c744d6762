import { createInstance, type i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './catalogChunks';
import { lazyCatalogs } from './i18n';
import { catalogs as ro } from './languages/ro';
import { NAMESPACES } from './namespaces';

/** `lazyCatalogs.read` as a promise: the namespace's messages, or the error it reports. */
function read(language: string, namespace: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    lazyCatalogs.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data))),
  );
}

/** A fresh i18next instance on the lazy catalogs, in `lng`, as the app sets it up (no bundled resources). */
async function lazyInstance(lng: 'en' | 'ro'): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(lazyCatalogs)
    .init({ lng, ns: [...NAMESPACES], defaultNS: 'common', fallbackLng: false, supportedLngs: ['en', 'ro'] });
  return instance;
}

describe('the catalogs loaded a language at a time (lazyCatalogs)', () => {
  it("reads a namespace from its language's catalogs", async () => {
    expect(await read('ro', 'vocab')).toEqual(ro.vocab);
  });

  it('reports a language or a namespace the app does not have', async () => {
    await expect(read('de', 'common')).rejects.toThrow('No catalogs for the language "de"');
    await expect(read('en', 'nowhere')).rejects.toThrow('No catalog "nowhere"');
  });

  it("loads the UI language's catalogs only, and the other language's when switched to", async () => {
    const i18n = await lazyInstance('en');
    expect(i18n.t('language.menuLabel')).toBe('Language');
    expect(NAMESPACES.every((ns) => i18n.hasResourceBundle('en', ns))).toBe(true);
    expect(i18n.hasResourceBundle('ro', 'common')).toBe(false);

    await i18n.changeLanguage('ro');
    expect(i18n.language).toBe('ro');
    expect(i18n.t('language.menuLabel')).toBe('Limba');
    expect(NAMESPACES.every((ns) => i18n.hasResourceBundle('ro', ns))).toBe(true);
  });
});

describe("the app's start (initI18n without options)", () => {
  afterEach(() => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it.each<[string | null, string[], string]>([
    ['ro', ['en-GB'], 'ro'],
    [null, ['ro-MD', 'en-US'], 'ro'],
    [null, ['de-DE', 'ro-RO'], 'en'],
  ])(
    'saved %j, browser %j: starts in %s (likelyLanguage), and <html lang> says it',
    async (saved, languages, expected) => {
      if (saved !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, saved);
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      // a fresh module: the app's start runs once per page
      const { initI18n } = await import('./i18n');
      const instance = await initI18n();
      expect(instance.language).toBe(expected);
      expect(document.documentElement.lang).toBe(expected);
      expect(instance.hasResourceBundle(expected, 'listings')).toBe(true);
    },
  );
});
