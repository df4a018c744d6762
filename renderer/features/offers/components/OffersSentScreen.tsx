import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing, Offer } from '../../../../shared/api/types';
import { formatDateTime } from '../../../shared/format/dates';
import { formatMoney, toNumber } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { focusRow } from '../../../shared/keyboard/rowKeys';
import { isKeyProblem, KeyNotice, useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import { listingQueries } from '../../listings';
import { ResultsLayout } from '../../../shared/searchScreen/ResultsLayout';
import { useSearchScreen } from '../../../shared/searchScreen/useSearchScreen';
import { GridTable, type GridColumn, type GridSort } from '../../../shared/table/GridTable';
import { SortNote } from '../../../shared/table/SortNote';
import { sortWithinPage, type SortValue } from '../../../shared/table/sortWithinPage';
import { toAppError } from '../../../shared/transport';
import { useVocab } from '../../../shared/vocab/useVocab';
import { offersMine } from '../api/offerQueries';
import { NO_FILTERS } from '../../../shared/cursorList/cursorList';
import { distinctRefs, listingReadOf, type ListingRead } from '../model/listingReads';
import { ListingCellLink } from './CellLink';
import { ListingCell } from './ListingCell';
import { useListingWords } from './useListingWords';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import './offers.css';

/**
 * Offers sent (`#/offers/sent`, `offers.mine`, docs/api.md §Resources): the offers the user's account
 * or company sent, newest first, paged by hand (list `offers-mine`). An Offer names its listing only
 * by `listingRef`, so each distinct listing of the page is read once through the shared listing query
 * (`listings.get`, the key the listing panel uses: cached and shared; main limits how many run at
 * once), and each row shows: the listing (a link to it beside the Listings search the user left), its
 * route and loading dates, the price, the listing's budget, the price against the budget in words,
 * the status and when it was sent. A listing still loading shows the loading mark; one no longer on
 * the exchange (404) or unreadable shows "—" with the reason, and its offer row stays. Price sorts on
 * the page (the exchange sends newest first only, docs/api.md §Lists and cursors; SortNote says so).
 * Enter (or a click) on a row opens `#/offers/<id>`; back from it, the focus returns to the row.
 * Needs a key with `offers:read` (docs/api.md §Keys and environments).
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

/** A price as a sort figure: its currency is the group (EUR and RON are never compared). */
const byPrice: SortValue<Offer> = (offer) => ({ group: offer.currency, figure: toNumber(offer.price) });

const LOADING: ListingRead = { state: 'loading' };

/** One row: the offer and what is known of its listing (and what it was worded in). */
interface SentRow {
  offer: Offer;
  read: ListingRead;
  locale: string;
  vocab: unknown;
  shownCities: unknown;
}

/** The list of offers sent, once a key is in use. */
function OffersSentBody() {
  const { t } = useTranslation('offers');
  const vocab = useVocab();
  const locale = useLocale();
  const navigate = useNavigate();
  const {
    list,
    listRef: resultsRef,
    open,
  } = useSearchScreen({
    list: offersMine,
    filters: NO_FILTERS,
    showItem: (id) => navigate({ to: '/offers/$id', params: { id } }),
    pageKeys: 'anywhere',
  });
  const { shown } = list;
  const offers = useMemo(() => shown?.data ?? [], [shown]);
  const [sort, setSort] = useState<GridSort | null>(null);

  // each distinct listing of the page, once, through the listing panel's own query
  const refs = useMemo(() => distinctRefs(offers), [offers]);
  const combine = useCallback(
    (results: UseQueryResult<Listing>[]) =>
      new Map<string, ListingRead>(
        results.map((result, index) => [
          refs[index] ?? '',
          listingReadOf({
            data: result.data,
            errorKind: result.isError ? toAppError(result.error).kind : null,
          }),
        ]),
      ),
    [refs],
  );
  const reads = useQueries({ queries: refs.map((ref) => listingQueries.detail(ref)), combine });
  const shownCities = useShownCities(
    useMemo(
      () => rowPlaces([...reads.values()].flatMap((read) => (read.state === 'ready' ? [read.listing] : []))),
      [reads],
    ),
  );
  const words = useListingWords(shownCities);

  // back from an offer's page: the focus returns to its row
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (focusedOnce.current || !shown) return;
    focusedOnce.current = true;
    const id = offersMine.useStore.getState().selectedId;
    if (id && shown.data.some((offer) => offer.id === id))
      requestAnimationFrame(() => focusRow(resultsRef.current, id));
  }, [shown, resultsRef]);

  const columns: GridColumn<SentRow>[] = [
    {
      id: 'listing',
      title: t('table.listing'),
      isRowHeader: true,
      cell: ({ offer }) => (
        <ListingCellLink listingRef={offer.listingRef}>{offer.listingRef}</ListingCellLink>
      ),
    },
    {
      id: 'route',
      title: t('table.route'),
      className: 'route',
      cell: ({ read }) => <ListingCell read={read}>{(listing) => words.route(listing)}</ListingCell>,
    },
    {
      id: 'dates',
      title: t('table.loading'),
      cell: ({ read }) => <ListingCell read={read}>{(listing) => words.dates(listing)}</ListingCell>,
    },
    {
      id: 'price',
      title: t('table.price'),
      className: 'num',
      sortable: true,
      cell: ({ offer }) => formatMoney(offer.price, offer.currency, locale),
    },
    {
      id: 'budget',
      title: t('table.budget'),
      className: 'num',
      cell: ({ read }) => <ListingCell read={read}>{(listing) => words.budget(listing)}</ListingCell>,
    },
    {
      id: 'vsBudget',
      title: t('table.vsBudget'),
      cell: ({ offer, read }) => (
        <ListingCell read={read}>
          {(listing) => {
            const { text, mark } = words.vsBudget(offer, listing);
            return <span className={mark ? `budget-mark budget-${mark}` : undefined}>{text}</span>;
          }}
        </ListingCell>
      ),
    },
    { id: 'status', title: t('table.status'), cell: ({ offer }) => vocab.offerStatus(offer.status) },
    { id: 'sent', title: t('table.sent'), cell: ({ offer }) => formatDateTime(offer.createdAt, locale) },
  ];
  // new row objects whenever a listing read, the language or the order changes: the grid's
  // collection keeps a row's cells for as long as its item is the same object
  const rows = useMemo(
    () =>
      sortWithinPage(offers, byPrice, sort).map((offer) => ({
        offer,
        read: reads.get(offer.listingRef) ?? LOADING,
        locale,
        vocab,
        shownCities,
      })),
    [offers, sort, reads, locale, vocab, shownCities],
  );

  if (isKeyProblem(list.error)) return <KeyNotice permission="offers:read" error={list.error} />;
  const countText = shown && !list.stale ? t('sent.count', { count: shown.data.length }) : null;

  return (
    <ResultsLayout
      list={list}
      listRef={resultsRef}
      countText={countText}
      loadingText={t('sent.loading')}
      emptyText={t('sent.none')}
    >
      <div className="offers-table-head">
        <SortNote column={sort ? t('table.price') : null} onUnsort={() => setSort(null)} />
      </div>
      <GridTable
        aria-label={t('sent.tableLabel')}
        className="listings offers-sent"
        columns={columns}
        items={rows}
        rowKey={(row) => row.offer.id}
        onRowAction={open}
        sort={sort}
        onSortChange={setSort}
      />
    </ResultsLayout>
  );
}
