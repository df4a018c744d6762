/**
 * Sorting a page of results on the page itself, on every numeric column. The exchange orders every list
 * newest first and offers no other order (docs/api.md §Lists and cursors), so the app can only reorder the 20
 * rows it holds; the screen says "sorted on this page".
 */
import type { GridSort } from './GridTable';

/**
 * A row's figure in a sortable column: a number, or null when the row has none (it sorts last). A
 * money figure also names its currency as `group`: EUR and RON are never compared with each other
 * (no rate is assumed), each currency's rows are sorted among themselves, in the groups' name order.
 */
export type SortValue<T> = (item: T) => number | { group: string; figure: number | null } | null;

/**
 * `items` ordered by `value` in `sort.direction`; rows without a figure last in either direction,
 * ties and figureless rows in the exchange's order (a stable sort). `sort` null: `items` as they are.
 */
export function sortWithinPage<T>(
  items: readonly T[],
  value: SortValue<T> | undefined,
  sort: GridSort | null,
): T[] {
  if (!sort || !value) return [...items];
  const sign = sort.direction === 'descending' ? -1 : 1;
  return items
    .map((item, index) => {
      const read = value(item);
      const { group, figure } =
        typeof read === 'object' && read !== null ? read : { group: '', figure: read };
      return { item, index, group, figure: figure === null || Number.isNaN(figure) ? null : figure };
    })
    .sort((a, b) => {
      if (a.figure === null || b.figure === null) {
        return a.figure === b.figure ? a.index - b.index : a.figure === null ? 1 : -1;
      }
      if (a.group !== b.group) return a.group < b.group ? -1 : 1;
      return (a.figure - b.figure) * sign || a.index - b.index;
    })
    .map((entry) => entry.item);
}
