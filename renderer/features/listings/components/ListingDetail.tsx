import { Link } from '@tanstack/react-router';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_REF_PATTERN } from '../../../../shared/contract/common';
import { CopyTextButton } from '../../../shared/clipboard/CopyTextButton';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { DetailSection } from '../../../shared/detail/DetailSection';
import { useDetailRead } from '../../../shared/detail/useDetailRead';
import { ExchangeText } from '../../../shared/ExchangeText';
import { HideLoadButton, useMarkOpened } from './ListingMarks';
import { formatPerKm, NO_VALUE } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { routeText } from '../../../shared/format/places';
import { OnExchange } from '../../../shared/places/OnExchange';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { NoteEditor } from '../../notes';
import { LazyRouteMap } from '../../../shared/map/LazyRouteMap';
import { useWebsiteLink } from '../../../shared/session/useWebsiteLink';
import { listingFromPages, listingQueries } from '../api/listingQueries';
import { estimateSearchOf } from '../model/estimateSearch';
import { useListingFormat } from '../model/format';
import { budgetPerKm } from '../model/margin';
import { LoadsBackButton, RoundTripItem } from './LoadsBack';
import { TripHomeButton, TripHomeResult } from './TripHome';
import { PrintListingButton } from './PrintListing';
import { MarginHint } from './MarginHint';
import { EarningsItems } from './EarningsItems';
import { PassedDatesMark } from './PassedDatesMark';
import { loadingDatesPassed } from '../model/passedDates';
import { todayIn } from '../../../../shared/domain/relative-dates';
import { listingAsText } from '../model/listingAsText';
import { useTruckStore } from '../model/truckStore';
import { useTypedRefStore } from '../model/typedRefStore';

/** Props of ListingDetail: the listing's ref (from the URL) and what closes it. */
export interface ListingDetailProps {
  listingRef: string;
  onClose: () => void;
}

/**
 * One listing (`listings.get`, `GET /listings/{ref}`, docs/api.md §Routes), the page of the URL
 * `#/listings/<ref>`, shown beside the search results in `<section aria-label="Listing details">`:
 * every field in a definition list (loading dates that have passed marked so, ../model/passedDates.ts), the transport stage and when it last changed when the key may
 * see it (docs/api.md §States and transitions), the margin hint (budget against estimated cost, budget
 * per km), "Refresh" or `r` (reads `listings.get` again: the API has no events yet), "Open on the exchange"
 * (the listing's `url` by the one link rule, renderer/shared/format/websiteLink.ts: https, or the
 * sandbox's own stand-in page in a sandbox session; a new window: the shell sends it to the system
 * browser), "Copy as text" (the listing as a dispatcher pastes it, `listingAsText`, with "Copied" said
 * in a live region), "Estimate this route" (the cost estimator pre-filled) and "Hide this load"
 * (docs/watch.md §Seen and hidden loads: local, reversible; opening the listing also marks it seen in every
 * list). While the detail loads, the row already on screen is shown. A 404 reads "This listing is no longer
 * on the exchange", except for a code the user typed into "Go to listing" (../model/typedRefStore.ts) or a
 * code no listing can have (a malformed one in the URL): "No listing has the code FX-…". The heading takes
 * the focus when the listing opens; "Close details" (or Escape) closes it.
 */
