import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../../test/fakeTransport';
import { listingCellWords } from '../../../test/listingCellWords';
import { earningsOf } from '../../../../shared/domain/earnings';
import { LISTING_COLUMNS, listingCell, marginWords, type ListingCellWords } from './cells';

// the words of each language as the table has them (its formats, the `listings` catalog, its locale)
const en = listingCellWords(i18next, 'en');
const ro = listingCellWords(i18next, 'ro');
const listing = makeListing({
  urgent: true,
  needsInvoice: false,
  budget: '1250.00',
  estimatedCost: '1400.00',
});

/** The text of a cell, whatever its kind (badges joined by " | "). */
const textOf = (cell: ReturnType<typeof listingCell>) =>
  cell.kind === 'badges' ? cell.badges.map((badge) => badge.text).join(' | ') : cell.text;

describe('the listings table’s cells', () => {
  it('say each column of a listing in the UI language', () => {
    const say = (words: ListingCellWords, deadheadKm?: number | null) =>
      Object.fromEntries(
        LISTING_COLUMNS.map((id) => [id, textOf(listingCell(id, listing, words, deadheadKm))]),
      );
    expect(say(en, 212)).toEqual({
      ref: 'FX-7K2M9Q',
      route: 'Cluj-Napoca, RO → München, DE',
      dates: '12 Oct 2026',
      load: '12,000 kg · 33.0 m3',
      budget: '1,250 EUR',
      margin: 'Within -11%',
      perKm: '1.01 EUR/km',
      deadhead: '212 km',
      perKmDeadhead: '0.86 EUR/km',
      // no truck given: no figure (docs/api.md §What a load earns)
      profit: '—',
      profitPerDay: '—',
      truck: 'Tautliner',
      payment: '30 days',
      flags: 'Urgent | No invoice',
      category: 'Freight',
      distance: '1,234 km',
      estimatedCost: '1,400 EUR',
    });
    const roCells = say(ro, 212);
    expect(roCells.load).toBe('12.000 kg · 33,0 m3');
    expect(roCells.perKm).toBe('1,01 EUR/km');
    expect(roCells.margin).toMatch(/^În linie -11\s%$/);
  });

  it('say what a load earns the truck, and why a figure is missing in the title', () => {
    const truck = { costPerKm: 0.5, currency: 'EUR' as const, kmPerDay: 600 };
    // 1,250 EUR − 0.50 EUR/km × (212 + 1,234) km = 527 EUR, over 3 days
    const earned = earningsOf(listing, 212, truck, null);
    expect(listingCell('profit', listing, en, 212, earned)).toEqual({
      kind: 'earned',
      text: '527 EUR',
      reason: null,
    });
    expect(textOf(listingCell('profitPerDay', listing, en, 212, earned))).toBe('176 EUR');
    expect(listingCell('profit', listing, ro, null, earningsOf(listing, null, truck, null))).toEqual({
      kind: 'earned',
      text: '—',
      reason: 'Alege unde este camionul ca să se numere km goi.',
    });
  });

  it('read "—" for the empty run while it is not known, or its place is not', () => {
    for (const deadheadKm of [undefined, null]) {
      expect(textOf(listingCell('deadhead', listing, en, deadheadKm))).toBe('—');
      expect(textOf(listingCell('perKmDeadhead', listing, en, deadheadKm))).toBe('—');
    }
  });

  it('give the route as its own title, the margin’s mark, and badges only for flags off the usual', () => {
    expect(listingCell('route', listing, en)).toEqual({
      kind: 'route',
      text: 'Cluj-Napoca, RO → München, DE',
    });
    expect(listingCell('margin', makeListing({ budget: '900', estimatedCost: '1400' }), en)).toMatchObject({
      kind: 'margin',
      mark: 'below',
    });
    expect(listingCell('flags', makeListing({ urgent: false, needsInvoice: true }), en)).toEqual({
      kind: 'badges',
      badges: [],
    });
    expect(listingCell('flags', listing, en)).toEqual({
      kind: 'badges',
      badges: [
        { text: 'Urgent', urgent: true },
        { text: 'No invoice', urgent: false },
      ],
    });
  });

  it('mark loading dates before the user’s day as passed, and only when the day is known', () => {
    const past = makeListing({ dateType: 'exact', dateFrom: '2026-10-12', dateTo: null });
    expect(listingCell('dates', past, { ...en, today: '2026-10-13' })).toEqual({
      kind: 'dates',
      text: '12 Oct 2026',
      passed: true,
    });
    expect(listingCell('dates', past, { ...ro, today: '2026-10-12' })).toMatchObject({ passed: false });
    expect(listingCell('dates', past, en)).toMatchObject({ passed: false });
  });

  it('say "—" for a margin without a budget or an estimate', () => {
    expect(marginWords({ budget: null, estimatedCost: '1400' }, en.t, en.locale)).toEqual({
      text: '—',
      mark: null,
    });
    expect(marginWords({ budget: '1500', estimatedCost: null }, en.t, en.locale)).toEqual({
      text: '—',
      mark: null,
    });
    expect(marginWords({ budget: '1750', estimatedCost: '1400' }, en.t, en.locale)).toEqual({
      text: 'Above estimate +25%',
      mark: 'above',
    });
  });

  it('never show a mark outside the usual range with a whole percent on its edge (issue 53 §9)', () => {
    // 1,000 against 1,178: −15.1 %, below the range; its whole percent would read −15 %, as a row within
    expect(marginWords({ budget: '1000', estimatedCost: '1178' }, en.t, en.locale)).toEqual({
      text: 'Below estimate -15.1%',
      mark: 'below',
    });
    // 1,000 against 1,174: −14.8 %, within; whole
    expect(marginWords({ budget: '1000', estimatedCost: '1174' }, en.t, en.locale)).toEqual({
      text: 'Within estimate -15%',
      mark: 'within',
    });
  });
});
