/**
 * Calls about the desktop app itself (docs/watch.md §The tray and closing the window, docs/packaging.md
 * §Updates): what closing the window does, starting at sign-in, and the app's updates (the UI's language
 * main speaks is told by `desktop.setLanguage`, shared/contract/activity.ts). All local: none sends a request to the exchange. A host without
 * a desktop (the browser host) answers them as unavailable.
 */
import { z } from 'zod';
import { noInput } from './common';
import { call, output } from './call';

/** The desktop's settings as Settings shows them. */
export interface DesktopSettingsView {
  /** This host is the desktop app (the browser host: false, and nothing below applies). */
  available: boolean;
  /**
   * Whether the user can choose what closing the window does: Windows and Linux (macOS keeps running
   * after its window closes, the platform's convention).
   */
  closeChoice: boolean;
  /** Closing the window keeps Dispatch watching in the tray (default on). */
  keepInTray: boolean;
  /**
   * The session shows Dispatch's tray icon: always on Windows and macOS; on Linux only when a tray host
   * (a StatusNotifierWatcher) is on the session bus (electron/desktop/tray-host.ts; stock GNOME has
   * none). False: closing the window quits Dispatch whatever `keepInTray` says, so the watch stops
   * until Dispatch is started again (docs/watch.md §The tray and closing the window).
   */
  trayShown: boolean;
  /** Dispatch starts, to the tray, when the user signs in (default off). */
  startAtLogin: boolean;
  /**
   * Why the system won't start Dispatch at sign-in though asked (null: nothing stops it):
   * `disabled-in-system`, Windows, disabled in Task Manager's Startup apps; `requires-approval`, macOS
   * 13+, waiting for the user in System Settings → General → Login Items (electron/desktop/login-item.ts).
   */
  startAtLoginBlocked: 'disabled-in-system' | 'requires-approval' | null;
}

/** The app's update (docs/packaging.md §Updates). */
export interface UpdateView {
  /**
   * `idle` (none known, or none checked yet), `checking`, `downloading` (a newer version, in the
   * background), `ready` (downloaded: "Restart to update"), `failed` (its download was refused, e.g.
   * by its checksum; tried again at the next check), `unsupported` (this copy can't update itself:
   * an unsigned macOS build, refused by Squirrel.Mac; no more checks this run).
   */
  state: 'idle' | 'checking' | 'downloading' | 'ready' | 'failed' | 'unsupported';
  /** The newer version, while there is one. */
  version: string | null;
}

/** The desktop's calls, each with its input schema and output type. */
export const desktopCalls = {
  'desktop.settings': call(noInput, output<DesktopSettingsView>()),
  /** Changes the given settings; a login item the system refuses rejects with its reason. */
  'desktop.updateSettings': call(
    z.object({ keepInTray: z.boolean().optional(), startAtLogin: z.boolean().optional() }),
    output<DesktopSettingsView>(),
  ),
  /** The update's state (read when the page mounts or regains focus: nothing polls). */
  'update.status': call(noInput, output<UpdateView>()),
  /** Restarts into the downloaded update; `restarting: false` when none is downloaded. */
  'update.restart': call(noInput, output<{ restarting: boolean }>()),
} as const;
