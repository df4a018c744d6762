/**
 * Short listing descriptions in Romanian and English, by category. Never a phone number or an
 * e-mail address (docs/api.md §Overview: no contact data in any response); numbers stay small and are always
 * separated by words.
 */
import type { ListingCategory } from '@dispatch/shared/domain/vocabulary';
import type { Random } from './random';

type Template = (random: Random) => string;

const GOODS_RO = [
  'materiale de construcții',
  'mobilier',
  'produse alimentare',
  'băuturi',
  'piese auto',
  'electrocasnice',
  'ambalaje',
  'textile',
  'gresie și faianță',
  'cherestea',
];
const GOODS_EN = [
  'building materials',
  'furniture',
  'food products',
  'drinks',
  'car parts',
  'household appliances',
  'packaging',
  'textiles',
  'tiles',
  'timber',
];
const CARS = [
  'VW Golf',
  'Dacia Logan',
  'Skoda Octavia',
  'BMW Seria 3',
  'Ford Focus',
  'Audi A4',
  'Renault Clio',
  'Opel Astra',
  'Toyota Corolla',
  'Mercedes C-Class',
];

const FREIGHT: Template[] = [
  (r) => `Paleți EUR, ${r.int(2, 33)} buc., încărcare cu stivuitor.`,
  (r) => `${cap(r.pick(GOODS_RO))} pe paleți, ${r.int(2, 33)} paleți EUR. Descărcare cu transpalet.`,
  (r) => `Marfă paletizată, ${r.int(4, 24)} tone. Necesită prelată și chingi.`,
  () => 'Marfă generală, încărcare laterală. Acte CMR la încărcare.',
  (r) => `Palletised goods, ${r.int(2, 33)} EUR pallets, tail lift needed.`,
  (r) => `${cap(r.pick(GOODS_EN))}, ${r.int(2, 24)} t. Side loading, straps required.`,
  () => 'Temperature-controlled load, keep between 2 and 8 °C.',
  () => 'Marfă frigorifică, temperatură controlată între 2 și 6 grade.',
  (r) => `Full truck load of ${r.pick(GOODS_EN)}. Loading by forklift, ADR not required.`,
  () => 'Groupage accepted. Loading dock available on site.',
  () => 'Se acceptă grupaj. Rampă de încărcare la expeditor.',
];
const CAR: Template[] = [
  (r) => `Transport autoturism ${r.pick(CARS)}, funcțional.`,
  (r) => `${r.pick(CARS)}, nefuncțional, necesită platformă.`,
  (r) => `${r.int(2, 8)} autoturisme pentru transport pe trailer.`,
  (r) => `One car, ${r.pick(CARS)}, runs and drives.`,
  (r) => `Non-running ${r.pick(CARS)}, needs a winch.`,
  () => 'Mașină cumpărată din import, acte în regulă.',
];
const PARCEL: Template[] = [
  (r) => `${r.int(1, 12)} colete, ambalate în cutii de carton.`,
  () => 'Colet fragil, manipulare atentă.',
  (r) => `${r.int(1, 6)} boxes, well packed, no pallet.`,
  () => 'Small parcel, fragile contents.',
  () => 'Plic cu documente și o cutie mică.',
];
const MOVE: Template[] = [
  (r) => `Mutare apartament ${r.int(1, 4)} camere, etaj ${r.int(1, 10)}, fără lift.`,
  (r) => `Mobilier de birou și ${r.int(5, 40)} cutii.`,
  () => 'Mutare completă, necesită ajutor la încărcare.',
  (r) => `House move, ${r.int(1, 5)} bedrooms, some furniture to dismantle.`,
  () => 'Student move: a few boxes, a bike and a desk.',
];
const ASSISTANCE: Template[] = [
  () => 'Autoturism în pană, necesită tractare.',
  () => 'Car broke down on the motorway, needs towing.',
  () => 'Pană de motor, duba trebuie dusă la service.',
];

const TEMPLATES: Readonly<Record<ListingCategory, Template[]>> = {
  freight: FREIGHT,
  car: CAR,
  parcel: PARCEL,
  move: MOVE,
  assistance: ASSISTANCE,
};

/** A description for a listing of `category`, or null (about a fifth of listings have none). */
export function describeListing(random: Random, category: ListingCategory): string | null {
  if (random.chance(0.2)) return null;
  return random.pick(TEMPLATES[category])(random);
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
