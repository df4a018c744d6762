/**
 * A dense results grid on react-aria's table hooks (`useTable`, `useTableRow`, `useTableCell`, ...)
 * and react-stately's table state: the ARIA grid pattern (role `grid`, a row header per row), arrow
 * keys through rows and cells, Home/End, Page Up/Down, type-ahead, and Enter or a click as the row's
 * action, exactly as react-aria-components' `Table` gives them.
 *
 * Why not that `Table`: it renders every cell through its collection builder and adds focus-ring,
 * hover and render-prop hooks to each, a cost the first screen (20 rows of 12 cells) feels on a cold
 * load (docs/benchmarks.md §The cold load of Listings). Lazy screens keep react-aria-components' `Table`.
 *
 * Columns and rows are data: `columns` says what each column shows, `items` are the rows; `fullRow`
 * makes some rows one cell across every column (a group's header row among the rows it heads).
 * A focused row or cell shows its ring through CSS `:focus-visible`. A `sortable` column's header
 * sorts (a click, or Enter on the focused header; react-aria sets `aria-sort`): the grid only reports
 * the wish through `onSortChange`, its owner orders `items` (a page of 20 is sorted on the page).
 *
 * Speed (docs/benchmarks.md §The latest full run, a row's click to its panel painted ≤ 50 ms): the table's
 * collection is built once per `columns`/`items`/`rowKey`/`fullRow` (keep them stable: memoised or
 * module-level), not at every render, and the open row is marked through `useIsCurrent`, a hook each row
 * calls on its own, so opening a row re-renders the two rows it concerns rather than every cell of the grid.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  useTable,
  useTableCell,
  useTableColumnHeader,
  useTableHeaderRow,
  useTableRow,
  useTableRowGroup,
} from 'react-aria';
import {
  Cell,
  Column,
  Row,
  TableBody,
  TableHeader,
  useTableState,
  type SortDescriptor,
  type TableState,
} from 'react-stately';
import { keepSidewaysScroll } from '../keyboard/keepSidewaysScroll';
import { frozenClass, keepFrozenColumnsPlaced } from './frozenColumns';
import './gridTable.css';

/** One column: its header, what a row shows in it, and an optional class for its header and cells. */
export interface GridColumn<T> {
  /** Unique among the columns. */
  id: string;
  title: ReactNode;
  /** What the cell of `item` shows. */
  cell: (item: T) => ReactNode;
  className?: string;
  /** The column that names the row (exactly one column should have it). */
  isRowHeader?: boolean;
  /** Its header sorts the rows (see `sort` and `onSortChange`). */
  sortable?: boolean;
  /**
   * Stays in view when the grid scrolls sideways (frozenColumns.ts: placed at the measured widths of the
   * frozen columns before it). Frozen columns come first, at most three.
   */
  frozen?: boolean;
}

/** The rows' order: a column's id and a direction. */
export type GridSort = SortDescriptor;

/** Props of GridTable. */
export interface GridTableProps<T> {
  /** The grid's accessible name. */
  'aria-label': string;
  className?: string;
  columns: readonly GridColumn<T>[];
  items: readonly T[];
  /** Each row's key (unique among `items`); it is also the row's `data-key`. */
  rowKey: (item: T) => string;
  /** Extra attributes of a row (its class, `aria-current`). */
  rowAttributes?: (item: T) => { className?: string; 'aria-current'?: 'true' };
  /**
   * Whether the row `key` is the current one (the item open beside the grid): a hook (called by each
   * row, the same one at every render) that subscribes only to that answer. A current row gets the
   * class `selected` and `aria-current="true"`; a change re-renders only the rows whose answer changed.
   */
  useIsCurrent?: (key: string) => boolean;
  /** Enter on a focused row, or a click on it. */
  onRowAction?: (key: string) => void;
  /** The order `items` are in (null: as they came), shown on the sorted column's header. */
  sort?: GridSort | null;
  /** A sortable column's header was pressed: the order the user asks for. */
  onSortChange?: (sort: GridSort) => void;
  /**
   * A row that is one cell across every column (a group's header row among its items): what that
   * cell shows, or null for an ordinary row. The cell is the row's header cell (`rowheader`); the row
   * is focused, moved through and acted on like any other.
   */
  fullRow?: (item: T) => ReactNode | null;
  /**
   * What the cells show beyond their item, as one value whose identity changes when any of it does
   * (the formatters of a language and a city's names, the empty runs): every row's cells are drawn
   * again then. react-stately keeps a row's cells for as long as its item is the same object and the
   * columns' keys are the same, so without it a cell whose words changed would keep its old ones.
   * Nothing else redraws every cell (a row's marks, opening a row), so a click stays quick.
   */
  redrawCellsOn?: unknown;
}

