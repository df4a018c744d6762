/**
 * A listing as a dispatcher pastes it into WhatsApp or an e-mail ("Copy as text" on the listing
 * panel), in the UI language: the route, the loading dates, the load, the truck types, the budget, the
 * payment term, the ref and the exchange link, one per line. Pure: the words come from the `listings`
 * catalog through `t`, every figure and date from the listing formatters (../format.ts, through Intl in
 * the UI language: `12.000 kg` in Romanian, `12,000 kg` in English).
 */
import type { TFunction } from 'i18next';
import type { Listing } from '../../../../shared/api/types';
import { NO_VALUE } from '../../../../shared/format/numbers';
import type { ListingFormat } from './format';

/** The fields of a listing (docs/api.md §Resources) the text is made of. */
export type ListingTextFields = Pick<
  Listing,
  | 'ref'
  | 'fromCity'
  | 'fromCountry'
  | 'toCity'
  | 'toCountry'
  | 'dateType'
  | 'dateFrom'
  | 'dateTo'
  | 'weightKg'
  | 'volumeM3'
  | 'truckTypes'
  | 'budget'
  | 'currency'
  | 'paymentDays'
>;

/**
 * The listing as plain text, lines joined by `\n`:
 * ```
 * Cluj-Napoca, RO → München, DE
 * Loading: 12 Oct 2026
 * Load: 12,000 kg · 33.0 m3
 * Truck: Tautliner
 * Budget: 1,250 EUR
 * Payment: 30 days
 * Ref: FX-7K2M9Q
 * https://exchange.example/listings/FX-7K2M9Q
 * ```
 * A line whose value is unknown is left out (no dates, no weight nor volume, no budget, no payment
 * term); a listing that names no truck type reads "Any truck".
 * @param format the listing formatters of the UI language (`listingFormat`, `useListingFormat`)
 * @param t the `listings` catalog of the UI language
 * @param link the exchange link when the app may give it (renderer/shared/format/websiteLink.ts), else
 *   null (then no link line)
 */
export function listingAsText(
  listing: ListingTextFields,
  format: ListingFormat,
  t: TFunction<'listings'>,
  link: string | null,
): string {
  const lines = [format.route(listing)];
  const dates = format.dates(listing);
  if (dates !== NO_VALUE) lines.push(t('asText.dates', { dates }));
  const load = format.load(listing.weightKg, listing.volumeM3);
  if (load !== NO_VALUE) lines.push(t('asText.load', { load }));
  lines.push(t('asText.truckTypes', { types: format.truckTypes(listing.truckTypes) }));
  const budget = format.money(listing.budget, listing.currency);
  if (budget !== NO_VALUE) lines.push(t('asText.budget', { budget }));
  if (listing.paymentDays !== null) {
    lines.push(t('asText.paymentDays', { days: format.paymentDays(listing.paymentDays) }));
  }
  lines.push(t('asText.ref', { ref: listing.ref }));
  if (link) lines.push(link);
  return lines.join('\n');
}
