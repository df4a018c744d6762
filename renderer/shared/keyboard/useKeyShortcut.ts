import { useEffect, useRef, type RefObject } from 'react';

/** True when keys typed into `target` are text (an input, a text area, a select, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** True when a dialog is open: its own keys win, the screen's shortcuts wait. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * While mounted and `enabled`, the single key `key` (a character such as `n`, `r`, `/`, `?`), pressed
 * anywhere but in a text field or an open dialog and without Ctrl/Alt/Meta, runs `action` (the key
 * press is then consumed). The keyboard-first triage of docs/keyboard.md: one listener per shortcut,
 * removed on unmount, so a screen's shortcuts never outlive it.
 */
export function useKeyShortcut(
  key: string,
  action: () => void,
  enabled = true,
  /** Asked at each press: the shortcut acts only when it says yes (e.g. "the list has the focus"). */
  when?: () => boolean,
): void {
  const latest = useRef(action);
  const latestWhen = useRef(when);
  useEffect(() => {
    latest.current = action;
    latestWhen.current = when;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented)
        return;
      if (isTypingTarget(event.target) || dialogOpen()) return;
      if (latestWhen.current && !latestWhen.current()) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key, enabled]);
}

/** What a list screen offers to the keyboard: `n`, `p` and `r` (docs/keyboard.md). */
export interface ListShortcuts {
  /** Goes to the next page (`n`); ignored while `canNext` is false (loading, last page, a fault). */
  next?: () => void;
  canNext?: boolean;
  /** Goes back a page (`p`), as "Previous page" does; ignored while `canPrevious` is false (page 1). */
  previous?: () => void;
  canPrevious?: boolean;
  /** Re-reads the open item (`r`): a listing's, vehicle's or offer's page, or the inbox. */
  refresh?: () => void;
  /**
   * The list's own element. When given, `n` and `p` act only while the focus is inside it or on
   * nothing (the page itself): with a listing open beside the list and focused, `n` never pages
   * the list underneath it.
   */
  listRef?: RefObject<HTMLElement | null>;
}

/**
 * The focus rule of `n` and `p` (docs/keyboard.md): true when the focus is on nothing in particular
 * (the page's body) or inside `list` (a row, the pager); false when anything else has it (an open
 * item beside the list, its buttons, the filters, the navigation). Without `list`, always true.
 */
function listHasFocus(list: HTMLElement | null | undefined): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || active === document.documentElement) return true;
  return list ? list.contains(active) : true;
}

/** `n` next page, `p` previous page and `r` refresh for a list screen (docs/keyboard.md); each only when given. */
export function useListShortcuts({
  next,
  canNext = false,
  previous,
  canPrevious = false,
  refresh,
  listRef,
}: ListShortcuts): void {
  const listFocused = listRef ? () => listHasFocus(listRef.current) : undefined;
  useKeyShortcut('n', () => next?.(), Boolean(next) && canNext, listFocused);
  useKeyShortcut('p', () => previous?.(), Boolean(previous) && canPrevious, listFocused);
  useKeyShortcut('r', () => refresh?.(), Boolean(refresh));
}
