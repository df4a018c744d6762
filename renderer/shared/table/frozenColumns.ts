/**
 * Frozen columns of a wide grid: the first columns stay in view when the grid's list scrolls sideways
 * (CSS `position: sticky`, gridTable.css), each one's `left` the sum of the widths of the frozen columns
 * before it, as the browser laid them out. The widths are measured, not assumed: a frozen column as wide
 * as its content (a listing's ref with its "seen" and note marks) pushes the next one along, so no frozen
 * cell covers another or the first column that scrolls.
 */

/** The class of the frozen column at `index` (0 for the first): gridTable.css gives it `left: var(--frozen-<index>)`. */
export function frozenClass(index: number): string {
  return `frozen frozen-${index}`;
}

/**
 * Sets `--frozen-0`, `--frozen-1`, ... on `table` (in px) to where each frozen column starts: 0, then
 * the width of the first frozen header cell, then the first two's, ... `headers` are the frozen columns'
 * header cells, in order. Widths are the laid-out ones (`getBoundingClientRect`), fractions kept.
 */
export function placeFrozenColumns(table: HTMLElement, headers: readonly HTMLElement[]): void {
  let left = 0;
  headers.forEach((header, index) => {
    table.style.setProperty(`--frozen-${index}`, `${left}px`);
    left += header.getBoundingClientRect().width;
  });
}

/**
 * Keeps the frozen columns of `table` placed (`placeFrozenColumns`) now and whenever one of their header
 * cells changes size (a ResizeObserver: content, language, density, the window). The header cells are
 * those with the class `frozen`, in the header row's order. Returns what stops it.
 */
export function keepFrozenColumnsPlaced(table: HTMLElement): () => void {
  const headers = [...table.querySelectorAll<HTMLElement>('thead th.frozen')];
  const place = () => placeFrozenColumns(table, headers);
  place();
  if (headers.length === 0 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(place);
  for (const header of headers) observer.observe(header);
  return () => observer.disconnect();
}
