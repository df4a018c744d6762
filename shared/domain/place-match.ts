/**
 * How a place name matches a look-up, the same on both sides (docs/api.md §Places): case and
 * diacritics ignored (ș and ş fold to s, ă and â to a...), a hyphen like a space; and the order the
 * app shows places in, whatever order the exchange answered in (the published API does not say it
 * ranks them; docs/api.md §Where the real exchange may differ).
 */

/** One character folded for matching: lower case, no diacritics (ș -> s, ă -> a), `-` as a space. */
export function foldPlaceChar(char: string): string {
  const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return folded === '-' ? ' ' : folded;
}

/** A text folded for matching (see `foldPlaceChar`), spaces collapsed; "Brașov-Nord " -> "brasov nord". */
export function foldPlaceText(text: string): string {
  return Array.from(text, foldPlaceChar).join('').replace(/\s+/g, ' ').trim();
}

/** The most places the app shows for one look-up (docs/api.md §Places: at most 10). */
const PLACE_OPTIONS_MAX = 10;

/**
 * How well a name matches a folded query: 0 the exact name, 1 the name starts with it, 2 a word of the
 * name starts with it, 3 the name contains it, 4 none of these (docs/api.md §Places, "Ranking").
 */
export function placeMatchTier(name: string, foldedQuery: string): number {
  const folded = foldPlaceText(name);
  if (folded === foldedQuery) return 0;
  if (folded.startsWith(foldedQuery)) return 1;
  if (folded.split(' ').some((word, i, words) => words.slice(i).join(' ').startsWith(foldedQuery))) return 2;
  return folded.includes(foldedQuery) ? 3 : 4;
}

/**
 * `places` in the app's order for `query`: by `placeMatchTier` of their city, the exchange's own order
 * kept within a tier (it may know population); at most `PLACE_OPTIONS_MAX`. A list the exchange already
 * ranked comes back unchanged.
 */
export function rankPlaces<T extends { city: string }>(places: readonly T[], query: string): T[] {
  const needle = foldPlaceText(query);
  return places
    .map((place, index) => ({ place, index, tier: placeMatchTier(place.city, needle) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .slice(0, PLACE_OPTIONS_MAX)
    .map(({ place }) => place);
}

/**
 * The place of `candidates` (an exchange's look-up answer) that is `wanted`: the same city and county
 * (folded as `foldPlaceText` folds them: case, diacritics and hyphens aside) and the same country.
 * Undefined when none is; the first when several are.
 */
export function sameNamedPlace<T extends { city: string; county: string; country: string }>(
  candidates: readonly T[],
  wanted: { city: string; county: string; country: string },
): T | undefined {
  const city = foldPlaceText(wanted.city);
  const county = foldPlaceText(wanted.county);
  return candidates.find(
    (place) =>
      place.country === wanted.country &&
      foldPlaceText(place.city) === city &&
      foldPlaceText(place.county) === county,
  );
}
