import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { ListControls } from '../../../shared/cursorList/ListControls';
import { useCursorList } from '../../../shared/cursorList/useCursorList';
import { formatDateTime } from '../../../shared/format/dates';
import { formatMoney } from '../../../../shared/format/numbers';
import { carrierName } from '../../../shared/format/carrier';
import { useLocale } from '../../../shared/format/useLocale';
import { isKeyProblem, KeyNotice } from '../../../shared/keyNotice/KeyNotice';
import { useVocab } from '../../../shared/vocab/useVocab';
import { offersForListing } from '../api/myListingsQueries';
import { onRowLetterKeys } from '../../../shared/keyboard/rowKeys';
import { useListShortcuts } from '../../../shared/keyboard/useKeyShortcut';

/** Props of ListingOffers: the open listing's ref and what closes the panel. */
export interface ListingOffersProps {
  listingRef: string;
  onClose: () => void;
}

/**
 * The offers received on one of my listings (`offers.forListing`, its own cursor list keyed by the
 * ref; docs/api.md §Resources): carrier's public name, price, status, created; manual paging. Enter
 * (or a click) on an offer opens `/offers/<id>`. A key without `offers:read` gets the notice naming it.
 */
export function ListingOffers({ listingRef, onClose }: ListingOffersProps) {
  const { t } = useTranslation('myListings');
  const vocab = useVocab();
  const locale = useLocale();
  const navigate = useNavigate();
  const filters = useMemo(() => ({ ref: listingRef }), [listingRef]);
  const list = useCursorList(offersForListing, filters);
  const { shown } = list;
  const keyProblem = isKeyProblem(list.error);
  useListShortcuts({ next: list.next, canNext: list.canNext });
  const countText = shown && !list.stale ? t('offers.count', { count: shown.data.length }) : null;

  return (
    <section className="detail listing-offers" aria-labelledby="listing-offers-title">
      <div className="detail-head">
        <h2 id="listing-offers-title">{t('offers.title', { ref: listingRef })}</h2>
        <button type="button" onClick={onClose}>
          {t('offers.close')}
        </button>
      </div>
      <KeyNotice permission="offers:read" error={list.error} />
      {keyProblem ? null : (
        <div aria-busy={list.loading || undefined} onKeyDown={onRowLetterKeys}>
          <ListControls list={list} countText={countText} />
          {shown ? (
            shown.data.length > 0 ? (
              <div className={list.stale ? 'stale' : undefined}>
                <Table
                  aria-label={t('offers.label')}
                  className="listings"
                  onRowAction={(id) => void navigate({ to: '/offers/$id', params: { id: String(id) } })}
                >
                  <TableHeader>
                    <Column isRowHeader>{t('offers.carrier')}</Column>
                    <Column className="num">{t('offers.price')}</Column>
                    <Column>{t('offers.status')}</Column>
                    <Column>{t('offers.created')}</Column>
                  </TableHeader>
                  <TableBody items={shown.data} dependencies={[vocab, locale]}>
                    {(offer) => (
                      <Row id={offer.id}>
                        <Cell>
                          {carrierName(offer.carrier, (name) => t('offers.verifiedCarrier', { name }))}
                        </Cell>
                        <Cell className="num">{formatMoney(offer.price, offer.currency, locale)}</Cell>
                        <Cell>{vocab.offerStatus(offer.status)}</Cell>
                        <Cell>{formatDateTime(offer.createdAt, locale)}</Cell>
                      </Row>
                    )}
                  </TableBody>
                </Table>
              </div>
            ) : list.stale ? null : (
              <p className="empty">{t('offers.none')}</p>
            )
          ) : null}
        </div>
      )}
    </section>
  );
}
