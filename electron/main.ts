/**
 * Electron's main process: the wiring of the desktop shell, nothing else. All logic lives in plain
 * Node modules: the app's calls in `electron/services/` (also served by the browser host), and each
 * item of Electron's security checklist in a small module of `electron/shell/`, tested without
 * Electron. This file only connects them to Electron's objects (`main.test.ts` checks the wiring with
 * a faked `electron` module); `entry.ts` runs it.
 *
 * What the wiring guarantees:
 * - the renderer is served from `app://dispatch` (`shell/app-protocol.ts`), never file://, with the
 *   security headers; the window runs it sandboxed, context-isolated, without Node (its
 *   `webPreferences` below), and the preload's one `invoke` is the only bridge;
 * - IPC calls (and withdrawals of calls) are taken only from the top frame of `app://dispatch`
 *   (`shell/ipc-sender.ts`); a withdrawal aborts only the sender's own call
 *   (`services/app/withdrawable-calls.ts`);
 * - every permission is denied but writing the clipboard from the app's own page (`shell/permissions.ts`); no navigation, frame navigation, new window or
 *   webview (`shell/navigation.ts`); only the exchange's website opens, in the browser, over https (or
 *   a sandbox session's own stand-in pages; `shell/website-links.ts`);
 * - the app is "Dispatch" with its own data folder, logs and Windows AppUserModelID, set before the
 *   lock or any path is read (`shell/app-identity.ts`); a startup failure is a native dialog naming the
 *   log (`shell/log-file.ts`); the services reach the exchange through Chromium's network stack
 *   (`net.request`: the system proxy, PAC and certificate store), not Node's fetch, with redirects
 *   answered as Node's fetch does under `redirect: 'manual'` (`shell/net-request-fetch.ts`); the embedded
 *   sandbox (demo mode) runs in a utility process, loaded only when first needed (`shell/utility-fork.ts`);
 * - one instance (`shell/single-instance.ts`); the window's size and place remembered
 *   (`shell/window-state.ts`); a native menu with Edit, View and Window (`shell/menu.ts`); on macOS
 *   closing the window keeps the app until Cmd+Q, and clicking the Dock icon reopens it;
 * - a tray icon with the unread count and a menu; on Windows and Linux closing the window hides it to
 *   the tray (unless the user chose otherwise); a start at sign-in opens to the tray; updates are
 *   checked and downloaded in the background and installed only on the user's restart (`desktop/`).
 */
import { writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  BrowserWindow,
  Menu,
  Notification,
  Tray,
  app,
  dialog,
  ipcMain,
  nativeImage,
  nativeTheme,
  net,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  utilityProcess,
} from 'electron';
import type { CallResult } from '../shared/contract/errors';
import {
  ACTIVITY_CHANNEL,
  CALL_CHANNEL,
  CANCEL_CHANNEL,
  OPEN_PATH_CHANNEL,
  OPEN_PATH_READY_CHANNEL,
  PRINT_PDF_CHANNEL,
  PAGE_ERROR_CHANNEL,
} from './ipc-channels';
import type { AppServices, DesktopShellPort } from './services/app/services';
import { createWithdrawableCalls } from './services/app/withdrawable-calls';
import { scrubHeldKeysText } from './services/keys/held-keys';
import {
  APP_INDEX_URL,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
} from './shell/app-protocol';
import { claimAppIdentity, startupFailureText, windowBackground } from './shell/app-identity';
import { BADGE_DOT_DATA_URL, createDesktopPort } from './shell/desktop-port';
import { isAppSender } from './shell/ipc-sender';
import { savePageAsPdf } from './shell/print-to-pdf';
import { netRequestFetch } from './shell/net-request-fetch';
import { openLogFile, type LogFile } from './shell/log-file';
import { utilityFork } from './shell/utility-fork';
import { menuTemplate } from './shell/menu';
import { createOpenPathRelay } from './shell/open-path-relay';
import { crashDialogText, createPageRecovery } from './shell/page-crash';
import { createPageErrorLog } from './shell/page-errors';
import { createNavigationGuards } from './shell/navigation';
import { limitPermissions } from './shell/permissions';
import { bringToFront, claimSingleInstance } from './shell/single-instance';
import { createWebsiteHosts, describeRefusedUrl } from './shell/website-links';
import { createClosePolicy } from './desktop/close-to-tray';
import { createDesktopShell } from './desktop/desktop-shell';
import { desktopWords } from './desktop/desktop-words';
import { appImageAfterUpdate, createLoginItem, startsHidden } from './desktop/login-item';
import { createTray, type AppTray } from './desktop/tray';
import { macTrayImage, TRAY_ICON_DATA_URL, TRAY_ICON_UNREAD_DATA_URL } from './desktop/tray-icons';
import { sessionEndListener } from './desktop/session-end';
import { hasTrayHost } from './desktop/tray-host';
import { observeBadge } from './desktop/unread-count';
import { createUpdates, type UpdaterLike, type Updates } from './desktop/updater';

