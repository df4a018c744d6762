/**
 * What closing the window means (docs/watch.md §The tray and closing the window):
 * - Windows and Linux, with "Keep watching when the window is closed" on (the default): the close is
 *   stopped and the window hidden (browser-window.md `close`: `event.preventDefault()` cancels it;
 *   `hide()`), and Dispatch keeps watching in the tray. The first time, a native dialog says so once.
 *   With the setting off, closing the window quits, as before.
 * - Linux with no tray host (desktop/tray-host.ts: no StatusNotifierWatcher, where Electron shows no
 *   icon): closing quits, as with the setting off, and no dialog speaks of a tray that isn't there.
 * - macOS: the platform's convention, whatever the setting: the window closes, the app keeps running
 *   in the Dock and the menu bar with its badge (main.ts's `window-all-closed` does not quit there).
 * - Quitting (the tray's Quit, Cmd+Q, the system's shutdown): `before-quit` comes first
 *   (app.md), so the closes that follow are let through.
 * Plain logic; electron/main.ts hands in the window's and the dialog's calls.
 */

/** A `close` event of a BrowserWindow (only what is used). */
export interface CloseEvent {
  preventDefault(): void;
}

/** Options of {@link createClosePolicy}. */
export interface ClosePolicyOptions {
  platform: NodeJS.Platform;
  /** The setting now (desktop-settings.ts `keepInTray`). */
  keepInTray(): boolean;
  /** Whether the session shows the tray icon (desktop/tray-host.ts); default true. */
  trayShown?(): boolean;
  /** Whether the first close was explained (desktop-settings.ts `closeExplained`). */
  explained(): boolean;
  /** Notes that it was (saved, so it is explained once ever). */
  markExplained(): void;
  /** Shows the explanation (a native message box); errors are the caller's to log. */
  explain(): Promise<void>;
}

/** The policy: main.ts calls `quitting()` on `before-quit` and `onClose` on each window `close`. */
export interface ClosePolicy {
  /** The app quits: every close from now on closes. */
  quitting(): void;
  /**
   * A window's `close`: returns 'hide' after cancelling the close (the caller hides the window), or
   * 'close' to let it close.
   */
  onClose(event: CloseEvent): 'hide' | 'close';
}

/** Creates the policy; see the file comment. */
export function createClosePolicy(options: ClosePolicyOptions): ClosePolicy {
  let quitting = false;
  return {
    quitting() {
      quitting = true;
    },
    onClose(event) {
      if (quitting || options.platform === 'darwin' || !options.keepInTray()) return 'close';
      if (options.trayShown && !options.trayShown()) return 'close';
      event.preventDefault();
      if (!options.explained()) {
        options.markExplained();
        void options.explain().catch(() => undefined);
      }
      return 'hide';
    },
  };
}
