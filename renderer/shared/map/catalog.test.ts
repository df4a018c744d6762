import { describe, expect, it } from 'vitest';
import { cedillasIn, forbiddenTermsIn, otherRegisterIn } from '../../../shared/i18n/register';
import en from '../../i18n/locales/en/map.json';
import ro from '../../i18n/locales/ro/map.json';

/** Every leaf of a catalog as `a.b.c` → text, plural suffixes stripped from the key. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of leaves(value as object, `${path}.`)) found.set(k, v);
  }
  return found;
}

// renderer/i18n/catalogs.test.ts checks the namespaces loaded at start; this one comes with the map
describe('the map namespace (loaded with the map, renderer/shared/map/i18n.ts)', () => {
  it('has the same keys in English and Romanian, each with text', () => {
    const english = leaves(en);
    const romanian = leaves(ro);
    expect([...romanian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const text of [...english.values(), ...romanian.values()]) expect(text.trim()).not.toBe('');
  });

  it('speaks Romanian as docs/style-ro.md asks: no refused term, "tu" register, comma-below ș ț', () => {
    for (const text of leaves(ro).values()) {
      expect(forbiddenTermsIn(text), text).toEqual([]);
      expect(otherRegisterIn(text), text).toEqual([]);
      expect(cedillasIn(text), text).toEqual([]);
    }
  });
});
