/**
 * The few figures a notification or an activity sentence shows, through `Intl.NumberFormat` in the UI's
 * locale (`en-GB`, `ro-RO`), as the renderer shows them (renderer/shared/format/numbers.ts, whose rules
 * these repeat for the main process, which may not import the renderer): money in whole units with its
 * currency code after it, whole counts, grouping always on; a missing figure reads "—".
 */

/** What stands for a missing figure. */
export const NO_VALUE = '—';

/** A figure as the API gives it: a decimal string, a number, or nothing. */
export type Figure = string | number | null | undefined;

/** A decimal string or number as a finite number, or null (missing, empty, not a number). */
export function toNumber(value: Figure): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const wholes = new Map<string, Intl.NumberFormat>();

function whole(locale: string): Intl.NumberFormat {
  let format = wholes.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
    wholes.set(locale, format);
  }
  return format;
}

/** A whole count: `1.234` (ro-RO), `1,234` (en-GB); "—" when missing. */
export function formatInteger(value: Figure, locale: string): string {
  const number = toNumber(value);
  return number === null ? NO_VALUE : whole(locale).format(number);
}

/** Money in whole units of its currency code: `1.590 EUR` (ro-RO), `1,590 EUR` (en-GB); "—" when missing. */
export function formatMoney(amount: Figure, currency: string, locale: string): string {
  const number = toNumber(amount);
  return number === null ? NO_VALUE : `${whole(locale).format(number)} ${currency}`;
}
