import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enActivity from '../../renderer/i18n/locales/en/activity.json';
import enVocab from '../../renderer/i18n/locales/en/vocab.json';
import roActivity from '../../renderer/i18n/locales/ro/activity.json';
import roVocab from '../../renderer/i18n/locales/ro/vocab.json';
import { catalogTranslator, type Catalog } from './translate';

/** Every key of a catalog, plural suffixes taken off (`notice.offers_few` -> `notice.offers`). */
function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
}

const catalogs = {
  en: { activity: enActivity, vocab: enVocab },
  ro: { activity: roActivity, vocab: roVocab },
};

describe('catalogTranslator', () => {
  it('says every key of the activity and vocab catalogs as i18next does, plurals and values included', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: catalogs,
      lng: 'en',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    } as Parameters<typeof i18n.init>[0]);
    for (const language of ['en', 'ro'] as const) {
      for (const ns of ['activity', 'vocab'] as const) {
        const ours = catalogTranslator(catalogs[language][ns] as Catalog, language);
        const theirs = i18n.getFixedT(language, ns) as unknown as (key: string, options?: object) => string;
        for (const key of new Set(keysOf(catalogs[language][ns] as Catalog))) {
          for (const count of [0, 1, 2, 5, 19, 20, 101, 1000]) {
            const values = { count, ref: 'FX-7K2M9Q', price: '1,450 EUR', search: 'RO → DE', added: count };
            expect(ours(key, values), `${language} ${ns}:${key} ${count}`).toBe(theirs(key, values));
          }
          expect(ours(key), `${language} ${ns}:${key}`).toBe(theirs(key));
        }
      }
    }
  });

  it('answers a missing key with the key, and leaves a value not given as it is', () => {
    const t = catalogTranslator({ a: { b: 'Hello {{name}}, {{other}}' } }, 'en');
    expect(t('a.missing')).toBe('a.missing');
    expect(t('a.b', { name: 'Ana' })).toBe('Hello Ana, {{other}}');
    expect(t('a')).toBe('a');
  });
});
