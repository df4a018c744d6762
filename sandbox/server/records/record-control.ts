/**
 * In-process mutations of a running sandbox's offers and free vehicles, for tests, demos and market
 * steps (part of `SandboxControl`). Each goes through the offer or vehicle store, so it bumps that
 * collection's revision and may make open cursors answer 409 `list_changed` (docs/api.md §Lists and cursors). Synchronous; dated with the sandbox clock.
 */
import { randomUUID } from 'node:crypto';
import type { OfferStatus, VehicleStatus } from '@dispatch/shared/domain/vocabulary';
import type { AccountRecord, Market, OfferRecord, VehicleRecord } from '../../market';
import { carrierProfile } from '../../market/parties';
import type { ListingStore } from '../listings/store';
import type { OfferStore } from '../offers/store';
import type { VehicleStore } from '../vehicles/store';

/** The offer and vehicle part of `SandboxControl`. */
export interface RecordControl {
  /** The current record of an offer, in any status; undefined when unknown. */
  offer(id: string): OfferRecord | undefined;
  /** The current record of a free vehicle, in any status and from any source; undefined when unknown. */
  vehicle(id: string): VehicleRecord | undefined;
  /**
   * Receives an offer on `fields.listingRef`: `status: 'sent'`, a fresh uuid, `createdAt` =
   * `updatedAt` = the sandbox clock, expiring in 3 days, no revisions, the listing's currency, price
   * `1000.00`, sent personally by the `carrier` demo account; `carrier` is the public profile of the
   * sender (its company's when `senderCompanyId` is set). `fields` override any of these.
   * @throws Error for an unknown listing or an `id` that exists
   */
  receiveOffer(fields: Partial<OfferRecord> & { listingRef: string }): OfferRecord;
  /** Sets an offer's status, `updatedAt` = the sandbox clock. @throws Error for an unknown id */
  setOfferStatus(id: string, status: OfferStatus): OfferRecord;
  /**
   * Publishes a free vehicle: `status: 'active'`, source `exchange`, a fresh uuid, `createdAt` = the
   * sandbox clock, available from today for 7 days, a RO → DE tautliner of the `carrier` demo account
   * (its company and company name), no requests. `fields` override any of these.
   * @throws Error when `fields.id` exists
   */
  publishVehicle(fields?: Partial<VehicleRecord>): VehicleRecord;
  /** Sets a vehicle's status. @throws Error for an unknown id */
  setVehicleStatus(id: string, status: VehicleStatus): VehicleRecord;
}

const DAY_MS = 86_400_000;

/** The offer and vehicle mutations over `stores`, dated with the sandbox clock `now` (ms since epoch). */
export function createRecordControl(
  market: Market,
  stores: { listings: ListingStore; offers: OfferStore; vehicles: VehicleStore },
  now: () => number,
): RecordControl {
  const { listings, offers, vehicles } = stores;
  const accounts = new Map(market.accounts.map((a) => [a.id, a]));
  const companies = new Map(market.companies.map((c) => [c.id, c]));
  const carrierId = market.keys.find((k) => k.demoAccount === 'carrier')?.accountId ?? market.accounts[0]?.id;
  const accountOf = (id: string | undefined): AccountRecord => {
    const account = id === undefined ? undefined : accounts.get(id);
    return account ?? { id: id ?? 'unknown', displayName: 'Unknown carrier', companyId: null };
  };
  const companyOf = (id: string | null | undefined) => (id ? (companies.get(id) ?? null) : null);

  return {
    offer: (id) => offers.get(id),
    vehicle: (id) => vehicles.get(id),
    receiveOffer(fields) {
      const listing = listings.get(fields.listingRef);
      if (!listing) throw new Error(`no listing ${fields.listingRef}`);
      const t = now();
      const sender = accountOf(fields.senderAccountId ?? carrierId);
      const senderCompanyId = fields.senderCompanyId ?? null;
      const offer: OfferRecord = {
        id: randomUUID(),
        price: '1000.00',
        currency: listing.currency,
        availableDate: null,
        message: null,
        status: 'sent',
        expiresAt: new Date(t + 3 * DAY_MS).toISOString(),
        revisions: 0,
        createdAt: new Date(t).toISOString(),
        updatedAt: new Date(t).toISOString(),
        senderAccountId: sender.id,
        senderCompanyId,
        carrier: carrierProfile(sender, companyOf(senderCompanyId)),
        ...fields,
      };
      offers.insert(offer);
      return offer;
    },
    setOfferStatus(id, status) {
      return offers.update(id, { status, updatedAt: new Date(now()).toISOString() }).after;
    },
    publishVehicle(fields = {}) {
      const t = now();
      const owner = accountOf(fields.ownerAccountId ?? carrierId);
      const company = companyOf(fields.companyId === undefined ? owner.companyId : fields.companyId);
      const today = new Date(t).toISOString().slice(0, 10);
      const vehicle: VehicleRecord = {
        id: randomUUID(),
        fromCountry: 'RO',
        toCountry: 'DE',
        fromCity: 'București',
        toCity: null,
        dateFrom: today,
        dateTo: new Date(t + 7 * DAY_MS).toISOString().slice(0, 10),
        vehicle: 'tautliner',
        capacity: '24 t',
        seats: null,
        volumeM3: null,
        payloadT: '24',
        pallets: 33,
        via: null,
        note: null,
        status: 'active',
        createdAt: new Date(t).toISOString(),
        companyId: company?.id ?? null,
        displayName: company?.name ?? owner.displayName,
        source: 'exchange',
        ownerAccountId: owner.id,
        requestCount: 0,
        ...fields,
      };
      vehicles.insert(vehicle);
      return vehicle;
    },
    setVehicleStatus(id, status) {
      return vehicles.update(id, { status }).after;
    },
  };
}
