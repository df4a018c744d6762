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
import { eventKindName } from '../../../shared/notify/vocabWords';

/** What the app says of one kind: its name and, for a kind it knows, a sentence of its own. */
export interface EventKindWords {
  name: string;
  /** Null for a kind the app does not know (then only the exchange's own text describes it). */
  about: string | null;
}

/**
 * The words of every event kind in the language of `t` (the `vocab` namespace): the name the watch's
 * sentences use (shared/notify/vocabWords.ts `eventKindName`) and the app's own sentence.
 */
export function eventKindWords(t: TFunction<'vocab'>): (type: string) => EventKindWords {
  const about: Record<string, string> = {
    'listing.created': t('eventKind.listingCreated.about'),
    'listing.cancelled': t('eventKind.listingCancelled.about'),
    'listing.stage_changed': t('eventKind.listingStageChanged.about'),
    'listing.closed': t('eventKind.listingClosed.about'),
    'listing.expired': t('eventKind.listingExpired.about'),
    'offer.received': t('eventKind.offerReceived.about'),
    'offer.accepted': t('eventKind.offerAccepted.about'),
    'offer.declined': t('eventKind.offerDeclined.about'),
    'offer.withdrawn': t('eventKind.offerWithdrawn.about'),
    'offer.expired': t('eventKind.offerExpired.about'),
    'vehicle.created': t('eventKind.vehicleCreated.about'),
    'vehicle.request_received': t('eventKind.vehicleRequestReceived.about'),
  };
  return (type) => ({
    name: eventKindName(t, type),
    about: Object.hasOwn(about, type) ? (about[type] as string) : null,
  });
}
