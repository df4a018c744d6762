/**
 * Applies the theme choice (./themeStore.ts) as `data-theme="light|dark"` on `<html>`, following the
 * OS's `prefers-color-scheme` live when the choice is `system`. The shell calls it once.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { resolveTheme, useThemeStore, type AppliedTheme } from './themeStore';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = systemQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the OS prefers a dark scheme now (false where it cannot be asked), updated live. */
function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => systemQuery()?.matches ?? false,
    () => false,
  );
}

/** Sets `data-theme` on `<html>` from the choice and the system; returns the theme applied. */
export function useAppliedTheme(): AppliedTheme {
  const choice = useThemeStore((state) => state.choice);
  const prefersDark = useSystemPrefersDark();
  const applied = resolveTheme(choice, prefersDark);
  useEffect(() => {
    document.documentElement.dataset.theme = applied;
  }, [applied]);
  return applied;
}
