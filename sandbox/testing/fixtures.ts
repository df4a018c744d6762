/** Test helpers of the sandbox server's tests (not used by the server). */
import type { ListingRecord } from '../market';
import type { RunningSandbox } from '../index';
import { plainListing } from '../server/listings/defaults';

/** A published RO→RO freight listing created at `createdAt`, owned by `owner`; `fields` override. */
export function listingFixture(
  ref: string,
  createdAt: string,
  fields: Partial<ListingRecord> = {},
): ListingRecord {
  return plainListing(
    { ref, createdAt, expiresAt: '2030-01-01T00:00:00.000Z', ownerAccountId: 'owner' },
    fields,
  );
}

/**
 * Publishes `count` car listings from Iceland (a country the generated market never uses), one second
 * apart and newest first, so a test owns a small list of its own; returns their refs in list order.
 */
export function publishIcelandCars(sandbox: RunningSandbox, count: number): string[] {
  const refs: string[] = [];
  for (let i = 1; i <= count; i++) {
    const createdAt = new Date(Date.now() - i * 1000).toISOString();
    refs.push(sandbox.control.publishListing({ fromCountry: 'IS', category: 'car', createdAt }).ref);
  }
  return refs;
}
