import { useEffect, useRef } from 'react';

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
export function useKeyShortcut(key: string, action: () => void, enabled = true): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented)
        return;
      if (isTypingTarget(event.target) || dialogOpen()) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key, enabled]);
}

/** What a list screen offers to the keyboard: `n` and `r` (docs/keyboard.md). */
export interface ListShortcuts {
  /** Goes to the next page (`n`); ignored while `canNext` is false (loading, last page, a fault). */
  next?: () => void;
  canNext?: boolean;
  /** Re-reads the open item (`r`): a listing's, vehicle's or offer's page, or the inbox. */
  refresh?: () => void;
}

/** `n` next page and `r` refresh for a list screen (docs/keyboard.md); each only when given. */
export function useListShortcuts({ next, canNext = false, refresh }: ListShortcuts): void {
  useKeyShortcut('n', () => next?.(), Boolean(next) && canNext);
  useKeyShortcut('r', () => refresh?.(), Boolean(refresh));
}
