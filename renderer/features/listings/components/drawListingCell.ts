import type { ListingCell } from '../model/cells';

/**
 * Writes one cell of the listings table into `target` (its `<td>`) as ./ListingCellView.tsx renders
 * it, with the DOM alone: the same elements, classes, titles and text (./drawListingCell.test.tsx holds
 * the two to each other). For a painter of page 1 that runs before React and the app's code
 * (renderer/app/early/paintEarly.ts, docs/benchmarks.md §A faithful early paint).
 */
export function drawListingCell(target: Element, cell: ListingCell): void {
  const doc = target.ownerDocument;
  const span = (className: string | null, text: string) => {
    const element = doc.createElement('span');
    if (className !== null) element.className = className;
    element.textContent = text;
    return element;
  };
  switch (cell.kind) {
    case 'text':
      target.replaceChildren(cell.text);
      return;
    case 'route': {
      const route = span(null, cell.text);
      route.title = cell.text;
      target.replaceChildren(route);
      return;
    }
    case 'margin':
      target.replaceChildren(span(cell.mark === null ? 'muted' : `margin margin-${cell.mark}`, cell.text));
      return;
    case 'badges':
      target.replaceChildren(
        ...cell.badges.map((badge) => span(badge.urgent ? 'badge badge-urgent' : 'badge', badge.text)),
      );
  }
}
