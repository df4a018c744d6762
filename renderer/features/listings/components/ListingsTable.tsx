import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { formatPerKm, NO_VALUE } from '../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { GridTable, type GridColumn } from '../../../shared/table/GridTable';
import { useListingFormat } from '../format';
import { budgetPerKm } from '../margin/margin';
import { MarginHint } from '../margin/MarginHint';

/** Props of ListingsTable: one page of listings, the open listing's ref and what opens a row. */
export interface ListingsTableProps {
  listings: readonly Listing[];
  openRef: string | null;
  onOpen: (ref: string) => void;
  /**
   * When the truck's place is set: the empty run in km from it to each listing's loading place, by
   * ref (null: unknown place; a ref missing: not known yet). Adds the "Deadhead" and "Budget/km with
   * deadhead" columns.
   */
  deadheadKm?: ReadonlyMap<string, number | null> | null;
}

/**
 * One page of listings as a dense grid (`GridTable`, react-aria's table hooks, `aria-label="Listings"`):
 * the listing ref is each row's header cell. Keyboard: Tab enters the grid, arrow keys move through
 * rows (and cells), Enter opens the focused row; a click opens a row too. Each row carries
 * `data-key` = its ref, so the screen can give it the focus back when the listing is closed.
 */
export function ListingsTable({ listings, openRef, onOpen, deadheadKm = null }: ListingsTableProps) {
  const { t } = useTranslation('listings');
  const format = useListingFormat();
  const locale = useLocale();
  const columns = useMemo((): GridColumn<Listing>[] => {
    const perKm = (listing: Listing, empty: number | null | undefined = 0) =>
      formatPerKm(budgetPerKm(listing.budget, listing.distanceKm, empty), listing.currency, locale);
    const columns: GridColumn<Listing>[] = [
      {
        id: 'ref',
        title: t('table.ref'),
        className: 'ref',
        isRowHeader: true,
        cell: (listing) => listing.ref,
      },
      { id: 'route', title: t('table.route'), className: 'route', cell: (listing) => format.route(listing) },
      { id: 'dates', title: t('table.dates'), cell: (listing) => format.dates(listing) },
      {
        id: 'category',
        title: t('table.category'),
        cell: (listing) => format.vocab.category(listing.category),
      },
      {
        id: 'load',
        title: t('table.load'),
        cell: (listing) => format.load(listing.weightKg, listing.volumeM3),
      },
      {
        id: 'budget',
        title: t('table.budget'),
        className: 'num',
        cell: (listing) => format.money(listing.budget, listing.currency),
      },
      {
        id: 'truck',
        title: t('table.truck'),
        className: 'trucks',
        cell: (listing) => format.truckTypes(listing.truckTypes),
      },
      {
        id: 'flags',
        title: t('table.flags'),
        cell: (listing) => (
          <>
            {listing.urgent ? <span className="badge badge-urgent">{t('table.urgent')}</span> : null}
            {listing.needsInvoice ? <span className="badge">{t('table.invoice')}</span> : null}
          </>
        ),
      },
      {
        id: 'distance',
        title: t('table.distance'),
        className: 'num',
        cell: (listing) => format.distance(listing.distanceKm),
      },
      {
        id: 'estimatedCost',
        title: t('table.estimatedCost'),
        className: 'num',
        cell: (listing) => format.money(listing.estimatedCost, listing.currency),
      },
      { id: 'margin', title: t('table.margin'), cell: (listing) => <MarginHint listing={listing} /> },
      { id: 'perKm', title: t('table.perKm'), className: 'num', cell: (listing) => perKm(listing) },
    ];
    if (!deadheadKm) return columns;
    return [
      ...columns,
      {
        id: 'deadhead',
        title: t('table.deadhead'),
        className: 'num',
        cell: (listing) => format.distance(deadheadKm.get(listing.ref)),
      },
      {
        id: 'perKmDeadhead',
        title: t('table.perKmDeadhead'),
        className: 'num',
        cell: (listing) => {
          const empty = deadheadKm.get(listing.ref);
          return empty == null ? NO_VALUE : perKm(listing, empty);
        },
      },
    ];
  }, [t, format, locale, deadheadKm]);
  return (
    <GridTable
      aria-label={t('table.label')}
      className="listings"
      columns={columns}
      items={listings}
      rowKey={(listing) => listing.ref}
      rowAttributes={(listing) =>
        listing.ref === openRef ? { className: 'selected', 'aria-current': 'true' } : {}
      }
      onRowAction={onOpen}
    />
  );
}
