/**
 * Country names from ISO 3166-1 alpha-2 codes through `Intl.DisplayNames` in the given locale:
 * `RO` -> "Romania" (en-GB), "România" (ro-RO). No catalog keys: the platform knows every country.
 */
import { memoize } from '../../../shared/format/memoize';

const displayNames = memoize(
  (locale: string) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }),
);

/**
 * A country's name in `locale`; the code itself when it is unknown or malformed. Remembered by locale
 * and code: `DisplayNames.of` is slow enough to show at start-up.
 */
export const countryName = memoize((code: string, locale: string): string => {
  const names = displayNames(locale);
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
});
