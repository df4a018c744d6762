import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { Listing } from '../../../../shared/api/types';
import { routeText } from '../../../shared/format/places';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { formatDateTime, formatDayRange, formatDay } from '../../../shared/format/dates';
import { formatMoney, NO_VALUE } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { useVocab } from '../../../shared/vocab/useVocab';

/** Props of MyListingsTable: one page of my listings, the open one's ref and what opens a row. */
export interface MyListingsTableProps {
  listings: readonly Listing[];
  openRef: string | null;
  onOpen: (ref: string) => void;
}

/** The loading dates of a listing: a range, one day, or none. */
function dates(listing: Listing, locale: string): string {
  if (listing.dateFrom && listing.dateTo) return formatDayRange(listing.dateFrom, listing.dateTo, locale);
  const one = listing.dateFrom ?? listing.dateTo;
  return one ? formatDay(one, locale) : NO_VALUE;
}

/**
 * One page of the user's own listings (react-aria `Table`, `aria-label` "My listings"): ref, route,
 * loading dates, status (any of the five, by name), transport stage and when it changed, budget.
 * Arrow keys move, Enter (or a click) opens the listing's offers; each row carries `data-key` = ref.
 */
export function MyListingsTable({ listings, openRef, onOpen }: MyListingsTableProps) {
  const { t } = useTranslation('myListings');
  const vocab = useVocab();
  const locale = useLocale();
  const shown = useShownCities(useMemo(() => rowPlaces(listings), [listings]));
  return (
    <Table aria-label={t('table.label')} className="listings" onRowAction={(key) => onOpen(String(key))}>
      <TableHeader>
        <Column isRowHeader>{t('table.ref')}</Column>
        <Column>{t('table.route')}</Column>
        <Column>{t('table.dates')}</Column>
        <Column>{t('table.status')}</Column>
        <Column>{t('table.stage')}</Column>
        <Column>{t('table.stageChanged')}</Column>
        <Column className="num">{t('table.budget')}</Column>
      </TableHeader>
      <TableBody items={listings} dependencies={[openRef, vocab, locale, shown]}>
        {(listing) => (
          <Row
            id={listing.ref}
            className={listing.ref === openRef ? 'selected' : undefined}
            aria-current={listing.ref === openRef ? 'true' : undefined}
          >
            <Cell className="ref">{listing.ref}</Cell>
            <Cell className="route">{routeText(listing, locale, shown)}</Cell>
            <Cell>{dates(listing, locale)}</Cell>
            <Cell>{vocab.listingStatus(listing.status)}</Cell>
            <Cell>{listing.transportStage ? vocab.transportStage(listing.transportStage) : NO_VALUE}</Cell>
            <Cell>{formatDateTime(listing.stageUpdatedAt, locale)}</Cell>
            <Cell className="num">{formatMoney(listing.budget, listing.currency, locale)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
