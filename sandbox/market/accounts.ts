/**
 * Accounts, companies and the demo accounts with their test keys (docs/api.md §Keys and environments, §Resources). Deterministic for a seed.
 */
import type { TruckType } from '@dispatch/shared/domain/vocabulary';
import type { PlaceIndex } from '../places';
import { makeCui, makeVatNumber, VIES_COUNTRIES, type ViesCountry } from './cui';
import { demoKey, makeUuid } from './ids';
import { companyName, personName } from './names';
import type { Random } from './random';
import type { AccountRecord, ApiKeyRecord, CompanyRecord, DemoAccountName, Permission } from './types';

/** Regular (non-demo) accounts at scale 1; `scale` multiplies it. */
export const ACCOUNTS_PER_SCALE = 400;

/** Where accounts are based, as weights (Romania first; Moldova and Turkey without companies here). */
export const ACCOUNT_COUNTRIES: readonly (readonly [string, number])[] = [
  ['RO', 78],
  ['DE', 4],
  ['IT', 4],
  ['HU', 2],
  ['BG', 2],
  ['PL', 2],
  ['FR', 1],
  ['ES', 1],
  ['AT', 1],
  ['NL', 1],
  ['BE', 1],
  ['CZ', 1],
  ['SK', 1],
  ['GR', 1],
  ['MD', 2],
  ['TR', 1],
];

/** Everything about the demo accounts that isn't random. */
export const DEMO_ACCOUNTS: readonly {
  name: DemoAccountName;
  displayName: string;
  permissions: Permission[];
  revoked: boolean;
  label: string;
  description: string;
}[] = [
  {
    name: 'shipper',
    displayName: 'Demo Shipper',
    permissions: ['listings:read', 'offers:read', 'vehicles:read'],
    revoked: false,
    label: 'Shipper',
    description:
      'Publishes loads: owns about 40 listings in every status, including hidden ones and closed ones with a chosen carrier and a transport stage.',
  },
  {
    name: 'carrier',
    displayName: 'Demo Carrier',
    permissions: ['listings:read', 'offers:read', 'vehicles:read'],
    revoked: false,
    label: 'Carrier',
    description:
      "Drives for a verified Romanian transport company; the chosen carrier of several of the shipper's closed listings, so it sees their transport stage.",
  },
  {
    name: 'listings-only',
    displayName: 'Demo Reader',
    permissions: ['listings:read'],
    revoked: false,
    label: 'Listings only',
    description: 'A key with listings:read only: offers and vehicles routes answer 403.',
  },
  {
    name: 'revoked',
    displayName: 'Demo Revoked',
    permissions: ['listings:read', 'offers:read', 'vehicles:read'],
    revoked: true,
    label: 'Revoked',
    description: 'A revoked key: every request that sends it answers 401.',
  },
];

/** Accounts, companies and keys of a market, plus the ids the listing generator needs. */
export interface People {
  accounts: AccountRecord[];
  companies: CompanyRecord[];
  keys: ApiKeyRecord[];
  /** Account id of each demo account. */
  demo: Record<DemoAccountName, string>;
  /** Regular accounts that publish listings (every regular account). */
  publishers: AccountRecord[];
  /** Regular accounts in a company that runs vehicles: candidates for chosen carrier. */
  carriers: AccountRecord[];
}

