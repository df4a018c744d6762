import { describe, expect, it } from 'vitest';
import {
  LISTING_CATEGORIES,
  LISTING_STATUSES,
  OFFER_STATUSES,
  TRANSPORT_STAGES,
  TRUCK_TYPES,
  VEHICLE_STATUSES,
} from '../../shared/domain/vocabulary';
import { NAMESPACES, resources } from './resources';

/** Every leaf of a catalog as `key -> text`, nested keys joined with dots. */
function leaves(catalog: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const entry of leaves(value, path)) out.set(...entry);
    else out.set(path, value);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const suffixes = (keys: Iterable<string>, of: string) =>
  [...keys]
    .filter((k) => PLURAL.test(k) && base(k) === of)
    .map((k) => k.slice(of.length + 1))
    .sort();

describe('message catalogs', () => {
  it.each(NAMESPACES)('%s: both languages have the same keys, each with text', (ns) => {
    const en = leaves(resources.en[ns]);
    const ro = leaves(resources.ro[ns]);
    expect(new Set([...ro.keys()].map(base)), ns).toEqual(new Set([...en.keys()].map(base)));
    for (const [key, text] of [...en, ...ro]) {
      expect(typeof text, `${ns}:${key}`).toBe('string');
      expect((text as string).trim(), `${ns}:${key}`).not.toBe('');
    }
    // plural forms: English one/other, Romanian one/few/other (Intl.PluralRules)
    for (const key of new Set([...en.keys()].filter((k) => PLURAL.test(k)).map(base))) {
      expect(suffixes(en.keys(), key), `en ${ns}:${key}`).toEqual(['one', 'other']);
      expect(suffixes(ro.keys(), key), `ro ${ns}:${key}`).toEqual(['few', 'one', 'other']);
    }
  });

  it('keep the same {{placeholders}} in both languages', () => {
    for (const ns of NAMESPACES) {
      const en = leaves(resources.en[ns]);
      const ro = leaves(resources.ro[ns]);
      for (const [key, text] of ro) {
        const english = en.get(key) ?? en.get(`${base(key)}_other`);
        const names = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
        expect(names(text), `${ns}:${key}`).toEqual(names(english));
      }
    }
  });

  it('name every vocabulary value in both languages', () => {
    const groups = {
      category: LISTING_CATEGORIES,
      truckType: TRUCK_TYPES,
      listingStatus: LISTING_STATUSES,
      offerStatus: OFFER_STATUSES,
      vehicleStatus: VEHICLE_STATUSES,
      transportStage: TRANSPORT_STAGES,
    };
    for (const language of ['en', 'ro'] as const) {
      const vocab = leaves(resources[language].vocab);
      for (const [group, codes] of Object.entries(groups)) {
        for (const code of codes)
          expect(vocab.has(`${group}.${code}`), `${language} ${group}.${code}`).toBe(true);
      }
    }
  });
});
