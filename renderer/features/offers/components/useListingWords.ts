import { useTranslation } from 'react-i18next';
import type { Listing, Offer } from '../../../../shared/api/types';
import { formatMoney, NO_VALUE } from '../../../../shared/format/numbers';
import type { ShownCity } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import { useListingFormat, type ListingFormat } from '../../listings';
import { priceVsBudget, type BudgetMark } from '../model/priceVsBudget';

/**
 * How the offer screens word a listing's fields (its route and loading dates as the Listings table
 * writes them, `ListingFormat`) and an offer's price against its budget.
 */
export interface ListingWords extends Pick<ListingFormat, 'route' | 'dates'> {
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
 * The listing words in the UI language (namespace `offers`, the Listings formatters, figures through
 * renderer/shared/format); `shown` writes the cities in it (renderer/shared/places `useShownCities`).
 */
export function useListingWords(shown: ShownCity): ListingWords {
  const { t } = useTranslation('offers');
  const locale = useLocale();
  const format = useListingFormat(shown);
  return {
    route: format.route,
    dates: format.dates,
    budget: (listing) => format.money(listing.budget, listing.currency),
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
