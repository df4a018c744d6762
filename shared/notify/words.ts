/**
 * What the watch's sentences and notifications need to speak the UI's language (docs/watch.md §On the
 * desktop): the `activity` and `vocab` catalogs' translate functions and the `Intl` locale. The renderer
 * passes its i18next `t` (renderer/shared/notify/useEntryWords.ts); the main process passes
 * translators over the same catalog files (./translate.ts, electron/services/app/watch-words.ts).
 * The kinds' names and the transport stages are in ./vocabWords.ts: the catalog check (i18next-parser)
 * takes a file's first `TFunction<'ns'>` as the namespace of all its keys, so each file speaks one.
 */
import type { TFunction } from 'i18next';
import { catalogTranslator, type Catalog } from './translate';

/** The words of one language: `t` of the `activity` namespace, `vocabT` of `vocab`, the Intl locale. */
export interface EntryWords {
  t: TFunction<'activity'>;
  vocabT: TFunction<'vocab'>;
  /** `en-GB` or `ro-RO` (renderer/shared/format/locale.ts). */
  locale: string;
  /**
   * A city (as the exchange wrote it, in a country, ISO alpha-2) in the UI's language where the app's
   * gazetteer knows it, else as written (docs/api.md §Places, A place in the UI's language); without
   * it, cities read as the exchange wrote them.
   */
  city?: (city: string, country: string) => string;
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
