/**
 * Windows shutting down or signing the user out (docs/packaging.md §Updates; Electron 41
 * browser-window.md / base-window.md event `session-end`, Windows only, on each window, hidden ones
 * included, with a `WindowSessionEndEvent`): Windows emits only `session-end` and then ends the
 * process, with no `before-quit`, `will-quit` or `quit`. So what quitting does is done here, synchronously, before the
 * handler returns: the local database and the services are closed (their synchronous part: nothing
 * after an `await` is sure to run), and a downloaded update is installed as on a quit
 * (electron-updater's `autoInstallOnAppQuit`: silent, Dispatch not started again). A dispatcher who
 * keeps Dispatch in the tray and shuts down every night thus gets the update and a closed database.
 * Plain logic; electron/main.ts hands in the app and the calls.
 */

/** Options of {@link onSessionEnd}. */
export interface SessionEndOptions {
  /** Closes the services (the database first); may return a promise, not awaited. */
  closeServices(): unknown;
  /** Installs a downloaded update as a quit does (updater.ts `installOnQuit`); nothing without one. */
  installOnQuit(): void;
  log(message: string): void;
}

/**
 * The listener of a window's `session-end` (main.ts adds it to the main window); it acts once, however
 * many windows tell. Errors of one step are logged and the next one still runs.
 */
export function sessionEndListener(options: SessionEndOptions): () => void {
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    options.log('Windows is shutting down or signing out: Dispatch closes its database.');
    try {
      const closing = options.closeServices();
      if (closing instanceof Promise)
        closing.catch((error: unknown) => options.log(`Dispatch could not close cleanly: ${String(error)}`));
    } catch (error) {
      options.log(`Dispatch could not close cleanly: ${String(error)}`);
    }
    try {
      options.installOnQuit();
    } catch (error) {
      options.log(`The update could not be installed: ${String(error)}`);
    }
  };
}
