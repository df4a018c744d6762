/**
 * Country names from ISO 3166-1 alpha-2 codes through `Intl.DisplayNames` in the given locale:
 * `RO` -> "Romania" (en-GB), "România" (ro-RO). No catalog keys: the platform knows every country.
 */
const names = new Map<string, Intl.DisplayNames>();

/** A country's name in `locale`; the code itself when it is unknown or malformed. */
export function countryName(code: string, locale: string): string {
  let displayNames = names.get(locale);
  if (!displayNames) {
    displayNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    names.set(locale, displayNames);
  }
  try {
    return displayNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
