/**
 * Finds contact data in text (docs/api.md §Overview: no response contains a phone number or other contact data):
 * e-mail addresses and phone numbers in international form (`+40 721 234 567`, `0040721234567`,
 * `+49 (30) 1234 5678`) or Romanian national form (`0721234567`, `0721 234 567`, `021-312.34.56`).
 * Used by the test harness on every response body the sandbox's tests see.
 */

/** One piece of contact data found, with its offset in the scanned text. */
export interface ContactHit {
  kind: 'phone' | 'email';
  text: string;
  index: number;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * `+` or `00`, a country code, then groups of digits with single separators (space, dot, hyphen,
 * slash, optional parentheses). Not preceded by a word character, `+` or `-`, nor followed by a
 * word character or `-`, so ids, cursors, uuids and dates never match. Kept when it has 9 to 15
 * digits after the prefix.
 */
const INTERNATIONAL = /(?<![\w+-])(?:\+|00)[1-9]\d{0,2}(?:[ .\-/]?\(?\d{1,4}\)?){2,6}(?![\w-])/g;

/** Romanian national numbers: 10 digits starting `02`, `03` (landline) or `07` (mobile). */
const RO_NATIONAL = /(?<![\w+-])0[237]\d(?:[ .\-/]?\d){7}(?![\w-])/g;

/** Every e-mail address and phone number in `text`, in order of appearance. */
export function findContactData(text: string): ContactHit[] {
  const hits: ContactHit[] = [];
  for (const m of text.matchAll(EMAIL)) hits.push({ kind: 'email', text: m[0], index: m.index });
  for (const m of text.matchAll(INTERNATIONAL)) {
    const digits = m[0].replace(/^(\+|00)/, '').replace(/\D/g, '');
    if (digits.length >= 9 && digits.length <= 15) hits.push({ kind: 'phone', text: m[0], index: m.index });
  }
  for (const m of text.matchAll(RO_NATIONAL)) {
    if (!hits.some((h) => overlaps(h, m.index, m[0].length))) {
      hits.push({ kind: 'phone', text: m[0], index: m.index });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

function overlaps(hit: ContactHit, index: number, length: number): boolean {
  return index < hit.index + hit.text.length && hit.index < index + length;
}
