/**
 * The key two spellings of one company's name share, so an offer that names its carrier without an
 * id can be matched to a company the user blocked or preferred (docs/notes.md §Blocked and preferred
 * companies: "Offers name their carrier without an id: match on the carrier's name and say so"). Both sides
 * use it: the renderer to mark inbox rows and free vehicles, the notes store to keep the key beside each
 * company.
 */

/**
 * Legal-form words dropped from the end of a name (already folded: lower case, no diacritics, no
 * punctuation, spaces collapsed), longest first so `s r l` goes before `l`. Romanian (SRL, SA, PFA,
 * II, IF, SNC, SCS), German/Austrian (GmbH, AG, KG, OHG, UG, e K), Polish (sp z o o, SA), Hungarian
 * (Kft, Zrt, Bt, Nyrt), Czech/Slovak (s r o, a s), Bulgarian (OOD, EOOD, AD, EAD), Italian (Srl,
 * SpA, Snc), Dutch/Belgian (BV, NV, BVBA), English (Ltd, LLC, Inc, PLC, LLP), French (SARL, SAS,
 * SA), Spanish (SL, SA), Nordic (AB, AS, Oy), Lithuanian (UAB).
 */
const LEGAL_SUFFIXES = [
  'sp z o o',
  'spolka z o o',
  's r l',
  's r o',
  'gmbh co kg',
  'gmbh',
  'srl',
  'sro',
  'sa',
  's a',
  'pfa',
  'ii',
  'if',
  'snc',
  'scs',
  'ag',
  'kg',
  'ohg',
  'ug',
  'e k',
  'kft',
  'zrt',
  'nyrt',
  'bt',
  'a s',
  'ood',
  'eood',
  'ead',
  'ad',
  'spa',
  'bv',
  'nv',
  'bvba',
  'ltd',
  'limited',
  'llc',
  'inc',
  'plc',
  'llp',
  'sarl',
  'sas',
  'sl',
  'ab',
  'as',
  'oy',
  'uab',
].sort((a, b) => b.length - a.length);

/**
 * A company name folded for matching: NFKD, diacritics dropped (`Ș` → `s`), lower case, every run of
 * characters that are not letters or digits (dots, commas, dashes, spaces) made one space, then one
 * trailing legal-form word group removed (`Trans Carpați S.R.L.` and `TRANS CARPATI srl` both give
 * `trans carpati`). A name that is only a legal form keeps it (so `SRL` does not become empty).
 * Returns '' for a name without letters or digits.
 */
export function companyNameKey(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  for (const suffix of LEGAL_SUFFIXES) {
    if (folded.endsWith(` ${suffix}`)) return folded.slice(0, -suffix.length - 1).trim();
  }
  return folded;
}

/** Text folded for the notes' search: NFKD, diacritics dropped, lower case, spaces collapsed. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}
