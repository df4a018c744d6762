import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { vocabLabels } from '../../../shared/vocab/labels';
import { offerAsText, type OfferTextTools } from './offerAsText';

/** `offerAsText` in one language, as the offer's page calls it. */
const textIn = (language: 'en' | 'ro', locale: string) => {
  const tools: OfferTextTools = { vocab: vocabLabels(i18next.getFixedT(language, 'vocab')), locale };
  return (offer: Parameters<typeof offerAsText>[0], link: string | null) =>
    offerAsText(offer, i18next.getFixedT(language, 'offers'), tools, link);
};
const offer = { price: '1234.00', currency: 'EUR', status: 'sent', listingRef: 'FX-AB12CD' } as const;
const link = 'http://127.0.0.1:4010/web/offers/5b0e7a4c-1111-4222-8333-444455556666';

describe('offerAsText', () => {
  it('writes the price, the status, the listing ref and the link in English', () => {
    expect(textIn('en', 'en-GB')(offer, link)).toBe(
      ['Offer: 1,234 EUR on FX-AB12CD', 'Status: Sent', link].join('\n'),
    );
  });

  it('writes them in Romanian, the price as written in Romania', () => {
    expect(textIn('ro', 'ro-RO')({ ...offer, status: 'accepted' }, link)).toBe(
      ['Ofertă: 1.234 EUR pentru FX-AB12CD', 'Stare: Acceptată', link].join('\n'),
    );
  });

  it('has no link line without a link, and reads an unknown status as words', () => {
    expect(textIn('en', 'en-GB')({ ...offer, status: 'on_hold' as 'sent' }, null)).toBe(
      ['Offer: 1,234 EUR on FX-AB12CD', 'Status: On hold'].join('\n'),
    );
  });
});
