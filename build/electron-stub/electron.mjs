// A faithful stand-in for the `electron` module in plain Node (the runtime can't run on this machine),
// for the bundle test, the boot test and the package check (build/electron-stub.ts installs it). Each
// member does what Electron 41 documents (docs/api/<file>.md at v41.7.1, named per member) as far as a
// process without Chromium can; a member not written here THROWS "not in the stub", so the app can't
// lean on something the stub merely accepts. Driven by environment variables:
//   ELECTRON_STUB_APPDATA  app.getPath('appData') (default: a new temporary folder)
//   ELECTRON_STUB_MODE     `stop-at-ready` (default): app.whenReady() prints WHEN_READY_REACHED and
//                          ends the process (every module loaded); `boot`: the app runs, and the test
//                          drives it through globalThis.__electronStub (IPC calls, quit).
//   ELECTRON_STUB_TOASTS   `windows`: notifications behave as Windows toasts (they leave the screen
//                          after TOAST_SECONDS with `close` reason `timedOut` and wait in Action Center),
//                          whatever the rest of the stub follows (process.platform)
//   ELECTRON_STUB_OPENED_AT_LOGIN  `1`: on macOS, getLoginItemSettings().wasOpenedAtLogin is true (the
//                          system started the app as a login item; docs/api/app.md, macOS only)
//   ELECTRON_STUB_LOGIN_ITEM  what the user did to the login item outside the app: `disabled`
//                          (Windows: turned off in Task Manager's Startup apps, the StartupApproved
//                          value; browser_win.cc) or `requires-approval` (macOS 13+: not yet allowed in
//                          System Settings → Login Items; browser_mac.mm)
//   ELECTRON_STUB_UNSIGNED  `1`: the app carries no code signature, so on macOS Squirrel.Mac refuses
//                          to update it (autoUpdater, ./squirrel-mac.mjs)
//   ELECTRON_STUB_RESOURCES  a packaged app's `resources` folder: app.isPackaged is true,
//                          process.resourcesPath is that folder (where electron-builder writes
//                          `app-update.yml`) and app.getVersion() the version of `<folder>/app/package.json`
//                          (the app's own package.json, as an unpacked `resources/app`); unset: a
//                          development run (`electron path/to/main.mjs`: not packaged, Electron's version)
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { squirrelMacAutoUpdater } from './squirrel-mac.mjs';

const WHEN_READY_REACHED = 'whenReady reached';
const mode = process.env.ELECTRON_STUB_MODE ?? 'stop-at-ready';

/** An object whose unknown members throw: what the stub doesn't do, the app may not count on. */
function strict(name, members) {
  return new Proxy(members, {
    get(target, key) {
      if (key in target || typeof key === 'symbol' || key === 'then') return target[key];
      throw new Error(`not in the stub: ${name}.${String(key)}`);
    },
  });
}

// ---- app (docs/api/app.md) ----
/** The packaged app's resources folder (ELECTRON_STUB_RESOURCES), null in a development run. */
const resources = process.env.ELECTRON_STUB_RESOURCES ?? null;
// process.resourcesPath (docs/api/process.md): the app's resources folder (a development run's would be
// Electron's own; nothing reads it there, so it is left unset)
if (resources !== null) process.resourcesPath = resources;
/**
 * app.getVersion(): "the version in the application's package.json; if none is found, the version of
 * the current bundle or executable" (docs/api/app.md). A development run's app is Electron's default
 * app here: the stub's own version.
 */
function appVersion() {
  if (resources === null) return '0.0.0-stub';
  try {
    return JSON.parse(readFileSync(join(resources, 'app', 'package.json'), 'utf8')).version ?? '0.0.0-stub';
  } catch {
    return '0.0.0-stub';
  }
}
const appEvents = new EventEmitter();
const paths = new Map();
/**
 * appData: ELECTRON_STUB_APPDATA, else a temporary folder made when a path is first asked for (not at
 * import: most processes that load the stub never ask, and each left an empty folder in the system's
 * temporary folder) and removed when the process exits (the stub's own, never the one the caller gave).
 */