/** Options of `start`; the defaults are the bundled app's (`dist/electron/main.mjs`). */
export interface ShellOptions {
  /** The built renderer (`dist/renderer`). */
  rendererDir?: string;
  /** The bundled preload (`dist/electron/preload.cjs`). */
  preloadPath?: string;
  /** The bundled embedded sandbox's process (`dist/electron/sandbox-process.mjs`). */
  sandboxProcessPath?: string;
  /** `process.platform` (macOS conventions differ). */
  platform?: NodeJS.Platform;
  /**
   * Loads the updater (default: electron-updater's `autoUpdater` in a packaged app, none in a development
   * run, which has no feed; docs/packaging.md §Updates).
   */
  loadUpdater?: () => Promise<UpdaterLike | null>;
  /** Where the shell writes what it refused (default: the log file and `console.warn`); never a key. */
  log?: (message: string) => void;
}

/** The running shell. */
export interface RunningShell {
  /** The app's window, null while none is open (macOS, after closing it). */
  window(): BrowserWindow | null;
  services: AppServices;
  /** Opens the window if none is open (the Dock icon on macOS). */
  openWindow(): Promise<void>;
}

/** The answer to a call that is refused before it runs (a sender other than the app's page). */
const REFUSED: CallResult<never> = {
  ok: false,
  error: { kind: 'unexpected', message: 'Calls are only taken from this app.' },
};

/**
 * Runs the shell: everything above, then opens the window. Resolves to null when another instance is
 * already running (this one quits and the other comes to the front).
 * @throws whatever Electron throws when the window can't load (`run` logs it and exits 1).
 */
