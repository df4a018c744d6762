import { afterEach, describe, expect, it } from 'vitest';
import { isThemeChoice, resolveTheme, THEME_STORAGE_KEY, useThemeStore } from './themeStore';

afterEach(() => {
  useThemeStore.getState().setChoice('system');
  localStorage.clear();
});

describe('theme store', () => {
  it('follows the system unless the user chose', () => {
    expect(useThemeStore.getState().choice).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('persists the choice in localStorage', () => {
    useThemeStore.getState().setChoice('dark');
    const stored = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}') as { state?: unknown };
    expect(stored.state).toEqual({ choice: 'dark' });
  });

  it('refuses a value that is no theme', () => {
    expect(isThemeChoice('dark')).toBe(true);
    expect(isThemeChoice('sepia')).toBe(false);
    useThemeStore.getState().setChoice('sepia' as never);
    expect(useThemeStore.getState().choice).toBe('system');
  });
});
