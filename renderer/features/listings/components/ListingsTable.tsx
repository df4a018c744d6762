import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { Listing } from '../../../../shared/api/types';
import { formatPerKm, NO_VALUE } from '../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
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
 * One page of listings as a dense grid (react-aria `Table`, `aria-label="Listings"`): the listing ref
 * is each row's header cell. Keyboard: Tab enters the grid, arrow keys move through rows (and cells),
 * Enter opens the focused row; a click opens a row too. Each row carries `data-key` = its ref, so the
 * screen can give it the focus back when the listing is closed.
 */
export function ListingsTable({ listings, openRef, onOpen, deadheadKm = null }: ListingsTableProps) {
  const { t } = useTranslation('listings');
  const format = useListingFormat();
  const locale = useLocale();
  const perKm = (listing: Listing, empty: number | null | undefined = 0) =>
    formatPerKm(budgetPerKm(listing.budget, listing.distanceKm, empty), listing.currency, locale);
  return (
    <Table aria-label={t('table.label')} className="listings" onRowAction={(key) => onOpen(String(key))}>
      <TableHeader>
        <Column isRowHeader>{t('table.ref')}</Column>
        <Column>{t('table.route')}</Column>
        <Column>{t('table.dates')}</Column>
        <Column>{t('table.category')}</Column>
        <Column>{t('table.load')}</Column>
        <Column className="num">{t('table.budget')}</Column>
        <Column>{t('table.truck')}</Column>
        <Column>{t('table.flags')}</Column>
        <Column className="num">{t('table.distance')}</Column>
        <Column className="num">{t('table.estimatedCost')}</Column>
        <Column>{t('table.margin')}</Column>
        <Column className="num">{t('table.perKm')}</Column>
        {deadheadKm ? <Column className="num">{t('table.deadhead')}</Column> : null}
        {deadheadKm ? <Column className="num">{t('table.perKmDeadhead')}</Column> : null}
      </TableHeader>
      <TableBody items={listings} dependencies={[openRef, format, deadheadKm]}>
        {(listing) => (
          <Row
            id={listing.ref}
            className={listing.ref === openRef ? 'selected' : undefined}
            aria-current={listing.ref === openRef ? 'true' : undefined}
          >
            <Cell className="ref">{listing.ref}</Cell>
            <Cell className="route">{format.route(listing)}</Cell>
            <Cell>{format.dates(listing)}</Cell>
            <Cell>{format.vocab.category(listing.category)}</Cell>
            <Cell>{format.load(listing.weightKg, listing.volumeM3)}</Cell>
            <Cell className="num">{format.money(listing.budget, listing.currency)}</Cell>
            <Cell className="trucks">{format.truckTypes(listing.truckTypes)}</Cell>
            <Cell>
              {listing.urgent ? <span className="badge badge-urgent">{t('table.urgent')}</span> : null}
              {listing.needsInvoice ? <span className="badge">{t('table.invoice')}</span> : null}
            </Cell>
            <Cell className="num">{format.distance(listing.distanceKm)}</Cell>
            <Cell className="num">{format.money(listing.estimatedCost, listing.currency)}</Cell>
            <Cell>
              <MarginHint listing={listing} />
            </Cell>
            <Cell className="num">{perKm(listing)}</Cell>
            {deadheadKm ? <Cell className="num">{format.distance(deadheadKm.get(listing.ref))}</Cell> : null}
            {deadheadKm ? (
              <Cell className="num">
                {deadheadKm.get(listing.ref) == null ? NO_VALUE : perKm(listing, deadheadKm.get(listing.ref))}
              </Cell>
            ) : null}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
