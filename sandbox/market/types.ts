/**
 * The generated market's internal records. The server projects them to the API's resources
 * (spec 2); fields follow the spec's names and DECISIONS "Resources".
 */
import type {
  DateType,
  ListingCategory,
  ListingStatus,
  OfferStatus,
  TransportStage,
  TruckType,
  VehicleStatus,
} from '../../shared/domain/vocabulary';

/** A person's account on the exchange; `companyId` when it belongs to a company. */
export interface AccountRecord {
  /** uuid */
  id: string;
  displayName: string;
  companyId: string | null;
}

/** A company's public profile (spec 2 "Company"; DECISIONS "Resources" for the status values). */
export interface CompanyRecord {
  /** uuid */
  id: string;
  name: string;
  /** Valid Romanian CUI (digits, check digit) for `anaf`; an EU VAT number for `vies`. */
  cui: string;
  city: string | null;
  county: string | null;
  /** ISO 3166-1 alpha-2, upper-case. */
  country: string;
  registry: 'anaf' | 'vies';
  anafStatus: 'active' | 'inactive' | 'suspended' | 'radiated' | 'unknown';
  verificationStatus: 'unverified' | 'pending' | 'verified' | 'rejected';
  /** ARR (Romanian Road Transport Authority) licence checked. */
  arrVerified: boolean;
  /** CMR insurance checked. */
  cmrVerified: boolean;
  /** Kinds of vehicle the company runs; empty for shippers and forwarders without a fleet. */
  vehicleTypes: TruckType[];
  /** Average review, 1.0 to 5.0 with one decimal; null without reviews. */
  rating: number | null;
  reviewCount: number;
}

/** Permissions a key can carry (spec 5). */
export type Permission = 'listings:read' | 'offers:read' | 'vehicles:read';

/** The demo accounts the sandbox creates, each with one test key. */
export type DemoAccountName = 'shipper' | 'carrier' | 'listings-only' | 'revoked';

/** A test API key (DECISIONS "Keys and environments": `test_fx_` + 32 of [A-Za-z0-9]). */
export interface ApiKeyRecord {
  key: string;
  accountId: string;
  permissions: Permission[];
  revoked: boolean;
  demoAccount: DemoAccountName;
  /** Plain-English name for pickers: "Shipper", "Carrier", ... */
  label: string;
  /** One or two sentences saying what the key shows. */
  description: string;
}

/** A transport listing (spec 2 "Listing"), without the projected `url`. */
export interface ListingRecord {
  /** `FX-` + 6 of [0-9A-Z] without I, L, O, U; unique. */
  ref: string;
  category: ListingCategory;
  fromCity: string;
  fromCountry: string;
  toCity: string;
  toCountry: string;
  dateType: DateType;
  /** YYYY-MM-DD; null for `asap`. `exact` has dateFrom = dateTo. */
  dateFrom: string | null;
  dateTo: string | null;
  description: string | null;
  /** Decimal with 2 places, in `currency`. */
  budget: string | null;
  currency: 'EUR' | 'RON';
  urgent: boolean;
  needsInvoice: boolean;
  paymentDays: number | null;
  weightKg: number | null;
  /** Decimal m3 as a string. */
  volumeM3: string | null;
  /** Accepted kinds; empty means any truck. */
  truckTypes: TruckType[];
  status: ListingStatus;
  /** ISO date-time, ms precision, Z. */
  createdAt: string;
  expiresAt: string;
  /** Typical figure of the cost estimate, in `currency`, 2 places. */
  estimatedCost: string | null;
  distanceKm: number | null;
  /** Set on closed listings with a chosen carrier; visible to the owner and that carrier only. */
  transportStage: TransportStage | null;
  stageUpdatedAt: string | null;
  ownerAccountId: string;
  chosenCarrierAccountId: string | null;
}

/**
 * The carrier's minimal public profile on an offer (spec 2 "Offer"; never contact data): the
 * company's name when the offer was sent on its behalf (`isCompany` true, `verified` when the
 * company's verificationStatus is `verified`), else the sending account's displayName (`isCompany`
 * and `verified` false).
 */
export interface OfferCarrier {
  name: string;
  isCompany: boolean;
  verified: boolean;
}

/**
 * An offer sent on a listing (spec 2 "Offer"), without the projected `url`. Sent by an account,
 * optionally on behalf of its company (DECISIONS "Resources"): `/offers/mine` matches
 * `senderAccountId` or `senderCompanyId`; the listing's owner is the other participant.
 */
export interface OfferRecord {
  /** uuid (v4, lower-case). */
  id: string;
  listingRef: string;
  /** Decimal with 2 places, in `currency` (the listing's). */
  price: string;
  currency: 'EUR' | 'RON';
  /** YYYY-MM-DD: when the carrier can load; null when not stated. */
  availableDate: string | null;
  /** Short RO/EN text; never contact data. */
  message: string | null;
  status: OfferStatus;
  /** ISO date-time (ms, Z) the offer lapses; null for none. Passed for `expired`, ahead for `sent`. */
  expiresAt: string | null;
  /** Times the carrier revised the price (>= 0). */
  revisions: number;
  /** ISO date-time, ms precision, Z. */
  createdAt: string;
  /** Last revision or status change; >= createdAt. */
  updatedAt: string;
  senderAccountId: string;
  /** The sender's company when sent on its behalf, else null. */
  senderCompanyId: string | null;
  carrier: OfferCarrier;
}

/** Where a free vehicle came from: posted on the exchange, or imported from a social-network group. */
export type VehicleSource = 'exchange' | 'social_group';

/**
 * A free vehicle (spec 2 "Vehicle"; DECISIONS "Resources"). `source` and `ownerAccountId` are
 * internal; `requestCount` shows on `/vehicles/mine` only. Vehicles with source `social_group` are
 * never public (spec 4, rules 3 and 5).
 */
export interface VehicleRecord {
  /** uuid (v4, lower-case). */
  id: string;
  /** ISO 3166-1 alpha-2, upper-case. */
  fromCountry: string;
  toCountry: string;
  /** A place name of the country; null for "anywhere in the country". */
  fromCity: string | null;
  toCity: string | null;
  /** Availability window, YYYY-MM-DD, dateFrom <= dateTo. */
  dateFrom: string;
  dateTo: string;
  vehicle: TruckType;
  /** Free text such as "24 t", "33 pallets" or "3 cars". */
  capacity: string | null;
  /** Passenger seats besides the driver (vans). */
  seats: number | null;
  /** Decimal m3 as a string. */
  volumeM3: string | null;
  /** Decimal tonnes as a string. */
  payloadT: string | null;
  pallets: number | null;
  /** Border crossing or place the route passes; free text. */
  via: string | null;
  /** Short RO/EN text; never contact data. */
  note: string | null;
  status: VehicleStatus;
  /** ISO date-time, ms precision, Z. */
  createdAt: string;
  /** The owner's company (uuid), null for a person without one. */
  companyId: string | null;
  /** The company's name, else the owner's displayName. */
  displayName: string;
  source: VehicleSource;
  ownerAccountId: string;
  /** Requests the vehicle brought in (>= 0). */
  requestCount: number;
}

/**
 * A whole generated market. `listings` are newest first: createdAt desc, then ref desc; `offers` and
 * `vehicles` newest first: createdAt desc, then id desc.
 */
export interface Market {
  seed: number;
  accounts: AccountRecord[];
  companies: CompanyRecord[];
  keys: ApiKeyRecord[];
  listings: ListingRecord[];
  offers: OfferRecord[];
  vehicles: VehicleRecord[];
}
