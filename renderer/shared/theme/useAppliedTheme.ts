/**
 * Applies the theme choice (./themeStore.ts) as `data-theme="light|dark"` on `<html>`, following the
 * OS's `prefers-color-scheme` live when the choice is `system`: once before the app's first render
 * (`applyTheme`, from ./beginTheme.ts), then from the shell (`useAppliedTheme`, called once).
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

/** Whether the OS prefers a dark scheme now (false where it cannot be asked). */
function systemPrefersDark(): boolean {
  return systemQuery()?.matches ?? false;
}

/** Whether the OS prefers a dark scheme now, updated live. */
function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribe, systemPrefersDark, () => false);
}

/**
 * Sets `data-theme` on `<html>` now, from the stored choice (zustand's `persist` has read it from
 * localStorage when the store was made) and the OS's preference; returns the theme applied. Called
 * before the app's first render, so its first frame is already in the chosen theme.
 */
export function applyTheme(): AppliedTheme {
  const applied = resolveTheme(useThemeStore.getState().choice, systemPrefersDark());
  document.documentElement.dataset.theme = applied;
  return applied;
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
