import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Listing } from '../../../../shared/api/types';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { toAppError } from '../../../shared/transport';
import { listingQueries } from '../api/listingQueries';
import {
  categoryLabel,
  formatDateTime,
  formatDates,
  formatDistance,
  formatLoad,
  formatMoney,
  formatRoute,
  formatTruckTypes,
  humanize,
} from '../format';

/** Props of ListingDetail: the listing's ref, the row it came from (shown until the detail arrives), close. */
export interface ListingDetailProps {
  listingRef: string;
  fromList?: Listing;
  onClose: () => void;
}

/** Only http(s) links are followed: a listing's `url` is data from the network. */
function safeUrl(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * One listing (`listings.get`, spec 4 `GET /listings/{ref}`) in `<section aria-label="Listing details">`:
 * every field in a definition list, the transport stage when the key may see it (spec 4 rule 2), and
 * a link to the listing on the exchange.
 */
export function ListingDetail({ listingRef, fromList, onClose }: ListingDetailProps) {
  const query = useQuery({ ...listingQueries.detail(listingRef), placeholderData: fromList });
  const listing = query.data;
  const url = listing ? safeUrl(listing.url) : null;

  return (
    <section aria-label="Listing details" className="detail">
      <header className="detail-head">
        <h2>{listingRef}</h2>
        <button type="button" onClick={onClose}>
          Close details
        </button>
      </header>
      {query.isError ? (
        <ErrorAlert
          error={toAppError(query.error)}
          context="detail"
          onTryAgain={() => void query.refetch()}
        />
      ) : null}
      {!listing && query.isPending ? <p className="muted">Loading…</p> : null}
      {listing && !query.isError ? (
        <>
          <dl>
            <Row term="Route">{formatRoute(listing)}</Row>
            <Row term="Dates">{formatDates(listing)}</Row>
            <Row term="Category">{categoryLabel(listing.category)}</Row>
            <Row term="Status">{humanize(listing.status)}</Row>
            {listing.transportStage ? (
              <Row term="Transport stage">
                {humanize(listing.transportStage)}
                {listing.stageUpdatedAt ? ` (since ${formatDateTime(listing.stageUpdatedAt)})` : ''}
              </Row>
            ) : null}
            <Row term="Description">{listing.description ?? '—'}</Row>
            <Row term="Load">{formatLoad(listing.weightKg, listing.volumeM3)}</Row>
            <Row term="Truck types">{formatTruckTypes(listing.truckTypes)}</Row>
            <Row term="Budget">{formatMoney(listing.budget, listing.currency)}</Row>
            <Row term="Payment days">
              {listing.paymentDays === null ? '—' : `${listing.paymentDays} days`}
            </Row>
            <Row term="Urgent">{listing.urgent ? 'Yes' : 'No'}</Row>
            <Row term="Invoice needed">{listing.needsInvoice ? 'Yes' : 'No'}</Row>
            <Row term="Distance">{formatDistance(listing.distanceKm)}</Row>
            <Row term="Estimated cost">{formatMoney(listing.estimatedCost, listing.currency)}</Row>
            <Row term="Created">{formatDateTime(listing.createdAt)}</Row>
            <Row term="Expires">{formatDateTime(listing.expiresAt)}</Row>
          </dl>
          <p className="muted small">The estimated cost is information, not a recommended rate.</p>
          {url ? (
            <a href={url} target="_blank" rel="noreferrer">
              Open on the exchange
            </a>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
