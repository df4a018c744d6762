import { describe, expect, it } from 'vitest';
import {
  ADMIN1_ISO,
  isoCodeOf,
  OWN_NAME_CORRECTIONS,
  ownRegionName,
  regionEntry,
  type IsoSubdivision,
} from './region-codes';

/** A few entries of iso-codes 4.15's iso_3166-2.json, as written there. */
const ISO: IsoSubdivision[] = [
  { code: 'DE-BY', name: 'Bayern', type: 'Land' },
  { code: 'DE-BE', name: 'Berlin', type: 'Land' },
  { code: 'AT-3', name: 'Niederösterreich', type: 'State' },
  { code: 'AT-4', name: 'Oberösterreich', type: 'State' },
  { code: 'SE-X', name: 'Gävleborgs län [SE-21]', type: 'County' },
  { code: 'LV-099', name: 'Tukuma novads', type: 'Municipality' },
  { code: 'MK-802', name: 'Aračinovo', type: 'Municipality' },
  { code: 'MK-201', name: 'Debar', type: 'Municipality' },
  { code: 'SI-050', name: 'Koper', type: 'Municipality' },
  { code: 'MT-03', name: 'Birgu', type: 'Local council' },
  { code: 'EE-39', name: 'Hiiumaa', type: 'County' },
  { code: 'EE-205', name: 'Hiiumaa', type: 'Rural municipality', parent: 'EE-39' },
  { code: 'ES-CT', name: 'Catalunya [Cataluña]', type: 'Autonomous community' },
  { code: 'ES-MC', name: 'Murcia, Región de', type: 'Autonomous community' },
  { code: 'HU-BU', name: 'Budapest', type: 'Capital city' },
  { code: 'RO-BV', name: 'Braşov', type: 'Department' },
  { code: 'NO-50', name: 'Trööndelage', type: 'County' },
  { code: 'XX-1', name: 'Nord', type: 'Region' },
  { code: 'XX-2', name: 'Nord', type: 'Region' },
];
const ENGLISH = new Map([['Bayern', 'Bavaria']]);
const ROMANIAN = new Map([
  ['Niederösterreich', 'Austria inferioară'],
  ['Budapest', 'Budapesta'],
  ['Berlin', 'Berlin'],
]);

describe('isoCodeOf: the ISO 3166-2 subdivision of a GeoNames admin1 region', () => {
  it.each([
    // the English catalog's name of the subdivision
    ['DE.02', 'Bavaria', 'DE-BY'],
    // the same name
    ['HU.05', 'Budapest', 'HU-BU'],
    ['RO.09', 'Brașov', 'RO-BV'],
    // the table (ADMIN1_ISO): an exonym no catalog gives
    ['AT.03', 'Lower Austria', 'AT-3'],
    ['AT.04', 'Upper Austria', 'AT-4'],
    ['DE.16', 'State of Berlin', 'DE-BE'],
    // "Urban Municipality of", Maltese articles, a note in brackets, "län"
    ['SI.50', 'Urban Municipality of Koper', 'SI-050'],
    ['MT.03', 'Il-Birgu', 'MT-03'],
    ['SE.03', 'Gävleborg', 'SE-X'],
    // an ending of another case (Latvian genitive)
    ['LV.29', 'Tukums Municipality', 'LV-099'],
    // the English romanisation of Macedonian
    ['MK.01', 'Arachinovo', 'MK-802'],
    // a county, not the municipality of its name one level down
    ['EE.98', 'Hiiumaa', 'EE-39'],
    // a name the catalog lists in several parts
    ['ES.98', 'Cataluña', 'ES-CT'],
  ])('%s %s is %s', (admin1, name, iso) => {
    expect(isoCodeOf(admin1, name, ISO, [ENGLISH, ROMANIAN])).toBe(iso);
  });

  it('finds none for an unknown name, a name two subdivisions share, or a longer name of another place', () => {
    expect(isoCodeOf('DE.99', 'Atlantis', ISO, [])).toBeUndefined();
    expect(isoCodeOf('XX.01', 'Nord', ISO, [])).toBeUndefined();
    // Debarca is a municipality of its own, not Debar
    expect(isoCodeOf('MK.98', 'Debarca', ISO, [])).toBeUndefined();
    // Bavaria is no region of Austria
    expect(isoCodeOf('AT.99', 'Bavaria', ISO, [ENGLISH])).toBeUndefined();
  });

  it("lists each admin1 code once, each to a subdivision of the admin1 code's own country, none twice", () => {
    const codes = Object.entries(ADMIN1_ISO);
    for (const [admin1, iso] of codes) expect(iso.slice(0, 3)).toBe(`${admin1.slice(0, 2)}-`);
    expect(new Set(codes.map(([, iso]) => iso)).size).toBe(codes.length);
  });
});

describe('ownRegionName and regionEntry', () => {
  it.each([
    ['Catalunya [Cataluña]', 'ES', 'Catalunya'],
    ['Gävleborgs län [SE-21]', 'SE', 'Gävleborgs län'],
    ['Murcia, Región de', 'ES', 'Región de Murcia'],
    ['Praha, Hlavní město', 'CZ', 'Hlavní město Praha'],
    ['Nafarroako Foru Komunitatea*', 'ES', 'Nafarroako Foru Komunitatea'],
    ['Saraj †', 'MK', 'Saraj'],
    ['Braşov', 'RO', 'Brașov'],
    ['Kırşehir', 'TR', 'Kırşehir'],
  ])('%s (%s) is written %s', (isoName, country, own) => {
    expect(ownRegionName(isoName, country)).toBe(own);
  });

  it('gives the English, own and Romanian names, the Romanian only where it differs from the ISO name', () => {
    expect(regionEntry('AT.03', 'Lower Austria', ISO, ENGLISH, ROMANIAN)).toEqual({
      iso: 'AT-3',
      en: 'Lower Austria',
      own: 'Niederösterreich',
      ro: 'Austria inferioară',
    });
    expect(regionEntry('DE.16', 'State of Berlin', ISO, ENGLISH, ROMANIAN)).toEqual({
      iso: 'DE-BE',
      en: 'State of Berlin',
      own: 'Berlin',
    });
    expect(regionEntry('NO.21', 'Trøndelag', ISO, ENGLISH, ROMANIAN).own).toBe(OWN_NAME_CORRECTIONS['NO-50']);
    expect(regionEntry('RS.SE', 'Central Serbia', ISO, ENGLISH, ROMANIAN)).toEqual({ en: 'Central Serbia' });
  });
});
