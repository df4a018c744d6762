/**
 * "Export CSV" of a list of loads (docs/api.md §What a load earns, The page as a file): the rows on
 * screen with the columns shown, in their order, under their headers. Numbers unformatted (a budget
 * as the exchange writes it, "2450.00"; km, profit and profit per day as plain numbers with a dot,
 * no grouping, no unit), so a spreadsheet reads them as numbers in any language; words (route, dates,
 * flags) as the cell says them. UTF-8 with a byte-order mark, so Excel opens Romanian letters
 * (ș, ț, ă) as they are. Written by csv-stringify (RFC 4180 quoting; CRLF line ends).
 */
// the browser build: the Node one reads `Buffer`, which a page has not
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Listing } from '../../../../shared/api/types';
import type { Earned, LoadEarnings } from '../../../../shared/domain/earnings';
import { listingCell, type ListingCellWords, type ListingColumnId } from './cells';

/** A column of the file: its id and its header (the column's title as the table shows it). */
interface CsvColumn {
  id: ListingColumnId;
  title: string;
}

/** What the file's figures come from besides the listing: the empty runs and the sums, by ref. */
interface CsvFigures {
  deadheadKm?: ReadonlyMap<string, number | null> | null;
  earnings?: ReadonlyMap<string, Earned<LoadEarnings>>;
}

/** A figure as the file writes it: the number as is, or empty when missing. */
const plain = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The unformatted figure of a numeric column, or undefined for a column of words. */
function figureOf(id: ListingColumnId, listing: Listing, figures: CsvFigures): string | undefined {
  const earned = figures.earnings?.get(listing.ref);
  const sums = earned?.ok ? earned.value : null;
  switch (id) {
    case 'budget':
      return plain(listing.budget);
    case 'estimatedCost':
      return plain(listing.estimatedCost);
    case 'distance':
      return plain(listing.distanceKm);
    case 'deadhead':
      return plain(figures.deadheadKm?.get(listing.ref));
    case 'payment':
      return plain(listing.paymentDays);
    case 'profit':
      return plain(sums?.profit);
    case 'profitPerDay':
      return plain(sums?.profitPerDay);
    default:
      return undefined;
  }
}

/**
 * The CSV text of `rows` with `columns` (in order, under their titles), starting with a UTF-8 BOM
 * (U+FEFF); numeric columns unformatted, a money column followed by nothing else: its currency is
 * the file's "Currency" column, added after the columns when any money column is shown.
 */
export function listingsCsv(
  rows: readonly Listing[],
  columns: readonly CsvColumn[],
  words: ListingCellWords,
  figures: CsvFigures = {},
  currencyTitle = 'Currency',
): string {
  const money = columns.some((column) =>
    ['budget', 'estimatedCost', 'profit', 'profitPerDay', 'perKm', 'perKmDeadhead'].includes(column.id),
  );
  const header = [...columns.map((column) => column.title), ...(money ? [currencyTitle] : [])];
  const records = rows.map((listing) => [
    ...columns.map((column) => {
      const figure = figureOf(column.id, listing, figures);
      if (figure !== undefined) return figure;
      const cell = listingCell(
        column.id,
        listing,
        words,
        figures.deadheadKm?.get(listing.ref),
        figures.earnings?.get(listing.ref),
      );
      return cell.kind === 'badges' ? cell.badges.map((badge) => badge.text).join(', ') : cell.text;
    }),
    ...(money ? [listing.currency] : []),
  ]);
  return stringify([header, ...records], { bom: true, record_delimiter: 'windows' });
}
