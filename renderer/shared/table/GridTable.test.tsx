import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GridTable, type GridColumn } from './GridTable';

interface Truck {
  plate: string;
  city: string;
  km: number;
}

const trucks: Truck[] = [
  { plate: 'B-101-ABC', city: 'Brașov', km: 120 },
  { plate: 'CJ-22-XYZ', city: 'Cluj-Napoca', km: 0 },
  { plate: 'IS-33-DEF', city: 'Iași', km: 48 },
];

const columns: GridColumn<Truck>[] = [
  { id: 'plate', title: 'Plate', isRowHeader: true, cell: (truck) => truck.plate },
  { id: 'city', title: 'City', cell: (truck) => truck.city },
  { id: 'km', title: 'Km', className: 'num', cell: (truck) => `${truck.km} km` },
];

function renderTrucks(onRowAction = vi.fn(), current: string | null = null) {
  const user = userEvent.setup();
  render(
    <GridTable
      aria-label="Trucks"
      className="trucks"
      columns={columns}
      items={trucks}
      rowKey={(truck) => truck.plate}
      rowAttributes={(truck) =>
        truck.plate === current ? { className: 'selected', 'aria-current': 'true' } : {}
      }
      onRowAction={onRowAction}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Trucks' });
  const bodyRows = within(grid)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null);
  return { user, grid, bodyRows, onRowAction };
}

