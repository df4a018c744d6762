import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { Listing } from '../../../../shared/api/types';
import type { InboxEntry } from '../../../../shared/contract/calls';
import { countryName } from '../../../shared/format/countries';
import { formatDateTime, formatDay } from '../../../shared/format/dates';
import { formatMoney, NO_VALUE } from '../../../shared/format/numbers';
import { carrierName } from '../../../shared/format/carrier';
import { useLocale } from '../../../shared/format/useLocale';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { useVocab } from '../../../shared/vocab/useVocab';
import { inboxListings } from '../api/offerQueries';
import { lastListingsSearch } from './CellLink';
import { filterOffers, type StatusFilter } from './inboxView';

/** Props of InboxGroup: the listing, its inbox entry, the status filter and the offers new this visit. */
export interface InboxGroupProps {
  listing: Listing;
  entry: InboxEntry;
  status: StatusFilter;
  /** Offers that were new when shown during this visit (they keep the badge once marked seen). */
  newIds: ReadonlySet<string>;
}

/**
 * One listing's group in the inbox: a heading (the ref, a link to `#/listings/<ref>`, and the route),
 * then its sentence when its offers could not be read, or its first page of offers (react-aria
 * `Table`: carrier, price, status, available date, sent, with a visible "New" badge on offers not
 * seen before). Enter (or a click) opens `#/offers/<id>`; more offers than one page: a link to My
 * listings, where the listing's offers are paged.
 */
export function InboxGroup({ listing, entry, status, newIds }: InboxGroupProps) {
  const { t } = useTranslation('offers');
  const vocab = useVocab();
  const locale = useLocale();
  const navigate = useNavigate();
  const offers = filterOffers(entry, status);
  const isNew = (id: string) => entry.newIds.includes(id) || newIds.has(id);
  const headingId = `inbox-${listing.ref}`;
  const route = t('inbox.route', {
    from: `${listing.fromCity}, ${countryName(listing.fromCountry, locale)}`,
    to: `${listing.toCity}, ${countryName(listing.toCountry, locale)}`,
  });
  const open = (id: string) => {
    inboxListings.useStore.getState().select(id);
    void navigate({ to: '/offers/$id', params: { id } });
  };

  return (
    <section className="inbox-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to="/listings/$ref" params={{ ref: listing.ref }} search={lastListingsSearch()}>
          {listing.ref}
        </Link>{' '}
        <span className="route">{route}</span>
      </h2>
      {entry.error ? (
        <ErrorAlert error={entry.error} />
      ) : (
        <>
          <Table
            aria-label={t('inbox.tableLabel', { ref: listing.ref })}
            className="listings"
            onRowAction={(key) => open(String(key))}
          >
            <TableHeader>
              <Column isRowHeader>{t('table.carrier')}</Column>
              <Column className="num">{t('table.price')}</Column>
              <Column>{t('table.status')}</Column>
              <Column>{t('table.available')}</Column>
              <Column>{t('table.sent')}</Column>
            </TableHeader>
            <TableBody items={offers} dependencies={[vocab, locale, newIds, entry]}>
              {(offer) => (
                <Row id={offer.id}>
                  <Cell>
                    {carrierName(offer.carrier, (name) => t('carrier.verifiedName', { name }))}
                    {isNew(offer.id) ? <span className="offer-new">{t('inbox.new')}</span> : null}
                  </Cell>
                  <Cell className="num">{formatMoney(offer.price, offer.currency, locale)}</Cell>
                  <Cell>{vocab.offerStatus(offer.status)}</Cell>
                  <Cell>{offer.availableDate ? formatDay(offer.availableDate, locale) : NO_VALUE}</Cell>
                  <Cell>{formatDateTime(offer.createdAt, locale)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          {entry.hasMore ? (
            <p className="more">
              <Link to="/desk/listings">{t('inbox.more')}</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