type GridNode<T> = TableState<T>['collection']['body'];

/** What every part of the grid is given: its node in the table's collection and the table's state. */
interface PartProps<T> {
  node: GridNode<T>;
  state: TableState<T>;
}

function RowGroup({ element: Element, children }: { element: 'thead' | 'tbody'; children: ReactNode }) {
  const { rowGroupProps } = useTableRowGroup();
  return <Element {...rowGroupProps}>{children}</Element>;
}

function HeaderRow<T>({ node, state, children }: PartProps<T> & { children: ReactNode }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableHeaderRow({ node }, state, ref);
  return (
    <tr {...rowProps} ref={ref}>
      {children}
    </tr>
  );
}

function ColumnHeader<T>({ node, state, className }: PartProps<T> & { className?: string }) {
  // data-column: the column's id, for styles and tests that must not depend on the UI language
  const ref = useRef<HTMLTableCellElement>(null);
  const { columnHeaderProps } = useTableColumnHeader({ node }, state, ref);
  const sorted = state.sortDescriptor?.column === node.key ? state.sortDescriptor.direction : null;
  return (
    <th {...columnHeaderProps} className={className} data-column={String(node.key)} ref={ref}>
      {node.rendered}
      {node.props?.allowsSorting ? (
        <span className="sort-mark" aria-hidden="true">
          {sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ' ↕'}
        </span>
      ) : null}
    </th>
  );
}

/** No row is current (a grid without `useIsCurrent`). */
const noCurrentRow = (): boolean => false;

/**
 * What a body row or cell shows of the grid's focus (react-aria's roving tabindex, and the effect that
 * moves the DOM focus to the focused item): '' when the focus is elsewhere, else the focused key, whether
 * the grid has the focus and the child strategy. A row's signature covers its cells too.
 */
type FocusMark = string;

/** Extra attributes of a row (see `rowAttributes`). */
type RowAttributes = { className?: string; 'aria-current'?: 'true' };

interface BodyRowProps<T> extends PartProps<T> {
  attributes?: RowAttributes;
  useIsCurrent: (key: string) => boolean;
  focus: FocusMark;
  children: ReactNode;
}

function BodyRowView<T>({ node, state, attributes, useIsCurrent, children }: BodyRowProps<T>) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableRow({ node }, state, ref);
  const current = useIsCurrent(String(node.key));
  const marks = current
    ? {
        className: attributes?.className ? `${attributes.className} selected` : 'selected',
        'aria-current': 'true' as const,
      }
    : null;
  return (
    <tr {...rowProps} {...attributes} {...marks} ref={ref}>
      {children}
    </tr>
  );
}

/**
 * A body row renders again only when its node (a new collection), its attributes or its focus mark
 * change, not at every render of the grid (a focus moving re-renders the two rows concerned). Its
 * handlers may keep an earlier render's `state`: react-stately keeps the focus in refs, the collection
 * is the same node's, and the row action goes through the grid's stable `onRowAction`.
 */
const BodyRow = memo(
  BodyRowView,
  (before, after) =>
    before.node === after.node &&
    before.focus === after.focus &&
    before.useIsCurrent === after.useIsCurrent &&
    before.attributes?.className === after.attributes?.className &&
    before.attributes?.['aria-current'] === after.attributes?.['aria-current'],
) as typeof BodyRowView;

interface BodyCellProps<T> extends PartProps<T> {
  className?: string;
  column?: string;
  focus: FocusMark;
}

function BodyCellView<T>({ node, state, className, column }: BodyCellProps<T>) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { gridCellProps } = useTableCell({ node }, state, ref);
  return (
    <td {...gridCellProps} className={className} data-column={column} ref={ref}>
      {node.rendered}
    </td>
  );
}

/** A body cell renders again only when its node, class or focus mark change (as BodyRow). */
const BodyCell = memo(
  BodyCellView,
  (before, after) =>
    before.node === after.node &&
    before.focus === after.focus &&
    before.className === after.className &&
    before.column === after.column,
) as typeof BodyCellView;

/** A row of the collection: the item, in a wrapper made anew whenever `redrawCellsOn` changes. */
interface RowItem<T> {
  item: T;
}

/**
 * The grid: a `<table role="grid">` with one header row and a row per item (see the module's note).
 * Rows are not selectable; `onRowAction` is what Enter or a click does.
 */
