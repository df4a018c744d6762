/**
 * A saved search's filters in words, in the UI language ("Freight · from Romania · to Germany ·
 * loading 1 – 31 Oct 2026 · up to 12,000 kg · up to 33.5 m3 · Tautliner, Refrigerated"): the
 * filters of `GET /listings` or `GET /vehicles` (docs/api.md §Filters), each named only when set, in
 * the order of the search form. Countries, days and figures through renderer/shared/format, the
 * vocabulary through `useVocab()`; no filter at all reads "All published listings" / "All free vehicles".
 * Relative dates (docs/watch.md §Saved searches as alerts) read as such: "loading from today", "available
 * today and the next 7 days" (renderer/shared/search/relativeDates.ts), never as the days they stood for when
 * saved.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ListingFilters,
  RelativeDates,
  SavedSearch,
  VehicleFilters,
} from '../../../../shared/contract/calls';
import { countryName } from '../../../shared/format/countries';
import { formatDay, formatDayRange } from '../../../shared/format/dates';
import { formatKg, formatM3 } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { relativeDatesText } from '../../../shared/search/relativeDates';
import type { VocabLabels } from '../../../shared/vocab/labels';
import { useVocab } from '../../../shared/vocab/useVocab';

/** What the summary is written with: the `savedSearches` and `common` catalogs, the vocabulary, an Intl locale. */
export interface SummaryTools {
  t: TFunction<'savedSearches'>;
  common: TFunction<'common'>;
  vocab: VocabLabels;
  locale: string;
}

/** The parts between which the summary puts " · ". */
const SEPARATOR = ' · ';

function countryParts(f: { fromCountry?: string; toCountry?: string }, { t, locale }: SummaryTools) {
  const parts: string[] = [];
  if (f.fromCountry) parts.push(t('summary.from', { country: countryName(f.fromCountry, locale) }));
  if (f.toCountry) parts.push(t('summary.to', { country: countryName(f.toCountry, locale) }));
  return parts;
}

/**
 * The date window: a relative rule in its words ("loading from today"); else both ends a range, one
 * end "from"/"until"; `words` picks loading or availability.
 */
function dateParts(
  f: { dateFrom?: string; dateTo?: string },
  words: 'loading' | 'available',
  { t, common, locale }: SummaryTools,
  rule: RelativeDates | null,
): string[] {
  if (rule) {
    const dates = relativeDatesText(rule, locale, common);
    return [words === 'loading' ? t('summary.loading', { dates }) : t('summary.available', { dates })];
  }
  const { dateFrom, dateTo } = f;
  if (dateFrom && dateTo) {
    const dates = formatDayRange(dateFrom, dateTo, locale);
    return [words === 'loading' ? t('summary.loading', { dates }) : t('summary.available', { dates })];
  }
  if (dateFrom) {
    const date = formatDay(dateFrom, locale);
    return [words === 'loading' ? t('summary.loadingFrom', { date }) : t('summary.availableFrom', { date })];
  }
  if (dateTo) {
    const date = formatDay(dateTo, locale);
    return [
      words === 'loading' ? t('summary.loadingUntil', { date }) : t('summary.availableUntil', { date }),
    ];
  }
  return [];
}

/** The filters of a listing search in words; `rule`: its relative dates, if kept so. */
export function summarizeListingFilters(
  f: ListingFilters,
  tools: SummaryTools,
  rule: RelativeDates | null = null,
): string {
  const { t, vocab, locale } = tools;
  const parts: string[] = [];
  if (f.category) parts.push(vocab.category(f.category));
  parts.push(...countryParts(f, tools), ...dateParts(f, 'loading', tools, rule));
  if (f.weightMax !== undefined) parts.push(t('summary.upTo', { amount: formatKg(f.weightMax, locale) }));
  if (f.volumeMax !== undefined) parts.push(t('summary.upTo', { amount: formatM3(f.volumeMax, locale) }));
  if (f.truckTypes && f.truckTypes.length > 0) parts.push(f.truckTypes.map(vocab.truckType).join(', '));
  return parts.length > 0 ? parts.join(SEPARATOR) : t('summary.allListings');
}

/** A listing search's saved "Truck at" in words ("truck at Cluj-Napoca"), or null when none is saved. */
export function truckAtText(search: SavedSearch, { t }: SummaryTools): string | null {
  return search.kind === 'listings' && search.truckAt
    ? t('summary.truckAt', { place: search.truckAt.city })
    : null;
}

/** The filters of a free-vehicle search in words; `rule`: its relative dates, if kept so. */
export function summarizeVehicleFilters(
  f: VehicleFilters,
  tools: SummaryTools,
  rule: RelativeDates | null = null,
): string {
  const { t, vocab } = tools;
  const parts = [...countryParts(f, tools), ...dateParts(f, 'available', tools, rule)];
  if (f.vehicle) parts.push(vocab.truckType(f.vehicle));
  return parts.length > 0 ? parts.join(SEPARATOR) : t('summary.allVehicles');
}

/** A saved search's filters in words (and its "Truck at", if saved), or null when they no longer apply (`filtersProblem` is set). */
export function summarizeSavedSearch(search: SavedSearch, tools: SummaryTools): string | null {
  if (search.kind === 'listings') {
    if (!search.filters) return null;
    const truck = truckAtText(search, tools);
    const filters = summarizeListingFilters(search.filters, tools, search.relativeDates);
    return truck ? `${filters}${SEPARATOR}${truck}` : filters;
  }
  return search.filters ? summarizeVehicleFilters(search.filters, tools, search.relativeDates) : null;
}

/** `summarizeSavedSearch` in the current UI language. */
export function useSearchSummary(): (search: SavedSearch) => string | null {
  const { t } = useTranslation('savedSearches');
  const { t: common } = useTranslation('common');
  const vocab = useVocab();
  const locale = useLocale();
  return useMemo(
    () => (search: SavedSearch) => summarizeSavedSearch(search, { t, common, vocab, locale }),
    [t, common, vocab, locale],
  );
}
