/**
 * The kinds of event, in words, not codes. The exchange's catalog (`GET /events/types`, docs/api.md §Events)
 * names them with codes (`offer.received`) and describes them in its own language; the app names each kind it
 * knows in the UI language, from the `vocab` catalog, with a sentence of its own. The kinds are the catalog's
 * eight and the four more the watch notices by re-reading (`offer.expired`, `listing.closed`,
 * `listing.expired`, `vehicle.created`: electron/services/watch/events.ts, docs/watch.md). A kind the app
 * does not know yet reads as words (`listing.reposted` -> "Listing reposted"), the exchange's own sentence
 * beside it.
 */
import type { TFunction } from 'i18next';

/** What the app says of one kind: its name and, for a kind it knows, a sentence of its own. */
export interface EventKindWords {
  name: string;
  /** Null for a kind the app does not know (then only the exchange's own text describes it). */
  about: string | null;
}

/** An event code as words, first letter capital: `vehicle.request_received` -> "Vehicle request received". */
export function eventCodeAsWords(type: string): string {
  const text = type.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words of every event kind in the language of `t` (the `vocab` namespace). */
export function eventKindWords(t: TFunction<'vocab'>): (type: string) => EventKindWords {
  const known: Record<string, EventKindWords> = {
    'listing.created': {
      name: t('eventKind.listingCreated.name'),
      about: t('eventKind.listingCreated.about'),
    },
    'listing.cancelled': {
      name: t('eventKind.listingCancelled.name'),
      about: t('eventKind.listingCancelled.about'),
    },
    'listing.stage_changed': {
      name: t('eventKind.listingStageChanged.name'),
      about: t('eventKind.listingStageChanged.about'),
    },
    'listing.closed': { name: t('eventKind.listingClosed.name'), about: t('eventKind.listingClosed.about') },
    'listing.expired': {
      name: t('eventKind.listingExpired.name'),
      about: t('eventKind.listingExpired.about'),
    },
    'offer.received': { name: t('eventKind.offerReceived.name'), about: t('eventKind.offerReceived.about') },
    'offer.accepted': { name: t('eventKind.offerAccepted.name'), about: t('eventKind.offerAccepted.about') },
    'offer.declined': { name: t('eventKind.offerDeclined.name'), about: t('eventKind.offerDeclined.about') },
    'offer.withdrawn': {
      name: t('eventKind.offerWithdrawn.name'),
      about: t('eventKind.offerWithdrawn.about'),
    },
    'offer.expired': { name: t('eventKind.offerExpired.name'), about: t('eventKind.offerExpired.about') },
    'vehicle.created': {
      name: t('eventKind.vehicleCreated.name'),
      about: t('eventKind.vehicleCreated.about'),
    },
    'vehicle.request_received': {
      name: t('eventKind.vehicleRequestReceived.name'),
      about: t('eventKind.vehicleRequestReceived.about'),
    },
  };
  return (type) =>
    Object.hasOwn(known, type)
      ? (known[type] as EventKindWords)
      : { name: eventCodeAsWords(type), about: null };
}
