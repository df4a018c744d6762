/**
 * Writes `renderer/shared/places/regionNames.json`: the regions the gazetteer's places lie in (their
 * GeoNames admin1 codes, `places/data/places.json`), each as the UI writes it, by country:
 * `[english, own, romanian]` (`places/region-codes.ts` `RegionEntry`: the English name is the GeoNames
 * name the places' `county` holds; the own and Romanian names are ISO 3166-2's, from Debian's
 * `iso-codes`; a region without a Romanian name is `[english, own]`, and `[english]` where its own
 * name is the English one or no ISO subdivision was matched to it). Run by hand, never at build or test time (CI has no such package: the output is
 * committed); places/data/README.md says how, and the source and licence.
 *
 *   tsx build/gazetteer/regions.ts [<iso-codes json dir> [<locale dir>]]
 *
 * It prints the coverage: how many of the places' regions have an own name and a Romanian name.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { loadSourceCities } from '../../places/places-list';
import { regionEntry, type IsoSubdivision } from '../../places/region-codes';
import { loadRegions } from '../../places/regions';
import { readMo } from './mo';

const OUTPUT = new URL('../../renderer/shared/places/regionNames.json', import.meta.url);

function main(): Promise<void> | void {
  const isoDir = process.argv[2] ?? '/usr/share/iso-codes/json';
  const localeDir = process.argv[3] ?? '/usr/share/locale';
  const subdivisions = (
    JSON.parse(readFileSync(join(isoDir, 'iso_3166-2.json'), 'utf8')) as { '3166-2': IsoSubdivision[] }
  )['3166-2'];
  const catalog = (language: string) =>
    readMo(readFileSync(join(localeDir, language, 'LC_MESSAGES', 'iso_3166-2.mo')));
  const english = catalog('en');
  const romanian = catalog('ro');
  const regions = loadRegions();

  // each region the places use once, by country in the places' order, then by admin1 code
  const used = new Map<string, Set<string>>();
  for (const city of loadSourceCities()) {
    let codes = used.get(city.country);
    if (!codes) used.set(city.country, (codes = new Set()));
    codes.add(city.adminCode);
  }
  const table: Record<string, string[][]> = {};
  let count = 0;
  let own = 0;
  let ro = 0;
  /** ISO code -> the admin1 code given it: two regions are never one subdivision. */
  const given = new Map<string, string>();
  for (const [country, codes] of used) {
    const rows: string[][] = [];
    for (const code of [...codes].sort()) {
      const name = regions(country, code);
      // no admin1 name: the places there take their own name as county (places/records.ts)
      if (name === undefined) continue;
      const entry = regionEntry(`${country}.${code}`, name, subdivisions, english, romanian);
      if (entry.iso !== undefined) {
        const other = given.get(entry.iso);
        if (other !== undefined) throw new Error(`${country}.${code} and ${other} are both ${entry.iso}`);
        given.set(entry.iso, `${country}.${code}`);
      }
      count++;
      if (entry.own !== undefined) own++;
      if (entry.ro !== undefined) ro++;
      const ownName = entry.own ?? entry.en;
      if (entry.ro !== undefined) rows.push([entry.en, ownName, entry.ro]);
      else rows.push(ownName === entry.en ? [entry.en] : [entry.en, ownName]);
    }
    table[country] = rows;
  }
  return format(JSON.stringify(table), { parser: 'json', printWidth: 110 }).then((text) => {
    writeFileSync(OUTPUT, text);
    console.log(
      `${count} regions in ${Object.keys(table).length} countries: ${own} with an own name, ${ro} with a Romanian name; ${Buffer.byteLength(text)} bytes: ${OUTPUT.pathname}`,
    );
  });
}

await main();
