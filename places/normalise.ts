/**
 * Text normalisation for places (docs/api.md §Places): Romanian orthography, search keys that ignore
 * case and diacritics, and ASCII slug parts.
 */

/**
 * Latin letters that NFD does not split into base letter + combining mark, folded to ASCII.
 * (ß, ł, ø, æ, œ, đ, ð, þ, ħ, ı and their capitals; NFD handles ș ş ț ţ ă â î é ü ... itself.)
 */
const UNSPLIT_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ħ: 'h',
  Ħ: 'h',
  ı: 'i',
};
const UNSPLIT_PATTERN = new RegExp(`[${Object.keys(UNSPLIT_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}+/gu;

/** Lower-case, strip Latin diacritics (NFD + drop marks, plus the letters NFD doesn't split). */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(UNSPLIT_PATTERN, (ch) => UNSPLIT_LETTERS[ch] ?? ch)
    .toLowerCase();
}

/**
 * The key places are matched on (docs/api.md §Places): trimmed, case- and diacritic-insensitive,
 * with every run of `-`, whitespace and control characters turned into one space (no name holds a
 * control character; a NUL in a query ended the store's trigram phrase: "unterminated string", a 500
 * of the sandbox's `/places`). `" Cluj-Napoca "` -> `"cluj napoca"`, `"Brașov"` and `"Braşov"` ->
 * `"brasov"`, `"a\u0000b"` -> `"a b"`.
 */
export function searchKey(text: string): string {
  return foldDiacritics(text)
    .replace(/[\s\p{Cc}-]+/gu, ' ')
    .trim();
}

/**
 * Letters a dispatcher without the keyboard writes as two (issue 50 §4): German and Nordic ü ö ä å ø
 * æ as ue oe ae aa oe ae ("Muenchen", "Koeln", "Goeteborg", "Aarhus", "Koebenhavn"), Croatian and
 * Serbian đ as dj ("Djakovo").
 */
const TWO_LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ü: 'ue',
  ö: 'oe',
  ä: 'ae',
  å: 'aa',
  ø: 'oe',
  æ: 'ae',
  đ: 'dj',
};
const TWO_LETTER_PATTERN = new RegExp(`[${Object.keys(TWO_LETTER_SPELLINGS).join('')}]`, 'g');

/**
 * The search keys a name is found by (docs/api.md §Places): its `searchKey`, and, where it differs, the
 * key of its spelling with {@link TWO_LETTER_SPELLINGS} ("München" -> `["munchen", "muenchen"]`);
 * with `romanian` (a place of Romania or Moldova), â read as î, the spelling before 1993
 * ("Târgu Mureș" -> `["targu mures", "tirgu mures"]`). Typed text is folded with `searchKey` only, so
 * "Muenchen", "Munchen" and "München" all find München.
 */
export function nameKeys(name: string, romanian = false): string[] {
  const key = searchKey(name);
  let lower = name.normalize('NFC').toLowerCase();
  if (romanian) lower = lower.replace(/â/g, 'î');
  const spelled = searchKey(lower.replace(TWO_LETTER_PATTERN, (ch) => TWO_LETTER_SPELLINGS[ch] ?? ch));
  return spelled === key ? [key] : [key, spelled];
}

/**
 * Lower-case ASCII, hyphen-separated form of a text for slugs: `"Bistrița-Năsăud"` -> `"bistrita-nasaud"`.
 * Anything that is not a letter or digit after folding becomes a separator. Empty for a text with none.
 */
export function slugPart(text: string): string {
  return foldDiacritics(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Romanian orthography (docs/api.md §Places): cedilla ş ţ Ş Ţ become comma-below ș ț Ș Ț, and the
 * stray acute í (not a Romanian letter; GeoNames has it in a few village names) becomes i.
 * Used for Romanian and Moldovan names only: Turkish ş is correct as it is.
 */
export function romanianOrthography(text: string): string {
  return text.replace(/[şţŞŢí]/g, (ch) => ROMANIAN_FIXES[ch] ?? ch);
}
const ROMANIAN_FIXES: Readonly<Record<string, string>> = { ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț', í: 'i' };

/** Drops a trailing parenthesised qualifier: `"Poiana Mărului (Brașov)"` -> `"Poiana Mărului"`. */
export function dropQualifier(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim();
}
