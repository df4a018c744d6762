import { describe, expect, it } from 'vitest';
import { roadDistanceKm } from './distance';
import { loadPlaces } from './places';
import { createGazetteer, placeOnRoute } from './deadhead';

const gazetteer = createGazetteer();

describe('deadhead from the app gazetteer', () => {
  it('gives road km (great circle × 1.25) from the truck to each loading place, null where unknown', () => {
    const result = gazetteer.deadhead({
      truckAt: 'brasov-brasov-ro',
      loadingPlaces: [
        { country: 'RO', city: 'Brașov' },
        { country: 'RO', city: 'Sibiu' },
        { country: 'DE', city: 'Berlin' },
        { country: 'RO', city: 'Atlantis' },
        { country: 'RO', city: null },
      ],
    });
    expect(result.truckAt).toMatchObject({ city: 'Brașov', country: 'RO', slug: 'brasov-brasov-ro' });
    const [home, sibiu, berlin, unknown, countryOnly] = result.km;
    expect(home).toBe(0);
    // Brașov–Sibiu is about 115 km as the crow flies (×1.25 ≈ 145)
    expect(sibiu).toBeGreaterThan(120);
    expect(sibiu).toBeLessThan(170);
    // Brașov–Berlin about 1,300 km as the crow flies
    expect(berlin).toBeGreaterThan(1_450);
    expect(berlin).toBeLessThan(1_800);
    expect(unknown).toBeNull();
    expect(countryOnly).toBeNull();
  });

  it('finds places without diacritics and answers null for a truck place it does not know', () => {
    expect(
      gazetteer.deadhead({ truckAt: 'cluj-napoca-cluj-ro', loadingPlaces: [{ country: 'RO', city: 'Iasi' }] })
        .km[0],
    ).toBeGreaterThan(250);
    expect(
      gazetteer.deadhead({ truckAt: 'nowhere-xx-ro', loadingPlaces: [{ country: 'RO', city: 'Iași' }] }),
    ).toEqual({
      truckAt: null,
      km: [null],
    });
  });
});

describe('a loading place whose name two places share', () => {
  const places = loadPlaces();
  const calinesti = places.findAll('RO', 'Călinești');
  const inSuceava = calinesti.find((place) => place.county === 'Suceava')!;
  const ipotesti = places.findAll('RO', 'Ipotești');

  it("is read as the one at the route's distance from the other end, not the most populous", () => {
    expect(calinesti[0]!.county).toBe('Argeș');
    // the sandbox's FX-HJC483: Călinești -> Ipotești, 94 km
    const km = Math.min(...ipotesti.map((other) => roadDistanceKm(inSuceava, other)));
    const loading = { country: 'RO', city: 'Călinești', routeTo: { country: 'RO', city: 'Ipotești', km } };
    expect(placeOnRoute(places, loading)).toBe(inSuceava);
    // without the route, the most populous, as before
    expect(placeOnRoute(places, { country: 'RO', city: 'Călinești' })).toBe(calinesti[0]);
    // the empty run goes to the Suceava one: from Suceava, a few tens of km, not some 400
    const {
      km: [toSuceava, toArges],
    } = gazetteer.deadhead({
      truckAt: 'suceava-suceava-ro',
      loadingPlaces: [loading, { country: 'RO', city: 'Călinești' }],
    });
    expect(toSuceava).toBeLessThan(100);
    expect(toArges).toBeGreaterThan(300);
  });

  it("locates it for the route's map the same way", () => {
    const km = Math.min(...ipotesti.map((other) => roadDistanceKm(inSuceava, other)));
    const [onRoute, plain] = gazetteer.coordinates({
      places: [
        { country: 'RO', city: 'Călinești', routeTo: { country: 'RO', city: 'Ipotești', km } },
        { country: 'RO', city: 'Călinești' },
      ],
    });
    expect(onRoute).toEqual({ lat: inSuceava.lat, lon: inSuceava.lon, population: inSuceava.population });
    expect(plain).toEqual({
      lat: calinesti[0]!.lat,
      lon: calinesti[0]!.lon,
      population: calinesti[0]!.population,
    });
  });

  it('says which place each end is, its county and how many places bear its name', () => {
    const km = Math.min(...ipotesti.map((other) => roadDistanceKm(inSuceava, other)));
    expect(
      gazetteer.onRoute({
        places: [
          { country: 'RO', city: 'Călinești', routeTo: { country: 'RO', city: 'Ipotești', km } },
          { country: 'RO', city: 'Calinesti' },
          { country: 'RO', city: 'Sibiu' },
          { country: 'RO', city: 'Atlantis' },
          { country: 'RO', city: null },
        ],
      }),
    ).toEqual([
      { city: 'Călinești', county: 'Suceava', country: 'RO', namesakes: calinesti.length },
      { city: 'Călinești', county: 'Argeș', country: 'RO', namesakes: calinesti.length },
      { city: 'Sibiu', county: 'Sibiu', country: 'RO', namesakes: 1 },
      null,
      null,
    ]);
    expect(calinesti.length).toBeGreaterThan(1);
  });

  it('keeps the only place of a name, and the most populous when the other end is unknown', () => {
    expect(
      placeOnRoute(places, {
        country: 'RO',
        city: 'Sibiu',
        routeTo: { country: 'DE', city: 'Berlin', km: 5 },
      }),
    ).toBe(places.find('RO', 'Sibiu'));
    expect(
      placeOnRoute(places, {
        country: 'RO',
        city: 'Călinești',
        routeTo: { country: 'RO', city: 'Atlantis', km: 94 },
      }),
    ).toBe(calinesti[0]);
    expect(placeOnRoute(places, { country: 'RO', city: null })).toBeUndefined();
  });
});

