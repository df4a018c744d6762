/**
 * The colour theme the user chose: `light`, `dark` or `system` (follow the OS's
 * `prefers-color-scheme`). Kept with zustand `persist` in localStorage (`dispatch.theme`), so it
 * survives a restart; a user who never chose follows the system.
 */
import { persistedStore } from '../persistedStore';

/** The theme choices. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The theme actually applied (`data-theme` on `<html>`). */
export type AppliedTheme = 'light' | 'dark';

/** The localStorage key of the theme choice. */
export const THEME_STORAGE_KEY = 'dispatch.theme';

/** The theme store: the choice and its setter. */
export interface ThemeState {
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
}

/** True for one of the three theme choices (a stored value may be anything). */
export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The zustand store of the theme choice, persisted to localStorage. */
export const useThemeStore = persistedStore<ThemeState>()(
  {
    name: THEME_STORAGE_KEY,
    field: 'choice',
    read: (choice, current) => (isThemeChoice(choice) ? choice : current),
  },
  (set) => ({
    choice: 'system',
    setChoice: (choice) => set({ choice: isThemeChoice(choice) ? choice : 'system' }),
  }),
);

/** The theme a choice comes to, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): AppliedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
