/**
 * How the Romanian UI speaks (docs/style-ro.md): one register, the informal "tu", and the trade's own
 * words. The lists here are the machine-readable part of that note; the note repeats them and
 * renderer/i18n/catalogs.test.ts checks that both say the same. The catalog test and the e2e walker
 * (e2e/language.spec.ts) fail on any of them in a Romanian text.
 *
 * It lives in shared/ because both the renderer's tests and the e2e tooling read it (e2e imports
 * nothing from renderer/).
 */

/**
 * Forms of the other register ("dumneavoastră": polite or plural address) that no Romanian text may
 * use. Each is a whole word, matched without regard to case ("Alegeți" and "alegeți").
 */
export const OTHER_REGISTER_FORMS: readonly string[] = [
  'dumneavoastră',
  'dumneavoastra',
  'dvs',
  'vă',
  'voastră',
  'vostru',
  'voastre',
  'voștri',
  'ați',
  'sunteți',
  'puteți',
  'aveți',
  'doriți',
  'vedeți',
  'vreți',
  'știți',
  'citiți',
  'Adăugați',
  'Alegeți',
  'Apăsați',
  'Așteptați',
  'Căutați',
  'Cereți',
  'Comparați',
  'Completați',
  'Confirmați',
  'Dați',
  'Deblocați',
  'Deschideți',
  'Faceți',
  'Folosiți',
  'Instalați',
  'Introduceți',
  'Închideți',
  'Încercați',
  'Înlocuiți',
  'Lipiți',
  'Mergeți',
  'Mutați',
  'Păstrați',
  'Porniți',
  'Redenumiți',
  'Reîncărcați',
  'Renunțați',
  'Reporniți',
  'Rulați',
  'Salvați',
  'Schimbați',
  'Scrieți',
  'Selectați',
  'Trimiteți',
  'Verificați',
  'Ștergeți',
];

/**
 * Words the glossary puts aside for the trade's own ("Anunț" for a load, "Drum gol" for empty km, ...).
 * Each matches at the start of a word, without regard to case, so "Anunț" also finds "anunțurile".
 */
export const FORBIDDEN_TERMS: readonly string[] = ['Anunț', 'Drum gol', 'Drumul gol', 'cutie', 'Reîmprospăt'];

/** The cedilla letters that stand in for Romanian ș and ț (comma below) in old fonts and keyboards. */
const CEDILLA_LETTERS: readonly string[] = ['ş', 'Ş', 'ţ', 'Ţ'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER = '[\\p{L}\\p{M}\\p{N}]';

/** A matcher for whole words (`whole`) or word starts (`!whole`) of `words`, any case. */
function matcher(words: readonly string[], whole: boolean): RegExp {
  const alternatives = words.map(escape).join('|');
  return new RegExp(`(?<!${LETTER})(?:${alternatives})${whole ? `(?!${LETTER})` : ''}`, 'giu');
}

const OTHER_REGISTER = matcher(OTHER_REGISTER_FORMS, true);
const FORBIDDEN = matcher(FORBIDDEN_TERMS, false);

/** The other register's forms found in `text`, as written there (empty: none). */
export function otherRegisterIn(text: string): string[] {
  return [...text.matchAll(OTHER_REGISTER)].map((match) => match[0]);
}

/** The glossary's forbidden terms found in `text`, as written there (empty: none). */
export function forbiddenTermsIn(text: string): string[] {
  return [...text.matchAll(FORBIDDEN)].map((match) => match[0]);
}

/** The cedilla letters found in `text` (empty: none). */
export function cedillasIn(text: string): string[] {
  return [...text].filter((letter) => CEDILLA_LETTERS.includes(letter));
}
