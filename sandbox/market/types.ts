/**
 * The generated market's internal records. The server projects them to the API's resources
 * (spec 2); fields follow the spec's names and DECISIONS "Resources".
 */
import type {
  DateType,
  ListingCategory,
  ListingStatus,
  TransportStage,
  TruckType,
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

/** A whole generated market. `listings` are newest first: createdAt desc, then ref desc. */
export interface Market {
  seed: number;
  accounts: AccountRecord[];
  companies: CompanyRecord[];
  keys: ApiKeyRecord[];
  listings: ListingRecord[];
}