export function GridTable<T extends object>({
  columns,
  items,
  rowKey,
  rowAttributes,
  useIsCurrent = noCurrentRow,
  onRowAction,
  className,
  sort = null,
  onSortChange,
  fullRow,
  redrawCellsOn,
  'aria-label': label,
}: GridTableProps<T>) {
  const columnById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  // each column's classes: its own, and a frozen column's place among the frozen ones
  const classById = useMemo(() => {
    const classes = new Map<string, string | undefined>();
    let frozen = 0;
    for (const column of columns) {
      const place = column.frozen ? frozenClass(frozen++) : undefined;
      classes.set(column.id, [column.className, place].filter(Boolean).join(' ') || undefined);
    }
    return classes;
  }, [columns]);
  // each row wrapped anew when `redrawCellsOn` changes: react-stately then draws its cells again
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `redrawCellsOn` is the reason for new wrappers
  const rows = useMemo(() => items.map((item): RowItem<T> => ({ item })), [items, redrawCellsOn]);
  // the same children while columns and items are the same: react-stately then keeps its collection
  const children = useMemo(
    () =>
      [
        <TableHeader key="header" columns={columns as GridColumn<T>[]}>
          {(column) => (
            <Column key={column.id} isRowHeader={column.isRowHeader} allowsSorting={column.sortable}>
              {column.title}
            </Column>
          )}
        </TableHeader>,
        <TableBody key="body" items={rows}>
          {({ item }) => {
            const across = fullRow?.(item) ?? null;
            return (
              <Row key={rowKey(item)}>
                {across !== null
                  ? [
                      <Cell key="full" colSpan={columns.length}>
                        {across}
                      </Cell>,
                    ]
                  : (columnId) => <Cell>{columnById.get(String(columnId))?.cell(item)}</Cell>}
              </Row>
            );
          }}
        </TableBody>,
      ] as const,
    [columns, rows, rowKey, fullRow, columnById],
  );
  const state = useTableState<RowItem<T>>({
    selectionMode: 'none',
    sortDescriptor: sort ?? undefined,
    onSortChange,
    // a memoised pair (header, body): the same array while columns and items are the same
    children: children as unknown as Parameters<typeof useTableState<RowItem<T>>>[0]['children'],
  });
  const ref = useRef<HTMLTableElement>(null);
  // arrows through the rows never scroll a wide grid sideways (see keepSidewaysScroll.ts)
  useLayoutEffect(() => (ref.current ? keepSidewaysScroll(ref.current) : undefined), []);
  // the frozen columns at the widths they were laid out at, again whenever one of them changes size
  useLayoutEffect(() => (ref.current ? keepFrozenColumnsPlaced(ref.current) : undefined), [classById]);
  // one function for the grid's life, calling the latest onRowAction: rows that did not render again
  // keep an earlier render's handlers
  const rowAction = useRef(onRowAction);
  useLayoutEffect(() => {
    rowAction.current = onRowAction;
  });
  const hasRowAction = onRowAction !== undefined;
  const onGridRowAction = useCallback((key: string | number) => rowAction.current?.(String(key)), []);
  const { gridProps } = useTable(
    { 'aria-label': label, onRowAction: hasRowAction ? onGridRowAction : undefined },
    state,
    ref,
  );
  const { collection, selectionManager } = state;
  const focusedKey = selectionManager.focusedKey;
  const focusedNode = focusedKey != null ? collection.getItem(focusedKey) : null;
  const focusedRow = focusedNode?.type === 'item' ? focusedNode.key : (focusedNode?.parentKey ?? null);
  const focusMark: FocusMark =
    focusedKey == null
      ? ''
      : `${String(focusedKey)}|${String(selectionManager.isFocused)}|${String(selectionManager.childFocusStrategy)}`;
  return (
    <table {...gridProps} className={className} ref={ref}>
      <RowGroup element="thead">
        {collection.headerRows.map((headerRow) => (
          <HeaderRow key={headerRow.key} node={headerRow} state={state}>
            {[...headerRow.childNodes].map((column) => (
              <ColumnHeader
                key={column.key}
                node={column}
                state={state}
                className={classById.get(String(column.key))}
              />
            ))}
          </HeaderRow>
        ))}
      </RowGroup>
      <RowGroup element="tbody">
        {[...collection.body.childNodes].map((row) => (
          <BodyRow
            key={row.key}
            node={row}
            state={state}
            attributes={row.value ? rowAttributes?.(row.value.item) : undefined}
            useIsCurrent={useIsCurrent}
            focus={row.key === focusedRow ? focusMark : ''}
          >
            {[...row.childNodes].map((cell) => {
              const full = ((cell as { colSpan?: number | null }).colSpan ?? 1) > 1;
              const column = full ? 'full' : String(collection.columns[cell.index]?.key);
              return (
                <BodyCell
                  key={cell.key}
                  node={cell}
                  state={state}
                  className={full ? 'full-row' : classById.get(column)}
                  column={column}
                  focus={cell.key === focusedKey ? focusMark : ''}
                />
              );
            })}
          </BodyRow>
        ))}
      </RowGroup>
    </table>
  );
}