function appDataPath() {
  if (!paths.has('appData')) {
    const given = process.env.ELECTRON_STUB_APPDATA;
    const path = given ?? mkdtempSync(join(tmpdir(), 'appdata-'));
    if (given === undefined) process.once('exit', () => rmSync(path, { recursive: true, force: true }));
    paths.set('appData', path);
  }
  return paths.get('appData');
}
let ready = false;
let quitting = false;
const readyWaiters = [];
const app = strict('app', {
  name: 'Electron', // the default app's name under `electron path/to/main.mjs`
  // isPackaged (docs/api/app.md): true when the app runs from its package (ELECTRON_STUB_RESOURCES)
  isPackaged: resources !== null,
  on: (event, listener) => (appEvents.on(event, listener), app),
  once: (event, listener) => (appEvents.once(event, listener), app),
  emit: (event, ...args) => appEvents.emit(event, ...args),
  setName: (name) => void (app.name = name),
  getName: () => app.name,
  getVersion: appVersion,
  // getLocale(): the system's locale (ELECTRON_STUB_LOCALE, default en-US)
  getLocale: () => process.env.ELECTRON_STUB_LOCALE ?? 'en-US',
  // getPath: a name it has not got throws ("Failed to get 'x' path")
  getPath: (name) => {
    if (name === 'appData') return appDataPath();
    if (name === 'userData' && !paths.has('userData')) paths.set('userData', join(appDataPath(), app.name));
    const path = paths.get(name);
    if (!path) throw new Error(`Failed to get '${name}' path`);
    return path;
  },
  // setPath: a folder that does not exist throws
  setPath: (name, path) => {
    if (!existsSync(path)) throw new Error(`Failed to set path: ${path} does not exist`);
    paths.set(name, path);
  },
  // setAppLogsPath(): ~/Library/Logs/<name> on macOS, inside userData elsewhere
  setAppLogsPath: (path) => void paths.set('logs', path ?? join(app.getPath('userData'), 'logs')),
  // setAppUserModelId(id) (Windows): the Run entry's value name (until set, electron.app.<name>)
  setAppUserModelId: (id) => void (appUserModelId = id),
  // setToastActivatorCLSID(id) (Windows only: absent elsewhere, electron_api_app.cc): a CLSID with or
  // without braces (added), else throws 'Invalid CLSID format'; read back as toastActivatorCLSID
  // (a random one per run when never set)
  setToastActivatorCLSID(id) {
    if (process.platform !== 'win32') throw new TypeError('app.setToastActivatorCLSID is not a function');
    const match = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/i.exec(String(id));
    if (!match || String(id).startsWith('{') !== String(id).endsWith('}'))
      throw new Error('Invalid CLSID format');
    toastActivatorClsid = `{${match[1]}}`;
  },
  get toastActivatorCLSID() {
    return process.platform === 'win32' ? toastActivatorClsid : undefined;
  },
  enableSandbox: () => {
    if (ready) throw new Error('app.enableSandbox() can only be called before app is ready');
  },
  requestSingleInstanceLock: () => true,
  isReady: () => ready,
  whenReady: () => {
    if (mode === 'stop-at-ready') {
      // the bench sets globalThis.__benchStart before importing the bundle: the time to get here
      const start = globalThis.__benchStart;
      console.log(
        typeof start === 'number'
          ? `${WHEN_READY_REACHED} after ${(performance.now() - start).toFixed(1)} ms`
          : WHEN_READY_REACHED,
      );
      setImmediate(() => process.exit(0));
      return new Promise(() => {});
    }
    if (ready) return Promise.resolve();
    return new Promise((resolve) => readyWaiters.push(resolve));
  },
  // quit(): before-quit, then will-quit (preventDefault stops it), then quit, then the process ends
  quit: () => {
    if (quitting) return;
    const before = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    appEvents.emit('before-quit', before);
    if (before.defaultPrevented) return;
    const will = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    appEvents.emit('will-quit', will);
    if (will.defaultPrevented) return;
    quitting = true;
    appEvents.emit('quit', {}, 0);
    setImmediate(() => process.exit(0));
  },
  exit: (code = 0) => process.exit(code),
  // setBadgeCount([count]) (Linux, macOS): 0 hides the badge; returns whether the call succeeded
  setBadgeCount: (count) => {
    if (process.platform === 'win32') throw new Error('not in the stub: app.setBadgeCount on Windows');
    if (count !== undefined && !Number.isInteger(count)) throw new TypeError('count must be an integer');
    badgeCount = count ?? 0;
    return true;
  },
  // getBadgeCount() (Linux, macOS): the value shown in the counter badge
  getBadgeCount: () => badgeCount,
  // setLoginItemSettings(settings) (macOS, Windows; on Linux the method is there and does nothing,
  // shell/browser/browser_linux.cc): openAtLogin defaults to false, Windows' `args` to []
  setLoginItemSettings: (settings = {}) => {
    if (process.platform === 'linux') return;
    loginItem = {
      openAtLogin: settings.openAtLogin === true,
      openAsHidden: settings.openAsHidden === true,
      path: settings.path ?? process.execPath,
      args: settings.args ?? [],
      name: settings.name ?? appUserModelId ?? `electron.app.${app.name}`,
    };
  },
  // getLoginItemSettings([options]) (macOS, Windows; Linux: openAtLogin false): on Windows
  // openAtLogin only when `path` and `args` match the ones set
  // (Windows: executableWillLaunchAtLogin and each launch item's `enabled` false once disabled in Task
  // Manager, openAtLogin still true: browser_win.cc; macOS: `status`, and openAtLogin only when it is
  // `enabled`: browser_mac.mm)
  getLoginItemSettings: (options = {}) => {
    const set = loginItem;
    const matches =
      set !== null &&
      (process.platform !== 'win32' ||
        ((options.path ?? process.execPath) === set.path &&
          JSON.stringify(options.args ?? []) === JSON.stringify(set.args)));
    const outside = process.env.ELECTRON_STUB_LOGIN_ITEM;
    const registered = set !== null && set.openAtLogin;
    const status = !registered
      ? 'not-registered'
      : outside === 'requires-approval'
        ? 'requires-approval'
        : 'enabled';
    const enabled = registered && !(process.platform === 'win32' && outside === 'disabled');
    return {
      ...(process.platform === 'darwin' ? { status } : {}),
      openAtLogin: matches && set.openAtLogin && (process.platform !== 'darwin' || status === 'enabled'),
      openAsHidden: matches && set.openAsHidden,
      wasOpenedAtLogin: process.platform === 'darwin' && process.env.ELECTRON_STUB_OPENED_AT_LOGIN === '1',
      wasOpenedAsHidden: false,
      restoreState: false,
      executableWillLaunchAtLogin: enabled,
      launchItems:
        process.platform === 'win32' && registered
          ? [{ name: set.name, path: set.path, args: set.args, scope: 'user', enabled }]
          : [],
    };
  },
});
let badgeCount = 0;
/** The AppUserModelID set (Windows), null until then. */
let appUserModelId = null;
/** The toast activator's CLSID (Windows): random per run until set. */
let toastActivatorClsid = `{${randomUUID().toUpperCase()}}`;
/** What setLoginItemSettings last set (null: never). */
let loginItem = null;
setImmediate(() => {
  if (mode === 'stop-at-ready') return;
  ready = true;
  appEvents.emit('ready');
  for (const resolve of readyWaiters.splice(0)) resolve();
});

