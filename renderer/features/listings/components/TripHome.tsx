import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { roadDistanceKm } from '@dispatch/places/distance';
import type { Listing } from '../../../../shared/api/types';
import type { ExchangeRate, TruckCosts } from '../../../../shared/domain/earnings';
import { todayIn } from '../../../../shared/domain/relative-dates';
import { planTripHome, TRIP_HOME_READ_MAX } from '../../../../shared/domain/trip-home';
import { formatInteger, formatMoney } from '../../../../shared/format/numbers';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { useLocale } from '../../../shared/format/useLocale';
import { mapQueries } from '../../../shared/map/api';
import { toAppError } from '../../../shared/transport';
import { useTruckCosts } from '../../../shared/trucks/myTrucks';
import { listingSearch } from '../api/listingQueries';
import { useListingFormat } from '../model/format';

/** What a trip home is planned for: the load, and the truck's home country, costs and the rate. */
interface TripHomeAsk {
  listing: Listing;
  homeCountry: string;
  costs: TruckCosts;
  rate: ExchangeRate | null;
}

/**
 * The query of a trip home (shared/domain/trip-home.ts): never run by itself (`enabled: false` where it is
 * shown), only when "Trip home" is pressed. Its pages go through the listings' paging gate
 * (`listingSearch.pageQuery`: each page read once, kept for the search) and its places through the
 * map's local look-up (`places.coordinates`, no exchange read).
 */
function tripHomeQuery(queryClient: QueryClient, ask: TripHomeAsk) {
  return queryOptions({
    queryKey: ['listings', 'tripHome', ask.listing.ref, ask.homeCountry, ask.costs, ask.rate] as const,
    queryFn: () =>
      planTripHome({
        outbound: ask.listing,
        homeCountry: ask.homeCountry,
        truck: ask.costs,
        rate: ask.rate,
        today: todayIn(new Date()),
        readPage: (filters, cursor) => queryClient.fetchQuery(listingSearch.pageQuery(filters, cursor)),
        locate: (places) => queryClient.fetchQuery(mapQueries.coordinates(places)),
        roadKm: roadDistanceKm,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

/** The listing whose "Trip home" was pressed last (its plan is shown in its panel), or null. */
export const useTripHomeAsked = create<{ ref: string | null }>(() => ({ ref: null }));

/** The current truck's trip-home inputs for `listing`, or null without a truck or its home place. */
function useTripHomeAsk(listing: Listing): TripHomeAsk | null {
  const { truck, costs, rate } = useTruckCosts();
  if (!truck?.home || !costs) return null;
  return { listing, homeCountry: truck.home.country, costs, rate };
}

/**
 * "Trip home" on a listing's panel (issue 51 §3), beside "Loads back from here": plans the ways back
 * to the current truck's home country after this load (TripHomeResult shows them). Reads the exchange
 * only when pressed; pressed again, it shows what it found (the plan is kept for the session).
 */
export function TripHomeButton({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings');
  const queryClient = useQueryClient();
  const ask = useTripHomeAsk(listing);
  const onPress = () => {
    useTripHomeAsked.setState({ ref: listing.ref });
    if (ask) void queryClient.prefetchQuery(tripHomeQuery(queryClient, ask));
  };
  return (
    <button type="button" onClick={onPress}>
      {t('tripHome.button')}
    </button>
  );
}

/**
 * What "Trip home" found for `listing`: how many pages it read (and that it stopped at the limit when
 * it did), then the best ways home, each with its profit per day, its profit and days, and each step's
 * route, empty run and profit (docs/api.md §What a load earns, "A trip home"). Without a current truck
 * with a home place it says so and links to Settings → My trucks. Nothing before the button is pressed.
 */
export function TripHomeResult({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const format = useListingFormat();
  const queryClient = useQueryClient();
  const ask = useTripHomeAsk(listing);
  const asked = useTripHomeAsked((state) => state.ref === listing.ref);
  const plan = useQuery({
    ...tripHomeQuery(queryClient, ask ?? ({ listing } as TripHomeAsk)),
    enabled: false,
  });
  if (!asked) return null;
  if (!ask) {
    return (
      <section className="trip-home" aria-label={t('tripHome.title')}>
        <p role="status">
          {t('tripHome.noHome')}{' '}
          <Link to="/settings" hash="settings-trucks">
            {t('tripHome.myTrucks')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="trip-home" aria-label={t('tripHome.title')}>
      <h3>{t('tripHome.title')}</h3>
      {plan.isError ? <ErrorAlert error={toAppError(plan.error)} context="detail" /> : null}
      {plan.isFetching ? <p role="status">{t('tripHome.reading')}</p> : null}
      {plan.data ? (
        <>
          <p role="status" className="muted small">
            {t('tripHome.reads', { count: plan.data.reads })}
            {plan.data.stoppedAtLimit ? ` ${t('tripHome.stopped', { max: TRIP_HOME_READ_MAX })}` : null}
          </p>
          {plan.data.trips.length === 0 ? <p>{t('tripHome.none')}</p> : null}
          <ol className="trip-home-list">
            {plan.data.trips.map((trip) => (
              <li key={trip.steps.map((step) => step.listing.ref).join('+')}>
                <strong>
                  {t('tripHome.trip', {
                    perDay: formatMoney(trip.profitPerDay, trip.currency, locale),
                    profit: formatMoney(trip.profit, trip.currency, locale),
                    count: trip.days,
                  })}
                </strong>
                <ul>
                  {trip.steps.map((step) => (
                    <li key={step.listing.ref}>
                      {t('tripHome.step', {
                        ref: step.listing.ref,
                        route: format.route(step.listing),
                        empty: formatInteger(step.earnings.emptyKm, locale),
                        profit: formatMoney(step.earnings.profit, step.earnings.currency, locale),
                      })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
