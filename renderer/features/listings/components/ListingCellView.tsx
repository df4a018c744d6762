import type { ListingCell } from '../model/cells';
import { MarginText } from './MarginHint';
import { PassedDatesMark } from './PassedDatesMark';

/**
 * One cell of the listings table as the table draws it (../model/cells.ts `listingCell` says what it
 * is): plain text; a route with itself as its title; the dates, marked when they have passed; a margin
 * in words; the flags' badges; what a load earns, or "—" with why as its title.
 */
export function ListingCellView({ cell }: { cell: ListingCell }) {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'route':
      return <span title={cell.text}>{cell.text}</span>;
    case 'dates':
      return cell.passed ? (
        <>
          {cell.text}
          <PassedDatesMark />
        </>
      ) : (
        cell.text
      );
    case 'margin':
      return <MarginText text={cell.text} mark={cell.mark} />;
    case 'earned':
      return cell.reason === null ? cell.text : <span title={cell.reason}>{cell.text}</span>;
    case 'badges':
      return cell.badges.map((badge) => (
        <span key={badge.text} className={badge.urgent ? 'badge badge-urgent' : 'badge'}>
          {badge.text}
        </span>
      ));
  }
}