// ---- protocol (docs/api/protocol.md) ----
const handlers = new Map();
const protocol = strict('protocol', {
  registerSchemesAsPrivileged: (schemes) => {
    if (ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    stub.privilegedSchemes = schemes;
  },
  handle: (scheme, handler) => {
    if (!ready) throw new Error('protocol.handle can only be called after app is ready');
    handlers.set(scheme, handler);
  },
  isProtocolHandled: (scheme) => handlers.has(scheme),
});

/** A request through the registered handler of its scheme, as Chromium would make it. */
async function request(url) {
  const handler = handlers.get(new URL(url).protocol.slice(0, -1));
  if (!handler) throw new Error(`net::ERR_UNKNOWN_URL_SCHEME ${url}`);
  return handler(new Request(url));
}

// ---- BrowserWindow and webContents (docs/api/browser-window.md, web-contents.md) ----
let nextId = 1;
class WebContents extends EventEmitter {
  constructor(window) {
    super();
    this.id = nextId++;
    this.windowOpenHandler = null;
    this.mainFrame = null;
    this.window = window;
    this.crashed = false;
    /**
     * The page's `document.visibilityState` (the stub's own, for tests; browser-window.md §Page
     * visibility): `hidden` while the window is minimized or hidden, `visible` otherwise; a window
     * made with `show: false` starts `visible`. Each change emits the stub's 'visibility-changed'.
     */
    this.visibilityState = 'visible';
  }
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
  /**
   * printToPDF(options) as lib/browser/print-to-pdf.ts checks its options (Electron 41): `margins` an
   * object, `pageSize` a paper name (a0-a6, letter, legal, tabloid, ledger, any case) or
   * `{ width, height }` in inches (else Error `Invalid pageSize` / TypeError), margins within the paper,
   * each other option of its type (TypeError `<name> must be a <type>`). Resolves a Buffer: a minimal
   * PDF whose text is the settings asked (stub.printedToPdf records them). The page is never laid out.
   */
  async printToPDF(options) {
    const check = (value, type, name) => {
      if (typeof value !== type) throw new TypeError(`${name} must be a ${type}`);
      return value;
    };
    const margins = check(options.margins ?? {}, 'object', 'margins');
    const papers = {
      letter: [8.5, 11],
      legal: [8.5, 14],
      tabloid: [11, 17],
      ledger: [17, 11],
      a0: [33.1, 46.8],
      a1: [23.4, 33.1],
      a2: [16.54, 23.4],
      a3: [11.7, 16.54],
      a4: [8.27, 11.7],
      a5: [5.83, 8.27],
      a6: [4.13, 5.83],
    };
    const pageSize = options.pageSize ?? 'letter';
    let paper;
    if (typeof pageSize === 'string') {
      paper = papers[pageSize.toLowerCase()];
      if (!paper) throw new Error(`Invalid pageSize ${pageSize}`);
    } else if (typeof pageSize === 'object') {
      if (typeof pageSize.width !== 'number' || typeof pageSize.height !== 'number')
        throw new TypeError('width and height properties are required for pageSize');
      paper = [pageSize.width, pageSize.height];
    } else throw new TypeError('pageSize must be a string or an object');
    const within = (ends, size) => ends.every((end) => end === undefined || end <= size);
    if (!within([margins.top, margins.bottom], paper[1]) || !within([margins.left, margins.right], paper[0]))
      throw new Error('margins must be less than or equal to pageSize');
    const settings = {
      landscape: check(options.landscape ?? false, 'boolean', 'landscape'),
      printBackground: check(options.printBackground ?? false, 'boolean', 'printBackground'),
      scale: check(options.scale ?? 1, 'number', 'scale'),
      pageRanges: check(options.pageRanges ?? '', 'string', 'pageRanges'),
      preferCSSPageSize: check(options.preferCSSPageSize ?? false, 'boolean', 'preferCSSPageSize'),
      paperWidth: paper[0],
      paperHeight: paper[1],
    };
    stub.printedToPdf.push({ webContents: this, settings });
    return Buffer.from(`%PDF-1.4\n% stub ${JSON.stringify(settings)}\n%%EOF\n`);
  }
  /**
   * The stub's own (for tests): a navigation the page starts (a link clicked, `location` set) in its
   * main frame or a subframe, through Electron's navigation throttle as
   * shell/browser/electron_navigation_throttle.cc WillStartRequest runs it: 'will-frame-navigate' for
   * any frame first, and a prevented one cancels the navigation there; only then, for the main frame,
   * 'will-navigate'. Resolves 'cancelled' or 'proceeds' (the stub loads nothing either way).
   */
  navigate(url, { isMainFrame = true } = {}) {
    const navigation = (name) => {
      const event = {
        url,
        isSameDocument: false,
        isMainFrame,
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
      };
      this.emit(name, event, url, false, isMainFrame);
      return event.defaultPrevented;
    };
    if (navigation('will-frame-navigate')) return 'cancelled';
    if (isMainFrame && navigation('will-navigate')) return 'cancelled';
    return 'proceeds';
  }
  // send(channel, ...args): to the page's ipcRenderer (recorded: the test reads what the page got);
  // the arguments go through the structured clone algorithm (a function throws)
  send(channel, ...args) {
    stub.sent.push({ webContentsId: this.id, channel, args: structuredClone(args) });
  }
  // reload(): loads the current page again (a crashed page gets a new renderer process)
  reload() {
    if (!this.mainFrame) return;
    this.crashed = false;
    void this.window.loadURL(this.mainFrame.url).catch(() => {});
  }
  isCrashed() {
    return this.crashed;
  }
  getURL() {
    return this.mainFrame?.url ?? '';
  }
  setVisibility(state) {
    if (this.visibilityState === state) return;
    this.visibilityState = state;
    this.emit('visibility-changed', state);
  }
}
const windows = [];
class BrowserWindow extends EventEmitter {
  static getAllWindows() {
    return windows.filter((w) => !w.destroyed);
  }
  constructor(options = {}) {
    super();
    if (!ready) throw new Error('Cannot create BrowserWindow before app is ready');
    this.options = options;
    this.destroyed = false;
    this.visible = options.show !== false;
    this.maximized = false;
    this.minimized = false;
    this.focused = false;
    this.webContents = new WebContents(this);
    windows.push(this);
    appEvents.emit('web-contents-created', {}, this.webContents);
    stub.windows = windows;
  }
  // loadURL: the page is requested through the protocol handler; did-start-loading, then (a
  // cross-document load) did-navigate, did-finish-load and did-stop-loading; ready-to-show follows
  // the first load
  async loadURL(url) {
    this.webContents.emit('did-start-loading', {});
    const response = await request(url);
    this.loaded = {
      url,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
    if (response.status >= 400) throw new Error(`ERR_FAILED (-2) loading '${url}'`);
    // a scheme registered as standard has a tuple origin in Chromium (Node's URL says "null" for it)
    const parsed = new URL(url);
    this.webContents.mainFrame = {
      url,
      origin: `${parsed.protocol}//${parsed.host}`,
      parent: null,
      top: null,
    };
    this.webContents.mainFrame.top = this.webContents.mainFrame;
    this.webContents.emit('did-navigate', {}, url, response.status, '');
    this.webContents.emit('did-finish-load', {});
    this.webContents.emit('did-stop-loading', {});
    if (!this.readyToShow) {
      this.readyToShow = true;
      setImmediate(() => this.emit('ready-to-show'));
    }
  }
  /** The page's visibility from the window's state (browser-window.md §Page visibility). */
  #pageVisibility() {
    this.webContents.setVisibility(this.minimized || !this.visible ? 'hidden' : 'visible');
  }
  // show(): shows and focuses the window, in its restored state (a minimized one comes back,
  // shell/browser/native_window_views.cc Show: `Show(GetRestoredState())`)
  show() {
    if (this.minimized) {
      this.minimized = false;
      this.emit('restore');
    }
    this.focused = true;
    if (!this.visible) {
      this.visible = true;
      this.emit('show');
    }
    this.#pageVisibility();
  }
  // hide(): 'hide'; the page goes hidden
  hide() {
    if (!this.visible) return;
    this.visible = false;
    this.focused = false;
    this.emit('hide');
    this.#pageVisibility();
  }
  // minimize(): 'minimize'; the page goes hidden
  minimize() {
    if (this.minimized) return;
    this.minimized = true;
    this.focused = false;
    this.emit('minimize');
    this.#pageVisibility();
  }
  // restore(): from minimized to its previous state ('restore'); a hidden window is shown
  restore() {
    if (this.minimized) {
      this.minimized = false;
      this.emit('restore');
    }
    if (!this.visible) {
      this.visible = true;
      this.emit('show');
    }
    this.#pageVisibility();
  }
  maximize() {
    this.maximized = true;
    this.minimized = false;
    if (!this.visible) {
      this.visible = true;
      this.emit('show');
    }
    this.#pageVisibility();
  } // maximize() shows a hidden window
  isMaximized() {
    return this.maximized;
  }
  isMinimized() {
    return this.minimized;
  }
  // isVisible(): on Windows a minimized window is not visible (WS_VISIBLE stays set, Electron checks
  // IsMinimized too); elsewhere the widget's visibility, which minimizing does not change
  isVisible() {
    return process.platform === 'win32' ? this.visible && !this.minimized : this.visible;
  }
  isFocused() {
    return this.focused;
  }
  isDestroyed() {
    return this.destroyed;
  }
  focus() {
    if (this.visible && !this.minimized) this.focused = true;
  }
  // setOverlayIcon(overlay, description) (Windows only: the method is absent elsewhere): a NativeImage
  // or null (clears it)
  setOverlayIcon(overlay, description) {
    if (process.platform !== 'win32') throw new TypeError('win.setOverlayIcon is not a function');
    if (overlay !== null && !(overlay instanceof NativeImage))
      throw new TypeError('Error processing argument');
    this.overlay = { overlay, description };
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: this.options.width ?? 800, height: this.options.height ?? 600 };
  }
  close() {
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroyed = true;
    this.emit('closed');
    if (BrowserWindow.getAllWindows().length === 0) appEvents.emit('window-all-closed');
  }
}

