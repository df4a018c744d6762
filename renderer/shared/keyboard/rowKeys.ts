/**
 * j/k for a react-aria grid: j moves the focus to the next row, k to the previous one, as ArrowDown
 * and ArrowUp do (react-aria follows the focus). Other keys are left alone. docs/keyboard.md.
 */
import type { KeyboardEvent, RefObject } from 'react';
import { useKeyShortcut } from './useKeyShortcut';

/** The body rows of the grids in `container`, in order (each carries its item's key as `data-key`). */
function bodyRows(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[role="row"][data-key]')];
}

/** A keydown handler for the element around a grid: j/k move between the body rows of that grid. */
export function onRowLetterKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'j' && event.key !== 'k') return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const row = target.closest<HTMLElement>('[role="row"][data-key]');
  if (!row) return;
  const rows = bodyRows(event.currentTarget);
  const index = rows.indexOf(row);
  const next = rows[event.key === 'j' ? index + 1 : index - 1];
  event.preventDefault();
  next?.focus();
}

/**
 * Moves the focus `step` rows (1: j, -1: k) through the body rows in `container`, wherever the focus
 * is (docs/keyboard.md §Rules, j and k): from a row of the list, to the row `step` away (none past the
 * first or the last: the focus stays); from anywhere else, to the row `step` away from the open one
 * (the row marked `aria-current`, the item read beside the list), or to the first row when none is
 * open. Does nothing when the list has no rows.
 */
export function moveRowFocus(container: HTMLElement | null, step: 1 | -1): void {
  if (!container) return;
  const rows = bodyRows(container);
  if (rows.length === 0) return;
  const active = document.activeElement;
  const inRow = active instanceof HTMLElement ? active.closest<HTMLElement>('[role="row"][data-key]') : null;
  const from = inRow && rows.includes(inRow) ? inRow : null;
  if (from) {
    rows[rows.indexOf(from) + step]?.focus();
    return;
  }
  const open = rows.find((row) => row.getAttribute('aria-current') === 'true');
  if (!open) {
    rows[0]!.focus();
    return;
  }
  (rows[rows.indexOf(open) + step] ?? open).focus();
}

/**
 * While mounted, j and k pressed anywhere outside a text field (and outside an open dialog, without
 * Ctrl/Alt/Meta: `useKeyShortcut`'s rule) move through the rows of the list in `listRef`
 * (`moveRowFocus`), so the list answers them from a fresh page, the filters' buttons or the open item
 * beside it, not only once a row has the focus (docs/keyboard.md).
 */
export function useRowLetterKeys(listRef: RefObject<HTMLElement | null>): void {
  useKeyShortcut('j', () => moveRowFocus(listRef.current, 1));
  useKeyShortcut('k', () => moveRowFocus(listRef.current, -1));
}

/** Gives the focus to the grid row of `key` (its `data-key`), or to the grid when it is not on screen. */
export function focusRow(container: HTMLElement | null, key: string): void {
  const rows = container?.querySelectorAll<HTMLElement>('[role="row"][data-key]') ?? [];
  const row = [...rows].find((element) => element.dataset.key === key);
  (row ?? container?.querySelector<HTMLElement>('[role="grid"]'))?.focus();
}
