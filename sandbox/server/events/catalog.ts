/**
 * The event catalog of `GET /events/types` (docs/api.md §Events): the eight planned types of
 * batch 1, each with the permission a subscriber will need. No event is delivered in batch 1.
 */
import type { EventType } from '@dispatch/shared/api/types';

/** The catalog, in a stable order (listings, offers, vehicles). */
export const EVENT_TYPES: readonly EventType[] = [
  planned('listing.created', 'listings:read', 'A listing was published.'),
  planned('listing.cancelled', 'listings:read', 'A listing was cancelled by its owner.'),
  planned('listing.stage_changed', 'listings:read', 'The transport stage of a listing moved forward.'),
  planned('offer.received', 'offers:read', 'An offer was received on one of your listings.'),
  planned('offer.accepted', 'offers:read', 'An offer was accepted (on the website).'),
  planned('offer.declined', 'offers:read', 'An offer was declined.'),
  planned('offer.withdrawn', 'offers:read', 'An offer was withdrawn by its carrier.'),
  planned(
    'vehicle.request_received',
    'vehicles:read',
    'A request was received for one of your free vehicles.',
  ),
];

function planned(type: string, permission: EventType['permission'], description: string): EventType {
  return { type, permission, status: 'planned', description, apiVersion: 'v1' };
}
