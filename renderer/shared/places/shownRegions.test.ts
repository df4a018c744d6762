import { describe, expect, it } from 'vitest';
import regionNames from './regionNames.json';
import { regionIn, regionIndex, type RegionTable } from './shownRegions';

const index = regionIndex(regionNames as unknown as RegionTable);

/**
 * [country, the region as the sandbox writes it (GeoNames' name: the places' county), Romanian UI,
 * English UI]: the Romanian name where iso-codes has one, else the region's own name, never the
 * English; the English name in English (docs/api.md §Places, "A region in the UI's language").
 */
const REGIONS: [string, string, string, string][] = [
  ['AT', 'Lower Austria', 'Austria inferioară', 'Lower Austria'],
  ['AT', 'Upper Austria', 'Austria superioară', 'Upper Austria'],
  ['AT', 'Vienna', 'Viena', 'Vienna'],
  ['AT', 'Styria', 'Stiria', 'Styria'],
  ['AT', 'Tyrol', 'Tirol', 'Tyrol'],
  ['DE', 'Bavaria', 'Bayern', 'Bavaria'],
  ['DE', 'North Rhine-Westphalia', 'Nordrhein-Westfalen', 'North Rhine-Westphalia'],
  ['DE', 'Lower Saxony', 'Niedersachsen', 'Lower Saxony'],
  ['PL', 'Mazovia', 'Mazowieckie', 'Mazovia'],
  ['PL', 'Lesser Poland', 'Małopolskie', 'Lesser Poland'],
  ['PL', 'Lower Silesia', 'Dolnośląskie', 'Lower Silesia'],
  ['IT', 'Lombardy', 'Lombardia', 'Lombardy'],
  ['IT', 'Piedmont', 'Piemonte', 'Piedmont'],
  ['HU', 'Budapest', 'Budapesta', 'Budapest'],
  ['HU', 'Győr-Moson-Sopron', 'Győr-Moson-Sopron', 'Győr-Moson-Sopron'],
  ['CZ', 'Prague', 'Hlavní město Praha', 'Prague'],
  ['CZ', 'South Moravian', 'Jihomoravský kraj', 'South Moravian'],
  ['ES', 'Catalonia', 'Catalunya', 'Catalonia'],
  ['ES', 'Madrid', 'Comunidad de Madrid', 'Madrid'],
  ['FR', 'Normandy', 'Normandie', 'Normandy'],
  ['FR', 'Occitanie', 'Occitania', 'Occitanie'],
  ['NL', 'North Holland', 'Noord-Holland', 'North Holland'],
  ['BE', 'Wallonia', 'Région wallonne', 'Wallonia'],
  ['CH', 'Geneva', 'Genève', 'Geneva'],
  ['CH', 'Bern', 'Berna', 'Bern'],
  ['SK', 'Bratislava Region', 'Bratislavský kraj', 'Bratislava Region'],
  ['UA', 'Odesa', 'Odeska oblast', 'Odesa'],
  ['SE', 'Västra Götaland', 'Västra Götalands län', 'Västra Götaland'],
  ['RO', 'Brașov', 'Brașov', 'Brașov'],
  ['RO', 'București', 'București', 'București'],
  ['MD', 'Transnistria', 'Stânga Nistrului', 'Transnistria'],
  ['AL', 'Tirana', 'Tirana', 'Tirana'],
];

describe('regionIn: a region in the UI language', () => {
  it.each(REGIONS)('%s %s: in Romanian %s, in English %s', (country, county, romanian, english) => {
    expect(regionIn(index, county, country, 'ro')).toBe(romanian);
    expect(regionIn(index, county, country, 'en')).toBe(english);
  });

  it('covers at least 20 regions of 10 countries', () => {
    expect(REGIONS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(REGIONS.map(([country]) => country)).size).toBeGreaterThanOrEqual(10);
  });

  it('knows a region by any of its names, folded (the exchange may write its own name)', () => {
    expect(regionIn(index, 'Bayern', 'DE', 'en')).toBe('Bavaria');
    expect(regionIn(index, 'niederosterreich', 'AT', 'ro')).toBe('Austria inferioară');
    expect(regionIn(index, 'Austria inferioara', 'AT', 'en')).toBe('Lower Austria');
  });

  it('writes a region it does not know, or of another country, as the exchange wrote it', () => {
    expect(regionIn(index, 'Atlantis', 'DE', 'ro')).toBe('Atlantis');
    expect(regionIn(index, 'Bavaria', 'AT', 'ro')).toBe('Bavaria');
  });

  it('trusts no name two regions of a country share', () => {
    const shared = regionIndex({
      XX: [
        ['North', 'Nord'],
        ['Nord', 'Nordland'],
      ],
    });
    expect(regionIn(shared, 'Nord', 'XX', 'ro')).toBe('Nord');
    expect(regionIn(shared, 'North', 'XX', 'ro')).toBe('Nord');
    expect(regionIn(shared, 'Nordland', 'XX', 'en')).toBe('Nord');
  });

  it('writes no region of the table in English in the Romanian UI where iso-codes gives another name', () => {
    let checked = 0;
    for (const [country, rows] of Object.entries(regionNames as unknown as RegionTable)) {
      // Zagreb (the city) and Zagreb (County): one English name, two regions, written as given
      const named = new Map<string, number>();
      for (const row of rows) named.set(row[0], (named.get(row[0]) ?? 0) + 1);
      for (const row of rows) {
        if (row.length > 1 && row[2] !== row[0] && named.get(row[0]) === 1) {
          expect(regionIn(index, row[0], country, 'ro')).not.toBe(row[0]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
