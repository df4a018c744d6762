import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from './themeStore';

/** Makes the OS prefer a dark scheme, or not, for `window.matchMedia('(prefers-color-scheme: dark)')`. */
function systemPrefersDark(dark: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Stores the theme choice the way the theme store persists it (zustand `persist`, version 1). */
function storeChoice(choice: string): void {
  localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { choice }, version: 1 }));
}

/** Runs ./beginTheme.ts as the entry does: a fresh module graph, so the store reads storage again. */
async function begin(): Promise<string | undefined> {
  vi.resetModules();
  await import('./beginTheme');
  return document.documentElement.dataset.theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme at start (beginTheme)', () => {
  it('follows the system when the user never chose', async () => {
    systemPrefersDark(true);
    expect(await begin()).toBe('dark');
    systemPrefersDark(false);
    expect(await begin()).toBe('light');
  });

  it('takes the stored choice over the system, as the module runs', async () => {
    systemPrefersDark(false);
    storeChoice('dark');
    expect(await begin()).toBe('dark');
    systemPrefersDark(true);
    storeChoice('light');
    expect(await begin()).toBe('light');
  });

  it('follows the system for a stored value that is no theme', async () => {
    systemPrefersDark(true);
    storeChoice('sepia');
    expect(await begin()).toBe('dark');
  });
});
