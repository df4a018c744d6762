import { useEffect, useRef } from 'react';

/** True when keys typed into `target` are text (an input, a text area, a select, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * While mounted, the key `key` (default `/`), pressed anywhere but in a text field and without
 * Ctrl/Alt/Meta, moves the focus to the element `target()` returns (a search screen's first filter).
 */
export function useFocusShortcut(target: () => HTMLElement | null, key = '/'): void {
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented)
        return;
      if (isTypingTarget(event.target)) return;
      const element = latest.current();
      if (!element) return;
      event.preventDefault();
      element.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
