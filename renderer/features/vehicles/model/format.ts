/**
 * How a free vehicle's payload reads in the UI language (`ro-RO` / `en-GB`): through Intl, tonnes one
 * decimal. Its route, dates and volume read through renderer/shared/format (`routeText`,
 * `formatDayRange`, `formatM3`), its kinds through renderer/shared/vocab.
 */
import { NO_VALUE, toNumber } from '../../../../shared/format/numbers';

/** Payload in tonnes (decimal string), one decimal: "24.0 t"; "—" when not given. */
export function formatTonnes(value: string | null, locale: string): string {
  const number = toNumber(value);
  if (number === null) return NO_VALUE;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    number,
  );
  return `${text} t`;
}