/**
 * The page's renderer process ends (web-contents.md 'render-process-gone', details as
 * structures/render-process-gone-details.md: `reason` crashed, killed, oom, ..., `exitCode`); the
 * window stays, blank, until the page is loaded again.
 */
function renderProcessGone(window, reason = 'crashed', exitCode = reason === 'killed' ? 9 : 139) {
  window.webContents.crashed = true;
  window.webContents.emit('render-process-gone', {}, { reason, exitCode });
}

// ---- ipcMain (docs/api/ipc-main.md): handlers kept; the test invokes them as the page would ----
const ipcHandlers = new Map();
const ipcListeners = new Map();
const ipcMain = strict('ipcMain', {
  handle: (channel, handler) => {
    if (ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    ipcHandlers.set(channel, handler);
  },
  on: (channel, listener) => void ipcListeners.set(channel, listener),
});

// ---- utilityProcess (docs/api/utility-process.md, parent-port.md): a real Node child, with
// process.parentPort shimmed over Node's IPC ----
const parentPortShim = new URL('./parent-port-shim.mjs', import.meta.url).href;
const utilityProcess = strict('utilityProcess', {
  fork: (modulePath, args = [], options = {}) => {
    if (!ready) throw new Error('utilityProcess cannot be created before app is ready.');
    const child = fork(modulePath, args, {
      execArgv: ['--import', parentPortShim],
      stdio: [
        'ignore',
        options.stdio === 'ignore' ? 'ignore' : 'inherit',
        options.stdio === 'ignore' ? 'ignore' : 'inherit',
        'ipc',
      ],
      env: options.env ?? process.env,
    });
    const events = new EventEmitter();
    child.on('spawn', () => events.emit('spawn'));
    child.on('message', (message) => events.emit('message', message));
    child.on('exit', (code) => events.emit('exit', code ?? 0));
    stub.utilityForks.push({ modulePath, args, options });
    return Object.assign(events, {
      get pid() {
        return child.pid;
      },
      postMessage: (message) => child.connected && child.send(message),
      kill: () => child.kill(),
    });
  },
});

// ---- Notification (docs/api/notification.md; shell/browser/api/electron_api_notification.cc,
// shell/browser/notifications/) ----
// The desktop keeps what is shown, not the app's object: each show() puts a toast on the desktop
// (stub.notifications) that holds its Notification only weakly. Electron does not pin a Notification
// (unlike a Tray): once nothing in the app references it, V8 collects it and its native delegate is
// cleared, so a later click on the toast reaches nothing. stub.collectGarbage() runs a full V8
// collection so a test sees that.
/** How long a Windows toast stays on screen before it goes to Action Center (the system default). */
const TOAST_SECONDS = 5;
const windowsToasts = process.env.ELECTRON_STUB_TOASTS === 'windows' || process.platform === 'win32';
/** A shown notification on the desktop. */
class Toast {
  constructor(notification) {
    this.title = notification.title;
    this.body = notification.body;
    this.ref = new WeakRef(notification);
    /** `on-screen`, `in-action-center` (Windows, after its timeout) or `gone`. */
    this.state = 'on-screen';
    if (windowsToasts && notification.timeoutType !== 'never') {
      this.timer = setTimeout(() => this.timeOut(), TOAST_SECONDS * 1000);
      this.timer.unref();
    }
  }
  /** Whether the app's Notification is still alive (not collected). */
  get alive() {
    return this.ref.deref() !== undefined;
  }
  #end() {
    this.state = 'gone';
    clearTimeout(this.timer);
  }
  // the user clicks it (on screen, or in Action Center): 'click', then the toast is gone
  // (notification.cc NotificationClicked: delegate, then Destroy)
  click() {
    if (this.state === 'gone') return false;
    this.#end();
    const notification = this.ref.deref();
    notification?.emit('click', { preventDefault() {} });
    return notification !== undefined;
  }
  // Windows: the toast leaves the screen by itself: 'close' with reason timedOut (the event object
  // is the first argument, EmitWithoutEvent), and it waits in Action Center (not destroyed)
  timeOut() {
    if (this.state !== 'on-screen' || !windowsToasts) return;
    this.state = 'in-action-center';
    clearTimeout(this.timer);
    this.ref.deref()?.emit('close', { reason: 'timedOut' });
  }
  // the user dismisses it: Windows 'close' with reason userCanceled; elsewhere 'close' with a plain
  // event (no reason); the toast is gone
  dismiss() {
    if (this.state === 'gone') return;
    this.#end();
    this.ref.deref()?.emit('close', windowsToasts ? { reason: 'userCanceled' } : { preventDefault() {} });
  }
}
class Notification extends EventEmitter {
  // isSupported(): whether desktop notifications are supported (this stand-in desktop has them)
  static isSupported() {
    return true;
  }
  constructor(options = {}) {
    super();
    if (!ready) throw new Error('Cannot create Notification before app is ready');
    this.title = options.title ?? '';
    this.body = options.body ?? '';
    this.timeoutType = options.timeoutType ?? 'default';
    this.toast = null;
  }
  // show(): shows it ('show'); shown again, the previous toast is dismissed (without an event: its
  // delegate is cleared first) and a new one shown
  show() {
    this.close();
    this.toast = new Toast(this);
    stub.notifications.push(this.toast);
    this.emit('show', { preventDefault() {} });
  }
  // close(): dismisses it, or removes it from Action Center; no 'close' follows (Close() clears the
  // native notification's delegate before the system reports the dismissal)
  close() {
    const toast = this.toast;
    this.toast = null;
    if (toast && toast.state !== 'gone') {
      toast.state = 'gone';
      clearTimeout(toast.timer);
    }
  }
}

