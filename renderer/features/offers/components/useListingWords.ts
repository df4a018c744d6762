import { useTranslation } from 'react-i18next';
import type { Listing, Offer } from '../../../../shared/api/types';
import { formatDay, formatDayRange } from '../../../shared/format/dates';
import { formatMoney, NO_VALUE } from '../../../../shared/format/numbers';
import { asWritten, placeText, type ShownCity } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import { priceVsBudget, type BudgetMark } from '../model/priceVsBudget';

/** How the offer screens word a listing's fields and an offer's price against its budget. */
export interface ListingWords {
  /** "Cluj-Napoca, RO → München, DE" (cities in the UI language and country codes, as the Listings table shows them). */
  route: (listing: Pick<Listing, 'fromCity' | 'fromCountry' | 'toCity' | 'toCountry'>) => string;
  /** The loading dates: "As soon as possible" (asap), one day (exact), a range (flexible); "—" without. */
  dates: (listing: Pick<Listing, 'dateType' | 'dateFrom' | 'dateTo'>) => string;
  /** The listing's budget in its currency, "—" without one. */
  budget: (listing: Pick<Listing, 'budget' | 'currency'>) => string;
  /**
   * The offer's price against the listing's budget (`priceVsBudget`): its words ("150 EUR above
   * budget", "20 EUR below budget", "At budget", "No budget", "Budget in RON") and its mark when the
   * two were compared (for a colour that only repeats the words).
   */
  vsBudget: (
    offer: Pick<Offer, 'price' | 'currency'>,
    listing: Pick<Listing, 'budget' | 'currency'>,
  ) => { text: string; mark: BudgetMark | null };
}

/**
 * The listing words in the UI language (namespace `offers`, figures through renderer/shared/format);
 * `shown` writes the cities in it (renderer/shared/places `useShownCities`).
 */
export function useListingWords(shown: ShownCity = asWritten): ListingWords {
  const { t } = useTranslation('offers');
  const locale = useLocale();
  return {
    route: (l) =>
      t('listing.route', {
        from: placeText(l.fromCity, l.fromCountry, locale, shown),
        to: placeText(l.toCity, l.toCountry, locale, shown),
      }),
    dates: ({ dateType, dateFrom, dateTo }) => {
      if (dateType === 'asap') return t('listing.asap');
      const first = dateFrom ?? dateTo;
      if (!first) return NO_VALUE;
      if (dateType === 'exact' || !dateFrom || !dateTo) return formatDay(first, locale);
      return formatDayRange(dateFrom, dateTo, locale);
    },
    budget: (listing) => formatMoney(listing.budget, listing.currency, locale),
    vsBudget: (offer, listing) => {
      const against = priceVsBudget(offer.price, offer.currency, listing.budget, listing.currency);
      switch (against.kind) {
        case 'compared': {
          const amount = formatMoney(against.amount, against.currency, locale);
          const text =
            against.mark === 'above'
              ? t('budget.above', { amount })
              : against.mark === 'below'
                ? t('budget.below', { amount })
                : t('budget.at');
          return { text, mark: against.mark };
        }
        case 'noBudget':
          return { text: t('budget.none'), mark: null };
        case 'otherCurrency':
          return { text: t('budget.otherCurrency', { currency: against.currency }), mark: null };
        case 'unreadable':
          return { text: NO_VALUE, mark: null };
      }
    },
  };
}
