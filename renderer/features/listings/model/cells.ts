/**
 * What each cell of the listings table says, as data: the table (../components/ListingsTable.tsx)
 * draws it. Pure: the words come from the `listings` catalog through `t`, figures and dates from the
 * listing formatters (./format.ts).
 */
import type { TFunction } from 'i18next';
import type { Listing } from '../../../../shared/api/types';
import { ESTIMATE_BAND } from '../../../../shared/domain/cost-estimate';
import { memoize } from '../../../../shared/format/memoize';
import type { Earned, LoadEarnings, MissingReason } from '../../../../shared/domain/earnings';
import { formatMoney, formatPerKm, NO_VALUE } from '../../../../shared/format/numbers';
import type { ListingFormat } from './format';
import { budgetPerKm, marginOf, type MarginMark } from './margin';
import { loadingDatesPassed } from './passedDates';

/** The listings table's columns by id (each cell's `data-column`), in the table's order. */
export const LISTING_COLUMNS = [
  'ref',
  'route',
  'dates',
  'load',
  'budget',
  'margin',
  'perKm',
  'deadhead',
  'perKmDeadhead',
  'profit',
  'profitPerDay',
  'truck',
  'payment',
  'flags',
  'category',
  'distance',
  'estimatedCost',
] as const;
export type ListingColumnId = (typeof LISTING_COLUMNS)[number];

/** A badge of the flags cell: its words and whether it is the urgent one (its own colour). */
export interface ListingBadge {
  text: string;
  urgent: boolean;
}

/**
 * What one cell shows:
 * - `text`: the text alone;
 * - `route`: the text, also as its title (a long route is cut with an ellipsis);
 * - `dates`: the loading dates, and whether they have passed (./passedDates.ts: the cell says so);
 * - `margin`: the margin's short words and its mark (`null`: no estimate or no budget, the text is "—");
 * - `badges`: the flags that are off the usual (urgent, no invoice), none on most rows;
 * - `earned`: a figure of what the load earns the current truck, or "—" with why it is missing as
 *   `reason` (the cell's title; docs/api.md §What a load earns).
 * The ref's cell is its text; the marks beside it (seen, hidden, a note) are the table's.
 */
export type ListingCell =
  | { kind: 'text'; text: string }
  | { kind: 'route'; text: string }
  | { kind: 'dates'; text: string; passed: boolean }
  | { kind: 'margin'; text: string; mark: MarginMark | null }
  | { kind: 'earned'; text: string; reason: string | null }
  | { kind: 'badges'; badges: ListingBadge[] };

/** The words and formats of one UI language that the cells need. */
export interface ListingCellWords {
  format: ListingFormat;
  /** The `listings` catalog. */
  t: TFunction<'listings'>;
  /** The `Intl` locale (`ro-RO`, `en-GB`). */
  locale: string;
  /**
   * The user's day (`YYYY-MM-DD`, shared/domain/relative-dates.ts `todayIn`): loading dates before it are
   * marked as passed. Without it, none is.
   */
  today?: string;
}

/** One signed-percent format per locale (a table shows one per row; building one costs far more than using it). */
const percentFormat = memoize(
  (locale: string) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
);

/** The same with one decimal ("−15.3%"), for a figure whose whole percent would contradict its mark. */
const percentFormatTenths = memoize(
  (locale: string) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
);

/** A signed whole percentage in `locale`: "+25%", "−20%", "0%". */
export function formatSignedPercent(diffPercent: number, locale: string): string {
  return percentFormat(locale).format(diffPercent / 100);
}

/**
 * The margin's percent as its mark's words show it: whole, unless the whole figure would sit on or
 * inside the usual range (shared/domain/cost-estimate.ts `ESTIMATE_BAND`, ±15 %) while the mark says
 * outside it ("Below −15%" beside "Within −15%" on one page, issue 53 §9): then with one decimal,
 * "Below −15.3%". The mark itself is docs/api.md §Cost estimate's rule, unchanged.
 */
function marginPercent(mark: MarginMark, diffPercent: number, locale: string): string {
  const whole = Math.round(diffPercent);
  const contradicts =
    (mark === 'below' && whole >= (ESTIMATE_BAND.low - 1) * 100) ||
    (mark === 'above' && whole <= (ESTIMATE_BAND.high - 1) * 100);
  return contradicts
    ? percentFormatTenths(locale).format(diffPercent / 100)
    : formatSignedPercent(diffPercent, locale);
}

/**
 * The listing's budget against its estimated cost, in words and % (`marginOf`): "Below estimate
 * −20%", "Within estimate +2%", "Above estimate +25%"; `short` (the table's cell, under its "Margin"
 * header, so the 1366 px laptop holds every default column): "Below −20%", "Within +2%", "Above +25%".
 * The mark null and "—" when either figure is missing.
 */
