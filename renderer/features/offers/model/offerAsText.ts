/**
 * An offer as a dispatcher pastes it into WhatsApp or an e-mail ("Copy as text" on the offer's page),
 * in the UI language: its price, its status, the ref of its listing and the exchange link, where it
 * is accepted or declined (docs/api.md §Overview: accepting happens only on the website). Pure: the
 * words from the `offers` catalog through `t`, the price through Intl in the UI language.
 */
import type { TFunction } from 'i18next';
import type { Offer } from '../../../../shared/api/types';
import { formatMoney } from '../../../../shared/format/numbers';
import type { VocabLabels } from '../../../shared/vocab/labels';

/** What the figures and statuses are written with: the vocabulary labels and an Intl locale. */
export interface OfferTextTools {
  vocab: VocabLabels;
  /** `ro-RO` or `en-GB` (renderer/shared/format/locale.ts). */
  locale: string;
}

/**
 * The offer as plain text, lines joined by `\n`:
 * ```
 * Offer: 1,234 EUR on FX-AB12CD
 * Status: Sent
 * https://exchange.example/offers/…
 * ```
 * (`Ofertă: 1.234 EUR pentru FX-AB12CD` / `Stare: Trimisă` in Romanian). An unknown status reads as
 * words (docs/api.md §Versioning).
 * @param t the `offers` catalog of the UI language
 * @param link the exchange link when the app may give it (renderer/shared/format/websiteLink.ts), else
 *   null (then no link line)
 */
export function offerAsText(
  offer: Pick<Offer, 'price' | 'currency' | 'status' | 'listingRef'>,
  t: TFunction<'offers'>,
  { vocab, locale }: OfferTextTools,
  link: string | null,
): string {
  const lines = [
    t('asText.offer', { price: formatMoney(offer.price, offer.currency, locale), ref: offer.listingRef }),
    t('asText.status', { status: vocab.offerStatus(offer.status) }),
  ];
  if (link) lines.push(link);
  return lines.join('\n');
}
