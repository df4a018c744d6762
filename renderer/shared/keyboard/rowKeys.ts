/**
 * j/k for a react-aria grid: j moves the focus to the next row, k to the previous one, as ArrowDown
 * and ArrowUp do (react-aria follows the focus). Other keys are left alone.
 */
import type { KeyboardEvent } from 'react';

/** A keydown handler for the element around a grid: j/k move between the body rows of that grid. */
export function onRowLetterKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'j' && event.key !== 'k') return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const row = target.closest<HTMLElement>('[role="row"][data-key]');
  if (!row) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="row"][data-key]')];
  const index = rows.indexOf(row);
  const next = rows[event.key === 'j' ? index + 1 : index - 1];
  event.preventDefault();
  next?.focus();
}

/** Gives the focus to the grid row of `key` (its `data-key`), or to the grid when it is not on screen. */
export function focusRow(container: HTMLElement | null, key: string): void {
  const rows = container?.querySelectorAll<HTMLElement>('[role="row"][data-key]') ?? [];
  const row = [...rows].find((element) => element.dataset.key === key);
  (row ?? container?.querySelector<HTMLElement>('[role="grid"]'))?.focus();
}
