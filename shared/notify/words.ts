/**
 * What the watch's sentences and notifications need to speak the UI's language (docs/watch.md §On the
 * desktop): the `activity` and `vocab` catalogs' translate functions and the `Intl` locale. The renderer
 * passes its i18next `t` (renderer/shared/notify/useEntryWords.ts); the main process passes
 * translators over the same catalog files (./translate.ts, electron/services/app/watch-words.ts).
 * The kinds' names and the transport stages are written out key by key, so the catalog check
 * (i18next-parser, which reads `TFunction<'vocab'>` as the namespace) sees each one used.
 */
import type { TFunction } from 'i18next';
import { catalogTranslator, type Catalog } from './translate';

/** The words of one language: `t` of the `activity` namespace, `vocabT` of `vocab`, the Intl locale. */
export interface EntryWords {
  t: TFunction<'activity'>;
  vocabT: TFunction<'vocab'>;
  /** `en-GB` or `ro-RO` (renderer/shared/format/locale.ts). */
  locale: string;
}

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

/** What the badge says to screen readers: "3 unread" in the UI's language. */
export function unreadLabel(t: TFunction<'activity'>, count: number): string {
  return t('nav.unread', { count });
}

/** The two catalogs the watch's words come from, as their JSON files hold them. */
export interface WatchCatalogs {
  activity: object;
  vocab: object;
}

/** The `Intl` locale of an app language (renderer/shared/format/locale.ts): `ro` -> `ro-RO`, else `en-GB`. */
export function intlLocaleOf(language: string): string {
  return /^ro(?:[-_]|$)/i.test(language) ? 'ro-RO' : 'en-GB';
}

/**
 * The words of `language` (`en`, `ro`) from the catalogs' JSON (./translate.ts), for a host without
 * i18next: the main process.
 */
export function catalogWords(catalogs: WatchCatalogs, language: string): EntryWords {
  return {
    t: catalogTranslator(catalogs.activity as Catalog, language) as unknown as TFunction<'activity'>,
    vocabT: catalogTranslator(catalogs.vocab as Catalog, language) as unknown as TFunction<'vocab'>,
    locale: intlLocaleOf(language),
  };
}
