import { describe, expect, it } from 'vitest';
import type { MapPlace } from '../../../shared/domain/route-ends';
import {
  locate,
  mapRowsOf,
  pageMapModel,
  placeKey,
  placesToLocate,
  routeLegs,
  routePlaces,
  spotsToName,
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

  it('names the most populous places drawn, each spot once, at most as many as asked', () => {
    const population = new Map([
      ['DE|berlin', 3_600_000],
      ['DE|munchen', 1_260_000],
      ['RO|cluj napoca', 286_000],
      ['RO|brasov', 276_000],
    ]);
    expect(spotsToName(model, population, 3).map((spot) => spot.place.city)).toEqual([
      'Berlin',
      'München',
      'Cluj-Napoca',
    ]);
    // Brașov and Brasov are one spot; an unknown population counts 0; ties: loading places first
    expect(spotsToName(model, new Map([['RO|brasov', 1]]), 10).map((spot) => spot.place.city)).toEqual([
      'Brașov',
      'Cluj-Napoca',
      'Berlin',
      'München',
    ]);
  });

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
      ['RO|brasov@45.65,25.6', ['FX-AAAAAA', 'FX-CCCCCC']],
      ['RO|cluj napoca@46.77,23.6', ['FX-BBBBBB']],
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

  it('locates each end of a row with its km on its route: one name, two places, two groups', () => {
    const routed = mapRowsOf(
      [
        { ...listing('FX-111111', 'Călinești', 'Ipotești', 'RO', 'RO'), distanceKm: 94 },
        { ...listing('FX-222222', 'Călinești', 'Pitești', 'RO', 'RO'), distanceKm: 12 },
        { ...listing('FX-333333', 'Călinești', 'Suceava', 'RO', 'RO'), distanceKm: 60 },
      ],
      (row) => row.ref,
    );
    expect(routed[0]!.from).toEqual({
      country: 'RO',
      city: 'Călinești',
      routeTo: { country: 'RO', city: 'Ipotești', km: 94 },
    });
    expect(routed[0]!.to.routeTo).toEqual({ country: 'RO', city: 'Călinești', km: 94 });
    // a gazetteer that reads the first and third Călinești as the one in Suceava, the second as Argeș's
    const suceava = { lat: 47.55, lon: 26.07 };
    const arges = { lat: 45.06, lon: 24.6 };
    const where = (place: MapPlace) =>
      place.city === 'Călinești'
        ? place.routeTo?.city === 'Pitești'
          ? arges
          : suceava
        : { lat: 47, lon: 26 };
    const asked = placesToLocate(routed);
    const routedModel = pageMapModel(routed, locate(asked, asked.map(where)));
    expect(routedModel.groups.map((group) => group.rows)).toEqual([
      ['FX-111111', 'FX-333333'],
      ['FX-222222'],
    ]);
  });
});

describe('placeKey', () => {
  it('keeps a place named on a route apart from the same name elsewhere, and alike on the same route', () => {
    const onRoute = (km: number): MapPlace => ({
      country: 'RO',
      city: 'Călinești',
      routeTo: { country: 'RO', city: 'Ipotești', km },
    });
    expect(placeKey(onRoute(94))).toBe('RO|calinesti>RO|ipotesti|94');
    expect(placeKey(onRoute(94))).toBe(placeKey({ ...onRoute(94), city: 'Calinesti' }));
    expect(placeKey(onRoute(94))).not.toBe(placeKey(onRoute(407)));
    expect(placeKey(onRoute(94))).not.toBe(placeKey({ country: 'RO', city: 'Călinești' }));
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
