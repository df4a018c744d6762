import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../../test/fakeTransport';
import { vocabLabels } from '../../../shared/vocab/labels';
import { listingFormat } from './format';
import { listingAsText } from './listingAsText';

/** `listingAsText` in one language, as the listing panel calls it. */
function textIn(language: 'en' | 'ro', locale: string) {
  const t = i18next.getFixedT(language, 'listings');
  const format = listingFormat(t, vocabLabels(i18next.getFixedT(language, 'vocab')), locale);
  return (listing: Parameters<typeof listingAsText>[0], link: string | null) =>
    listingAsText(listing, format, t, link);
}

const en = textIn('en', 'en-GB');
const ro = textIn('ro', 'ro-RO');
const link = 'https://exchange.example/listings/FX-7K2M9Q';

describe('listingAsText', () => {
  it('writes the listing in English, one line each, the link last', () => {
    expect(en(makeListing({ truckTypes: ['tautliner', 'refrigerated'] }), link)).toBe(
      [
        'Cluj-Napoca, RO → München, DE',
        'Loading: 12 Oct 2026',
        'Load: 12,000 kg · 33.0 m3',
        'Truck: Tautliner, Refrigerated',
        'Budget: 1,250 EUR',
        'Payment: 30 days',
        'Ref: FX-7K2M9Q',
        link,
      ].join('\n'),
    );
  });

  it('writes it in Romanian, figures and dates as written in Romania', () => {
    expect(
      ro(
        makeListing({
          dateType: 'flexible',
          dateFrom: '2026-10-12',
          dateTo: '2026-10-15',
          weightKg: 24000,
          volumeM3: '86.5',
          budget: '12500.00',
          paymentDays: 2,
        }),
        link,
      ),
    ).toBe(
      [
        'Cluj-Napoca, RO → München, DE',
        'Încărcare: 12–15 oct. 2026',
        'Marfă: 24.000 kg · 86,5 m3',
        'Camion: Prelată (tautliner)',
        'Buget: 12.500 EUR',
        'Termen de plată: 2 zile',
        'Cod: FX-7K2M9Q',
        link,
      ].join('\n'),
    );
  });

  it('leaves out what the listing does not say, and the link when there is none to give', () => {
    const sparse = makeListing({
      dateType: 'asap',
      dateFrom: null,
      dateTo: null,
      weightKg: null,
      volumeM3: null,
      truckTypes: [],
      budget: null,
      paymentDays: null,
    });
    expect(en(sparse, null)).toBe(
      [
        'Cluj-Napoca, RO → München, DE',
        'Loading: As soon as possible',
        'Truck: Any truck',
        'Ref: FX-7K2M9Q',
      ].join('\n'),
    );
    expect(ro({ ...sparse, dateType: 'flexible' }, null)).toBe(
      ['Cluj-Napoca, RO → München, DE', 'Camion: Orice camion', 'Cod: FX-7K2M9Q'].join('\n'),
    );
  });

  it('keeps place names as the exchange wrote them, nothing escaped', () => {
    const text = en(makeListing({ fromCity: 'Drobeta-Turnu Severin & Co <x>', toCity: 'Köln' }), null);
    expect(text.split('\n')[0]).toBe('Drobeta-Turnu Severin & Co <x>, RO → Köln, DE');
  });
});
