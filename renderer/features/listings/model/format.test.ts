import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { humanize, vocabLabels } from '../../../shared/vocab/labels';
import { listingFormat } from './format';

const en = listingFormat(
  i18next.getFixedT('en', 'listings'),
  vocabLabels(i18next.getFixedT('en', 'vocab')),
  'en-GB',
);
const ro = listingFormat(
  i18next.getFixedT('ro', 'listings'),
  vocabLabels(i18next.getFixedT('ro', 'vocab')),
  'ro-RO',
);

describe('listing formats', () => {
  it('formats money in whole units with its currency, "—" for none', () => {
    expect(en.money('1250.00', 'EUR')).toBe('1,250 EUR');
    expect(ro.money('1250.00', 'EUR')).toBe('1.250 EUR');
    expect(en.money(null, 'EUR')).toBe('—');
  });

  it('formats weight and volume', () => {
    expect(en.load(12000, '33')).toBe('12,000 kg · 33.0 m3');
    expect(ro.load(12000, '33')).toBe('12.000 kg · 33,0 m3');
    expect(en.load(null, '12.5')).toBe('12.5 m3');
    expect(en.load(800, null)).toBe('800 kg');
    expect(en.load(null, null)).toBe('—');
  });

  it('formats dates by date type', () => {
    expect(en.dates({ dateType: 'asap', dateFrom: null, dateTo: null })).toBe('As soon as possible');
    expect(ro.dates({ dateType: 'asap', dateFrom: null, dateTo: null })).toBe('Cât mai curând');
    expect(en.dates({ dateType: 'exact', dateFrom: '2026-10-12', dateTo: '2026-10-12' })).toBe('12 Oct 2026');
    expect(en.dates({ dateType: 'flexible', dateFrom: '2026-10-12', dateTo: '2026-10-15' })).toBe(
      '12 – 15 Oct 2026',
    );
    expect(en.dates({ dateType: 'flexible', dateFrom: null, dateTo: null })).toBe('—');
  });

  it('uses Romanian plural forms: 1 zi, 2 zile, 20 de zile', () => {
    expect([1, 2, 19, 20, 101].map(ro.paymentDays)).toEqual([
      '1 zi',
      '2 zile',
      '19 zile',
      '20 de zile',
      '101 zile',
    ]);
    expect([1, 30].map(en.paymentDays)).toEqual(['1 day', '30 days']);
    expect(en.paymentDays(null)).toBe('—');
  });

  it('formats distance, truck types, countries and unknown vocabulary', () => {
    expect(en.distance(1234)).toBe('1,234 km');
    expect(en.distance(null)).toBe('—');
    expect(en.truckTypes([])).toBe('Any truck');
    expect(en.truckTypes(['box_truck', 'hover_truck'])).toBe('Box truck, Hover truck');
    expect(ro.truckTypes(['refrigerated'])).toBe('Frigorifică');
    expect(en.country('RO')).toBe('Romania');
    expect(ro.country('RO')).toBe('România');
    expect(humanize('in_transit')).toBe('In transit');
    expect(en.vocab.transportStage('in_transit')).toBe('In transit');
    expect(ro.vocab.transportStage('in_transit')).toBe('În tranzit');
  });
});
