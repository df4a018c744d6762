/**
 * Names for generated accounts and companies: Romanian and other market countries' first names,
 * surnames and company name patterns. Display names are "First S." (never contact data).
 */
import type { Random } from './random';

const RO_FIRST = [
  'Andrei',
  'Alexandru',
  'Mihai',
  'Ion',
  'Gheorghe',
  'Vasile',
  'Constantin',
  'Florin',
  'Adrian',
  'Cristian',
  'Marius',
  'Ionuț',
  'Bogdan',
  'Ștefan',
  'Radu',
  'Daniel',
  'Cătălin',
  'Sorin',
  'Dorin',
  'Lucian',
  'Elena',
  'Maria',
  'Ioana',
  'Andreea',
  'Ana',
  'Cristina',
  'Mihaela',
  'Gabriela',
  'Alina',
  'Roxana',
  'Simona',
  'Raluca',
  'Oana',
  'Diana',
  'Irina',
  'Larisa',
];
const RO_SURNAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Pop',
  'Radu',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Matei',
  'Ciobanu',
  'Rusu',
  'Munteanu',
  'Constantin',
  'Marin',
  'Dinu',
  'Tudor',
  'Lungu',
  'Mocanu',
  'Barbu',
  'Ungureanu',
  'Zamfir',
  'Neagu',
  'Oprea',
  'Sârbu',
  'Moldovan',
  'Florea',
  'Țurcanu',
  'Bălan',
  'Căpraru',
];
const FOREIGN_FIRST = [
  'Thomas',
  'Markus',
  'Stefan',
  'Luca',
  'Marco',
  'Giulia',
  'Pierre',
  'Julien',
  'Carlos',
  'Javier',
  'László',
  'Zoltán',
  'Georgi',
  'Ivan',
  'Piotr',
  'Tomasz',
  'Anna',
  'Katarzyna',
  'Jan',
  'Pieter',
  'Luc',
  'Tomáš',
  'Martin',
  'Dimitris',
  'Mehmet',
  'Ayşe',
  'Vadim',
  'Sofia',
];
const FOREIGN_SURNAMES = [
  'Müller',
  'Schmidt',
  'Weber',
  'Rossi',
  'Bianchi',
  'Martin',
  'Dubois',
  'García',
  'Fernández',
  'Nagy',
  'Kovács',
  'Ivanov',
  'Nowak',
  'Kowalski',
  'Gruber',
  'de Vries',
  'Peeters',
  'Novák',
  'Horváth',
  'Papadopoulos',
  'Yılmaz',
  'Ceban',
];

/** A display name "First S." for an account in `country`. */
export function personName(random: Random, country: string): string {
  const romanian = country === 'RO' || country === 'MD';
  const first = random.pick(romanian ? RO_FIRST : FOREIGN_FIRST);
  const surname = random.pick(romanian ? RO_SURNAMES : FOREIGN_SURNAMES);
  return `${first} ${surname.charAt(0)}.`;
}

const RO_WORDS = [
  'Carpați',
  'Dunărea',
  'Transilvania',
  'Moldova',
  'Bucovina',
  'Banat',
  'Oltenia',
  'Muntenia',
  'Delta',
  'Olt',
  'Mureș',
  'Someș',
  'Arieș',
  'Ceahlău',
  'Bărăgan',
  'Crișana',
  'Argeș',
  'Siret',
  'Prut',
  'Făget',
];
const RO_SUFFIXES = ['Trans', 'Logistic', 'Transport', 'Cargo', 'Expres', 'Freight', 'Spedition', 'Rutier'];
const RO_FORMS = ['SRL', 'SRL', 'SRL', 'SA', 'SRL-D'];

const LEGAL_FORMS: Readonly<Record<string, readonly string[]>> = {
  DE: ['GmbH', 'GmbH & Co. KG', 'KG'],
  AT: ['GmbH', 'KG'],
  IT: ['S.r.l.', 'S.p.A.'],
  FR: ['SARL', 'SAS'],
  ES: ['S.L.', 'S.A.'],
  HU: ['Kft.', 'Zrt.'],
  BG: ['EOOD', 'OOD'],
  PL: ['Sp. z o.o.'],
  NL: ['B.V.'],
  BE: ['BV', 'NV'],
  CZ: ['s.r.o.'],
  SK: ['s.r.o.'],
  GR: ['A.E.', 'E.P.E.'],
};
const FOREIGN_WORDS: Readonly<Record<string, readonly string[]>> = {
  DE: ['Spedition', 'Logistik', 'Transporte'],
  AT: ['Spedition', 'Logistik'],
  IT: ['Trasporti', 'Logistica'],
  FR: ['Transports', 'Logistique'],
  ES: ['Transportes', 'Logística'],
  HU: ['Trans', 'Logisztika'],
  BG: ['Trans', 'Logistik'],
  PL: ['Trans', 'Logistyka'],
  NL: ['Transport', 'Logistics'],
  BE: ['Transport', 'Logistics'],
  CZ: ['Trans', 'Logistika'],
  SK: ['Trans', 'Logistika'],
  GR: ['Transport', 'Logistics'],
};

/** A plausible company name for `country`: "Carpați Trans SRL", "Weber Spedition GmbH", ... */
export function companyName(random: Random, country: string): string {
  if (country === 'RO' || country === 'MD') {
    const base = random.chance(0.5) ? random.pick(RO_WORDS) : random.pick(RO_SURNAMES);
    return `${base} ${random.pick(RO_SUFFIXES)} ${random.pick(RO_FORMS)}`;
  }
  const words = FOREIGN_WORDS[country] ?? ['Transport'];
  const forms = LEGAL_FORMS[country] ?? ['Ltd'];
  return `${random.pick(FOREIGN_SURNAMES)} ${random.pick(words)} ${random.pick(forms)}`;
}
