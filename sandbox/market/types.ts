/**
 * The generated market's internal records. The server projects them to the API's resources
 * (docs/api.md §Resources), with the field names given there.
 */
import type { Company, Listing, Offer, OwnVehicle } from '@dispatch/shared/api/types';
import type { Currency, TransportStage } from '@dispatch/shared/domain/vocabulary';

/** A person's account on the exchange; `companyId` when it belongs to a company. */
export interface AccountRecord {
  /** uuid */
  id: string;
  displayName: string;
  companyId: string | null;
}

/**
 * A company: the API's `Company` (docs/api.md §Resources; v1.json) without the projected `url`. `cui` is a valid
 * Romanian CUI (digits, check digit) for registry `anaf`, an EU VAT number for `vies` (docs/api.md §Resources); `vehicleTypes` is empty for shippers and forwarders without a fleet; `rating` is 1.0
 * to 5.0 with one decimal, null without reviews.
 */
export type CompanyRecord = Omit<Company, 'url'>;

/** Permissions a key can carry (docs/api.md §Keys and environments). */
export type Permission = 'listings:read' | 'offers:read' | 'vehicles:read';

/** The demo accounts the sandbox creates, each with one test key. */
export type DemoAccountName = 'shipper' | 'carrier' | 'listings-only' | 'revoked';

/** A test API key (docs/api.md §Keys and environments: `test_fx_` + 32 of [A-Za-z0-9]). */
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

/**
 * A transport listing: the API's `Listing` (docs/api.md §Resources; v1.json, the single source of its fields) without
 * the projected `url`, with the market's currencies, the transport stage always present (null when
 * none; set on closed listings with a chosen carrier, and shown to the owner and that carrier only),
 * and two internal fields: the owner (the publishing account, not its company) and the chosen carrier.
 * `ref` is `FX-` + 6 of [0-9A-Z] without I, L, O, U; dates YYYY-MM-DD (null for `asap`); money and
 * volumes are decimal strings; times ISO, ms precision, Z.
 */
export interface ListingRecord extends Omit<
  Listing,
  'url' | 'currency' | 'transportStage' | 'stageUpdatedAt'
> {
  currency: Currency;
  transportStage: TransportStage | null;
  stageUpdatedAt: string | null;
  ownerAccountId: string;
  chosenCarrierAccountId: string | null;
}

/**
 * The carrier's minimal public profile on an offer (docs/api.md §Resources; never contact data): the
 * company's name when the offer was sent on its behalf (`isCompany` true, `verified` when the
 * company's verificationStatus is `verified`), else the sending account's displayName (`isCompany`
 * and `verified` false).
 */
export type OfferCarrier = Offer['carrier'];

/**
 * An offer sent on a listing: the API's `Offer` (docs/api.md §Resources; v1.json) without the projected `url`, in the
 * listing's currency, plus who sent it. Sent by an account, optionally on behalf of its company
 * (docs/api.md §Resources): `/offers/mine` matches `senderAccountId` or `senderCompanyId`; the
 * listing's owner is the other participant. Messages never carry contact data.
 */
export interface OfferRecord extends Omit<Offer, 'url' | 'currency'> {
  currency: Currency;
  senderAccountId: string;
  /** The sender's company when sent on its behalf, else null. */
  senderCompanyId: string | null;
}

/** Where a free vehicle came from: posted on the exchange, or imported from a social-network group. */
export type VehicleSource = 'exchange' | 'social_group';

/**
 * A free vehicle: the API's `OwnVehicle` (docs/api.md §Resources with `requestCount`; v1.json) plus two
 * internal fields, where it came from and who owns it. `requestCount` shows on `/vehicles/mine`
 * only; vehicles with source `social_group` are never public (docs/api.md §Routes).
 */
export interface VehicleRecord extends OwnVehicle {
  source: VehicleSource;
  ownerAccountId: string;
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