export function ListingDetail({ listingRef, onClose }: ListingDetailProps) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const wellFormed = LISTING_REF_PATTERN.test(listingRef);
  const read = useDetailRead(listingQueries.detail(listingRef), wellFormed, (queryClient) =>
    listingFromPages(queryClient, listingRef),
  );
  const url = useWebsiteLink(read.item?.url);
  const shown = useShownCities(useMemo(() => (read.item ? rowPlaces([read.item]) : []), [read.item]));
  const format = useListingFormat(shown);
  // opened: "seen" in every list from now on (docs/watch.md §Seen and hidden loads)
  useMarkOpened(listingRef, wellFormed);
  const truckAt = useTruckStore((state) => state.truckAt);
  const typed = useTypedRefStore((state) => state.typed === listingRef);

  return (
    <DetailSection
      label={t('detail.label')}
      heading={listingRef}
      itemKey={listingRef}
      read={read}
      refreshWords={{ refresh: t('detail.refresh'), refreshing: t('detail.refreshing') }}
      closeText={t('detail.close')}
      onClose={onClose}
      goneText={!wellFormed || typed ? t('detail.noSuchCode', { ref: listingRef }) : t('detail.gone')}
      loadingText={t('detail.loading')}
    >
      {(listing) => (
        <>
          <dl>
            <DetailItem term={t('detail.route')}>
              {format.route(listing)}
              <OnExchange shown={format.route(listing)} written={routeText(listing, locale)} />
            </DetailItem>
            <DetailItem term={t('detail.countries')}>
              {t('detail.countriesValue', {
                from: format.country(listing.fromCountry),
                to: format.country(listing.toCountry),
              })}
            </DetailItem>
            <DetailItem term={t('detail.dates')}>
              {format.dates(listing)}
              {loadingDatesPassed(listing, todayIn(new Date())) ? <PassedDatesMark /> : null}
            </DetailItem>
            <DetailItem term={t('detail.category')}>{format.vocab.category(listing.category)}</DetailItem>
            <DetailItem term={t('detail.status')}>{format.vocab.listingStatus(listing.status)}</DetailItem>
            {listing.transportStage ? (
              <DetailItem term={t('detail.transportStage')}>
                {listing.stageUpdatedAt
                  ? t('detail.stageSince', {
                      stage: format.vocab.transportStage(listing.transportStage),
                      since: format.dateTime(listing.stageUpdatedAt),
                    })
                  : format.vocab.transportStage(listing.transportStage)}
              </DetailItem>
            ) : null}
            <DetailItem term={t('detail.description')}>
              {listing.description ? <ExchangeText text={listing.description} /> : NO_VALUE}
            </DetailItem>
            <DetailItem term={t('detail.load')}>{format.load(listing.weightKg, listing.volumeM3)}</DetailItem>
            <DetailItem term={t('detail.truckTypes')}>{format.truckTypes(listing.truckTypes)}</DetailItem>
            <DetailItem term={t('detail.budget')}>
              {format.money(listing.budget, listing.currency)}
            </DetailItem>
            <DetailItem term={t('detail.paymentDays')}>{format.paymentDays(listing.paymentDays)}</DetailItem>
            <DetailItem term={t('detail.urgent')}>{format.yesNo(listing.urgent)}</DetailItem>
            <DetailItem term={t('detail.needsInvoice')}>{format.yesNo(listing.needsInvoice)}</DetailItem>
            <DetailItem term={t('detail.distance')}>{format.distance(listing.distanceKm)}</DetailItem>
            <DetailItem term={t('detail.estimatedCost')}>
              {format.money(listing.estimatedCost, listing.currency)}
            </DetailItem>
            <DetailItem term={t('detail.margin')}>
              <MarginHint listing={listing} />
            </DetailItem>
            <RoundTripItem listing={listing} />
            <EarningsItems listing={listing} />
            <DetailItem term={t('detail.perKm')}>
              {formatPerKm(budgetPerKm(listing.budget, listing.distanceKm), listing.currency, locale)}
            </DetailItem>
            <DetailItem term={t('detail.created')}>{format.dateTime(listing.createdAt)}</DetailItem>
            <DetailItem term={t('detail.expires')}>{format.dateTime(listing.expiresAt)}</DetailItem>
          </dl>
          <Suspense fallback={null}>
            <LazyRouteMap route={listing} truckAt={truckAt} />
          </Suspense>
          <p className="muted small">{t('detail.estimateNote')}</p>
          <p className="detail-links">
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('detail.openOnExchange')}
              </a>
            ) : null}
            <Link to="/cost-estimate" search={estimateSearchOf(listing)}>
              {t('detail.estimateRoute')}
            </Link>
            <LoadsBackButton listing={listing} />
            <TripHomeButton listing={listing} />
            <CopyTextButton key={listing.ref} text={() => listingAsText(listing, format, t, url)} />
            <HideLoadButton listingRef={listing.ref} route={format.route(listing)} />
            <PrintListingButton listingRef={listing.ref} />
          </p>
          <TripHomeResult listing={listing} />
          <NoteEditor
            key={listing.ref}
            subject={{ kind: 'listing', id: listing.ref }}
            label={format.route(listing)}
          />
        </>
      )}
    </DetailSection>
  );
}
