import type { KeyboardEvent } from 'react';
import type { Listing } from '../../../../shared/api/types';
import {
  categoryLabel,
  formatDates,
  formatDistance,
  formatLoad,
  formatMoney,
  formatRoute,
  formatTruckTypes,
} from '../format';

/** Props of ListingsTable: one page of listings, the selected ref and the selection handler. */
export interface ListingsTableProps {
  listings: readonly Listing[];
  selectedRef: string | null;
  onSelect: (ref: string) => void;
}

/**
 * One page of listings as a dense table (`aria-label="Listings"`). The first cell of each row is the
 * listing ref; a row is selected by click or Enter (rows are focusable).
 */
export function ListingsTable({ listings, selectedRef, onSelect }: ListingsTableProps) {
  const onKeyDown = (ref: string) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(ref);
    }
  };

  return (
    <table aria-label="Listings" className="listings">
      <thead>
        <tr>
          <th scope="col">Ref</th>
          <th scope="col">Route</th>
          <th scope="col">Dates</th>
          <th scope="col">Category</th>
          <th scope="col">Load</th>
          <th scope="col" className="num">
            Budget
          </th>
          <th scope="col">Truck</th>
          <th scope="col">Flags</th>
          <th scope="col" className="num">
            Distance
          </th>
          <th scope="col" className="num">
            Est. cost
          </th>
        </tr>
      </thead>
      <tbody>
        {listings.map((listing) => (
          <tr
            key={listing.ref}
            tabIndex={0}
            aria-selected={listing.ref === selectedRef}
            className={listing.ref === selectedRef ? 'selected' : undefined}
            onClick={() => onSelect(listing.ref)}
            onKeyDown={onKeyDown(listing.ref)}
          >
            <td className="ref">{listing.ref}</td>
            <td className="route">{formatRoute(listing)}</td>
            <td>{formatDates(listing)}</td>
            <td>{categoryLabel(listing.category)}</td>
            <td>{formatLoad(listing.weightKg, listing.volumeM3)}</td>
            <td className="num">{formatMoney(listing.budget, listing.currency)}</td>
            <td className="trucks" title={formatTruckTypes(listing.truckTypes)}>
              {formatTruckTypes(listing.truckTypes)}
            </td>
            <td>
              {listing.urgent ? <span className="badge badge-urgent">Urgent</span> : null}
              {listing.needsInvoice ? <span className="badge">Invoice</span> : null}
            </td>
            <td className="num">{formatDistance(listing.distanceKm)}</td>
            <td className="num">{formatMoney(listing.estimatedCost, listing.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
