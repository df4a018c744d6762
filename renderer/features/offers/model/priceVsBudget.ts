/**
 * An offer's price against its listing's budget (pure). Both are the API's decimal strings in their
 * own currency (docs/api.md §Resources: Offer `price` in `currency`, Listing `budget`, nullable, in
 * `currency`). Two currencies are never compared (no rate is assumed, as in sortWithinPage), and a
 * listing without a budget has nothing to compare with.
 */
import { toNumber } from '../../../../shared/format/numbers';

/** Where a price stands: above the budget, below it, or exactly at it. */
export type BudgetMark = 'above' | 'below' | 'at';

/**
 * The comparison: `compared` with the mark and the absolute difference (`amount`, in `currency`, the
 * offer's and the listing's common currency); `noBudget` (the listing has none, or it is unreadable);
 * `otherCurrency` (the budget is in `currency`, not the offer's); `unreadable` (the price is not a
 * number).
 */
export type PriceVsBudget =
  | { kind: 'compared'; mark: BudgetMark; amount: number; currency: string }
  | { kind: 'noBudget' }
  | { kind: 'otherCurrency'; currency: string }
  | { kind: 'unreadable' };

/**
 * `price` in `priceCurrency` against `budget` in `budgetCurrency`. Currencies compare case-blind
 * (the API answers codes upper-case); the difference is exact to the cent (amounts are rounded to
 * cents before they are subtracted, so `"1250.10"` against `"1250.1"` is `at`).
 */
export function priceVsBudget(
  price: string,
  priceCurrency: string,
  budget: string | null,
  budgetCurrency: string,
): PriceVsBudget {
  const offered = toNumber(price);
  if (offered === null) return { kind: 'unreadable' };
  const wanted = toNumber(budget);
  if (wanted === null) return { kind: 'noBudget' };
  if (priceCurrency.toUpperCase() !== budgetCurrency.toUpperCase())
    return { kind: 'otherCurrency', currency: budgetCurrency };
  const cents = Math.round(offered * 100) - Math.round(wanted * 100);
  const mark: BudgetMark = cents > 0 ? 'above' : cents < 0 ? 'below' : 'at';
  return { kind: 'compared', mark, amount: Math.abs(cents) / 100, currency: priceCurrency };
}