describe('coordinates from the app gazetteer', () => {
  it('gives WGS84 degrees per place, by name or slug, in order; null for unknown or country-only', () => {
    const [brasov, berlin, bySlug, unknown, countryOnly] = gazetteer.coordinates({
      places: [
        { country: 'RO', city: 'Brasov' },
        { country: 'DE', city: 'Berlin' },
        { country: 'RO', city: 'cluj-napoca-cluj-ro' },
        { country: 'RO', city: 'Atlantis' },
        { country: 'FR', city: null },
      ],
    });
    // Brașov is at about 45.65 N 25.6 E; Berlin about 52.5 N 13.4 E; Cluj-Napoca about 46.77 N 23.6 E
    expect(brasov!.lat).toBeCloseTo(45.65, 0);
    expect(brasov!.lon).toBeCloseTo(25.6, 0);
    expect(berlin!.lat).toBeCloseTo(52.5, 0);
    expect(berlin!.lon).toBeCloseTo(13.4, 0);
    expect(bySlug!.lat).toBeCloseTo(46.77, 0);
    expect(unknown).toBeNull();
    expect(countryOnly).toBeNull();
  });
});

describe('a place written by any of its names', () => {
  it('gets its coordinates and its empty run as under its own name: Munchen, München, Bucuresti, Wien', () => {
    const named = (country: string, city: string) => ({ country, city });
    const [munich, munchen, umlaut, bucharest, bucuresti, vienna, wien] = gazetteer.coordinates({
      places: [
        named('DE', 'Munich'),
        named('DE', 'Munchen'),
        named('DE', 'München'),
        named('RO', 'București'),
        named('RO', 'Bucuresti'),
        named('AT', 'Vienna'),
        named('AT', 'Wien'),
      ],
    });
    expect(munich).not.toBeNull();
    expect(munchen).toEqual(munich);
    expect(umlaut).toEqual(munich);
    expect(bucuresti).toEqual(bucharest);
    expect(wien).toEqual(vienna);
    const { km } = gazetteer.deadhead({
      truckAt: 'brasov-brasov-ro',
      loadingPlaces: [named('DE', 'Munich'), named('DE', 'Munchen'), named('AT', 'Viena')],
    });
    expect(km[0]).toBeGreaterThan(0);
    expect(km).toEqual([km[0], km[0], expect.any(Number)]);
  });
});
