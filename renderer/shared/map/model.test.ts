import { describe, expect, it } from 'vitest';
import {
  locate,
  mapRowsOf,
  pageMapModel,
  placeKey,
  placesToLocate,
  routeLegs,
  routePlaces,
  type MapPlace,
} from './model';

const listing = (
  ref: string,
  fromCity: string | null,
  toCity: string,
  fromCountry = 'RO',
  toCountry = 'DE',
) => ({
  ref,
  fromCountry,
  fromCity,
  toCountry,
  toCity,
});

/** A fake gazetteer: known places at made-up coordinates. */
const KNOWN: Record<string, { lat: number; lon: number }> = {
  'RO|brasov': { lat: 45.65, lon: 25.6 },
  'RO|cluj napoca': { lat: 46.77, lon: 23.6 },
  'DE|berlin': { lat: 52.52, lon: 13.4 },
  'DE|munchen': { lat: 48.14, lon: 11.58 },
  'RO|@sibiu-sibiu-ro': { lat: 45.8, lon: 24.15 },
};
const answer = (places: readonly MapPlace[]) => places.map((place) => KNOWN[placeKey(place)] ?? null);

describe('the page on a map', () => {
  const rows = mapRowsOf(
    [
      listing('FX-AAAAAA', 'Brașov', 'Berlin'),
      listing('FX-BBBBBB', 'Cluj-Napoca', 'München'),
      listing('FX-CCCCCC', 'Brasov', 'München'),
      listing('FX-DDDDDD', 'Atlantis', 'Berlin'),
      listing('FX-EEEEEE', null, 'Berlin'),
    ],
    (row) => row.ref,
  );
  const asked = placesToLocate(rows);
  const model = pageMapModel(rows, locate(asked, answer(asked)));

  it('asks each distinct place once (Brașov and Brasov are one place)', () => {
    expect(asked.map(placeKey)).toEqual([
      'RO|brasov',
      'DE|berlin',
      'RO|cluj napoca',
      'DE|munchen',
      'RO|atlantis',
      'RO|',
    ]);
  });

  it('draws one arrow per row whose both ends are known, from its loading to its unloading place', () => {
    expect(model.arrows.map((arrow) => arrow.key)).toEqual(['FX-AAAAAA', 'FX-BBBBBB', 'FX-CCCCCC']);
    const [first] = model.arrows;
    expect(first!.start).toEqual(KNOWN['RO|brasov']);
    expect(first!.end).toEqual(KNOWN['DE|berlin']);
    expect(model.arrows[2]!.end).toEqual(KNOWN['DE|munchen']);
  });

  it('groups loads sharing a loading place, and fans the group out', () => {
    expect(model.groups.map((group) => [group.key, group.rows])).toEqual([
      ['RO|brasov', ['FX-AAAAAA', 'FX-CCCCCC']],
      ['RO|cluj napoca', ['FX-BBBBBB']],
    ]);
    expect(model.arrows.map((arrow) => [arrow.index, arrow.of])).toEqual([
      [0, 2],
      [0, 1],
      [1, 2],
    ]);
  });

  it('lists the rows it cannot draw: an unknown place, a country only', () => {
    expect(model.missing.map((row) => row.key)).toEqual(['FX-DDDDDD', 'FX-EEEEEE']);
  });
});

describe("a listing's route", () => {
  const from = { country: 'RO', city: 'Brașov' };
  const to = { country: 'DE', city: 'Berlin' };

  it('without Truck at: the load run alone, with its km', () => {
    const route = { from, to, km: 1650 };
    const asked = routePlaces(route);
    expect(asked).toHaveLength(2);
    expect(routeLegs(route, locate(asked, answer(asked)))).toEqual([
      { kind: 'load', from, to, start: KNOWN['RO|brasov'], end: KNOWN['DE|berlin'], km: 1650 },
    ]);
  });

  it('with Truck at: the empty run from the truck to the loading place first, then the load', () => {
    const truck = { country: 'RO', city: 'Sibiu', slug: 'sibiu-sibiu-ro' };
    const route = { from, to, km: 1650, truckAt: { place: truck, km: 180 } };
    const asked = routePlaces(route);
    expect(asked.map(placeKey)).toEqual(['RO|brasov', 'DE|berlin', 'RO|@sibiu-sibiu-ro']);
    const legs = routeLegs(route, locate(asked, answer(asked)));
    expect(legs.map((leg) => [leg.kind, leg.km])).toEqual([
      ['empty', 180],
      ['load', 1650],
    ]);
    expect(legs[0]).toMatchObject({
      from: truck,
      to: from,
      start: KNOWN['RO|@sibiu-sibiu-ro'],
      end: KNOWN['RO|brasov'],
    });
  });

  it('keeps a leg whose place is unknown, without coordinates', () => {
    const route = { from: { country: 'RO', city: 'Atlantis' }, to, km: null };
    const asked = routePlaces(route);
    const [leg] = routeLegs(route, locate(asked, answer(asked)));
    expect(leg).toMatchObject({ start: null, end: KNOWN['DE|berlin'], km: null });
  });
});
