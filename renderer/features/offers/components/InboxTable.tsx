import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { carrierName, carrierView } from '../../../shared/format/carrier';
import { formatDateTime, formatDay } from '../../../shared/format/dates';
import { formatMoney, NO_VALUE } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { CompanyNoteMark, ListingNoteMark } from '../../notes';
import { GridTable, type GridColumn, type GridSort } from '../../../shared/table/GridTable';
import { SortNote } from '../../../shared/table/SortNote';
import { useVocab } from '../../../shared/vocab/useVocab';
import type { InboxRow } from '../model/inboxTable';
import { ListingCellLink, stopRowAction } from './CellLink';
import { useListingWords } from './useListingWords';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';

/** Props of InboxTable: its rows (`inboxRows`), the offers to mark new, the price sort and the row action. */
export interface InboxTableProps {
  rows: readonly InboxRow[];
  /** Whether the offer `id` is marked "New" (not seen before this visit, or new when shown during it). */
  isNew: (id: string) => boolean;
  sort: GridSort | null;
  onSortChange: (sort: GridSort | null) => void;
  /** Enter (or a click) on an offer row: its id. On a listing's header row: `listing:<ref>`. */
  onRowAction: (key: string) => void;
}

/** A row as the grid holds it: a new object whenever what it shows changes (the grid caches by item). */
type Item = InboxRow & { fresh: boolean; locale: string; vocab: unknown };

/**
 * The inbox as one grid (`GridTable`, "Offers on your listings"): each listing of the page is a
 * header row across every column (its ref, a link to `#/listings/<ref>` beside the Listings search the
 * user left, its route, loading date and budget; "More offers on this listing" when it has more than
 * its first page), followed by its offers in the same columns: carrier (with a visible "New" badge),
 * price (sorts within each listing, on this page: the note above the grid says so), the price against
 * the listing's budget in words, status, available date and sent. A listing whose offers could not be
 * read has its sentence in the row under its header. Arrow keys, j/k move through every row; Enter or
 * a click opens an offer (on a header row: the listing).
 */
export function InboxTable({ rows, isNew, sort, onSortChange, onRowAction }: InboxTableProps) {
  const { t } = useTranslation('offers');
  const vocab = useVocab();
  const locale = useLocale();
  const shown = useShownCities(
    useMemo(() => rowPlaces(rows.filter((row) => row.kind === 'group').map((row) => row.listing)), [rows]),
  );
  const words = useListingWords(shown);
  const items = useMemo(
    (): Item[] =>
      rows.map((row) => ({ ...row, fresh: row.kind === 'offer' && isNew(row.offer.id), locale, vocab })),
    [rows, isNew, locale, vocab],
  );

  const columns: GridColumn<Item>[] = [
    {
      id: 'carrier',
      title: t('table.carrier'),
      isRowHeader: true,
      cell: (row) =>
        row.kind === 'offer' ? (
          <>
            {carrierName(row.offer.carrier, (name) => t('carrier.verifiedName', { name }))}
            <CompanyNoteMark name={carrierView(row.offer.carrier).name} />
            {row.fresh ? <span className="offer-new">{t('inbox.new')}</span> : null}
          </>
        ) : null,
    },
    {
      id: 'price',
      title: t('table.price'),
      className: 'num',
      sortable: true,
      cell: (row) => (row.kind === 'offer' ? formatMoney(row.offer.price, row.offer.currency, locale) : null),
    },
    {
      id: 'vsBudget',
      title: t('table.vsBudget'),
      cell: (row) => {
        if (row.kind !== 'offer') return null;
        const { text, mark } = words.vsBudget(row.offer, row.listing);
        return <span className={mark ? `budget-mark budget-${mark}` : undefined}>{text}</span>;
      },
    },
    {
      id: 'status',
      title: t('table.status'),
      cell: (row) => (row.kind === 'offer' ? vocab.offerStatus(row.offer.status) : null),
    },
    {
      id: 'available',
      title: t('table.available'),
      cell: (row) =>
        row.kind === 'offer'
          ? row.offer.availableDate
            ? formatDay(row.offer.availableDate, locale)
            : NO_VALUE
          : null,
    },
    {
      id: 'sent',
      title: t('table.sent'),
      cell: (row) => (row.kind === 'offer' ? formatDateTime(row.offer.createdAt, locale) : null),
    },
  ];

  const fullRow = (row: Item) => {
    if (row.kind === 'problem') return <ErrorAlert error={row.error} />;
    if (row.kind !== 'group') return null;
    const { listing } = row;
    return (
      <span className="inbox-group-head">
        <ListingCellLink listingRef={listing.ref}>{listing.ref}</ListingCellLink>
        <ListingNoteMark listingRef={listing.ref} />
        <span className="route">{words.route(listing)}</span>
        <span>{t('inbox.groupDates', { dates: words.dates(listing) })}</span>
        <span>{t('inbox.groupBudget', { budget: words.budget(listing) })}</span>
        {row.hasMore ? (
          <Link to="/desk/listings" {...stopRowAction}>
            {t('inbox.more')}
          </Link>
        ) : null}
      </span>
    );
  };

  return (
    <>
      <div className="offers-table-head">
        <SortNote column={sort ? t('table.price') : null} onUnsort={() => onSortChange(null)} />
      </div>
      <GridTable
        aria-label={t('inbox.tableLabel')}
        className="listings inbox-table"
        columns={columns}
        items={items}
        rowKey={(row) => row.key}
        rowAttributes={(row) => ({
          className:
            row.kind === 'group'
              ? 'inbox-group-row'
              : row.kind === 'problem'
                ? 'inbox-problem-row'
                : undefined,
        })}
        fullRow={fullRow}
        onRowAction={onRowAction}
        sort={sort}
        onSortChange={onSortChange}
      />
    </>
  );
}
