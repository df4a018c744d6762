/**
 * Updates of the desktop app (docs/packaging.md §Updates): electron-updater over the `generic` feed
 * the build config names (build/electron-builder.yml `publish`, written into the packaged app's
 * `app-update.yml` by electron-builder). It checks at start and every {@link CHECK_EVERY_MS},
 * downloads a newer version in the background (its `sha512` from the feed's `latest*.yml` checked by
 * electron-updater), then offers "Restart to update" in the app and the tray. It never restarts on its
 * own while the user is working: it installs when the user chooses to restart, or when they quit
 * (`autoInstallOnAppQuit`).
 *
 * Failures: a check or download that fails for the network (offline, the feed's host unreachable) is
 * silent, only logged, and the next check tries again; a download refused by its checksum (a
 * corrupted or altered file) is reported (`state: 'failed'`, logged) and tried again at the next
 * check. A development run (not packaged) checks nothing (electron-updater's `isUpdaterActive`).
 *
 * An unsigned macOS build can never update itself: Squirrel.Mac refuses an app without a code signature
 * (Electron docs/api/auto-updater.md; its "Could not get code signature for running application" comes
 * as an 'error' while electron-updater's MacUpdater hands it the download, around `update-downloaded`).
 * That refusal ends the updates for the run (`state: 'unsupported'`): logged once, said in Settings, no
 * "Restart to update" (it would do nothing) and no more checks every 6 hours (docs/packaging.md
 * §Updates).
 *
 * Plain logic over a narrow stand-in of electron-updater's `AppUpdater`; electron/main.ts hands in its
 * `autoUpdater` (updater.test.ts drives the real AppUpdater against a feed on loopback).
 */
import type { UpdateView } from '../../shared/contract/desktop';

