import { describe, expect, it } from 'vitest';
import {
  LISTING_CATEGORIES,
  LISTING_STATUSES,
  OFFER_STATUSES,
  TRANSPORT_STAGES,
  TRUCK_TYPES,
  VEHICLE_STATUSES,
} from '../../shared/domain/vocabulary';
import {
  cedillasIn,
  FORBIDDEN_TERMS,
  forbiddenTermsIn,
  OTHER_REGISTER_FORMS,
  otherRegisterIn,
} from '../../shared/i18n/register';
import styleNote from '../../docs/style-ro.md?raw';
import { NAMESPACES } from './namespaces';
import { resources } from './resources';

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

/** The catalog files of each language's folder (locales/<lang>/<ns>.json), as namespaces, sorted. */
const FILES = Object.keys(import.meta.glob('./locales/*/*.json')).reduce<Record<string, string[]>>(
  (files, path) => {
    const [, language, ns] = /^\.\/locales\/([^/]+)\/(.+)\.json$/.exec(path)!;
    (files[language!] ??= []).push(ns!);
    return files;
  },
  {},
);

describe('message catalogs', () => {
  it('are the same files in each language, and only en and ro', () => {
    expect(Object.keys(FILES).sort()).toEqual(['en', 'ro']);
    expect(FILES.ro?.sort()).toEqual(FILES.en?.sort());
  });

  it("name in NAMESPACES (what i18next loads) every file but the map's, and only those", () => {
    expect([...NAMESPACES, 'map'].sort()).toEqual(FILES.en?.sort());
  });

  it("load with each language's chunk (what i18next reads) every namespace of NAMESPACES", () => {
    for (const language of ['en', 'ro'] as const)
      expect(Object.keys(resources[language]).sort(), language).toEqual([...NAMESPACES].sort());
  });

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

/**
 * The words of the style note's fenced block ```name: separated by spaces (`other-register`, whole
 * words) or by commas (`forbidden-terms`, which may hold a space).
 */
function fenced(name: string, separator: RegExp): string[] {
  const block = new RegExp(`^\`\`\`${name}\\n([\\s\\S]*?)^\`\`\``, 'm').exec(styleNote);
  return (block?.[1] ?? '')
    .split(separator)
    .map((word) => word.trim())
    .filter(Boolean);
}

describe('Romanian as dispatchers speak it (docs/style-ro.md)', () => {
  const romanian = NAMESPACES.flatMap((ns) =>
    // a namespace missing from the chunk fails the tests above, not this list
    [...leaves(resources.ro[ns] ?? {})].map(([key, text]) => ({
      at: `ro/${ns}.json ${key}`,
      text: String(text),
    })),
  );

  it('the style note and shared/i18n/register.ts list the same words', () => {
    expect(fenced('other-register', /\s+/)).toEqual([...OTHER_REGISTER_FORMS]);
    expect(fenced('forbidden-terms', /,/)).toEqual([...FORBIDDEN_TERMS]);
  });

  it('the checks find the other register and the forbidden terms, and only those', () => {
    expect(otherRegisterIn('Verificați scrierea. Prețul dvs.: 10 €. Comparați-vă prețul.')).toEqual([
      'Verificați',
      'dvs',
      'Comparați',
      'vă',
    ]);
    expect(otherRegisterIn('Verifică scrierea, Carpați Trans, Galați, poți, ai introdus, Salvează')).toEqual(
      [],
    );
    expect(forbiddenTermsIn('Anunțuri; anunțul; Camion cu cutie; Drum gol; Se reîmprospătează…')).toEqual([
      'Anunț',
      'anunț',
      'cutie',
      'Drum gol',
      'reîmprospăt',
    ]);
    expect(cedillasIn('Ţara şi ţinta; Țara și ținta')).toEqual(['Ţ', 'ş', 'ţ']);
  });

  it('speak in one register ("tu") and write ș ț with the comma below', () => {
    const found = romanian.flatMap(({ at, text }) =>
      [...otherRegisterIn(text), ...cedillasIn(text)].map((word) => `${at}: "${word}"`),
    );
    expect(found).toEqual([]);
  });

  it("use the glossary's words, not the ones it puts aside", () => {
    const found = romanian.flatMap(({ at, text }) =>
      forbiddenTermsIn(text).map((word) => `${at}: "${word}"`),
    );
    expect(found).toEqual([]);
  });

  it('quote with „…”', () => {
    const found = romanian.filter(
      ({ text }) => /["“]/.test(text) || text.split('„').length !== text.split('”').length,
    );
    expect(found.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });
});