/** V8's full collection (node --expose-gc's `gc`, exposed here if the process was started without). */
function fullGc() {
  if (!gcFunction) {
    setFlagsFromString('--expose-gc');
    gcFunction = typeof globalThis.gc === 'function' ? globalThis.gc : runInNewContext('gc');
  }
  gcFunction();
}
let gcFunction = null;

// ---- nativeImage (docs/api/native-image.md): createFromDataURL, representations, template ----
class NativeImage {
  constructor(size) {
    this.size = size;
    this.scaleFactors = size.width === 0 ? [] : [1];
    this.template = false;
  }
  // addRepresentation({ scaleFactor, dataURL }): another scale's bitmap; getSize() stays in points
  // (the scale-1 representation's size: shell/common/api/electron_api_native_image.cc)
  addRepresentation(options) {
    const rep = nativeImage.createFromDataURL(options.dataURL);
    const scale = options.scaleFactor ?? 1;
    if (rep.isEmpty()) return;
    if (this.scaleFactors.length === 0)
      this.size = { width: rep.size.width / scale, height: rep.size.height / scale };
    if (!this.scaleFactors.includes(scale)) this.scaleFactors.push(scale);
    this.scaleFactors.sort((a, b) => a - b);
  }
  getScaleFactors() {
    return [...this.scaleFactors];
  }
  // setTemplateImage(option) (macOS: the menu bar tints it; elsewhere kept, without effect)
  setTemplateImage(option) {
    this.template = option === true;
  }
  isTemplateImage() {
    return this.template;
  }
  isEmpty() {
    return this.size.width === 0;
  }
  getSize() {
    return { ...this.size };
  }
}
const nativeImage = strict('nativeImage', {
  // createFromDataURL(dataURL): a base 64 data URL; the size from a PNG's header, an empty image else
  createFromDataURL: (dataUrl) => {
    if (typeof dataUrl !== 'string') throw new TypeError('Error processing argument');
    const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
    const bytes = match ? Buffer.from(match[1], 'base64') : Buffer.alloc(0);
    const png = bytes.length > 24 && bytes.toString('latin1', 1, 4) === 'PNG';
    return new NativeImage(
      png ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : { width: 0, height: 0 },
    );
  },
});

// ---- powerMonitor (docs/api/power-monitor.md): an EventEmitter; the test emits suspend/resume ----
const powerEvents = new EventEmitter();
const powerMonitor = strict('powerMonitor', {
  on: (event, listener) => (powerEvents.on(event, listener), powerMonitor),
  once: (event, listener) => (powerEvents.once(event, listener), powerMonitor),
  emit: (event, ...args) => powerEvents.emit(event, ...args),
});

// ---- the rest the shell uses ----
/** The statuses Chromium's URL loader treats as redirects (with a Location). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Chromium's most redirects of one request (net/url_request/url_request.h kMaxRedirects). */
const MAX_REDIRECTS = 20;
/** Node's connection error codes as Chromium's net error strings (net/base/net_error_list.h). */
const NET_ERRORS = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
  ETIMEDOUT: 'net::ERR_CONNECTION_TIMED_OUT',
  UND_ERR_SOCKET: 'net::ERR_CONNECTION_CLOSED',
};
/** The headers net-client-request.ts's IncomingMessage keeps once (the first value); others are joined. */
const DISCARDABLE_DUPLICATES = new Set([
  'content-type',
  'content-length',
  'user-agent',
  'referer',
  'host',
  'authorization',
  'proxy-authorization',
  'if-modified-since',
  'if-unmodified-since',
  'from',
  'location',
  'max-forwards',
  'retry-after',
  'etag',
  'last-modified',
  'server',
  'age',
  'expires',
]);
/** A `net::ERR_…` Error for a rejected Node fetch (its cause's code), else `net::ERR_FAILED`. */
function netError(error) {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (NET_ERRORS[e.code]) return new Error(NET_ERRORS[e.code]);
  }
  return new Error('net::ERR_FAILED');
}
/** A redirect's new method (net/url_request/redirect_info.cc ComputeMethodForRedirect). */
function methodForRedirect(method, status) {
  if (status === 303 && method !== 'HEAD') return 'GET';
  if ((status === 301 || status === 302) && method === 'POST') return 'GET';
  return method;
}
/**
 * The URL of a request given by its parts (net-client-request.ts parseOptions, no `url`): `protocol`
 * (default http:), `host` or else `hostname` (default localhost) and `port`, `path` (default /; a space
 * in it throws).
 */
function urlOfParts(opts) {
  if (opts.path && / /.test(opts.path)) throw new TypeError('Request path contains unescaped characters');
  const where = opts.host ?? `${opts.hostname ?? 'localhost'}${opts.port ? `:${opts.port}` : ''}`;
  const path = new URL(opts.path || '/', 'http://localhost');
  return `${opts.protocol || 'http:'}//${where}${path.pathname}${path.search}${path.hash}`;
}
/**
 * ClientRequest (docs/api/client-request.md; lib/common/api/net-client-request.ts at v41.7.1), for a
 * request without a body: `end()` starts it. Chromium's URL loader stands in as Node's fetch with
 * `redirect: 'manual'`, one hop at a time, so each redirect goes through the policy as the real
 * `'redirect'` handler does, before the target is asked:
 * - `follow`: emits `'redirect'` (followRedirect() allowed, without effect) and goes on;
 * - `error`: fails "Attempted to redirect, but redirect policy was 'error'";
 * - `manual`: emits `'redirect'` (statusCode, newMethod, newUrl, headers as lower-case name → values);
 *   followRedirect() called synchronously in it goes on, abort() in it ends quietly ('abort' on the
 *   next tick, then 'close'), neither fails "Redirect was cancelled".
 * A failure emits `'error'` then `'close'`; a response emits `'response'` with an IncomingMessage (a
 * Readable with statusCode, statusMessage, headers). A followed hop sends the same headers (Dispatch
 * never follows another origin, so whatever Chromium drops there is not modelled).
 */
