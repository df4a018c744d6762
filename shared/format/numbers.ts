/**
 * Figures as the UI shows them, through `Intl.NumberFormat` in the given locale (`ro-RO` or
 * `en-GB`, see renderer/shared/format/locale.ts), in the window and in what the main process composes
 * (a notification's words, an activity sentence: shared/notify/), so both say a figure alike. One number of decimals per kind of figure, whatever the value:
 * money in whole units, km whole, kg whole, m3 one decimal, EUR/km two decimals. Grouping always
 * on (`1.590` in ro, `1,590` in en). A missing or unreadable value reads "—".
 *
 * Amounts arrive as the API's decimal strings (`"1250.00"`) or numbers.
 */
import { memoize } from './memoize';

/** What stands for a missing figure. */
export const NO_VALUE = '—';

type Figure = string | number | null | undefined;

// decimals -1: as many as the number holds, ungrouped (an input's text, `formatNumberInput`)
const numberFormat = memoize((locale: string, decimals: number) =>
  decimals < 0
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false })
    : new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: 'always',
      }),
);

/** A decimal string or number as a finite number, or null (missing, empty, not a number). */
export function toNumber(value: Figure): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function withUnit(value: Figure, locale: string, decimals: number, unit: string): string {
  const number = toNumber(value);
  return number === null ? NO_VALUE : `${numberFormat(locale, decimals).format(number)} ${unit}`;
}

/** A whole count: `1.234` (ro), `1,234` (en). */
export function formatInteger(value: Figure, locale: string): string {
  const number = toNumber(value);
  return number === null ? NO_VALUE : numberFormat(locale, 0).format(number);
}

/** Money in whole units of its currency code (EUR, RON): `1.590 EUR` (ro), `1,590 EUR` (en). */
export function formatMoney(amount: Figure, currency: string, locale: string): string {
  return withUnit(amount, locale, 0, currency);
}

/** A road distance in whole km: `1.234 km`. */
export function formatKm(km: Figure, locale: string): string {
  return withUnit(km, locale, 0, 'km');
}

/** A weight in whole kg: `12.000 kg`. */
export function formatKg(kg: Figure, locale: string): string {
  return withUnit(kg, locale, 0, 'kg');
}

/** A volume in m3 with one decimal: `33,0 m3` (ro), `33.0 m3` (en). */
export function formatM3(m3: Figure, locale: string): string {
  return withUnit(m3, locale, 1, 'm3');
}

/** A rate per km with two decimals, e.g. `1,25 EUR/km` (ro), `1.25 EUR/km` (en). */
export function formatPerKm(rate: Figure, currency: string, locale: string): string {
  return withUnit(rate, locale, 2, `${currency}/km`);
}

/**
 * A number as the text of a form's input, written the way the UI language types it (the inverse of
 * `parseLocaleNumber`, ./parseNumber.ts): the decimal mark of `locale`, no grouping, no rounding
 * beyond what a number holds (`33,5` in ro, `33.5` in en, `24000` in both), so the search shown again
 * in its form (from the URL, which holds `33.5`) reads as the user typed it (docs/style-ro.md §Writing).
 */
export function formatNumberInput(value: number, locale: string): string {
  return numberFormat(locale, -1).format(value);
}
