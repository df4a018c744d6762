/**
 * One running app per user: a second launch (a double-click on the icon while the app is open) quits
 * at once and the first instance brings its window to the front. Two instances would share one
 * settings file, one local database and one keychain entry, and the user would not know which window
 * is which.
 */

/** What the lock uses of Electron's `app`. */
export interface LockingApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): unknown;
  /** Subscribes to `before-quit` (main.ts: `(listener) => app.on('before-quit', listener)`). */
  onBeforeQuit?(listener: () => void): void;
}

/** What focusing uses of Electron's `BrowserWindow`. */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/**
 * Takes the single-instance lock. Returns false (after `app.quit()`) when another instance holds it;
 * otherwise returns true and calls `onSecondLaunch` whenever another launch is attempted, until the
 * app starts quitting (`before-quit`): an AppImage's "Restart to update" starts the new image before
 * this one quits (electron-updater AppImageUpdater), and its launch must not open a window in the
 * instance that is going away (docs/packaging.md §Updates).
 */
export function claimSingleInstance(app: LockingApp, onSecondLaunch: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  let quitting = false;
  app.onBeforeQuit?.(() => (quitting = true));
  app.on('second-instance', () => {
    if (!quitting) onSecondLaunch();
  });
  return true;
}

/** Brings `window` to the front: restored if minimized, shown, focused. Does nothing without a window. */
export function bringToFront(window: FocusableWindow | null | undefined): void {
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
