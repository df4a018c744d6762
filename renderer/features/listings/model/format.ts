/**
 * How listing fields read in the UI language: figures and dates through renderer/shared/format
 * (`ro-RO` / `en-GB`), vocabulary through renderer/shared/vocab, the rest from the `listings`
 * catalog. Unknown vocabulary values read as words (docs/api.md §Versioning).
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { countryName } from '../../../shared/format/countries';
import { formatDateTime, formatDay, formatDayRange } from '../../../shared/format/dates';
import {
  formatKg,
  formatKm,
  formatM3,
  formatMoney,
  NO_VALUE,
  toNumber,
} from '../../../../shared/format/numbers';
import { asWritten, routeText, type ShownCity } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import type { VocabLabels } from '../../../shared/vocab/labels';
import { useVocab } from '../../../shared/vocab/useVocab';

/** The listing formatters of one language. */
export interface ListingFormat {
  /**
   * "Cluj-Napoca, RO → München, DE": each city in the UI language where the app's gazetteer knows it
   * (`ShownCity`), else as the exchange names it.
   */
  route: (listing: Pick<Listing, 'fromCity' | 'fromCountry' | 'toCity' | 'toCountry'>) => string;
  /** "As soon as possible" for asap, one day for exact, a range for flexible; "—" without dates. */
  dates: (listing: Pick<Listing, 'dateType' | 'dateFrom' | 'dateTo'>) => string;
  /** Weight (whole kg) and volume (m3, one decimal): "12,000 kg · 33.0 m3"; "—" when neither. */
  load: (weightKg: number | null, volumeM3: string | null) => string;
  /** Whole units of the currency: "1,250 EUR"; "—" when none. */
  money: (amount: string | null | undefined, currency: string) => string;
  /** Whole km: "1,234 km"; "—" when unknown. */
  distance: (km: number | null | undefined) => string;
  /** Accepted truck types in words, or "Any truck" when the listing names none. */
  truckTypes: (types: readonly string[]) => string;
  /** An instant in local time. */
  dateTime: (value: string | null | undefined) => string;
  /** A country's name in the UI language. */
  country: (code: string) => string;
  /** Payment terms: "30 days"; "—" when not given. */
  paymentDays: (days: number | null) => string;
  /** "Yes" or "No". */
  yesNo: (value: boolean) => string;
  vocab: VocabLabels;
}

/**
 * The listing formatters for `t` (namespace `listings`), the vocabulary labels, an `Intl` locale and
 * the cities' names in the UI language (`shown`, renderer/shared/places `useShownCities`).
 */
export function listingFormat(
  t: TFunction<'listings'>,
  vocab: VocabLabels,
  locale: string,
  shown: ShownCity = asWritten,
): ListingFormat {
  return {
    route: (l) => routeText(l, locale, shown),
    dates: ({ dateType, dateFrom, dateTo }) => {
      if (dateType === 'asap') return t('format.asap');
      const first = dateFrom ?? dateTo;
      if (!first) return NO_VALUE;
      if (dateType === 'exact' || !dateFrom || !dateTo) return formatDay(first, locale);
      return formatDayRange(dateFrom, dateTo, locale);
    },
    load: (weightKg, volumeM3) => {
      const parts: string[] = [];
      if (toNumber(weightKg) !== null) parts.push(formatKg(weightKg, locale));
      if (toNumber(volumeM3) !== null) parts.push(formatM3(volumeM3, locale));
      return parts.length > 0 ? parts.join(' · ') : NO_VALUE;
    },
    money: (amount, currency) => formatMoney(amount, currency, locale),
    distance: (km) => formatKm(km, locale),
    truckTypes: (types) => (types.length > 0 ? types.map(vocab.truckType).join(', ') : t('format.anyTruck')),
    dateTime: (value) => formatDateTime(value, locale),
    country: (code) => countryName(code, locale),
    paymentDays: (days) => (days === null ? NO_VALUE : t('format.paymentDays', { count: days })),
    yesNo: (value) => (value ? t('format.yes') : t('format.no')),
    vocab,
  };
}

/**
 * The listing formatters of the current UI language; `shown` writes the cities in it
 * (renderer/shared/places `useShownCities` over the listings shown).
 */
export function useListingFormat(shown: ShownCity = asWritten): ListingFormat {
  const { t } = useTranslation('listings');
  const vocab = useVocab();
  const locale = useLocale();
  return useMemo(() => listingFormat(t, vocab, locale, shown), [t, vocab, locale, shown]);
}