export function marginWords(
  listing: Pick<Listing, 'budget' | 'estimatedCost'>,
  t: TFunction<'listings'>,
  locale: string,
  short = false,
): { text: string; mark: MarginMark | null } {
  const margin = marginOf(listing.budget, listing.estimatedCost);
  if (!margin) return { text: NO_VALUE, mark: null };
  const percent = marginPercent(margin.mark, margin.diffPercent, locale);
  // each key written out, so the catalog check can read it (i18next-parser.config.js)
  const below = () => (short ? t('margin.belowShort', { percent }) : t('margin.below', { percent }));
  const above = () => (short ? t('margin.aboveShort', { percent }) : t('margin.above', { percent }));
  const within = () => (short ? t('margin.withinShort', { percent }) : t('margin.within', { percent }));
  const text = margin.mark === 'below' ? below() : margin.mark === 'above' ? above() : within();
  return { text, mark: margin.mark };
}

/** The flags that are off the usual, as badges: urgent, and no invoice (most rows have none). */
function flagBadges(
  listing: Pick<Listing, 'urgent' | 'needsInvoice'>,
  t: TFunction<'listings'>,
): ListingBadge[] {
  const badges: ListingBadge[] = [];
  if (listing.urgent) badges.push({ text: t('table.urgent'), urgent: true });
  if (listing.needsInvoice === false) badges.push({ text: t('table.noInvoice'), urgent: false });
  return badges;
}

/** Why a figure of the sums is missing, in words (docs/api.md §What a load earns). */
export function missingWords(reason: MissingReason, t: TFunction<'listings'>): string {
  // each key written out, so the catalog check can read it (i18next-parser.config.js)
  switch (reason) {
    case 'no_truck':
      return t('earnings.missing.noTruck');
    case 'no_budget':
      return t('earnings.missing.noBudget');
    case 'no_distance':
      return t('earnings.missing.noDistance');
    case 'no_empty_run':
      return t('earnings.missing.noEmptyRun');
    case 'no_rate':
      return t('earnings.missing.noRate');
    case 'other_currency':
      return t('earnings.missing.otherCurrency');
  }
}

/**
 * What the cell of `column` says for `listing`.
 * @param earned what the listing earns the current truck (shared/domain/earnings.ts `earningsOf`);
 *   only the `profit` and `profitPerDay` columns use it (absent: "—", no truck)
 * @param deadheadKm the empty run from the truck to the listing's loading place, in km: null for an
 *   unknown place, undefined while not known yet (the cells read "—"); only the `deadhead` and
 *   `perKmDeadhead` columns use it
 */
export function listingCell(
  column: ListingColumnId,
  listing: Listing,
  words: ListingCellWords,
  deadheadKm?: number | null,
  earned?: Earned<LoadEarnings>,
): ListingCell {
  const { format, t, locale, today } = words;
  const text = (value: string): ListingCell => ({ kind: 'text', text: value });
  const perKm = (empty: number) =>
    formatPerKm(budgetPerKm(listing.budget, listing.distanceKm, empty), listing.currency, locale);
  switch (column) {
    case 'ref':
      return text(listing.ref);
    case 'route':
      return { kind: 'route', text: format.route(listing) };
    case 'dates':
      return {
        kind: 'dates',
        text: format.dates(listing),
        passed: today !== undefined && loadingDatesPassed(listing, today),
      };
    case 'load':
      return text(format.load(listing.weightKg, listing.volumeM3));
    case 'budget':
      return text(format.money(listing.budget, listing.currency));
    case 'margin':
      return { kind: 'margin', ...marginWords(listing, t, locale, true) };
    case 'perKm':
      return text(perKm(0));
    case 'deadhead':
      return text(format.distance(deadheadKm));
    case 'perKmDeadhead':
      return text(deadheadKm == null ? NO_VALUE : perKm(deadheadKm));
    case 'profit':
    case 'profitPerDay': {
      if (!earned || !earned.ok) {
        return { kind: 'earned', text: NO_VALUE, reason: missingWords(earned?.missing ?? 'no_truck', t) };
      }
      const figure = column === 'profit' ? earned.value.profit : earned.value.profitPerDay;
      return { kind: 'earned', text: formatMoney(figure, earned.value.currency, locale), reason: null };
    }
    case 'truck':
      return text(format.truckTypes(listing.truckTypes));
    case 'payment':
      return text(format.paymentDays(listing.paymentDays));
    case 'flags':
      return { kind: 'badges', badges: flagBadges(listing, t) };
    case 'category':
      return text(format.vocab.category(listing.category));
    case 'distance':
      return text(format.distance(listing.distanceKm));
    case 'estimatedCost':
      return text(format.money(listing.estimatedCost, listing.currency));
  }
}
