/**
 * The `vocab` catalog's words the watch's sentences use: the event kinds' names and the transport
 * stages, written out key by key so the catalog check (i18next-parser, which reads a file's
 * `TFunction<'vocab'>` as the namespace) sees each one used. ./words.ts holds the `activity` ones.
 */
import type { TFunction } from 'i18next';

/** An event code as words, first letter capital: `listing.reposted` -> "Listing reposted". */
export function codeAsWords(code: string): string {
  const text = code.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name of an event kind in the language of `t`; a kind the app does not know reads as words. */
export function eventKindName(t: TFunction<'vocab'>, type: string): string {
  switch (type) {
    case 'listing.created':
      return t('eventKind.listingCreated.name');
    case 'listing.cancelled':
      return t('eventKind.listingCancelled.name');
    case 'listing.stage_changed':
      return t('eventKind.listingStageChanged.name');
    case 'listing.closed':
      return t('eventKind.listingClosed.name');
    case 'listing.expired':
      return t('eventKind.listingExpired.name');
    case 'offer.received':
      return t('eventKind.offerReceived.name');
    case 'offer.accepted':
      return t('eventKind.offerAccepted.name');
    case 'offer.declined':
      return t('eventKind.offerDeclined.name');
    case 'offer.withdrawn':
      return t('eventKind.offerWithdrawn.name');
    case 'offer.expired':
      return t('eventKind.offerExpired.name');
    case 'vehicle.created':
      return t('eventKind.vehicleCreated.name');
    case 'vehicle.request_received':
      return t('eventKind.vehicleRequestReceived.name');
    default:
      return codeAsWords(type);
  }
}

/** A transport stage in the language of `t` (`in_transit` -> "In transit"); an unknown one as words. */
export function stageName(t: TFunction<'vocab'>, stage: string): string {
  switch (stage) {
    case 'assigned':
      return t('transportStage.assigned');
    case 'loading':
      return t('transportStage.loading');
    case 'in_transit':
      return t('transportStage.in_transit');
    case 'unloading':
      return t('transportStage.unloading');
    case 'delivered':
      return t('transportStage.delivered');
    default:
      return codeAsWords(stage);
  }
}