class ClientRequest extends EventEmitter {
  constructor(options) {
    super();
    const opts = typeof options === 'string' ? { url: options } : { ...options };
    const url = opts.url ?? opts.href ?? urlOfParts(opts);
    if (opts.session !== undefined && !(opts.session instanceof Session))
      throw new TypeError('`session` should be an instance of the Session class');
    this._policy = opts.redirect ?? 'follow';
    if (!['follow', 'error', 'manual'].includes(this._policy))
      throw new Error('redirect mode should be one of follow, error or manual');
    if (!['http:', 'https:'].includes(new URL(url).protocol))
      throw new Error('ClientRequest only supports http: and https: protocols');
    this._url = url;
    this._method = (opts.method ?? 'GET').toUpperCase();
    this._headers = new Map();
    for (const [name, value] of Object.entries(opts.headers ?? {})) this.setHeader(name, value);
    this._started = false;
    this._aborted = false;
    this._destroyed = false;
    this._followRedirectCb = undefined;
    this._controller = new AbortController();
    this._response = null;
  }
  setHeader(name, value) {
    if (this._started) throw new Error("Can't set headers after they are sent");
    if (value == null) throw new Error(`\`value\` required in setHeader("${name}", value)`);
    this._headers.set(String(name).toLowerCase(), { name, value: String(value) });
  }
  getHeader(name) {
    return this._headers.get(String(name).toLowerCase())?.value;
  }
  removeHeader(name) {
    if (this._started) throw new Error("Can't remove headers after they are sent");
    this._headers.delete(String(name).toLowerCase());
  }
  write() {
    throw new Error('not in the stub: ClientRequest.write (a request body)');
  }
  end() {
    if (this._started) return;
    this._started = true;
    void this._run();
  }
  followRedirect() {
    if (this._followRedirectCb) this._followRedirectCb();
    else throw new Error('followRedirect() called, but was not waiting for a redirect');
  }
  abort() {
    if (!this._aborted && !this._destroyed) process.nextTick(() => this.emit('abort'));
    this._aborted = true;
    this._die();
  }
  _die(error) {
    if (this._destroyed) return;
    this._destroyed = true;
    this._controller.abort();
    this._response?.destroy(error);
    process.nextTick(() => {
      if (error) this.emit('error', error);
      this.emit('close');
    });
  }
  async _run() {
    const headers = Object.fromEntries([...this._headers.values()].map((h) => [h.name, h.value]));
    let url = this._url;
    let method = this._method;
    for (let hops = 0; ; hops++) {
      let answer;
      try {
        answer = await fetch(url, { method, headers, redirect: 'manual', signal: this._controller.signal });
      } catch (error) {
        if (!this._destroyed) this._die(netError(error));
        return;
      }
      if (this._destroyed) return void answer.body?.cancel().catch(() => {});
      const location = answer.headers.get('location');
      if (REDIRECT_STATUSES.has(answer.status) && location !== null) {
        await answer.body?.cancel().catch(() => {});
        if (hops + 1 > MAX_REDIRECTS) return this._die(new Error('net::ERR_TOO_MANY_REDIRECTS'));
        const newUrl = new URL(location, url).href;
        const newMethod = methodForRedirect(method, answer.status);
        if (!this._redirect(answer, newMethod, newUrl)) return;
        url = newUrl;
        method = newMethod;
        continue;
      }
      this._respond(answer);
      return;
    }
  }
  /** The `'redirect'` handler of net-client-request.ts: true when the request goes on to `newUrl`. */
  _redirect(answer, newMethod, newUrl) {
    const headers = {};
    for (const [name, value] of answer.headers) headers[name] = [value];
    if (this._policy === 'error') {
      this._die(new Error("Attempted to redirect, but redirect policy was 'error'"));
      return false;
    }
    let followed = this._policy === 'follow';
    this._followRedirectCb = this._policy === 'follow' ? () => {} : () => void (followed = true);
    try {
      this.emit('redirect', answer.status, newMethod, newUrl, headers);
    } finally {
      this._followRedirectCb = undefined;
      if (!followed && !this._aborted) this._die(new Error('Redirect was cancelled'));
    }
    return followed && !this._destroyed;
  }
  _respond(answer) {
    const headers = {};
    for (const [name, value] of answer.headers) {
      if (name === 'set-cookie') headers[name] = answer.headers.getSetCookie();
      else headers[name] = DISCARDABLE_DUPLICATES.has(name) ? value.split(', ')[0] : value;
    }
    const body = answer.body ? Readable.fromWeb(answer.body) : Readable.from([]);
    const message = Object.assign(body, {
      statusCode: answer.status,
      statusMessage: answer.statusText,
      headers,
    });
    this._response = message;
    message.once('close', () => {
      if (!this._destroyed) {
        this._destroyed = true;
        this.emit('close');
      }
    });
    this.emit('response', message);
  }
}
const net = strict('net', {
  // net.request(options) (docs/api/net.md; lib/browser/api/net.ts): after ready only
  request: (options, callback) => {
    if (!ready) throw new Error('net module can only be used after app is ready');
    const request = new ClientRequest(options);
    if (callback) request.once('response', callback);
    return request;
  },
  // net.fetch (docs/api/net.md): only after ready. lib/browser/api/net-fetch.ts (fetchWithSession)
  // over this stub's ClientRequest, as Electron 41 builds it: `redirect` handed to the request and no
  // 'redirect' listener, so `follow` follows, `error` rejects "Attempted to redirect, but redirect
  // policy was 'error'", and `manual` rejects "Redirect was cancelled" (no followRedirect() was
  // called) without asking the target: it never resolves to a 3xx or an opaque redirect. A failed
  // connection rejects with Chromium's `net::ERR_…` Error; an abort with the signal's reason.
  fetch: async (input, init) => {
    if (!ready) throw new Error('net.fetch() can only be used after app is ready');
    const request = new Request(input, init);
    const aborted = () =>
      request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (request.signal.aborted) throw aborted();
    if (request.body !== null) throw new Error('not in the stub: net.fetch with a body');
    return new Promise((resolve, reject) => {
      let locallyAborted = false;
      const client = new ClientRequest({
        method: request.method,
        url: request.url,
        redirect: request.redirect,
      });
      request.signal.addEventListener(
        'abort',
        () => {
          locallyAborted = true;
          reject(aborted());
          client.abort();
        },
        { once: true },
      );
      for (const [name, value] of request.headers) client.setHeader(name, value);
      client.on('response', (message) => {
        if (locallyAborted) return;
        const headers = new Headers();
        for (const [name, value] of Object.entries(message.headers)) {
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const body =
          [101, 204, 205, 304].includes(message.statusCode) || request.method === 'HEAD'
            ? null
            : Readable.toWeb(message);
        resolve(
          new Response(body, {
            headers,
            status: message.statusCode,
            statusText: message.statusMessage,
          }),
        );
      });
      client.on('error', (error) => reject(error));
      client.end();
    });
  },
});
/** dialog.showMessageBox's arguments: `([window, ]options)`. */
function messageBoxArguments(first, second) {
  const [window, options] = first instanceof BrowserWindow ? [first, second] : [null, first];
  if (typeof options?.message !== 'string') throw new TypeError('Error processing argument');
  return { window, options };
}
const dialog = strict('dialog', {
  // showErrorBox (docs/api/dialog.md): before ready on Linux it goes to stderr
  showErrorBox: (title, content) => {
    stub.errorBoxes.push({ title, content });
    console.error(`${title}\n${content}`);
  },
  // showMessageBox([window, ]options): `message` is required; resolves { response, checkboxChecked }
  // once the user answers: here at once, with stub.messageBoxResponse (default: the defaultId or 0)
  showMessageBox: async (first, second) => {
    const { window, options } = messageBoxArguments(first, second);
    stub.messageBoxes.push({ window, ...options });
    return {
      response: stub.messageBoxResponse ?? options.defaultId ?? 0,
      checkboxChecked: options.checkboxChecked === true,
    };
  },
  // showSaveDialog([window, ]options) (docs/api/dialog.md): resolves { canceled, filePath } once the user
  // answers: here at once, with stub.saveDialogAnswer (default: cancelled, filePath '')
  showSaveDialog: async (first, second) => {
    const [window, options] = first instanceof BrowserWindow ? [first, second] : [null, first];
    stub.saveDialogs.push({ window, ...(options ?? {}) });
    return stub.saveDialogAnswer ?? { canceled: true, filePath: '' };
  },
  // showMessageBoxSync([window, ]options): the same, answering the button's index
  showMessageBoxSync: (first, second) => {
    const { window, options } = messageBoxArguments(first, second);
    stub.messageBoxes.push({ window, ...options });
    return stub.messageBoxResponse ?? options.defaultId ?? 0;
  },
});
/**
 * A Session (docs/api/session.md) made by `session.fromPartition`, for `net.request({ session })`:
 * requests through it are made as any other here (its cache and cookies are not modelled).
 */
class Session {}
/** The sessions made, by partition (fromPartition gives the same one for the same partition). */
const partitions = new Map();
const session = strict('session', {
  // fromPartition(partition[, options]): after ready only; a `persist:` prefix keeps it on disk (not
  // modelled); the same partition answers the same Session
  fromPartition: (partition) => {
    if (!ready) throw new Error('Session can only be received when app is ready');
    if (typeof partition !== 'string') throw new TypeError('Error processing argument at index 0');
    if (!partitions.has(partition)) partitions.set(partition, strict(`session(${partition})`, new Session()));
    return partitions.get(partition);
  },
  defaultSession: strict('session.defaultSession', {
    setPermissionRequestHandler: (handler) => void (stub.permissionRequestHandler = handler),
    setPermissionCheckHandler: (handler) => void (stub.permissionCheckHandler = handler),
    setDevicePermissionHandler: (handler) => void (stub.devicePermissionHandler = handler),
  }),
});

/**
 * A permission check from the main frame of `window`'s page, with the arguments Electron 41 passes
 * (shell/browser/electron_permission_manager.cc GetPermissionResultForCurrentDocument): the frame's
 * origin as a URL (`app://dispatch/`, its trailing slash), `embeddingOrigin` the main frame's origin
 * (always set), `requestingUrl` the frame's URL, `isMainFrame` true. Without a handler Electron grants
 * every check but `deprecated-sync-clipboard-read`.
 */
function checkPermission(permission, window = windows[0]) {
  const frame = window.webContents.mainFrame;
  if (!frame) throw new Error('the window has no page');
  const origin = `${frame.origin}/`;
  if (!stub.permissionCheckHandler) return permission !== 'deprecated-sync-clipboard-read';
  return stub.permissionCheckHandler(window.webContents, permission, origin, {
    embeddingOrigin: origin,
    requestingUrl: frame.url,
    isMainFrame: true,
  });
}

/**
 * A permission request from the main frame of `window`'s page (session.md
 * `setPermissionRequestHandler`: details with `requestingUrl` and `isMainFrame`); resolves to whether
 * it was granted (without a handler Electron grants it).
 */
function requestPermission(permission, window = windows[0]) {
  const frame = window.webContents.mainFrame;
  if (!frame) throw new Error('the window has no page');
  if (!stub.permissionRequestHandler) return Promise.resolve(true);
  return new Promise((resolve) =>
    stub.permissionRequestHandler(window.webContents, permission, resolve, {
      requestingUrl: frame.url,
      isMainFrame: true,
    }),
  );
}

// ---- Tray (docs/api/tray.md; shell/browser/api/electron_api_tray.cc) ----
// Pinned by Electron (it lives until destroy(), whatever the app references). Events the test emits:
// click, right-click, double-click (macOS, Windows), middle-click (Windows).
class Tray extends EventEmitter {
  // new Tray(image[, guid]): after ready only; image a NativeImage or a path
  constructor(image, guid) {
    super();
    if (!ready) throw new Error('Cannot create Tray before app is ready');
    if (guid !== undefined && typeof guid !== 'string')
      throw new Error('Invalid GUID format - GUID must be a string');
    this.image = Tray.#image(image);
    this.toolTip = '';
    this.contextMenu = null;
    this.destroyed = false;
    stub.trays.push(this);
  }
  static #image(image) {
    if (image instanceof NativeImage || typeof image === 'string') return image;
    throw new TypeError('Error processing argument at index 0, conversion failure');
  }
  #alive() {
    if (this.destroyed) throw new Error('Tray is destroyed');
  }
  setImage(image) {
    this.#alive();
    this.image = Tray.#image(image);
  }
  setToolTip(toolTip) {
    this.#alive();
    if (typeof toolTip !== 'string') throw new TypeError('Error processing argument at index 0');
    this.toolTip = toolTip;
  }
  // setContextMenu(menu): a Menu from Menu.buildFromTemplate, or null
  setContextMenu(menu) {
    this.#alive();
    if (menu !== null && !Array.isArray(menu?.items))
      throw new TypeError('Error processing argument at index 0');
    this.contextMenu = menu;
  }
  destroy() {
    this.destroyed = true;
  }
  isDestroyed() {
    return this.destroyed;
  }
}
const Menu = strict('Menu', {
  buildFromTemplate: (template) => ({ items: template }),
  setApplicationMenu: (menu) => void (stub.menu = menu),
});
const screen = strict('screen', {
  getAllDisplays: () => {
    if (!ready) throw new Error("The 'screen' module can't be used before the app 'ready' event");
    return [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];
  },
});
// ---- autoUpdater (docs/api/auto-updater.md): macOS's Squirrel.Mac. Elsewhere an EventEmitter
// (lib/browser/api/auto-updater/auto-updater-win.ts on Windows, the native one given EventEmitter's
// prototype on Linux), on which electron-updater's BaseUpdater emits `before-quit-for-update` before
// it quits to install; Squirrel.Windows' own checks are not modelled (the app updates Windows through
// electron-updater's NSIS installer) and Linux's does nothing ----
const autoUpdater =
  process.platform === 'darwin' ? macAutoUpdater() : strict('autoUpdater', new EventEmitter());

