/**
 * Writes `places/data/place-names.json`: the names the gazetteer's places go by in
 * the languages of the market, from GeoNames' translated names as Debian's `libgeonames-common` ships
 * them (gettext catalogs keyed by GeoNames id). Run by hand, never at build or test time (CI has no
 * such package: the output is committed); data/README.md says how, and the source and licence.
 *
 *   tsx build/gazetteer/names.ts [<locale dir, default /usr/share/locale>]
 *
 * Kept: only places the gazetteer holds; of each, only the names a dispatcher writes it by (its
 * Romanian and English names and its endonyms: the languages of its country, `ENDONYM_LANGUAGES`);
 * only Latin-script names (what a dispatcher types), with a
 * parenthesised qualifier dropped ("Frankfurt (Oder)" -> "Frankfurt") and Romanian orthography for
 * Romanian names (ș ț), and only names that differ from the place's own name.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { dropQualifier, romanianOrthography } from '../../places/normalise';
import { buildPlaceRecords } from '../../places/records';
import { loadRegions } from '../../places/regions';
import { loadSourceCities } from '../../places/places-list';
import { ENDONYM_LANGUAGES, NAME_LANGUAGES } from '../../places/names';
import { readMo } from './mo';

const OUTPUT = new URL('../../places/data/place-names.json', import.meta.url);
/** A name in Latin script (letters with their marks, spaces, hyphens, apostrophes, dots). */
const LATIN = /^[\p{Script=Latin}\p{M} '’.-]+$/u;

/** One catalog's name for each place id, cleaned as the header says; undefined when none is kept. */
function cleanName(language: string, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  let clean = dropQualifier(name.trim());
  if (language === 'ro') clean = romanianOrthography(clean);
  return clean !== '' && LATIN.test(clean) ? clean : undefined;
}

async function main(): Promise<void> {
  const localeDir = process.argv[2] ?? '/usr/share/locale';
  const records = buildPlaceRecords(loadSourceCities(), loadRegions());
  const catalogs = NAME_LANGUAGES.flatMap((language) => {
    const path = join(localeDir, language, 'LC_MESSAGES', 'geonames.mo');
    if (!existsSync(path)) {
      console.warn(`no catalog for ${language} (${path})`);
      return [];
    }
    return [[language, readMo(readFileSync(path))] as const];
  });
  const out: Record<string, Record<string, string>> = {};
  let names = 0;
  for (const record of [...records].sort((a, b) => a.id - b.id)) {
    const id = String(record.id);
    const own: Record<string, string> = {};
    const languages = new Set(['ro', 'en', ...(ENDONYM_LANGUAGES[record.country] ?? [])]);
    for (const [language, catalog] of catalogs) {
      if (!languages.has(language)) continue;
      const name = cleanName(language, catalog.get(id));
      if (name !== undefined && name !== record.city) own[language] = name;
    }
    if (Object.keys(own).length > 0) {
      out[id] = own;
      names += Object.keys(own).length;
    }
  }
  const text = await format(JSON.stringify(out), { parser: 'json', printWidth: 110 });
  writeFileSync(OUTPUT, text);
  console.log(
    `${Object.keys(out).length} places, ${names} names, ${catalogs.map(([l]) => l).join(' ')}: ${OUTPUT.pathname}`,
  );
}

await main();
