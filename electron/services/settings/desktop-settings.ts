/**
 * The desktop's own settings (docs/watch.md §The tray and closing the window), kept in the settings file
 * under `desktop` (settings-store.ts):
 * - `keepInTray` (on by default): closing the window on Windows and Linux hides it and the app keeps
 *   watching from the tray; off, closing the window quits.
 * - `closeExplained` (false until the first close): the first close that hides the window explains it
 *   once in a native dialog.
 * - `language` (null until the page says): the UI's language, for the words main shows itself (the
 *   tray's menu and the close dialog) before or without a page.
 * Whether Dispatch starts at sign-in is not kept here: the system's login item (or the autostart file)
 * is the only record of it (electron/desktop/login-item.ts).
 *
 * Read leniently field by field, as the watch's settings are: a missing or invalid value takes its
 * default and never sets the file aside.
 */

/** The UI languages main has words for (renderer/shared/format/locale.ts APP_LANGUAGES). */
export type DesktopLanguage = 'en' | 'ro';

/** The desktop's settings; see the file comment. */
export interface DesktopSettings {
  keepInTray: boolean;
  closeExplained: boolean;
  language: DesktopLanguage | null;
}

/** The settings when nothing is stored: keep watching in the tray, not yet explained, no language. */
export function defaultDesktopSettings(): DesktopSettings {
  return { keepInTray: true, closeExplained: false, language: null };
}

/** The settings from what the file holds (`stored` is untrusted: any JSON). Never throws. */
export function readDesktopSettings(stored: unknown): DesktopSettings {
  const settings = defaultDesktopSettings();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return settings;
  const record = stored as Record<string, unknown>;
  if (typeof record.keepInTray === 'boolean') settings.keepInTray = record.keepInTray;
  if (typeof record.closeExplained === 'boolean') settings.closeExplained = record.closeExplained;
  if (record.language === 'en' || record.language === 'ro') settings.language = record.language;
  return settings;
}
