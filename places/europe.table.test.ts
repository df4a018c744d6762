/**
 * Every name a dispatcher writes, across Europe (issue 50 §4, §5; docs/api.md §Places): typed as a
 * dispatcher types it (no marks, German and Nordic ue/oe/aa for ü/ö/å, Romanian's cedilla and old î for
 * â, the Romanian, English or local name), the look-up's first place is in the right country, and is
 * written in each UI language as `nameIn` writes it: Romanian's name where the catalogs hold one, else as
 * its own people write it (never English in Romanian); English's name, else its own.
 */
import { describe, expect, it } from 'vitest';
import { nameIn } from './names';
import { loadPlaces } from './places';

const places = loadPlaces();

/** Typed -> the first place's country, and its name in Romanian and in English. */
const TABLE: readonly (readonly [typed: string, country: string, ro: string, en: string])[] = [
  ['Bucuresti', 'RO', 'București', 'Bucharest'],
  ['Tirgu Mures', 'RO', 'Târgu-Mureș', 'Târgu-Mureș'],
  ['Tîrgu Mureş', 'RO', 'Târgu-Mureș', 'Târgu-Mureș'],
  ['Rîmnicu Vîlcea', 'RO', 'Râmnicu Vâlcea', 'Râmnicu Vâlcea'],
  ['Constanţa', 'RO', 'Constanța', 'Constanța'],
  ['Iasi', 'RO', 'Iași', 'Iași'],
  ['Timisoara', 'RO', 'Timișoara', 'Timișoara'],
  ['Chisinau', 'MD', 'Chișinău', 'Chișinău'],
  ['Chișinău', 'MD', 'Chișinău', 'Chișinău'],
  ['Balti', 'MD', 'Bălți', 'Bălți'],
  ['Muenchen', 'DE', 'München', 'Munich'],
  ['Koeln', 'DE', 'Köln', 'Cologne'],
  ['Cologne', 'DE', 'Köln', 'Cologne'],
  ['Nuernberg', 'DE', 'Nürnberg', 'Nuremberg'],
  ['Duesseldorf', 'DE', 'Düsseldorf', 'Düsseldorf'],
  ['Saarbruecken', 'DE', 'Saarbrücken', 'Saarbrücken'],
  ['Goettingen', 'DE', 'Göttingen', 'Göttingen'],
  ['Luebeck', 'DE', 'Lübeck', 'Lübeck'],
  ['Wien', 'AT', 'Viena', 'Vienna'],
  ['Viena', 'AT', 'Viena', 'Vienna'],
  ['Graz', 'AT', 'Graz', 'Graz'],
  ['Klagenfurt', 'AT', 'Klagenfurt', 'Klagenfurt'],
  ['Zuerich', 'CH', 'Zürich', 'Zürich'],
  ['Zurich', 'CH', 'Zürich', 'Zürich'],
  ['Geneva', 'CH', 'Geneva', 'Geneva'],
  ['Genève', 'CH', 'Geneva', 'Geneva'],
  ['Basel', 'CH', 'Basel', 'Basel'],
  ['Bern', 'CH', 'Berna', 'Bern'],
  ['Milano', 'IT', 'Milano', 'Milan'],
  ['Milan', 'IT', 'Milano', 'Milan'],
  ['Torino', 'IT', 'Torino', 'Turin'],
  ['Napoli', 'IT', 'Napoli', 'Naples'],
  ['Venezia', 'IT', 'Veneția', 'Venice'],
  ['Paris', 'FR', 'Paris', 'Paris'],
  ['Marsilia', 'FR', 'Marsilia', 'Marseille'],
  ['Strasbourg', 'FR', 'Strasbourg', 'Strasbourg'],
  ['Sevilla', 'ES', 'Sevilia', 'Seville'],
  ['Zaragoza', 'ES', 'Zaragoza', 'Zaragoza'],
  ['Lisabona', 'PT', 'Lisabona', 'Lisbon'],
  ['Lisboa', 'PT', 'Lisabona', 'Lisbon'],
  ['Porto', 'PT', 'Porto', 'Porto'],
  ['Londra', 'GB', 'Londra', 'London'],
  ['London', 'GB', 'Londra', 'London'],
  ['Manchester', 'GB', 'Manchester', 'Manchester'],
  ['Dover', 'GB', 'Dover', 'Dover'],
  ['Dublin', 'IE', 'Dublin', 'Dublin'],
  ['Cork', 'IE', 'Cork', 'Cork'],
  ['Haga', 'NL', 'Haga', 'The Hague'],
  ['Den Haag', 'NL', 'Haga', 'The Hague'],
  ['Rotterdam', 'NL', 'Rotterdam', 'Rotterdam'],
  ['Bruxelles', 'BE', 'Bruxelles', 'Brussels'],
  ['Antwerpen', 'BE', 'Anvers', 'Antwerp'],
  ['Liege', 'BE', 'Liège', 'Liège'],
  ['Luxemburg', 'LU', 'Luxemburg', 'Luxembourg'],
  ['Luxembourg', 'LU', 'Luxemburg', 'Luxembourg'],
  ['Copenhaga', 'DK', 'Copenhaga', 'Copenhagen'],
  ['Koebenhavn', 'DK', 'Copenhaga', 'Copenhagen'],
  ['Aarhus', 'DK', 'Aarhus', 'Aarhus'],
  ['Arhus', 'DK', 'Aarhus', 'Aarhus'],
  ['Goteborg', 'SE', 'Göteborg', 'Gothenburg'],
  ['Goeteborg', 'SE', 'Göteborg', 'Gothenburg'],
  ['Stockholm', 'SE', 'Stockholm', 'Stockholm'],
  ['Malmoe', 'SE', 'Malmö', 'Malmö'],
  ['Trelleborg', 'SE', 'Trelleborg', 'Trelleborg'],
  ['Oslo', 'NO', 'Oslo', 'Oslo'],
  ['Bergen', 'NO', 'Bergen', 'Bergen'],
  ['Helsinki', 'FI', 'Helsinki', 'Helsinki'],
  ['Tampere', 'FI', 'Tampere', 'Tampere'],
  ['Reykjavik', 'IS', 'Reykjavík', 'Reykjavík'],
  ['Tallinn', 'EE', 'Tallinn', 'Tallinn'],
  ['Riga', 'LV', 'Rīga', 'Riga'],
  ['Vilnius', 'LT', 'Vilnius', 'Vilnius'],
  ['Kaunas', 'LT', 'Kaunas', 'Kaunas'],
  ['Varsovia', 'PL', 'Varșovia', 'Warsaw'],
  ['Warszawa', 'PL', 'Varșovia', 'Warsaw'],
  ['Cracovia', 'PL', 'Cracovia', 'Kraków'],
  ['Lodz', 'PL', 'Łódź', 'Łódź'],
  ['Gdansk', 'PL', 'Gdańsk', 'Gdańsk'],
  ['Wroclaw', 'PL', 'Wrocław', 'Wrocław'],
  ['Praga', 'CZ', 'Praga', 'Prague'],
  ['Praha', 'CZ', 'Praga', 'Prague'],
  ['Brno', 'CZ', 'Brno', 'Brno'],
  ['Bratislava', 'SK', 'Bratislava', 'Bratislava'],
  ['Kosice', 'SK', 'Košice', 'Košice'],
  ['Budapesta', 'HU', 'Budapesta', 'Budapest'],
  ['Budapest', 'HU', 'Budapesta', 'Budapest'],
  ['Debrecen', 'HU', 'Debrețin', 'Debrecen'],
  ['Gyor', 'HU', 'Győr', 'Győr'],
  ['Ljubljana', 'SI', 'Ljubljana', 'Ljubljana'],
  ['Maribor', 'SI', 'Maribor', 'Maribor'],
  ['Zagreb', 'HR', 'Zagreb', 'Zagreb'],
  ['Rijeka', 'HR', 'Rijeka', 'Rijeka'],
  ['Djakovo', 'HR', 'Đakovo', 'Đakovo'],
  ['Split', 'HR', 'Split', 'Split'],
  ['Sarajevo', 'BA', 'Sarajevo', 'Sarajevo'],
  ['Banja Luka', 'BA', 'Banja Luka', 'Banja Luka'],
  ['Belgrad', 'RS', 'Belgrad', 'Belgrade'],
  ['Novi Sad', 'RS', 'Novi Sad', 'Novi Sad'],
  ['Nis', 'RS', 'Niš', 'Niš'],
  ['Podgorica', 'ME', 'Podgorica', 'Podgorica'],
  ['Skopje', 'MK', 'Skopje', 'Skopje'],
  ['Tirana', 'AL', 'Tirana', 'Tirana'],
  ['Pristina', 'XK', 'Priștina', 'Pristina'],
  ['Sofia', 'BG', 'Sofia', 'Sofia'],
  ['Plovdiv', 'BG', 'Plovdiv', 'Plovdiv'],
  ['Ruse', 'BG', 'Ruse', 'Rousse'],
  ['Atena', 'GR', 'Atena', 'Athens'],
  ['Salonic', 'GR', 'Salonic', 'Thessaloníki'],
  ['Pireu', 'GR', 'Pireu', 'Piraeus'],
  ['Istanbul', 'TR', 'İstanbul', 'Istanbul'],
  ['Ankara', 'TR', 'Ankara', 'Ankara'],
  ['Kyiv', 'UA', 'Kyiv', 'Kyiv'],
  ['Odesa', 'UA', 'Odesa', 'Odessa'],
  ['Cernauti', 'UA', 'Cernăuți', 'Chernivtsi'],
  ['Lviv', 'UA', 'Lviv', 'Lviv'],
  ['Minsk', 'BY', 'Minsk', 'Minsk'],
  ['Vaduz', 'LI', 'Vaduz', 'Vaduz'],
  ['Valletta', 'MT', 'Valletta', 'Valletta'],
  ['Nicosia', 'CY', 'Nicosia', 'Nicosia'],
];

describe('every name a dispatcher writes, across Europe, in both UI languages', () => {
  it('holds at least 100 names of at least 30 countries', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TABLE.map(([, country]) => country)).size).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%s -> %s: %s in Romanian, %s in English', (typed, country, ro, en) => {
    const first = places.search(typed)[0];
    expect(first?.country, typed).toBe(country);
    expect(nameIn(first!, 'ro')).toBe(ro);
    expect(nameIn(first!, 'en')).toBe(en);
  });
});
