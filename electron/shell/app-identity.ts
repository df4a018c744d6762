/**
 * The app's identity, set before anything reads a path or takes the single-instance lock. Under `npm
 * start` Electron runs our bundle as a path and never reads our package.json, so `app.name` was
 * "Electron" and the settings, the database, the window state and the lock went to a data folder
 * shared with every other such app ("Quit Electron" in the macOS menu); packaged, the name came from
 * package.json's lowercase `name`. So: the name "Dispatch" (`app.setName`), the data folder
 * `<appData>/Dispatch` (`app.setPath('userData')`, which throws for a folder that does not exist:
 * created first), the logs beside it (`app.setAppLogsPath()`: `~/Library/Logs/Dispatch` on macOS,
 * `<userData>/logs` elsewhere), and on Windows the AppUserModelID that electron-builder's installer
 * gives the shortcut (`appId` in build/electron-builder.yml), so notifications and the taskbar group
 * under it, with a fixed toast activator (WINDOWS_IDENTITY). Electron 41 docs/api/app.md: `setName`,
 * `getPath`, `setPath` ("before the ready event" for session data), `setAppLogsPath`,
 * `setAppUserModelId` and `setToastActivatorCLSID` (Windows).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The app's name everywhere the OS shows it (the productName of package.json and electron-builder). */
const APP_NAME = 'Dispatch';

/** Windows' AppUserModelID: build/electron-builder.yml `appId`. */
const APP_USER_MODEL_ID = 'ro.dispatch.desktop';

/**
 * Windows' identity for the installed app and for a development run (`npm start`, not packaged).
 * Electron 41 registers its toast activator (the COM class a click in Action Center starts) under a
 * CLSID it draws at random each run unless `app.setToastActivatorCLSID` names one (docs/api/app.md),
 * and before a toast it rewrites the Start Menu shortcut `<app name>.lnk` whose target is not this
 * executable (shell/browser/notifications/win/windows_toast_activator.cc `EnsureShortcut`). So the
 * installed app names a fixed CLSID, and a development run takes another name, AppUserModelID and
 * CLSID: its shortcut is its own, and `npm start` no longer repoints the installed Dispatch's
 * shortcut at node_modules' electron.exe (which then started instead of Dispatch from Start).
 */
export const WINDOWS_IDENTITY = {
  packaged: {
    name: APP_NAME,
    appUserModelId: APP_USER_MODEL_ID,
    toastActivatorClsid: '{A2639802-1AD9-4013-BE16-435CCFB607EE}',
  },
  development: {
    name: `${APP_NAME} Development`,
    appUserModelId: `${APP_USER_MODEL_ID}.dev`,
    toastActivatorClsid: '{FCCBAC3C-F973-4CBA-8F33-E04550C9E78E}',
  },
} as const;

/** The part of Electron's `app` this needs (Electron 41 docs/api/app.md). */
export interface IdentityApp {
  setName(name: string): void;
  getPath(name: 'appData' | 'logs'): string;
  setPath(name: 'userData', path: string): void;
  setAppLogsPath(path?: string): void;
  setAppUserModelId(id: string): void;
  /** Windows only (absent elsewhere). */
  setToastActivatorCLSID?(id: string): void;
  readonly isPackaged: boolean;
}

/** Where the app keeps its data and its logs once its identity is set. */
export interface AppPlaces {
  userData: string;
  logs: string;
}

/**
 * Sets the name, the data folder (created), the logs folder and, on Windows, the AppUserModelID and the
 * toast activator's CLSID ({@link WINDOWS_IDENTITY}: a development run's differ, and so does its name,
 * which names its Start Menu shortcut; its data folder is the same `<appData>/Dispatch`).
 * Call before `app.whenReady()` and before the single-instance lock.
 * @throws whatever `mkdirSync` or Electron throws when the data folder can't be made or used
 */
export function claimAppIdentity(app: IdentityApp, platform: NodeJS.Platform): AppPlaces {
  app.setName(APP_NAME);
  const userData = join(app.getPath('appData'), APP_NAME);
  mkdirSync(userData, { recursive: true });
  app.setPath('userData', userData);
  app.setAppLogsPath();
  if (platform === 'win32') {
    const windows = app.isPackaged ? WINDOWS_IDENTITY.packaged : WINDOWS_IDENTITY.development;
    app.setName(windows.name);
    app.setAppUserModelId(windows.appUserModelId);
    app.setToastActivatorCLSID?.(windows.toastActivatorClsid);
  }
  return { userData, logs: app.getPath('logs') };
}

/**
 * The window's colour before the page paints (BrowserWindow `backgroundColor`), so a dark desktop
 * never flashes white: the page's own `--bg` of the matching theme (renderer/styles.css). The page's
 * theme choice lives in its storage; the OS's preference is what the shell knows before it loads.
 */
export function windowBackground(dark: boolean): string {
  return dark ? '#15171a' : '#ffffff';
}

/** The dialog of a startup failure: a title and the sentence, with where the log is when there is one. */
export function startupFailureText(
  error: unknown,
  logPath: string | null,
): { title: string; content: string } {
  const why = error instanceof Error ? error.message : String(error);
  return {
    title: `${APP_NAME} could not start`,
    content: logPath ? `${why}\n\nThe details are in ${logPath}.` : why,
  };
}
