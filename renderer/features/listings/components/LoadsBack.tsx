import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { loadsBackFilters } from '../../../../shared/domain/loads-back';
import { todayIn } from '../../../../shared/domain/relative-dates';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { useLocale } from '../../../shared/format/useLocale';
import { useHomeCountryStore } from '../../../shared/search/homeCountryStore';
import { placeTruckAt } from '../../../shared/search/truckAt';
import { marginWords } from '../model/cells';
import { useListingFormat } from '../model/format';
import { roundTripOf } from '../model/loadsBack';
import { useReturnTripStore } from '../model/returnTripStore';
import { MarginText } from './MarginHint';

/**
 * "Loads back from here" (issue 41 §4): searches Listings for loads from the listing's unloading
 * country toward the user's home country (Settings), loading from its unloading day
 * (shared/domain/loads-back.ts `loadsBackFilters`), with "Truck at" set to its unloading place (`placeTruckAt`,
 * one place look-up). The listing is kept as the outbound load of the round trip (`useReturnTripStore`).
 */
export function LoadsBackButton({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const homeCountry = useHomeCountryStore((state) => state.homeCountry);
  const onPress = () => {
    useReturnTripStore.getState().setOutbound(listing);
    void placeTruckAt(queryClient, listing.toCity, listing.toCountry);
    void navigate({ to: '/listings', search: loadsBackFilters(listing, homeCountry, todayIn(new Date())) });
  };
  return (
    <button type="button" onClick={onPress}>
      {t('detail.loadsBack')}
    </button>
  );
}

/**
 * The round trip of the outbound load ("Loads back from here") and `listing`, a load from where the
 * outbound one unloads: both budgets against both estimated costs, saying the empty run between
 * them is not counted, then " · " and the margin of the pair (`roundTripOf`). Nothing when there is no outbound load, `listing` does not load in its unloading
 * country, or a figure is missing (or the currencies differ).
 */
export function RoundTripItem({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const format = useListingFormat();
  const outbound = useReturnTripStore((state) => state.outbound);
  if (!outbound || outbound.ref === listing.ref || outbound.toCountry !== listing.fromCountry) return null;
  const trip = roundTripOf(outbound, listing);
  if (!trip) return null;
  // as the API writes money: decimal strings
  const pair = { budget: trip.budget.toFixed(2), estimatedCost: trip.estimatedCost.toFixed(2) };
  return (
    <DetailItem term={t('detail.roundTrip', { ref: outbound.ref })}>
      {t('detail.roundTripValue', {
        budget: format.money(pair.budget, trip.currency),
        cost: format.money(pair.estimatedCost, trip.currency),
      })}
      {' · '}
      <MarginText {...marginWords(pair, t, locale)} />
    </DetailItem>
  );
}
