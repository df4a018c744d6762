/**
 * "Loads back from here" (issue 41 §4, docs/api.md §Filters, "The app's return search"): the margin of
 * a load and its load back as a round trip (the return search itself is shared/domain/loads-back.ts,
 * which the trip home uses too). Pure functions on the API's figures; nothing here reads the exchange.
 */
import type { Listing } from '../../../../shared/api/types';
import { toNumber } from '../../../../shared/format/numbers';
import { marginOf, type Margin } from './margin';

/** The round trip of two loads: both budgets, both estimated costs, and the pair's margin. */
export interface RoundTrip {
  /** The two budgets added, in `currency`. */
  budget: number;
  /** The two estimated costs added, in `currency`. */
  estimatedCost: number;
  currency: string;
  margin: Margin;
}

/**
 * The margin of `out` and `back` driven as one round trip: their budgets added against their estimated
 * costs added, by the one margin rule (`marginOf`, docs/api.md §Cost estimate). Null when either load
 * lacks its budget or its estimated cost, or their currencies differ (EUR and RON are never added: no
 * rate is assumed).
 */
export function roundTripOf(
  out: Pick<Listing, 'budget' | 'estimatedCost' | 'currency'>,
  back: Pick<Listing, 'budget' | 'estimatedCost' | 'currency'>,
): RoundTrip | null {
  if (out.currency !== back.currency) return null;
  const figures = [out.budget, back.budget, out.estimatedCost, back.estimatedCost].map(toNumber);
  if (figures.some((figure) => figure === null)) return null;
  const [outBudget, backBudget, outCost, backCost] = figures as number[];
  const budget = outBudget! + backBudget!;
  const estimatedCost = outCost! + backCost!;
  const margin = marginOf(budget, estimatedCost);
  return margin ? { budget, estimatedCost, currency: out.currency, margin } : null;
}
