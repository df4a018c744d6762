import { describe, expect, it } from 'vitest';
import { createGazetteer } from './deadhead';

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
