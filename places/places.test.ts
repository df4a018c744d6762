import { describe, expect, it } from 'vitest';
import { EUROPEAN_COUNTRIES, MARKET_COUNTRIES } from '@dispatch/shared/domain/vocabulary';
import { loadPlaces, toPlace } from './places';
import { regionName } from './regions';

const places = loadPlaces();
const CEDILLA = /[şţŞŢ]/;
const COUNTIES = [
  'Alba',
  'Arad',
  'Argeș',
  'Bacău',
  'Bihor',
  'Bistrița-Năsăud',
  'Botoșani',
  'Brașov',
  'Brăila',
  'București',
  'Buzău',
  'Caraș-Severin',
  'Cluj',
  'Constanța',
  'Covasna',
  'Călărași',
  'Dolj',
  'Dâmbovița',
  'Galați',
  'Giurgiu',
  'Gorj',
  'Harghita',
  'Hunedoara',
  'Ialomița',
  'Iași',
  'Ilfov',
  'Maramureș',
  'Mehedinți',
  'Mureș',
  'Neamț',
  'Olt',
  'Prahova',
  'Satu Mare',
  'Sibiu',
  'Suceava',
  'Sălaj',
  'Teleorman',
  'Timiș',
  'Tulcea',
  'Vaslui',
  'Vrancea',
  'Vâlcea',
];

describe('loadPlaces', () => {
  it('is memoised', () => {
    expect(loadPlaces()).toBe(places);
  });

  it('keeps every Romanian locality with one of the 42 județe, spelled correctly', () => {
    const ro = places.inCountry('RO');
    expect(ro.length).toBeGreaterThan(4_000);
    expect(ro.length).toBeLessThan(5_000);
    expect(ro.filter((p) => p.county === '' || CEDILLA.test(p.county))).toEqual([]);
    expect([...new Set(ro.map((p) => p.county))].sort()).toEqual([...COUNTIES].sort());
  });

  it('normalises admin1 names', () => {
    expect(regionName('RO.03', 'Arges')).toBe('Argeș');
    expect(regionName('RO.25', 'Maramureş')).toBe('Maramureș');
    expect(regionName('RO.09', 'Brașov County')).toBe('Brașov');
    expect(regionName('HU.11', 'Heves County')).toBe('Heves');
    expect(regionName('TR.64', 'Uşak')).toBe('Uşak');
  });

  it('has no cedilla ş ţ in Romanian or Moldovan names', () => {
    const romanian = [...places.inCountry('RO'), ...places.inCountry('MD')];
    expect(romanian.filter((p) => CEDILLA.test(p.city) || CEDILLA.test(p.county))).toEqual([]);
    expect(places.inCountry('MD').some((p) => p.city === 'Bălți')).toBe(true);
  });

  it('has at least 30 places and a capital in each other market country', () => {
    for (const country of MARKET_COUNTRIES) {
      expect(places.inCountry(country).length, country).toBeGreaterThanOrEqual(30);
      expect(places.capital(country)?.isCapital, country).toBe(true);
    }
    expect(places.capital('de')?.city).toBe('Berlin');
  });

  it('holds every European country a Romanian carrier drives to, each with its capital and its main towns', () => {
    // Liechtenstein has 11 places of 1,000 inhabitants in GeoNames, Iceland 33: all of them
    const small = new Set(['LI', 'IS']);
    for (const country of EUROPEAN_COUNTRIES) {
      expect(places.inCountry(country).length, country).toBeGreaterThanOrEqual(small.has(country) ? 10 : 30);
      expect(places.capital(country)?.isCapital, country).toBe(true);
    }
    expect(places.capital('gb')?.city).toBe('London');
    expect(places.capital('ch')?.city).toBe('Bern');
    expect(places.find('SI', 'Ljubljana')?.isCapital).toBe(true);
    expect(places.find('SE', 'Goteborg')?.city).toBe('Göteborg');
  });

  it('names the capital București with county București and alias Bucharest', () => {
    const capital = places.capital('RO');
    expect(capital).toMatchObject({ city: 'București', county: 'București', aliases: ['Bucharest'] });
    expect(capital && toPlace(capital)).toEqual({
      city: 'București',
      country: 'RO',
      county: 'București',
      slug: 'bucuresti-bucuresti-ro',
    });
  });

  it('gives unique lower-case ASCII slugs', () => {
    const slugs = places.all.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(places.find('RO', 'Brașov')?.slug).toBe('brasov-brasov-ro');
  });

  it('drops parenthesised qualifiers and tells namesakes apart by county', () => {
    expect(places.all.some((p) => /[()]/.test(p.city))).toBe(false);
    const poiana = places.search('poiana marului');
    expect(poiana.filter((p) => p.city === 'Poiana Mărului').map((p) => p.county)).toContain('Brașov');
    expect(places.find('RO', 'poiana-marului-brasov-ro')?.county).toBe('Brașov');
  });
});

describe('search', () => {
  const first = (q: string) => places.search(q)[0];

  it('finds Romanian cities by ASCII queries', () => {
    expect(first('brasov')?.city).toBe('Brașov');
    expect(first('iasi')?.city).toBe('Iași');
    expect(first('timisoara')?.city).toBe('Timișoara');
    expect(first('constanta')?.city).toBe('Constanța');
    expect(first('bucuresti')?.city).toBe('București');
    expect(first('bucharest')?.city).toBe('București');
    expect(first('  BRAȘOV  ')?.city).toBe('Brașov');
  });

  it('treats spaces and hyphens alike', () => {
    expect(first('cluj napoca')?.city).toBe('Cluj-Napoca');
    expect(first('cluj-napoca')?.city).toBe('Cluj-Napoca');
  });

  it('ranks exact, then prefix, then word prefix, then substring', () => {
    const results = places.search('iasi');
    expect(results[0]?.city).toBe('Iași');
    const key = (c: string) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const rank = (c: string) => {
      const k = key(c).replace(/-/g, ' ');
      if (k === 'iasi') return 0;
      if (k.startsWith('iasi')) return 1;
      if (k.includes(' iasi')) return 2;
      return 3;
    };
    const ranks = results.map((p) => rank(p.city));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks.at(-1)).toBe(3);
  });

  it('breaks ties by population, most populous first', () => {
    const results = places.search('ar');
    expect(results).toHaveLength(10);
    const prefixOnes = results.filter((p) => p.city.toLowerCase().startsWith('ar'));
    const populations = prefixOnes.map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('returns at most 10 and nothing for no match', () => {
    expect(places.search('a').length).toBe(10);
    expect(places.search('qqxz')).toEqual([]);
  });
});

describe('find', () => {
  it('finds by name or slug within a country, case- and diacritic-insensitive', () => {
    expect(places.find('ro', 'iasi')?.city).toBe('Iași');
    expect(places.find('RO', 'iasi-iasi-ro')?.city).toBe('Iași');
    expect(places.find('RO', 'Bucharest')?.city).toBe('București');
    expect(places.find('DE', 'Iasi')).toBeUndefined();
    expect(places.find('DE', 'iasi-iasi-ro')).toBeUndefined();
  });

  it('prefers the most populous namesake', () => {
    const namesakes = places.inCountry('RO').filter((p) => p.city === 'Mihai Bravu');
    expect(namesakes.length).toBeGreaterThan(1);
    const top = Math.max(...namesakes.map((p) => p.population));
    expect(places.find('RO', 'mihai bravu')?.population).toBe(top);
  });
});