/**
 * macOS's autoUpdater: Squirrel.Mac (./squirrel-mac.mjs) under Electron's own quitAndInstall
 * (shell/browser/api/electron_api_auto_updater.cc `QuitAndInstall`): `before-quit-for-update`, then the
 * windows are closed and, once none is left (`OnWindowAllClosed`), Squirrel relaunches into the update;
 * its `relaunchToInstallUpdate` terminates the app (the app's quit: before-quit, will-quit, quit).
 */
function macAutoUpdater() {
  const squirrel = squirrelMacAutoUpdater({ signed: process.env.ELECTRON_STUB_UNSIGNED !== '1' });
  const relaunchToInstall = squirrel.quitAndInstall;
  const install = () => {
    const before = squirrel.relaunchedToInstall;
    relaunchToInstall();
    if (squirrel.relaunchedToInstall > before) app.quit();
  };
  squirrel.quitAndInstall = () => {
    squirrel.emit('before-quit-for-update');
    if (BrowserWindow.getAllWindows().length === 0) return install();
    appEvents.once('window-all-closed', install);
    for (const window of BrowserWindow.getAllWindows()) window.close();
  };
  return squirrel;
}
const shell = strict('shell', { openExternal: async (url) => void stub.openedExternally.push(url) });
const nativeTheme = strict('nativeTheme', { shouldUseDarkColors: false, themeSource: 'system' });
const contextBridge = strict('contextBridge', {});
const ipcRenderer = strict('ipcRenderer', {});

