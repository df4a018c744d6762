/**
 * The carrier of an offer as the tables and the offer page show it. The published API does not show
 * every field of an offer's `carrier` on every exchange (docs/api.md §Where the real exchange may
 * differ): an offer whose answer carries no readable carrier still shows its price, status and dates,
 * with the carrier's cells empty ("—").
 */
import type { Offer } from '../../../shared/api/types';
import { NO_VALUE } from '../../../shared/format/numbers';

/** The carrier's public profile as the API types it. */
export type Carrier = Offer['carrier'];

/** What is readable of a carrier: its name (or "—"), and `verified`/`isCompany` when they are booleans. */
export interface CarrierView {
  name: string;
  verified: boolean | null;
  isCompany: boolean | null;
}

/** Reads `carrier` whatever the exchange sent in its place (null, absent, or a partial object). */
export function carrierView(carrier: Carrier | null | undefined): CarrierView {
  const raw: Partial<Record<keyof Carrier, unknown>> =
    typeof carrier === 'object' && carrier !== null ? carrier : {};
  return {
    name: typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name : NO_VALUE,
    verified: typeof raw.verified === 'boolean' ? raw.verified : null,
    isCompany: typeof raw.isCompany === 'boolean' ? raw.isCompany : null,
  };
}

/**
 * The carrier's name as a table cell: `verifiedWords(name)` (e.g. "Acme ✓ verified") for a verified
 * carrier, else the name alone ("—" when there is none).
 */
export function carrierName(
  carrier: Carrier | null | undefined,
  verifiedWords: (name: string) => string,
): string {
  const view = carrierView(carrier);
  return view.verified ? verifiedWords(view.name) : view.name;
}
