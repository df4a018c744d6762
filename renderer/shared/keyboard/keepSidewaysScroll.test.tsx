import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GridTable, type GridColumn } from '../table/GridTable';
import { keepSidewaysScroll } from './keepSidewaysScroll';

// jsdom has no scrollIntoView: a spy stands in for the browser's
const native = vi.fn();
beforeEach(() => {
  native.mockClear();
  Element.prototype.scrollIntoView = native;
});
afterEach(() => {
  cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

interface Item {
  ref: string;
}
const COLUMNS: GridColumn<Item>[] = [
  { id: 'ref', title: 'Ref', cell: (item) => item.ref, isRowHeader: true },
  { id: 'far', title: 'Far right', cell: () => '…' },
];

describe('keepSidewaysScroll', () => {
  it('scrolls the element into view vertically as asked, but never centres it sideways', () => {
    const grid = document.createElement('table');
    const undo = keepSidewaysScroll(grid);
    // what react-aria asks of the grid when a row's scroll into view moved anything
    grid.scrollIntoView({ block: 'center', inline: 'center' });
    expect(native).toHaveBeenLastCalledWith({ block: 'center', inline: 'nearest' });
    expect(native.mock.contexts.at(-1)).toBe(grid);
    grid.scrollIntoView(false);
    expect(native).toHaveBeenLastCalledWith(false);
    undo();
    grid.scrollIntoView({ inline: 'center' });
    expect(native).toHaveBeenLastCalledWith({ inline: 'center' });
  });

  it('is on every GridTable, and off once the grid is gone', () => {
    const view = render(
      <GridTable
        aria-label="Listings"
        columns={COLUMNS}
        items={[{ ref: 'FX-1' }]}
        rowKey={(item) => item.ref}
      />,
    );
    const grid = view.getByRole('grid');
    grid.scrollIntoView({ block: 'center', inline: 'center' });
    expect(native).toHaveBeenLastCalledWith({ block: 'center', inline: 'nearest' });
    view.unmount();
    expect(Object.hasOwn(grid, 'scrollIntoView')).toBe(false);
  });
});