export async function start(options: ShellOptions = {}): Promise<RunningShell | null> {
  // DISPATCH_RENDERER_DIR (as for the browser host) serves another built renderer, in development only
  const rendererDir =
    options.rendererDir ??
    ((!app.isPackaged && process.env.DISPATCH_RENDERER_DIR) ||
      fileURLToPath(new URL('../renderer/', import.meta.url)));
  const preloadPath = options.preloadPath ?? fileURLToPath(new URL('./preload.cjs', import.meta.url));
  const sandboxProcessPath =
    options.sandboxProcessPath ?? fileURLToPath(new URL('./sandbox-process.mjs', import.meta.url));
  const platform = options.platform ?? process.platform;
  // DISPATCH_DEMO_TICK_SECONDS (as the browser host's --sandbox-tick) moves the demo market faster, in
  // development only: the boot test watches it move within seconds (build/boot.test.ts)
  const demoTick = Number(!app.isPackaged && process.env.DISPATCH_DEMO_TICK_SECONDS);

  // First of all, who the app is: its name, data folder and logs (before the lock or any path is read).
  const places = claimAppIdentity(app, platform);
  const logFile = openLogFile(places.logs);
  startupLog = logFile;
  const log =
    options.log ??
    ((message: string) => {
      logFile.write(message);
      console.warn(scrubHeldKeysText(message)); // the console's copy as scrubbed as the file's
    });

  // Before the app is ready: the privileged scheme, the sandbox for every renderer, the lock.
  protocol.registerSchemesAsPrivileged(APP_SCHEME_PRIVILEGES);
  app.enableSandbox();
  let mainWindow: BrowserWindow | null = null;
  // a second launch shows the window, opening it if Dispatch runs in the tray with none
  let showWindow = () => bringToFront(mainWindow);
  // Electron's methods are called on `app` itself (a native object)
  const lockingApp = {
    requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
    quit: () => app.quit(),
    on: (event: 'second-instance', listener: () => void) => app.on(event, listener),
    onBeforeQuit: (listener: () => void) => void app.on('before-quit', listener),
  };
  if (!claimSingleInstance(lockingApp, () => showWindow())) return null;

  // Every web contents the app ever creates gets the navigation guards, the window's included.
  const websiteHosts = createWebsiteHosts();
  const guards = createNavigationGuards({
    isWebsiteUrl: (url) => websiteHosts.allows(url),
    openExternal: (url) => shell.openExternal(url),
    log,
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', guards.willNavigate);
    contents.on('will-frame-navigate', guards.willFrameNavigate);
    contents.on('will-attach-webview', guards.willAttachWebview);
    contents.setWindowOpenHandler(guards.windowOpen);
  });

  await app.whenReady();
  // What the window and the calls need loads now, not before `whenReady`: the services (zod, conf,
  // keytar, SQLite) and the window state are their own chunk (build/bundle-electron.ts), so the
  // main process reaches `ready` sooner (npm run bench: module evaluation to whenReady).
  const [
    { createAppServices, DEMO_TICK_SECONDS },
    { invokeCall },
    { startSandboxProcess },
    windowState,
    { startWatchDesktop },
    { watchLanguage, watchWords },
  ] = await Promise.all([
    import('./services/app/services'),
    import('./services/app/invoke'),
    import('./services/sandbox-process/launcher'),
    import('./shell/window-state'),
    import('./services/app/watch-desktop'),
    import('./services/app/watch-words'),
  ]);
  const { MIN_SIZE, placeWindow, readWindowState, writeWindowState } = windowState;
  const userData = places.userData;
  // The desktop's notifications and badge; a click opens the item in the window (docs/watch.md §On the
  // desktop), sent to the page once it listens (a click before that is kept: shell/open-path-relay.ts).
  const openPathRelay = createOpenPathRelay((path) => mainWindow?.webContents.send(OPEN_PATH_CHANNEL, path));
  const openAppPath = async (path: string) => {
    if (!mainWindow) await openWindow();
    if (!mainWindow) return;
    bringToFront(mainWindow);
    openPathRelay.open(path);
  };
  const desktop = createDesktopPort({
    platform,
    notificationsSupported: () => Notification.isSupported(),
    createNotification: ({ title, body }) => new Notification({ title, body }),
    openPath: (path) => void openAppPath(path).catch((error: Error) => log(error.message)),
    setBadgeCount: (count) => app.setBadgeCount(count),
    setOverlayIcon: (dot, label) => {
      if (!mainWindow) return false;
      mainWindow.setOverlayIcon(dot ? nativeImage.createFromDataURL(BADGE_DOT_DATA_URL) : null, label);
      return true;
    },
  });
  // The tray's count is the badge's (desktop/unread-count.ts).
  let unread = 0;
  let tray: AppTray | null = null;
  observeBadge(desktop, (count) => {
    unread = count;
    tray?.refresh();
  });
  let updates: Updates | null = null;
  const loginItem = createLoginItem({
    platform,
    app,
    execPath: process.execPath,
    env: process.env,
    home: homedir(),
  });
  let desktopShell: DesktopShellPort | null = null;
  const services = createAppServices({
    desktopShell: () => desktopShell,
    desktop,
    settingsDir: userData,
    // Chromium's network stack for the exchange (net.request may only be called once the app is ready),
    // a redirect handed to the client as the 3xx itself, so it follows its own origin's (docs/api.md
    // §Rate limits, "Redirects")
    fetch: netRequestFetch(net),
    // demo mode only, on first use: the sandbox in a utility process, never on this (UI) thread
    startEmbeddedSandbox: () =>
      startSandboxProcess(utilityFork(utilityProcess, sandboxProcessPath), {
        tickSeconds: Number.isInteger(demoTick) && demoTick > 0 ? demoTick : DEMO_TICK_SECONDS,
      }),
  });

  // The watch speaks from here, whatever the window does (docs/watch.md §On the desktop): main composes
  // and shows its notifications and badge, and pushes each change of the activity to the page.
  startWatchDesktop({
    watch: services.watch,
    desktop,
    words: () => watchWords(watchLanguage(services.watch.language(), app.getLocale()), services.placeNames),
    onError: (error) => log(`The watch could not tell the desktop: ${String(error)}`),
  });
  services.watch.onActivity((push) => mainWindow?.webContents.send(ACTIVITY_CHANNEL, push));
  // the tray's tooltip says when the watch last looked: every change of its state is pushed
  services.watch.onActivity(() => tray?.refresh());

  // The watch reads nothing while the system sleeps, and catches up once when it wakes.
  powerMonitor.on('suspend', () => services.watch.pause());
  powerMonitor.on('resume', () => services.watch.resume());

  // Linux: is there a tray host at all (desktop/tray-host.ts)? Until the bus answers, assume there is.
  let trayShown = true;
  const trayHostAnswer = hasTrayHost(platform).then((shown) => {
    trayShown = shown;
    if (!shown) log('No tray host (StatusNotifierWatcher) in this session: closing the window quits.');
    return shown;
  });
  // The tray, what closing the window means, start at sign-in and updates (docs/watch.md §The tray and
  // closing the window, docs/packaging.md §Updates).
  desktopShell = createDesktopShell({
    platform,
    settings: services.settings,
    loginItem,
    updates: {
      status: () => updates?.status() ?? { state: 'idle', version: null },
      restart: () => updates?.restart() ?? false,
    },
    onChange: () => tray?.refresh(),
    trayShown: () => trayShown,
  });
  const language = () => watchLanguage(services.settings.getDesktop().language, app.getLocale());
  const words = () => desktopWords(language());
  const closePolicy = createClosePolicy({
    platform,
    keepInTray: () => services.settings.getDesktop().keepInTray,
    trayShown: () => trayShown,
    explained: () => services.settings.getDesktop().closeExplained,
    markExplained: () => void services.settings.setDesktop({ closeExplained: true }),
    explain: async () => {
      const { message, detail, button } = words().closeDialog;
      await dialog.showMessageBox({
        type: 'info',
        title: 'Dispatch',
        message,
        detail,
        buttons: [button],
        noLink: true,
      });
    },
  });
  app.on('before-quit', () => closePolicy.quitting());
  // macOS: a 16 pt template image with its @2x (desktop/tray-icons.ts); elsewhere the 32 px colour icon
  const trayIcon =
    platform === 'darwin'
      ? macTrayImage((dataUrl) => nativeImage.createFromDataURL(dataUrl))
      : nativeImage.createFromDataURL(TRAY_ICON_DATA_URL);
  tray = createTray({
    platform,
    tray: new Tray(trayIcon),
    buildMenu: (template) => Menu.buildFromTemplate(template),
    images: { plain: trayIcon, unread: nativeImage.createFromDataURL(TRAY_ICON_UNREAD_DATA_URL) },
    words,
    state: () => {
      const lookedAt = services.watch.status().lastReadAt;
      return {
        unread,
        pausedUntil: services.watch.heldUntil(),
        updateReady: updates?.status().state === 'ready',
        lookedAt: lookedAt === null ? null : Date.parse(lookedAt),
      };
    },
    timeOfDay: (ms) => new Intl.DateTimeFormat(language(), { hour: '2-digit', minute: '2-digit' }).format(ms),
    actions: {
      open: () => showWindow(),
      checkNow: () => void services.watch.checkNow(),
      pauseHour: () => {
        services.watch.holdUntil(Date.now() + PAUSE_MS);
        setTimeout(() => tray?.refresh(), PAUSE_MS + 1000).unref();
        tray?.refresh();
      },
      resume: () => {
        services.watch.holdUntil(null);
        tray?.refresh();
      },
      restartToUpdate: () => void updates?.restart(),
      quit: () => app.quit(),
    },
  });

  limitPermissions(session.defaultSession, log);
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir));

  const withdrawable = createWithdrawableCalls();
  ipcMain.handle(CALL_CHANNEL, async (event, name: unknown, input: unknown, callId: unknown) => {
    if (!isAppSender(event.senderFrame)) {
      log(`Dispatch refused a call from ${describeRefusedUrl(event.senderFrame?.url ?? '')}.`);
      return REFUSED;
    }
    const callName = typeof name === 'string' ? name : '';
    const call = withdrawable.begin(event.sender.id, callId);
    try {
      const result = await invokeCall(services.handlers, callName, input, { signal: call.signal });
      websiteHosts.followSession(callName, result);
      return result;
    } finally {
      call.end();
    }
  });
  ipcMain.on(CANCEL_CHANNEL, (event, callId: unknown) => {
    if (isAppSender(event.senderFrame)) withdrawable.withdraw(event.sender.id, callId);
  });
  // The page's uncaught errors go to the log (shell/page-errors.ts), from the app's page only.
  const pageErrors = createPageErrorLog(log);
  ipcMain.on(PAGE_ERROR_CHANNEL, (event, text: unknown) => {
    if (isAppSender(event.senderFrame)) pageErrors.write(text);
  });
  // The window's page listens for notification clicks from now on; it gets the one kept for it.
  ipcMain.handle(OPEN_PATH_READY_CHANNEL, (event) =>
    isAppSender(event.senderFrame) && event.sender === mainWindow?.webContents
      ? openPathRelay.pageListens()
      : null,
  );

  // "Print" on the desktop: the window's page as a PDF where the user saves it (shell/print-to-pdf.ts)
  ipcMain.handle(PRINT_PDF_CHANNEL, async (event, name: unknown) => {
    const window = mainWindow;
    if (!isAppSender(event.senderFrame) || !window || event.sender !== window.webContents) return 'refused';
    let folder: string;
    try {
      folder = app.getPath('documents');
    } catch {
      folder = homedir();
    }
    try {
      const outcome = await savePageAsPdf(
        event.sender,
        name,
        folder,
        (options) => dialog.showSaveDialog(window, options),
        (path, data) => writeFile(path, data),
      );
      return outcome.kind;
    } catch (error) {
      log(
        `Dispatch could not save the page as a PDF: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 'failed';
    }
  });

  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(platform, app.name, !app.isPackaged)));

  const openWindow = async () => {
    if (mainWindow) return;
    const placement = placeWindow(
      readWindowState(userData),
      screen.getAllDisplays().map((display) => display.workArea),
    );
    const window = new BrowserWindow({
      width: placement.width,
      height: placement.height,
      ...(placement.x === undefined ? {} : { x: placement.x, y: placement.y }),
      minWidth: MIN_SIZE.width,
      minHeight: MIN_SIZE.height,
      title: 'Dispatch',
      show: false,
      // the page's background before it paints (no white flash on a dark desktop)
      backgroundColor: windowBackground(nativeTheme.shouldUseDarkColors),
      // Electron security checklist: no Node, isolated, sandboxed, web security on, no insecure
      // content, no experimental or Blink features, no <webview>; written out here (not built by a
      // helper) so Electronegativity reads them.
      webPreferences: {
        preload: preloadPath,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        experimentalFeatures: false,
        // a file dropped on the window doesn't navigate to it; middle-click opens nothing
        navigateOnDragDrop: false,
        disableBlinkFeatures: 'Auxclick',
        // a page that opens dialogs in a loop can be stopped; no dictionary download from Google
        safeDialogs: true,
        spellcheck: false,
        // developer tools only in a development run
        devTools: !app.isPackaged,
        // V8 caches the app's compiled code from its first run, not only for functions run often:
        // every start after the first skips compiling the first screen's code
        v8CacheOptions: 'bypassHeatCheck',
      },
    });
    mainWindow = window;
    // a page that (re)loads listens only once its preload says so (a same-page route change is no load)
    openPathRelay.pageGone();
    window.webContents.on('did-navigate', () => openPathRelay.pageGone());
    // A page that dies is loaded again once; again soon after, the user chooses (shell/page-crash.ts).
    const recover = createPageRecovery({
      reload: () => window.webContents.reload(),
      ask: async () => {
        // in the UI's language as the page last told it, else the system's (as the tray's words)
        const text = crashDialogText(language(), logFile.path);
        const answer = await dialog.showMessageBox(window, {
          type: 'error',
          ...text,
          defaultId: 0,
          cancelId: 1,
          noLink: true,
        });
        return answer.response;
      },
      quit: () => app.quit(),
      log,
    });
    window.webContents.on('render-process-gone', (_event, details) => {
      openPathRelay.pageGone();
      if (mainWindow !== window) return;
      recover(details).catch((error: Error) => log(`The page could not be recovered: ${error.message}`));
    });
    // maximize() shows a hidden window at once, blank: maximize only once the page is ready to show
    window.once('ready-to-show', () => {
      if (placement.maximized) window.maximize();
      window.show();
    });
    window.on('close', (event) => {
      writeWindowState(userData, { ...window.getNormalBounds(), maximized: window.isMaximized() }, log);
      // Windows and Linux: hidden to the tray, the watch goes on (desktop/close-to-tray.ts)
      if (closePolicy.onClose(event) === 'hide') window.hide();
    });
    window.on('session-end', () => endSession());
    // Windows: the taskbar overlay is the window's; a window shown after a start at sign-in (or made
    // again) gets the dot asked for before it (shell/desktop-port.ts `reapplyBadge`)
    window.on('show', () => void desktop.reapplyBadge());
    window.on('closed', () => {
      if (mainWindow !== window) return;
      mainWindow = null;
      openPathRelay.pageGone();
    });
    await window.loadURL(APP_INDEX_URL);
  };

  // macOS: closing the last window keeps the app (Cmd+Q quits); the Dock icon reopens the window.
  app.on('window-all-closed', () => {
    if (platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void openWindow().catch((e: Error) => log(e.message));
  });
  // Quitting closes the local database and the embedded sandbox first.
  let servicesClosed = false;
  // Windows' shutdown or sign-out: no quit event comes, so close and install there (desktop/session-end.ts)
  const endSession = sessionEndListener({
    closeServices: () => {
      if (servicesClosed) return;
      servicesClosed = true;
      return services.close();
    },
    installOnQuit: () => void updates?.installOnQuit(),
    log,
  });
  app.on('will-quit', (event) => {
    if (servicesClosed) return;
    event.preventDefault();
    servicesClosed = true;
    void services
      .close()
      .catch((error: unknown) => log(`Dispatch could not close cleanly: ${String(error)}`))
      .finally(() => app.quit());
  });

  showWindow = () => {
    if (mainWindow) bringToFront(mainWindow);
    else void openWindow().catch((error: Error) => log(error.message));
  };
  // a start at sign-in opens to the tray, with no window (desktop/login-item.ts); with no tray to open
  // to (Linux without a tray host), it opens the window, or Dispatch would run with nothing to show
  if (!startsHidden(process.argv, platform, app) || !(await trayHostAnswer)) await openWindow();
  // The watch starts once the window is up (its first reads never delay the first page).
  services.watch.start().catch((error: Error) => log(`The watch could not start: ${error.message}`));
  // Updates: checked now and every 6 hours, downloaded in the background, installed on the user's restart.
  (options.loadUpdater ?? loadUpdater)()
    .then((updater) => {
      if (!updater) return;
      updates = createUpdates({
        updater,
        log,
        onChange: () => tray?.refresh(),
        // AppImage: start at sign-in names the file the install will leave (desktop/login-item.ts)
        onDownloaded: (file) => {
          const appImage = process.env.APPIMAGE;
          if (!appImage) return;
          try {
            loginItem.follow(appImageAfterUpdate(appImage, file));
          } catch (error) {
            log(`Start at sign-in could not follow the update: ${String(error)}`);
          }
        },
      });
      updates.start();
    })
    .catch((error: Error) => log(`Updates could not start: ${error.message}`));
  return { window: () => mainWindow, services, openWindow };
}

/** How long the tray's "Pause watching for 1 hour" pauses (ms). */
const PAUSE_MS = 60 * 60 * 1000;

/**
 * electron-updater's `autoUpdater` in a packaged app (a CommonJS package: its exports as `default`). On
 * Linux only the AppImage updates itself (`$APPIMAGE` set); a deb is the system package manager's to
 * update (docs/packaging.md §Updates), where electron-updater would ask for root at quit.
 */
async function loadUpdater(): Promise<UpdaterLike | null> {
  if (!app.isPackaged) return null;
  if (process.platform === 'linux' && !process.env.APPIMAGE) return null;
  const { default: updater } = await import('electron-updater');
  return updater.autoUpdater as unknown as UpdaterLike;
}

/** The log of the running shell, once its identity is set (a startup failure names it). */
let startupLog: LogFile | null = null;

/**
 * Starts the shell. A failure is written to the log, shown in a native error dialog naming the log
 * (a packaged app on Windows or macOS has no console; before `ready` on Linux the dialog goes to
 * stderr: Electron 41 docs/api/dialog.md `showErrorBox`), and the app exits with status 1.
 */
export function run(options: ShellOptions = {}): void {
  start(options).catch((error: unknown) => {
    const { title, content } = startupFailureText(error, startupLog?.path ?? null);
    startupLog?.write(`${title}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`${title}:`, error instanceof Error ? error.message : error);
    dialog.showErrorBox(title, content);
    app.exit(1);
  });
}
