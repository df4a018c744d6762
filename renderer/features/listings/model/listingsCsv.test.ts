import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { earningsOf } from '../../../../shared/domain/earnings';
import { makeListing } from '../../../test/fakeTransport';
import { listingCellWords } from '../../../test/listingCellWords';
import { listingsCsv } from './listingsCsv';

const ro = listingCellWords(i18next, 'ro');
const TRUCK = { costPerKm: 1.1, currency: 'EUR' as const, kmPerDay: 600 };

describe('Export CSV (docs/api.md §What a load earns)', () => {
  const rows = [
    makeListing({ ref: 'FX-AA0001', budget: '2450.00', distanceKm: 1480, fromCity: 'Brașov, "centru"' }),
    makeListing({ ref: 'FX-AA0002', budget: null, distanceKm: null, fromCity: 'Timișoara' }),
  ];
  const columns = [
    { id: 'ref', title: 'Cod' },
    { id: 'route', title: 'Traseu' },
    { id: 'budget', title: 'Buget' },
    { id: 'distance', title: 'Km încărcați' },
    { id: 'profit', title: 'Profit' },
  ] as const;
  const figures = {
    deadheadKm: new Map([['FX-AA0001', 312]]),
    earnings: new Map(rows.map((listing) => [listing.ref, earningsOf(listing, 312, TRUCK, null)])),
  };

  it('starts with a BOM and writes the rows on screen under the columns shown, numbers unformatted', () => {
    const text = listingsCsv(rows, columns, ro, figures, 'Moneda');
    expect(text).toBe(
      '\uFEFF' +
        'Cod,Traseu,Buget,Km încărcați,Profit,Moneda\r\n' +
        'FX-AA0001,"Brașov, ""centru"", RO → München, DE",2450.00,1480,478.8,EUR\r\n' +
        'FX-AA0002,"Timișoara, RO → München, DE",,,,EUR\r\n',
    );
  });

  it('adds no currency column when no money column is shown', () => {
    const text = listingsCsv(rows, [{ id: 'ref', title: 'Cod' }], ro);
    expect(text).toBe('\uFEFFCod\r\nFX-AA0001\r\nFX-AA0002\r\n');
  });
});
