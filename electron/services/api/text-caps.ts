/**
 * Cuts the text fields of an answer that are longer than any screen can show (docs/api.md §Bounded
 * answers): a name to {@link NAME_MAX_CHARS} characters, any other text (a description, an offer's
 * message, a note, a URL) to {@link TEXT_MAX_CHARS}, each cut ending with the mark `…` so the user
 * sees that there was more. Nesting deeper than {@link MAX_DEPTH} levels (no resource of the API
 * nests more than 3) is dropped: `null`. Object keys are kept as they are; the answer's size is
 * bounded before this (bounded-body.ts).
 */

/** Longest name shown (a company, a city, a carrier's display name), in UTF-16 code units, mark included. */
export const NAME_MAX_CHARS = 200;
/** Longest free text shown (a description, a message, a note), in UTF-16 code units, mark included. */
export const TEXT_MAX_CHARS = 2_000;
/** The mark that ends a cut text. */
export const CUT_MARK = '…';
/** Deepest nesting kept; a value below it becomes null. */
const MAX_DEPTH = 16;

/** The fields that hold a name (docs/api.md §Resources): cut at {@link NAME_MAX_CHARS}. */
const NAME_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'displayName',
  'fromCity',
  'toCity',
  'city',
  'county',
  'capacity',
  'slug',
]);

/** `text` cut to `max` code units with the mark at its end; never splits a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - CUT_MARK.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--; // a high surrogate whose pair would be cut off
  return text.slice(0, end) + CUT_MARK;
}

/**
 * A copy of a parsed JSON value with every string cut to its field's cap (see the file comment): a
 * string under a name field (or in an array under one) to 200, any other to 2,000. Numbers, booleans
 * and null are kept.
 */
export function capTexts(value: unknown, field = '', depth = 0): unknown {
  if (typeof value === 'string')
    return cutText(value, NAME_FIELDS.has(field) ? NAME_MAX_CHARS : TEXT_MAX_CHARS);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => capTexts(item, field, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defined, not assigned: a `__proto__` key of the answer stays a plain field of the copy
    Object.defineProperty(copy, key, {
      value: capTexts(item, key, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
