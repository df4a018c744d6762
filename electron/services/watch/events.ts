/**
 * What the watch tells: events, named as the exchange's event catalog names them (docs/api.md
 * §Events, `GET /events/types`) where it has a name, and the {@link EventSource} interface behind which
 * any producer of events sits: today the watch's re-reading (engine.ts), later the exchange's own
 * deliveries (webhooks, planned for batch 3, docs/api.md §Versioning), with nothing above changing
 * (docs/watch.md §What is watched, and the events).
 */

/** A key permission (docs/api.md §Keys and environments, Permissions). */
export type Permission = 'listings:read' | 'offers:read' | 'vehicles:read';

/**
 * Every kind of event the watch gives, with the permission the exchange's catalog gives it (null: a
 * public read, no key needed) and whether the catalog names it (`inCatalog`; docs/api.md §Events
 * lists eight). The four the catalog lacks are ours, named in its style, for changes the watch must
 * tell that the catalog has no type for yet: `offer.expired`, `listing.closed`, `listing.expired`,
 * and `vehicle.created` (a free vehicle new in a watched vehicle search; the catalog's
 * `listing.created` is for listings only).
 */
export const WATCH_EVENT_KINDS = {
  'offer.received': { permission: 'offers:read', inCatalog: true },
  'offer.withdrawn': { permission: 'offers:read', inCatalog: true },
  'offer.accepted': { permission: 'offers:read', inCatalog: true },
  'offer.declined': { permission: 'offers:read', inCatalog: true },
  'offer.expired': { permission: 'offers:read', inCatalog: false },
  'listing.stage_changed': { permission: 'listings:read', inCatalog: true },
  'listing.cancelled': { permission: 'listings:read', inCatalog: true },
  'listing.closed': { permission: 'listings:read', inCatalog: false },
  'listing.expired': { permission: 'listings:read', inCatalog: false },
  'listing.created': { permission: null, inCatalog: true },
  'vehicle.created': { permission: null, inCatalog: false },
  'vehicle.request_received': { permission: 'vehicles:read', inCatalog: true },
} as const satisfies Record<string, { permission: Permission | null; inCatalog: boolean }>;

/** A kind of event the watch gives. */
export type WatchEventType = keyof typeof WATCH_EVENT_KINDS;

/** A value an event's `data` may hold (JSON-safe). */
export type EventValue = string | number | boolean | null;

/**
 * One event. JSON-safe. Never carries contact data (docs/api.md §Overview: there is none to carry).
 * - `id`: stable for the same change, whichever pass or source notices it, so the activity log keeps
 *   it once (`<type>:<subject id>` plus what makes the change unique: the stage, the request count,
 *   the saved search; see diff.ts);
 * - `type`: a {@link WatchEventType}, or any other name a later source delivers (kept as text);
 * - `subject`: what it is about (a listing code, an offer or free-vehicle uuid);
 * - `listingRef`: the listing it concerns, where there is one (offers, listings);
 * - `occurredAt`: when it happened as the exchange's record says (ISO 8601), or null when the record
 *   does not say (a request count grew);
 * - `data`: a few figures to tell it by (price and currency, old and new stage, the saved search...);
 * - `source`: `watch` (re-reading) or, later, `exchange` (delivered).
 */
export interface WatchEvent {
  id: string;
  type: WatchEventType | (string & {});
  subject: { kind: 'listing' | 'offer' | 'vehicle'; id: string };
  listingRef: string | null;
  occurredAt: string | null;
  data: Record<string, EventValue>;
  source: 'watch' | 'exchange';
}

/** Called with the events that are new to the activity log, in the order noticed. */
export type EventListener = (events: readonly WatchEvent[]) => void;

/**
 * A producer of events (the watch engine now; the exchange's deliveries later). `subscribe` returns
 * the unsubscribe; a listener that throws does not stop the others or the source.
 */
export interface EventSource {
  /** A short name for logs and the settings screen: `watch`, `exchange`. */
  readonly name: string;
  /** Starts producing (idempotent). */
  start(): void;
  /** Stops producing (idempotent); subscribers stay. */
  stop(): void;
  /** Adds a listener of new events; returns its unsubscribe. */
  subscribe(listener: EventListener): () => void;
}