describe('GridTable', () => {
  afterEach(cleanup);

  it("draws the cells again when what they show changes with the same items (a city's name, an empty run)", () => {
    const grid = (cities: Record<string, string>) => (
      <GridTable
        aria-label="Trucks"
        columns={columns.map((column) =>
          column.id === 'city'
            ? { ...column, cell: (truck: Truck) => cities[truck.city] ?? truck.city }
            : column,
        )}
        items={trucks}
        rowKey={(truck) => truck.plate}
        onRowAction={vi.fn()}
        redrawCellsOn={cities}
      />
    );
    const { rerender } = render(grid({}));
    const cityCells = () => screen.getAllByRole('gridcell').filter((cell) => cell.dataset.column === 'city');
    expect(cityCells().map((cell) => cell.textContent)).toEqual(['Brașov', 'Cluj-Napoca', 'Iași']);
    rerender(grid({ Brașov: 'Brasov', Iași: 'Jassy' }));
    expect(cityCells().map((cell) => cell.textContent)).toEqual(['Brasov', 'Cluj-Napoca', 'Jassy']);
  });

  it('is a grid: column headers, a row per item named by its row header, cells in column order', () => {
    const { grid, bodyRows } = renderTrucks();
    expect(grid.tagName).toBe('TABLE');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Plate', 'City', 'Km']);
    expect(bodyRows).toHaveLength(3);
    expect(bodyRows.map((row) => row.dataset.key)).toEqual(['B-101-ABC', 'CJ-22-XYZ', 'IS-33-DEF']);
    const rowHeader = within(bodyRows[1]!).getByRole('rowheader');
    expect(rowHeader.textContent).toBe('CJ-22-XYZ');
    expect(
      within(bodyRows[1]!)
        .getAllByRole('gridcell')
        .map((td) => td.textContent),
    ).toEqual(['Cluj-Napoca', '0 km']);
    expect(bodyRows[1]!.getAttribute('aria-labelledby')).toBe(rowHeader.id);
  });

  it("gives each column's class to its header and cells, and a row its own attributes", () => {
    const { grid, bodyRows } = renderTrucks(vi.fn(), 'IS-33-DEF');
    expect(within(grid).getByRole('columnheader', { name: 'Km' }).className).toBe('num');
    expect(within(bodyRows[0]!).getByText('120 km').className).toBe('num');
    expect(within(bodyRows[0]!).getByText('Brașov').className).toBe('');
    expect(bodyRows[2]!.className).toBe('selected');
    expect(bodyRows[2]!.getAttribute('aria-current')).toBe('true');
    expect(bodyRows[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('arrow keys move the focus through rows; Enter runs the focused row’s action with its key', async () => {
    const { user, bodyRows, onRowAction } = renderTrucks();
    act(() => bodyRows[0]!.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(bodyRows[1]);
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledExactlyOnceWith('CJ-22-XYZ');
  });

  it('a click on a cell runs its row’s action', async () => {
    const { user, bodyRows, onRowAction } = renderTrucks();
    await user.click(within(bodyRows[2]!).getByText('Iași'));
    expect(onRowAction).toHaveBeenCalledExactlyOnceWith('IS-33-DEF');
  });

  it('a full row is one row-header cell across every column, moved through and acted on like the others', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    render(
      <GridTable
        aria-label="Depots"
        columns={columns}
        items={trucks}
        rowKey={(truck) => truck.plate}
        fullRow={(truck) => (truck.km === 0 ? `Depot ${truck.city}` : null)}
        onRowAction={onRowAction}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Depots' });
    const rows = within(grid)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody') !== null);
    const across = within(rows[1]!).getByRole('rowheader');
    expect(across.textContent).toBe('Depot Cluj-Napoca');
    expect(across.getAttribute('colspan')).toBe('3');
    expect(within(rows[1]!).queryAllByRole('gridcell')).toHaveLength(0);
    expect(
      within(rows[2]!)
        .getAllByRole('gridcell')
        .map((td) => td.textContent),
    ).toEqual(['Iași', '48 km']);
    act(() => rows[0]!.focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledExactlyOnceWith('CJ-22-XYZ');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[2]);
  });

  it('marks the current row through useIsCurrent, moves the mark, and arrows still move the focus (rows that skip a render keep the roving tabindex right)', async () => {
    // the current key as a tiny external store, as a route param is for the listings grid
    let current: string | null = 'B-101-ABC';
    const listeners = new Set<() => void>();
    const setCurrent = (key: string | null) => {
      current = key;
      listeners.forEach((listener) => listener());
    };
    const useIsCurrent = (key: string) =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => current === key,
      );
    const rowKey = (truck: Truck) => truck.plate;
    const user = userEvent.setup();
    render(
      <GridTable
        aria-label="Trucks"
        columns={columns}
        items={trucks}
        rowKey={rowKey}
        useIsCurrent={useIsCurrent}
      />,
    );
    const rows = within(screen.getByRole('grid', { name: 'Trucks' }))
      .getAllByRole('row')
      .filter((row) => row.closest('tbody') !== null);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(rows[0]!.className).toBe('selected');
    act(() => setCurrent('IS-33-DEF'));
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(rows[2]!.className).toBe('selected');
    expect(rows[0]!.className).toBe('');
    act(() => rows[0]!.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(rows[2]);
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('runs the latest onRowAction, even from a row that did not render again', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const latest = vi.fn();
    const rowKey = (truck: Truck) => truck.plate;
    const grid = (onRowAction: (key: string) => void) => (
      <GridTable
        aria-label="Trucks"
        columns={columns}
        items={trucks}
        rowKey={rowKey}
        onRowAction={onRowAction}
      />
    );
    const { rerender } = render(grid(first));
    const row = screen.getByRole('rowheader', { name: 'B-101-ABC' }).closest('tr')!;
    act(() => row.focus());
    // the focused row is the same after this: it keeps its handlers
    rerender(grid(latest));
    await user.keyboard('{Enter}');
    expect(latest).toHaveBeenCalledExactlyOnceWith('B-101-ABC');
    expect(first).not.toHaveBeenCalled();
  });

  it('marks frozen columns by their place among the frozen ones, header and cells alike', () => {
    const frozenColumns = columns.map((column) => ({ ...column, frozen: column.id !== 'km' }));
    render(
      <GridTable
        aria-label="Frozen"
        columns={frozenColumns}
        items={trucks}
        rowKey={(truck) => truck.plate}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Frozen' });
    const classesOf = (column: string) =>
      [...grid.querySelectorAll(`[data-column="${column}"]`)].map((cell) => cell.className);
    expect(new Set(classesOf('plate'))).toEqual(new Set(['frozen frozen-0']));
    expect(new Set(classesOf('city'))).toEqual(new Set(['frozen frozen-1']));
    expect(new Set(classesOf('km'))).toEqual(new Set(['num']));
    expect(grid.style.getPropertyValue('--frozen-1')).toBe('0px');
  });
});
