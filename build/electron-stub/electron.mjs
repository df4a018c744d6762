// A faithful stand-in for the `electron` module in plain Node (the runtime can't run on this machine),
// for the bundle test, the boot test and the package check (build/electron-stub.ts installs it). Each
// member does what Electron 41 documents (docs/api/<file>.md at v41.7.1, named per member) as far as a
// process without Chromium can; a member not written here THROWS "not in the stub", so the app can't
// lean on something the stub merely accepts. Driven by environment variables:
//   ELECTRON_STUB_APPDATA  app.getPath('appData') (default: a new temporary folder)
//   ELECTRON_STUB_MODE     `stop-at-ready` (default): app.whenReady() prints WHEN_READY_REACHED and
//                          ends the process (every module loaded); `boot`: the app runs, and the test
//                          drives it through globalThis.__electronStub (IPC calls, quit).
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
const appEvents = new EventEmitter();
const paths = new Map([
  ['appData', process.env.ELECTRON_STUB_APPDATA ?? mkdtempSync(join(tmpdir(), 'appdata-'))],
]);
let ready = false;
let quitting = false;
const readyWaiters = [];
const app = strict('app', {
  name: 'Electron', // the default app's name under `electron path/to/main.mjs`
  isPackaged: false,
  on: (event, listener) => (appEvents.on(event, listener), app),
  once: (event, listener) => (appEvents.once(event, listener), app),
  emit: (event, ...args) => appEvents.emit(event, ...args),
  setName: (name) => void (app.name = name),
  getName: () => app.name,
  getVersion: () => '0.0.0-stub',
  // getPath: a name it has not got throws ("Failed to get 'x' path")
  getPath: (name) => {
    if (name === 'userData' && !paths.has('userData'))
      paths.set('userData', join(paths.get('appData'), app.name));
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
  setAppUserModelId: () => undefined,
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
});
let badgeCount = 0;
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
  constructor() {
    super();
    this.id = nextId++;
    this.windowOpenHandler = null;
    this.mainFrame = null;
  }
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
  // send(channel, ...args): to the page's ipcRenderer (recorded: the test reads what the page got);
  // the arguments go through the structured clone algorithm (a function throws)
  send(channel, ...args) {
    stub.sent.push({ webContentsId: this.id, channel, args: structuredClone(args) });
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
    this.webContents = new WebContents();
    windows.push(this);
    appEvents.emit('web-contents-created', {}, this.webContents);
    stub.windows = windows;
  }
  // loadURL: the page is requested through the protocol handler; ready-to-show follows the load
  async loadURL(url) {
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
    setImmediate(() => this.emit('ready-to-show'));
  }
  show() {
    this.visible = true;
  }
  maximize() {
    this.maximized = true;
    this.visible = true;
  } // maximize() shows a hidden window
  isMaximized() {
    return this.maximized;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
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

// ---- Notification (docs/api/notification.md): made, shown with show(); the test clicks it ----
class Notification extends EventEmitter {
  // isSupported(): whether desktop notifications are supported (this stand-in desktop has them)
  static isSupported() {
    return true;
  }
  constructor(options = {}) {
    super();
    if (!ready) throw new Error('Notification cannot be created before app is ready');
    this.title = options.title ?? '';
    this.body = options.body ?? '';
    this.shown = 0;
  }
  // show(): shows it ('show'); shown again, the previous one is dismissed and a new one shown
  show() {
    this.shown++;
    if (!stub.notifications.includes(this)) stub.notifications.push(this);
    this.emit('show', {});
  }
  close() {
    this.emit('close', {});
  }
}

// ---- nativeImage (docs/api/native-image.md): only what createFromDataURL needs ----
class NativeImage {
  constructor(size) {
    this.size = size;
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
const net = strict('net', {
  // net.fetch (docs/api/net.md): only after ready; Chromium's stack stands in as Node's fetch
  fetch: (input, init) => {
    if (!ready) throw new Error('net.fetch() can only be used after app is ready');
    return fetch(input, init);
  },
});
const dialog = strict('dialog', {
  // showErrorBox (docs/api/dialog.md): before ready on Linux it goes to stderr
  showErrorBox: (title, content) => {
    stub.errorBoxes.push({ title, content });
    console.error(`${title}\n${content}`);
  },
});
const session = strict('session', {
  defaultSession: strict('session.defaultSession', {
    setPermissionRequestHandler: (handler) => void (stub.permissionRequestHandler = handler),
    setPermissionCheckHandler: (handler) => void (stub.permissionCheckHandler = handler),
    setDevicePermissionHandler: (handler) => void (stub.devicePermissionHandler = handler),
  }),
});
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
const shell = strict('shell', { openExternal: async (url) => void stub.openedExternally.push(url) });
const nativeTheme = strict('nativeTheme', { shouldUseDarkColors: false, themeSource: 'system' });
const contextBridge = strict('contextBridge', {});
const ipcRenderer = strict('ipcRenderer', {});

/** What the test reads and drives. */
const stub = {
  windows,
  utilityForks: [],
  errorBoxes: [],
  openedExternally: [],
  /** Notifications shown (Notification), in order. */
  notifications: [],
  /** Messages main sent to a page (webContents.send). */
  sent: [],
  powerMonitor,
  request,
  /** Calls an ipcMain handler as the page at the first window's top frame does (ipcRenderer.invoke). */
  async invoke(channel, ...args) {
    const handler = ipcHandlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    const window = windows[0];
    return handler({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, ...args);
  },
};
globalThis.__electronStub = stub;

// (named exports only: the bundles import `{ app, ... }`; the preload's `require('electron')` never runs here)
export {
  app,
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
  utilityProcess,
};
