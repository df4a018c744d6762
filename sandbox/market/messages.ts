/**
 * Short texts carriers write: offer messages and free-vehicle notes, in Romanian and English.
 * Never a phone number or an e-mail address (docs/api.md §Overview: no contact data in any response), no dates
 * written with digits; numbers stay small and are always separated by words.
 */
import type { TruckType } from '@dispatch/shared/domain/vocabulary';
import type { Random } from './random';

type Template = (random: Random) => string;

const OFFER_MESSAGES: Template[] = [
  () => 'Putem încărca mâine dimineață.',
  () => 'Camion disponibil în zonă, prelată standard.',
  (r) => `Pot fi la încărcare în ${r.int(2, 24)} ore.`,
  () => 'Preț fără TVA, plata la descărcare.',
  () => 'Preț final, include taxele de drum.',
  () => 'Avem asigurare CMR și licență ARR.',
  () => 'Șofer cu experiență, transport direct fără transbordare.',
  () => 'Putem face și grupaj pe ruta asta.',
  () => 'Disponibil după descărcarea curentă, în aceeași zi.',
  () => 'Factură la descărcare, plata la 30 de zile acceptată.',
  (r) => `Mașina e la ${r.int(10, 90)} km de locul de încărcare.`,
  () => 'Can load tomorrow morning.',
  () => 'Truck available nearby, curtain sider with straps.',
  (r) => `Can be at the loading point within ${r.int(2, 24)} hours.`,
  () => 'Price excludes VAT, payment on delivery.',
  () => 'Direct transport, no reloading on the way.',
  () => 'CMR insurance valid, documents on request through the platform.',
  () => 'Returning empty on this route, good price.',
  () => 'Tail lift and pallet truck on board.',
  () => 'Temperature logger on board, reefer checked.',
];

const NOTES_COMMON: Template[] = [
  () => 'Retur gol, caut marfă spre casă.',
  () => 'Disponibil pentru grupaj.',
  () => 'Caut încărcătură completă pe ruta asta.',
  () => 'Plecare flexibilă, putem încărca oriunde pe traseu.',
  () => 'Empty return, looking for a full load.',
  () => 'Part loads accepted along the way.',
  () => 'Flexible on dates, can detour a little.',
  () => 'Asigurare CMR valabilă, licență ARR.',
];
const NOTES_BY_KIND: Partial<Record<TruckType, Template[]>> = {
  van: [
    () => 'Dubă cu prelată, încărcare pe spate.',
    (r) => `Van with ${r.int(2, 3)} seats, light parcels welcome.`,
  ],
  refrigerated: [
    () => 'Frigorific cu termograf, temperatură reglabilă.',
    () => 'Reefer with temperature logger, food approved.',
  ],
  car_carrier: [
    (r) => `Platformă auto, ${r.int(2, 8)} locuri libere.`,
    () => 'Car transporter, running and non-running cars.',
  ],
  tow_truck: [() => 'Platformă cu troliu, tractări pe distanțe lungi.', () => 'Tow truck with winch.'],
  tanker: [() => 'Cisternă alimentară, spălată.', () => 'Food-grade tanker, cleaned.'],
  tautliner: [
    () => 'Prelată cu ridicare laterală, chingi și colțari.',
    () => 'Curtain sider, straps on board.',
  ],
  flatbed: [
    () => 'Platformă deschisă, potrivită pentru fier beton.',
    () => 'Open flatbed, suits steel and timber.',
  ],
  tipper: [() => 'Basculantă pentru agregate.', () => 'Tipper for gravel and sand.'],
  box_truck: [() => 'Camion cu obloane, lift hidraulic.', () => 'Box truck with tail lift.'],
};

/** An offer message, or null (about a third of offers have none). */
export function offerMessage(random: Random): string | null {
  if (random.chance(0.35)) return null;
  return random.pick(OFFER_MESSAGES)(random);
}

/** A note for a free vehicle of `kind`, or null (about two in five have none). */
export function vehicleNote(random: Random, kind: TruckType): string | null {
  if (random.chance(0.4)) return null;
  const own = NOTES_BY_KIND[kind];
  return own && random.chance(0.5) ? random.pick(own)(random) : random.pick(NOTES_COMMON)(random);
}