/** What the test reads and drives. */
const stub = {
  windows,
  utilityForks: [],
  errorBoxes: [],
  /** dialog.showMessageBox(Sync)'s options, with their `window` (null for none), in order. */
  messageBoxes: [],
  /** The button dialog.showMessageBox answers (undefined: the defaultId, else 0). */
  messageBoxResponse: undefined,
  /** dialog.showSaveDialog's options, with their `window` (null for none), in order. */
  saveDialogs: [],
  /** What dialog.showSaveDialog answers (undefined: cancelled, `{ canceled: true, filePath: '' }`). */
  saveDialogAnswer: undefined,
  /** Each webContents.printToPDF asked: its webContents and the settings it checked, in order. */
  printedToPdf: [],
  openedExternally: [],
  /** The trays made (Tray), in order. */
  trays: [],
  /**
   * The notifications shown on the desktop, in order (Toast: title, body, state, alive; click(),
   * timeOut(), dismiss()). They hold the app's Notification weakly.
   */
  notifications: [],
  /**
   * Runs a full V8 garbage collection after the current task: a Notification nothing in the app
   * references any more is collected, and its toast's click then reaches nothing. Resolves to how
   * many shown toasts lost their Notification.
   */
  async collectGarbage() {
    await new Promise((resolve) => setImmediate(resolve));
    fullGc();
    await new Promise((resolve) => setImmediate(resolve));
    return stub.notifications.filter((toast) => !toast.alive).length;
  },
  checkPermission,
  requestPermission,
  renderProcessGone,
  /**
   * Windows shutting down or signing the user out (base-window.md event `session-end`, Windows; from
   * WM_ENDSESSION, shell/browser/native_window_views_win.cc): each window, hidden ones too, emits
   * `session-end` with a WindowSessionEndEvent (`reasons`), and Windows then ends the process: no
   * app `before-quit`, `will-quit` or `quit` follows, and nothing the handlers left for a later turn (a
   * timer, a promise's continuation) runs. Returns the events seen meanwhile; the process is not ended
   * here (the test goes on), but nothing asynchronous may count as done.
   */
  endSession(reasons = ['shutdown']) {
    const seen = [];
    const listeners = ['before-quit', 'will-quit', 'quit'].map((event) => [event, () => seen.push(event)]);
    for (const [event, listener] of listeners) appEvents.on(event, listener);
    for (const window of windows.filter((w) => !w.destroyed)) {
      seen.push('session-end');
      window.emit('session-end', { reasons, preventDefault: () => undefined });
    }
    for (const [event, listener] of listeners) appEvents.off(event, listener);
    return seen;
  },
  /** Messages main sent to a page (webContents.send). */
  sent: [],
  powerMonitor,
  request,
  /** Calls an ipcMain listener as the page at the first window's top frame does (ipcRenderer.send). */
  send(channel, ...args) {
    const listener = ipcListeners.get(channel);
    if (!listener) return;
    const window = windows[0];
    listener(
      { sender: window.webContents, senderFrame: window.webContents.mainFrame },
      ...structuredClone(args),
    );
  },
  /**
   * Calls an ipcMain handler as the page at the first open window's top frame does (ipcRenderer.invoke;
   * a destroyed window has no page left to call).
   */
  async invoke(channel, ...args) {
    const handler = ipcHandlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    const window = windows.find((w) => !w.destroyed) ?? windows[0];
    return handler({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, ...args);
  },
};
globalThis.__electronStub = stub;

// (named exports only: the bundles import `{ app, ... }`; the preload's `require('electron')` never runs here)
export {
  app,
  autoUpdater,
  BrowserWindow,
  contextBridge,
  dialog,
  ipcMain,
  ipcRenderer,
  Menu,
  nativeImage,
  nativeTheme,
  net,
  Notification,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  Tray,
  utilityProcess,
};
