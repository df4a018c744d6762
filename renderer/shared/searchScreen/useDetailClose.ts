import type { RefObject } from 'react';
import { focusRow } from '../keyboard/rowKeys';
import { useKeyShortcut } from '../keyboard/useKeyShortcut';

/** What useDetailClose reads of a list: the row the user last opened (cursorList.ts `selectedId`). */
export interface SelectableList {
  useStore: { getState: () => { selectedId: string | null } };
}

/** Options of useDetailClose. */
export interface DetailCloseOptions {
  /** The screen's cursor list: its `selectedId` names the row that gets the focus back. */
  list: SelectableList;
  /** The id (or listing ref) open beside the results, or null when nothing is. */
  openId: string | null;
  /** The results' container (its rows' `data-key` are the ids). */
  resultsRef: RefObject<HTMLElement | null>;
  /**
   * Leaves the open item: navigates back to the search (its promise), or clears the screen's own state
   * (a promise of the next frame, so the rows are there to focus).
   */
  leave: () => unknown;
}

/**
 * Closing the item open beside a screen's results ("Close details", and Escape while one is open,
 * docs/keyboard.md): `leave()`, then the focus goes back to the row of the item that was open (the list's
 * `selectedId`, else `openId`; the grid itself when that row is no longer on screen). Returns `close`.
 * docs/architecture.md §The search-screen kit.
 */
export function useDetailClose({ list, openId, resultsRef, leave }: DetailCloseOptions): () => void {
  const close = () => {
    void Promise.resolve(leave()).then(() => {
      const id = list.useStore.getState().selectedId ?? openId;
      if (id) focusRow(resultsRef.current, id);
    });
  };
  useKeyShortcut('Escape', close, openId !== null);
  return close;
}

/** A promise of the next animation frame: a `leave` that only clears state waits for it (useDetailClose). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