/** How often the feed is read after the first check at start: every 6 hours (ms). */
export const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * The arguments of "Restart to update"'s `quitAndInstall(isSilent, isForceRunAfter)`: silent, and the
 * app started again (docs/packaging.md §Updates). Windows' assisted NSIS installer (`nsis.oneClick:
 * false`) run without `/S` shows its wizard and starts the app only if the user leaves "Run" ticked on
 * its finish page; run silent with `--force-run` it shows nothing and starts the app itself
 * (electron-builder templates/nsis/installSection.nsh; electron-updater `BaseUpdater.quitAndInstall`,
 * which only passes `isForceRunAfter` on when silent). macOS and the AppImage ignore `isSilent`.
 */
const RESTART_INSTALL = [true, true] as const;

/** The release's fields used (electron-updater's `UpdateInfo`). */
interface UpdateInfo {
  version: string;
  /** `update-downloaded` only: the downloaded file (absolute path). */
  downloadedFile?: string;
}

/** What is used of electron-updater's `AppUpdater` (its docs: "Auto Update"; out/AppUpdater.d.ts). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: {
    info(message?: unknown): void;
    warn(message?: unknown): void;
    error(message?: unknown): void;
  } | null;
  /** Resolves null when the updater is not active (a development run); rejects when the check fails. */
  checkForUpdates(): Promise<{ downloadPromise?: Promise<unknown> | null } | null>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'checking-for-update', listener: () => void): unknown;
  on(
    event: 'update-available' | 'update-not-available' | 'update-downloaded',
    listener: (info: UpdateInfo) => void,
  ): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Options of {@link createUpdates}. */
export interface UpdatesOptions {
  updater: UpdaterLike;
  /** Timers (default the global ones; tests pass fake ones). */
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  log(message: string): void;
  /** Told after every change of `status()` (the tray and the page show it). */
  onChange(): void;
  /**
   * Told when an update is downloaded, with the downloaded file's absolute path (electron-updater's
   * `UpdateDownloadedEvent.downloadedFile`), before it is installed: an AppImage's start at sign-in
   * follows the file the install will leave (login-item.ts `appImageAfterUpdate`).
   */
  onDownloaded?(downloadedFile: string): void;
}

/** The running updates. */
export interface Updates {
  /** Checks now and every {@link CHECK_EVERY_MS} from now on. */
  start(): void;
  /** Checks now (unless a check or download runs, or an update waits for its restart). */
  check(): Promise<void>;
  status(): UpdateView;
  /** Restarts into the downloaded update; false (nothing happens) while none is downloaded. */
  restart(): boolean;
  /**
   * Installs the downloaded update as a quit does (silent, Dispatch not started again), for the
   * session's end on Windows, where no `quit` comes (desktop/session-end.ts); false while none is
   * downloaded.
   */
  installOnQuit(): boolean;
  stop(): void;
}

/** Squirrel.Mac's refusal of an app with no code signature (SQRLUpdater.m, via Electron's autoUpdater). */
function isUnsignedRefusal(error: Error): boolean {
  return /could not get code signature for running application/i.test(error.message);
}

/** A checksum's refusal by builder-util-runtime (`ERR_CHECKSUM_MISMATCH`, "sha512 checksum mismatch"). */
function isChecksumError(error: Error & { code?: unknown }): boolean {
  return error.code === 'ERR_CHECKSUM_MISMATCH' || /checksum mismatch/i.test(error.message);
}

/** Creates the updates over `options.updater`; nothing is read until `start` or `check`. */
export function createUpdates(options: UpdatesOptions): Updates {
  const { updater, log } = options;
  const every = options.setInterval ?? ((run, ms) => setInterval(run, ms));
  const stopEvery = options.clearInterval ?? ((handle) => clearInterval(handle as NodeJS.Timeout));
  let view: UpdateView = { state: 'idle', version: null };
  let timer: unknown = null;
  const set = (next: UpdateView) => {
    view = next;
    options.onChange();
  };

  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.logger = {
    info: () => undefined,
    warn: (message) => log(`Updates: ${String(message)}`),
    error: () => undefined, // every error also comes as an 'error' event, logged below
  };
  updater.on('checking-for-update', () => set({ state: 'checking', version: null }));
  updater.on('update-not-available', () => set({ state: 'idle', version: null }));
  updater.on('update-available', (info) => set({ state: 'downloading', version: info.version }));
  updater.on('update-downloaded', (info) => {
    if (view.state === 'unsupported') return; // Squirrel.Mac refused this app: nothing will install
    log(`Updates: version ${info.version} is downloaded; it is installed when Dispatch restarts or quits.`);
    set({ state: 'ready', version: info.version });
    if (info.downloadedFile) options.onDownloaded?.(info.downloadedFile);
  });
  updater.on('error', (error) => {
    if (view.state === 'unsupported') return;
    if (isUnsignedRefusal(error)) {
      log(
        `Updates: this copy of Dispatch is not signed, so macOS refuses to install version ${view.version ?? '(unknown)'} or any other (${error.message}); no more checks until Dispatch starts again.`,
      );
      set({ state: 'unsupported', version: null });
      stopChecks();
      return;
    }
    if (view.state === 'downloading' && isChecksumError(error)) {
      log(`Updates: the download of version ${view.version} was refused: ${error.message}`);
      set({ state: 'failed', version: view.version });
      return;
    }
    // the network or the feed: silent until the next check
    log(`Updates: no update could be read now (${error.message}); the next check tries again.`);
    set({ state: 'idle', version: null });
  });

  const stopChecks = () => {
    if (timer !== null) stopEvery(timer);
    timer = null;
  };

  const check = async () => {
    if (view.state === 'unsupported') return;
    if (view.state === 'checking' || view.state === 'downloading' || view.state === 'ready') return;
    try {
      const result = await updater.checkForUpdates();
      // the download's failure is also an 'error' event (above)
      await result?.downloadPromise?.catch(() => undefined);
    } catch {
      // reported by the 'error' event
    }
  };

  return {
    start() {
      if (view.state === 'unsupported') return;
      if (timer === null) timer = every(() => void check(), CHECK_EVERY_MS);
      void check();
    },
    check,
    status: () => ({ ...view }),
    restart() {
      if (view.state !== 'ready') return false;
      log(`Updates: the user restarts into version ${view.version}.`);
      updater.quitAndInstall(...RESTART_INSTALL);
      return true;
    },
    installOnQuit() {
      if (view.state !== 'ready') return false;
      log(`Updates: version ${view.version} is installed as the session ends.`);
      // what electron-updater's own quit handler does (BaseUpdater.addQuitHandler: install(true, false))
      updater.quitAndInstall(true, false);
      return true;
    },
    stop: stopChecks,
  };
}
