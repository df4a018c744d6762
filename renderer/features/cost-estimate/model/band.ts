/**
 * Where the figures of an estimate sit on the band bar: each as a percentage (0–100) of a scale that
 * runs from a little under the lower of `low` and the price to a little over the higher of `high` and
 * the price, so a price outside the band still shows, off the band's side it is on.
 */

/** Positions on the bar, in % of its width. `price` is null when no price was given. */
export interface BandLayout {
  low: number;
  typical: number;
  high: number;
  price: number | null;
}

/** Share of the figures' spread added on each side of the scale. */
const MARGIN = 0.12;

/**
 * The layout of `low` ≤ `typical` ≤ `high` (and `price`, all in one currency). A zero spread (all
 * figures equal) centres them. Figures are numbers (parse the API's decimal strings first).
 */
export function bandLayout(low: number, typical: number, high: number, price: number | null): BandLayout {
  const lowest = Math.min(low, price ?? low);
  const highest = Math.max(high, price ?? high);
  const spread = highest - lowest;
  if (spread <= 0) return { low: 50, typical: 50, high: 50, price: price === null ? null : 50 };
  const start = Math.max(0, lowest - spread * MARGIN);
  const end = highest + spread * MARGIN;
  const at = (value: number) => Math.round(((value - start) / (end - start)) * 1000) / 10;
  return { low: at(low), typical: at(typical), high: at(high), price: price === null ? null : at(price) };
}
