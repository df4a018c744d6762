import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { ListControls } from '../../../shared/cursorList/ListControls';
import { useCursorList } from '../../../shared/cursorList/useCursorList';
import { formatDateTime } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { focusRow, onRowLetterKeys } from '../../../shared/keyboard/rowKeys';
import { useListShortcuts } from '../../../shared/keyboard/useKeyShortcut';
import { KeyNotice, useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import { useVocab } from '../../../shared/vocab/useVocab';
import { NO_FILTERS, offersMine } from '../api/offerQueries';
import { ListingCellLink } from './CellLink';
import './offers.css';

/**
 * Offers sent (`#/offers/sent`, `offers.mine`, docs/api.md §Resources): the offers the user's account
 * or company sent, newest first, paged by hand (list `offers-mine`): listing (a link to its page),
 * price, status, sent. Enter (or a click) on a row opens `#/offers/<id>`; back from it, the focus
 * returns to the row. Needs a key with `offers:read` (docs/api.md §Keys and environments).
 */
export function OffersSentScreen() {
  const { t } = useTranslation('offers');
  const ready = useKeyReady();
  return (
    <div className="screen offers-sent-screen">
      <h1 className="screen-title">{t('sentTitle')}</h1>
      {ready ? <OffersSentBody /> : <KeyNotice permission="offers:read" />}
    </div>
  );
}

/** The list of offers sent, once a key is in use. */
function OffersSentBody() {
  const { t } = useTranslation('offers');
  const vocab = useVocab();
  const locale = useLocale();
  const navigate = useNavigate();
  const list = useCursorList(offersMine, NO_FILTERS);
  const { shown } = list;
  const resultsRef = useRef<HTMLDivElement>(null);
  useListShortcuts({
    next: list.next,
    canNext: list.canNext,
    previous: list.previous,
    canPrevious: list.canPrevious,
  });

  // back from an offer's page: the focus returns to its row
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (focusedOnce.current || !shown) return;
    focusedOnce.current = true;
    const id = offersMine.useStore.getState().selectedId;
    if (id && shown.data.some((offer) => offer.id === id))
      requestAnimationFrame(() => focusRow(resultsRef.current, id));
  }, [shown]);

  if (list.error?.kind === 'unauthorized' || list.error?.kind === 'forbidden')
    return <KeyNotice permission="offers:read" error={list.error} />;
  const open = (id: string) => {
    offersMine.useStore.getState().select(id);
    void navigate({ to: '/offers/$id', params: { id } });
  };
  const countText = shown && !list.stale ? t('sent.count', { count: shown.data.length }) : null;

  return (
    <div className="list" ref={resultsRef} aria-busy={list.loading || undefined} onKeyDown={onRowLetterKeys}>
      <ListControls list={list} countText={countText} />
      {shown ? (
        shown.data.length > 0 ? (
          <div className={list.stale ? 'stale' : undefined}>
            <Table
              aria-label={t('sent.tableLabel')}
              className="listings"
              onRowAction={(key) => open(String(key))}
            >
              <TableHeader>
                <Column isRowHeader>{t('table.listing')}</Column>
                <Column className="num">{t('table.price')}</Column>
                <Column>{t('table.status')}</Column>
                <Column>{t('table.sent')}</Column>
              </TableHeader>
              <TableBody items={shown.data} dependencies={[vocab, locale]}>
                {(offer) => (
                  <Row id={offer.id}>
                    <Cell>
                      <ListingCellLink listingRef={offer.listingRef}>{offer.listingRef}</ListingCellLink>
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
          <p className="empty">{t('sent.none')}</p>
        )
      ) : list.loading ? (
        <p className="muted">{t('sent.loading')}</p>
      ) : null}
    </div>
  );
}
