import { useKeyShortcut } from './useKeyShortcut';

/**
 * While mounted, the key `key` (default `/`), pressed anywhere but in a text field and without
 * Ctrl/Alt/Meta, moves the focus to the element `target()` returns (a search screen's first filter).
 */
export function useFocusShortcut(target: () => HTMLElement | null, key = '/'): void {
  useKeyShortcut(key, () => target()?.focus());
}
