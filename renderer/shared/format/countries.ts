/**
 * Country names from ISO 3166-1 alpha-2 codes through `Intl.DisplayNames` in the given locale:
 * `RO` -> "Romania" (en-GB), "România" (ro-RO). No catalog keys: the platform knows every country.
 */
const names = new Map<string, Intl.DisplayNames>();
/** Names already looked up, by locale and code: `DisplayNames.of` is slow enough to show at start-up. */
const looked = new Map<string, string>();

/** A country's name in `locale`; the code itself when it is unknown or malformed. */
export function countryName(code: string, locale: string): string {
  const key = `${locale}|${code}`;
  const known = looked.get(key);
  if (known !== undefined) return known;
  let displayNames = names.get(locale);
  if (!displayNames) {
    displayNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    names.set(locale, displayNames);
  }
  let name: string;
  try {
    name = displayNames.of(code.toUpperCase()) ?? code;
  } catch {
    name = code;
  }
  looked.set(key, name);
  return name;
}