/** Generates `round(400 x scale)` regular accounts, their companies, and the four demo accounts with keys. */
export function generatePeople(
  random: Random,
  options: { seed: number; scale: number; places: PlaceIndex },
): People {
  const { places } = options;
  const accounts: AccountRecord[] = [];
  const companies: CompanyRecord[] = [];
  const companiesByCountry = new Map<string, CompanyRecord[]>();
  const demo = {} as Record<DemoAccountName, string>;
  const keys: ApiKeyRecord[] = [];

  const carrierCompany = makeCompany(random, places, 'RO', true);
  const carrierSeat = places.find('RO', 'Pitești');
  Object.assign(carrierCompany, {
    name: 'Carpatica Demo Trans SRL',
    city: carrierSeat?.city ?? null,
    county: carrierSeat?.county ?? null,
    anafStatus: 'active',
    verificationStatus: 'verified',
    arrVerified: true,
    cmrVerified: true,
  } satisfies Partial<CompanyRecord>);
  companies.push(carrierCompany);
  for (const spec of DEMO_ACCOUNTS) {
    const account: AccountRecord = {
      id: makeUuid(random),
      displayName: spec.displayName,
      companyId: spec.name === 'carrier' ? carrierCompany.id : null,
    };
    accounts.push(account);
    demo[spec.name] = account.id;
    keys.push({
      key: demoKey(options.seed, spec.name),
      accountId: account.id,
      permissions: [...spec.permissions],
      revoked: spec.revoked,
      demoAccount: spec.name,
      label: spec.label,
      description: spec.description,
    });
  }

  const publishers: AccountRecord[] = [];
  const carriers: AccountRecord[] = [];
  const count = Math.max(20, Math.round(ACCOUNTS_PER_SCALE * options.scale));
  for (let i = 0; i < count; i++) {
    const country = random.weighted(ACCOUNT_COUNTRIES);
    let company: CompanyRecord | null = null;
    const canHaveCompany = country === 'RO' || (VIES_COUNTRIES as readonly string[]).includes(country);
    if (canHaveCompany && random.chance(0.6)) {
      const existing = companiesByCountry.get(country) ?? [];
      if (existing.length > 0 && random.chance(0.3)) {
        company = random.pick(existing);
      } else {
        company = makeCompany(random, places, country, random.chance(0.7));
        companies.push(company);
        existing.push(company);
        companiesByCountry.set(country, existing);
      }
    }
    const account: AccountRecord = {
      id: makeUuid(random),
      displayName: personName(random, country),
      companyId: company?.id ?? null,
    };
    accounts.push(account);
    publishers.push(account);
    if (company && company.vehicleTypes.length > 0) carriers.push(account);
  }
  return { accounts, companies, keys, demo, publishers, carriers };
}

const FLEET_KINDS: readonly (readonly [TruckType, number])[] = [
  ['tautliner', 40],
  ['box_truck', 15],
  ['refrigerated', 12],
  ['van', 12],
  ['flatbed', 6],
  ['car_carrier', 6],
  ['tow_truck', 4],
  ['tipper', 3],
  ['tanker', 2],
];

function makeCompany(
  random: Random,
  places: PlaceIndex,
  country: string,
  runsVehicles: boolean,
): CompanyRecord {
  const anaf = country === 'RO';
  const place = random.chance(0.95) ? random.pick(places.inCountry(country).slice(0, 200)) : null;
  const vehicleTypes = new Set<TruckType>();
  if (runsVehicles) {
    const kinds = random.weighted([
      [1, 5],
      [2, 3],
      [3, 2],
    ] as const);
    for (let k = 0; k < kinds; k++) vehicleTypes.add(random.weighted(FLEET_KINDS));
  }
  const reviewCount = random.chance(0.3) ? 0 : random.int(1, 250);
  return {
    id: makeUuid(random),
    name: companyName(random, country),
    cui: anaf ? makeCui(random) : makeVatNumber(country as ViesCountry, random),
    city: place?.city ?? null,
    county: place?.county ?? null,
    country,
    registry: anaf ? 'anaf' : 'vies',
    anafStatus: anaf
      ? random.weighted([
          ['active', 88],
          ['inactive', 5],
          ['suspended', 3],
          ['radiated', 2],
          ['unknown', 2],
        ] as const)
      : 'unknown',
    verificationStatus: random.weighted([
      ['verified', 50],
      ['pending', 15],
      ['unverified', 30],
      ['rejected', 5],
    ] as const),
    arrVerified: anaf && runsVehicles && random.chance(0.8),
    cmrVerified: runsVehicles && random.chance(0.75),
    vehicleTypes: [...vehicleTypes],
    rating: reviewCount === 0 ? null : random.int(30, 50) / 10,
    reviewCount,
  };
}

/**
 * A second account of the demo carrier's company (a dispatcher colleague, Romanian name), so offers
 * sent on the company's behalf by someone else exist (docs/api.md §Resources: `/offers/mine` returns
 * offers sent by the holder's account or by its company). Not a demo account: it has no key.
 */
export function makeColleague(random: Random, companyId: string): AccountRecord {
  return { id: makeUuid(random), displayName: personName(random, 'RO'), companyId };
}
