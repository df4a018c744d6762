/**
 * What a load earns, written out for a listing's panel (docs/api.md §What a load earns): the sum with
 * its figures, "2,450 EUR − 1.10 EUR/km × (312 + 1,480) km = 479 EUR", and, when the truck's cost was
 * turned at the user's rate, that rate with its date. Pure: figures through `Intl` in `locale`
 * (shared/format/numbers.ts: money whole, EUR/km with two decimals, km whole).
 */
import type { LoadEarnings } from '../../../../shared/domain/earnings';
import {
  formatInteger,
  formatMoney,
  formatNumberInput,
  formatPerKm,
} from '../../../../shared/format/numbers';

/**
 * The sum in figures: budget − cost per km (in the budget's currency) × (empty run + loaded km) =
 * profit. The minus is U+2212 and the times U+00D7, as the docs write them.
 */
export function earningsSum(sums: LoadEarnings, locale: string): string {
  const budget = formatMoney(sums.budget, sums.currency, locale);
  const perKm = formatPerKm(sums.costPerKm, sums.currency, locale);
  const empty = formatInteger(sums.emptyKm, locale);
  const loaded = formatInteger(sums.loadedKm, locale);
  const profit = formatMoney(sums.profit, sums.currency, locale);
  return `${budget} − ${perKm} × (${empty} + ${loaded}) km = ${profit}`;
}

/**
 * The rate the truck's cost was turned at, as figures for a sentence: the truck's own cost per km
 * ("5.50 RON/km"), the rate ("4.97") and its day as given (`YYYY-MM-DD`); null when no rate was used.
 */
export function earningsRate(
  sums: LoadEarnings,
  locale: string,
): { truckCost: string; rate: string; date: string } | null {
  if (sums.rate === null) return null;
  return {
    truckCost: formatPerKm(sums.truckCostPerKm, sums.truckCurrency, locale),
    rate: formatNumberInput(sums.rate.ronPerEur, locale),
    date: sums.rate.date,
  };
}
