/**
 * The wiring of main.ts against a faked `electron` module (the runtime can't run here): each item of
 * Electron's security checklist is asserted on what main.ts hands to Electron, and the handlers it
 * registers are called with an allowed and a refused input.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopPort } from './services/app/context';
import { holdKeysOf } from './services/keys/held-keys';
import { createApiClient } from './services/api/client';
import type { ApiError } from './services/api/errors';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  class Emitter {
    listeners = new Map<string, Listener[]>();
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: Listener) {
      return this.on(event, listener);
    }
    emit(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }

  // app's paths as Electron 41 keeps them (docs/api/app.md): `getPath` throws for a path it has not
  // got, `setPath` throws for a folder that does not exist, `setAppLogsPath()` puts the logs inside
  // userData (Linux and Windows).
  const paths = new Map<string, string>();
  const app = Object.assign(new Emitter(), {
    name: 'Electron',
    isPackaged: true,
    lockAvailable: true,
    appData: '',
    /** userData when the lock was asked for (the lock lives in it). */
    userDataAtLock: null as string | null,
    requestSingleInstanceLock: vi.fn(() => {
      app.userDataAtLock = paths.get('userData') ?? null;
      return app.lockAvailable;
    }),
    quit: vi.fn(),
    exit: vi.fn(),
    enableSandbox: vi.fn(),
    whenReady: vi.fn(async () => {}),
    setName: vi.fn((name: string) => {
      app.name = name;
    }),
    getPath: vi.fn((name: string) => {
      const path = name === 'appData' ? app.appData : paths.get(name);
      if (!path) throw new Error(`Failed to get '${name}' path`);
      return path;
    }),
    setPath: vi.fn((name: string, path: string) => {
      if (!existsSync(path)) throw new Error(`Failed to set path: ${path} does not exist`);
      paths.set(name, path);
    }),
    setAppLogsPath: vi.fn((path?: string) => {
      paths.set('logs', path ?? join(paths.get('userData') ?? app.appData, 'logs'));
    }),
    setAppUserModelId: vi.fn((_id: string) => {}),
    // app.setBadgeCount (docs/api/app.md, Linux and macOS): whether the call succeeded
    setBadgeCount: vi.fn((_count?: number) => true),
    // app.getLocale (docs/api/app.md): the system's language
    getLocale: vi.fn(() => 'en-US'),
    // login items (docs/api/app.md, macOS and Windows)
    getLoginItemSettings: vi.fn((_options?: unknown) => ({ openAtLogin: false, wasOpenedAtLogin: false })),
    setLoginItemSettings: vi.fn((_settings: unknown) => {}),
    resetPaths: () => paths.clear(),
  });

  class WebContents extends Emitter {
    send = vi.fn((_channel: string, ..._args: unknown[]) => {});
    reload = vi.fn();
    windowOpenHandler: ((details: { url: string }) => unknown) | null = null;
    setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
      this.windowOpenHandler = handler;
    }
    printToPDF = vi.fn(async (_options: Record<string, unknown>) => new Uint8Array());
  }

  class BrowserWindow extends Emitter {
    static created: BrowserWindow[] = [];
    static getAllWindows = vi.fn(() => BrowserWindow.created.filter((w) => !w.destroyed));
    destroyed = false;
    minimized = false;
    webContents = new WebContents();
    loadURL = vi.fn(async (_url: string) => {});
    loadFile = vi.fn(async (_file: string) => {});
    maximize = vi.fn();
    show = vi.fn();
    hide = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = () => this.minimized;
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 40, y: 30, width: 1200, height: 760 });
    setOverlayIcon = vi.fn((_overlay: unknown, _description: string) => {});
    constructor(public options: Record<string, unknown>) {
      super();
      BrowserWindow.created.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
  }

  const defaultSession = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
  const calls: { order: string[] } = { order: [] };
  const protocol = {
    registerSchemesAsPrivileged: vi.fn((_schemes: unknown) => calls.order.push('registerSchemes')),
    handle: vi.fn((_scheme: string, _handler: (request: Request) => Promise<Response>) => {}),
  };
  app.whenReady.mockImplementation(async () => {
    calls.order.push('whenReady');
  });
  const ipcMain = {
    handle: vi.fn((_channel: string, _handler: Listener) => {}),
    on: vi.fn((_channel: string, _listener: Listener) => {}),
  };
  const shell = { openExternal: vi.fn(async (_url: string) => {}) };
  const Menu = {
    buildFromTemplate: vi.fn((template: unknown) => ({ template })),
    setApplicationMenu: vi.fn(),
  };
  const nativeTheme = { shouldUseDarkColors: false };
  // net.request: the electron stub's (build/electron-stub/electron.mjs, Chromium's ClientRequest as
  // Electron 41's sources have it), loaded below; no net.fetch, so main can't lean on it
  const net = {
    stub: null as { request: (options: unknown) => unknown } | null,
    request: vi.fn((options: unknown) => net.stub!.request(options)),
  };
  // utilityProcess.fork (docs/api/utility-process.md): records the fork; the child says nothing
  const utilityProcess = {
    fork: vi.fn((_modulePath: string, _args?: string[], _options?: Record<string, unknown>) => ({
      pid: 4242,
      postMessage: vi.fn(),
      on: vi.fn(),
      once: vi.fn(),
      kill: vi.fn(() => true),
    })),
  };
  // Notification (docs/api/notification.md): made, then shown with show(); 'click' when clicked
  class Notification extends Emitter {
    static supported = true;
    static isSupported = vi.fn(() => Notification.supported);
    static made: Notification[] = [];
    show = vi.fn();
    constructor(public options: { title?: string; body?: string }) {
      super();
      Notification.made.push(this);
    }
  }
  const nativeImage = {
    createFromDataURL: vi.fn((dataUrl: string) => ({
      dataUrl,
      addRepresentation: vi.fn(),
      setTemplateImage: vi.fn(),
    })),
  };
  // Tray (docs/api/tray.md): what main sets on it
  class Tray extends Emitter {
    static created: Tray[] = [];
    toolTip = '';
    menu: { template: { label?: string; click?: () => void }[] } | null = null;
    setToolTip = vi.fn((toolTip: string) => void (this.toolTip = toolTip));
    setContextMenu = vi.fn((menu: Tray['menu']) => void (this.menu = menu));
    setImage = vi.fn();
    setTitle = vi.fn();
    destroy = vi.fn();
    constructor(public image: unknown) {
      super();
      Tray.created.push(this);
    }
  }
  // electron-updater's autoUpdater (a packaged app checks at start)
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null as unknown,
    on: vi.fn(),
    checkForUpdates: vi.fn(async () => null),
    quitAndInstall: vi.fn(),
  };
  const powerMonitor = new Emitter();
  const dialog = {
    showErrorBox: vi.fn((_title: string, _content: string) => {}),
    // showMessageBox([window, ]options) (docs/api/dialog.md): resolves with the button chosen
    showMessageBox: vi.fn(async (_window: unknown, _options: Record<string, unknown>) => ({
      response: 0,
      checkboxChecked: false,
    })),
    // showSaveDialog([window, ]options) (docs/api/dialog.md): here the user cancels
    showSaveDialog: vi.fn(async (_window: unknown, _options: Record<string, unknown>) => ({
      canceled: true,
      filePath: '',
    })),
  };
  const screen = {
    getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]),
  };

  const handlers = {
    'events.types': vi.fn(async () => [{ type: 'listing.created' }]),
    // answers only once withdrawn, with what the API client does then
    'places.search': vi.fn(
      (_input: unknown, call?: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          call?.signal?.addEventListener('abort', () => reject(new Error('withdrawn')));
        }),
    ),
    // the embedded demo: a sandbox session on this machine
    'session.get': vi.fn(async () => ({
      environment: {
        kind: 'embedded',
        apiEnvironment: 'sandbox',
        baseUrl: 'http://127.0.0.1:4010/v1',
        origin: 'http://127.0.0.1:4010',
      },
    })),
    'listings.search': vi.fn(async () => ({
      data: [{ ref: 'FX-AB12CD', url: 'https://www.exchange.example/web/listings/FX-AB12CD' }],
      hasMore: false,
      nextCursor: null,
    })),
  };
  const activityListeners = new Set<(push: unknown) => void>();
  const watch = {
    start: vi.fn(async () => {}),
    pause: vi.fn(),
    resume: vi.fn(),
    // main composes the watch's notices from these pushes (services/app/watch-desktop.ts)
    onActivity: (listener: (push: unknown) => void) => {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
    activityListeners,
    summary: () => ({ unread: 0, unreadOffers: 0, newestSeq: 0, watch: {} }),
    settings: () => ({ notify: {}, quietHours: null }),
    language: () => null,
    checkNow: vi.fn(),
    holdUntil: vi.fn((_until: number | null) => {}),
    heldUntil: () => null,
    // the watch's state: the tray's tooltip says when it last looked
    lastReadAt: null as string | null,
    status() {
      return { state: 'waiting', lastReadAt: this.lastReadAt };
    },
  };
  // the desktop's settings (services/settings/desktop-settings.ts)
  const desktopSettings = { keepInTray: true, closeExplained: false, language: null };
  const settings = {
    getDesktop: () => ({ ...desktopSettings }),
    setDesktop: vi.fn((change: Partial<typeof desktopSettings>) => Object.assign(desktopSettings, change)),
  };
  const services = { handlers, settingsProblem: null, settings, watch, close: vi.fn(async () => {}) };

  return {
    app,
    Tray,
    updater,
    desktopSettings,
    BrowserWindow,
    defaultSession,
    protocol,
    ipcMain,
    shell,
    Menu,
    screen,
    nativeTheme,
    net,
    dialog,
    utilityProcess,
    Notification,
    nativeImage,
    powerMonitor,
    services,
    calls,
  };
});

vi.mock('electron', () => ({
  app: fake.app,
  BrowserWindow: fake.BrowserWindow,
  Menu: fake.Menu,
  ipcMain: fake.ipcMain,
  protocol: fake.protocol,
  screen: fake.screen,
  nativeTheme: fake.nativeTheme,
  net: fake.net,
  dialog: fake.dialog,
  utilityProcess: fake.utilityProcess,
  Notification: fake.Notification,
  nativeImage: fake.nativeImage,
  Tray: fake.Tray,
  powerMonitor: fake.powerMonitor,
  session: { defaultSession: fake.defaultSession },
  shell: fake.shell,
}));

vi.mock('electron-updater', () => ({ default: { autoUpdater: fake.updater } }));
// the session bus's answer (desktop/tray-host.ts): a tray host unless a test takes it away
const trayHost = vi.hoisted(() => ({ shown: true }));
vi.mock('./desktop/tray-host', () => ({
  hasTrayHost: async (platform: NodeJS.Platform) => platform !== 'linux' || trayHost.shown,
}));

vi.mock('./services/app/services', () => ({
  createAppServices: vi.fn(
    (_options: {
      settingsDir?: string;
      fetch?: typeof fetch;
      startEmbeddedSandbox?: () => Promise<unknown>;
      desktop?: DesktopPort;
    }) => fake.services,
  ),
  DEMO_TICK_SECONDS: 120,
}));

const {
  CALL_CHANNEL,
  CANCEL_CHANNEL,
  OPEN_PATH_CHANNEL,
  OPEN_PATH_READY_CHANNEL,
  PAGE_ERROR_CHANNEL,
  PRINT_PDF_CHANNEL,
} = await import('./ipc-channels');
const { run, start } = await import('./main');
const { createAppServices } = await import('./services/app/services');
// the electron stub's net, in boot mode and ready, behind the fake's net.request
vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
const ELECTRON_STUB = '../build/electron-stub/electron.mjs';
const electronStub = (await import(/* @vite-ignore */ ELECTRON_STUB)) as {
  app: { whenReady(): Promise<void> };
  net: { request: (options: unknown) => unknown };
};
vi.unstubAllEnvs();
await electronStub.app.whenReady();
fake.net.stub = electronStub.net;

let dir: string;
let rendererDir: string;
const logged: string[] = [];
const log = (message: string) => logged.push(message);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-main-'));
  rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Dispatch</title>');
  writeFileSync(join(dir, 'secret.txt'), 'outside');
  fake.app.resetPaths();
  fake.app.name = 'Electron';
  fake.app.appData = join(dir, 'appData');
  mkdirSync(fake.app.appData);
  fake.app.userDataAtLock = null;
  fake.nativeTheme.shouldUseDarkColors = false;
  fake.app.lockAvailable = true;
  fake.app.listeners.clear();
  fake.BrowserWindow.created = [];
  fake.Tray.created = [];
  Object.assign(fake.desktopSettings, { keepInTray: true, closeExplained: false, language: null });
  trayHost.shown = true;
  fake.calls.order = [];
  fake.Notification.made = [];
  fake.Notification.supported = true;
  fake.powerMonitor.listeners.clear();
  logged.length = 0;
  vi.clearAllMocks();
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PAGE = JSON.stringify({ data: [], hasMore: false, nextCursor: null });
const loopbackServers: Server[] = [];
afterEach(async () => {
  await Promise.all(loopbackServers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A loopback server answering `answer(path)`; `seen` lists each request's path and Authorization. */
async function serveOnLoopback(answer: (path: string) => [number, Record<string, string>, string?]) {
  const seen: { path: string; authorization: string | undefined }[] = [];
  const server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
    const [status, headers, body] = answer(request.url ?? '');
    response.writeHead(status, headers);
    response.end(body ?? '');
  });
  loopbackServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { seen, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The data folder the shell is expected to use: `<appData>/Dispatch`. */
const userData = () => join(fake.app.appData, 'Dispatch');

/** Starts the shell against the fake, with the test's renderer folder. */
async function startShell(platform: NodeJS.Platform = 'linux') {
  const shell = await start({
    rendererDir,
    preloadPath: '/app/dist/electron/preload.cjs',
    sandboxProcessPath: '/app/dist/electron/sandbox-process.mjs',
    platform,
    log,
  });
  const window = fake.BrowserWindow.created.at(-1)!;
  return { shell, window };
}

/** The IPC handler main registered on the call channel. */
function callHandler() {
  const registered = fake.ipcMain.handle.mock.calls.find(([channel]) => channel === CALL_CHANNEL);
  expect(registered).toBeDefined();
  return registered![1] as (
    event: unknown,
    name: unknown,
    input: unknown,
    callId?: unknown,
  ) => Promise<unknown>;
}

/** The IPC listener main registered on the withdrawal channel. */
function cancelListener() {
  const registered = fake.ipcMain.on.mock.calls.find(([channel]) => channel === CANCEL_CHANNEL);
  expect(registered).toBeDefined();
  return registered![1] as (event: unknown, callId: unknown) => void;
}

const appFrame = { origin: 'app://dispatch', url: 'app://dispatch/index.html#/listings', parent: null };

/** The page of `window` says it listens for notification clicks (its preload's first onOpenPath). */
function pageListens(window: InstanceType<typeof fake.BrowserWindow>, senderFrame: unknown = appFrame) {
  const registered = fake.ipcMain.handle.mock.calls.find(([channel]) => channel === OPEN_PATH_READY_CHANNEL);
  expect(registered).toBeDefined();
  return (registered![1] as (event: unknown) => unknown)({ senderFrame, sender: window.webContents });
}

const navigationEvent = (url: string, isMainFrame = true) => ({ url, isMainFrame, preventDefault: vi.fn() });

describe('main: the window', () => {
  it('runs the page sandboxed, isolated, without Node, webviews or insecure content', async () => {
    const { window } = await startShell();
    expect(window.options.webPreferences).toEqual(
      expect.objectContaining({
        preload: '/app/dist/electron/preload.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        experimentalFeatures: false,
        navigateOnDragDrop: false,
        disableBlinkFeatures: 'Auxclick',
        devTools: false,
      }),
    );
    expect(window.options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
    expect(fake.app.enableSandbox).toHaveBeenCalled();
  });

  it("caches the page's compiled code from the first run (V8's code cache without its heat check)", async () => {
    const { window } = await startShell();
    expect(window.options.webPreferences).toEqual(
      expect.objectContaining({ v8CacheOptions: 'bypassHeatCheck' }),
    );
  });

  it('loads the renderer from app://dispatch, never file://', async () => {
    const { window } = await startShell();
    expect(window.loadURL).toHaveBeenCalledExactlyOnceWith('app://dispatch/index.html');
    expect(window.loadFile).not.toHaveBeenCalled();
  });

  it('shows the window when it is ready to show', async () => {
    const { window } = await startShell();
    expect(window.options.show).toBe(false);
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
  });

  it('maximizes a window that was maximized last time only once it is ready to show (no blank window)', async () => {
    mkdirSync(userData(), { recursive: true });
    writeFileSync(
      join(userData(), 'window-state.json'),
      JSON.stringify({ x: 40, y: 30, width: 1200, height: 760, maximized: true }),
    );
    const { window } = await startShell();
    expect(window.maximize).not.toHaveBeenCalled();
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.maximize).toHaveBeenCalledOnce();
    expect(window.maximize.mock.invocationCallOrder[0]!).toBeLessThan(
      window.show.mock.invocationCallOrder[0]!,
    );
  });

  it('paints the page background of the OS theme before the page loads', async () => {
    expect((await startShell()).window.options.backgroundColor).toBe('#ffffff');
    fake.app.listeners.clear();
    fake.nativeTheme.shouldUseDarkColors = true;
    expect((await startShell()).window.options.backgroundColor).toBe('#15171a');
  });
});

describe('main: who the app is', () => {
  it('is Dispatch, with its own data folder and logs, set before the lock and the ready event', async () => {
    await startShell();
    expect(fake.app.name).toBe('Dispatch');
    expect(fake.app.setPath).toHaveBeenCalledWith('userData', userData());
    expect(existsSync(userData())).toBe(true);
    expect(fake.app.userDataAtLock).toBe(userData());
    expect(fake.app.setName.mock.invocationCallOrder[0]!).toBeLessThan(
      fake.app.whenReady.mock.invocationCallOrder[0]!,
    );
    expect(fake.app.getPath('logs')).toBe(join(userData(), 'logs'));
    expect(vi.mocked(createAppServices).mock.calls[0]![0]!).toMatchObject({ settingsDir: userData() });
    expect(fake.app.setAppUserModelId).not.toHaveBeenCalled();
  });

  it('on Windows, carries the installer’s AppUserModelID (build/electron-builder.yml appId)', async () => {
    await startShell('win32');
    expect(fake.app.setAppUserModelId).toHaveBeenCalledExactlyOnceWith('ro.dispatch.desktop');
  });

  it('reaches the exchange through Electron’s net.request (Chromium’s network stack), not Node’s fetch', async () => {
    await startShell();
    const servicesFetch = vi.mocked(createAppServices).mock.calls[0]![0]!.fetch!;
    const exchange = await serveOnLoopback(() => [200, { 'Content-Type': 'application/json' }, PAGE]);
    expect(await (await servicesFetch(new URL(`${exchange.base}/v1/listings`))).text()).toBe(PAGE);
    expect(fake.net.request).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ method: 'GET', url: `${exchange.base}/v1/listings` }),
    );
  });

  it('the exchange’s redirects in the desktop (docs/api.md §Rate limits): its own origin followed, another port refused naming it, nothing sent there', async () => {
    await startShell();
    const servicesFetch = vi.mocked(createAppServices).mock.calls[0]![0]!.fetch!;
    const other = await serveOnLoopback(() => [200, { 'Content-Type': 'application/json' }, PAGE]);
    const exchange = await serveOnLoopback((path) =>
      path.startsWith('/v1/listings')
        ? [302, { Location: '/v1/moved/listings' }]
        : path.startsWith('/v1/vehicles')
          ? [307, { Location: `${other.base}/v1/vehicles` }]
          : [200, { 'Content-Type': 'application/json' }, PAGE],
    );
    const key = 'test_fx_' + 'w'.repeat(32);
    const api = createApiClient({
      baseUrl: `${exchange.base}/v1`,
      getKey: async () => key,
      fetch: servicesFetch,
    });
    await expect(api.get('/listings', { query: {} })).resolves.toMatchObject({ data: [] });
    expect(exchange.seen).toEqual([
      { path: '/v1/listings', authorization: `Bearer ${key}` },
      { path: '/v1/moved/listings', authorization: `Bearer ${key}` },
    ]);
    const refused = await api.get('/vehicles', { query: {} }).then(
      () => null,
      (error: ApiError) => error.appError,
    );
    expect(refused).toMatchObject({ kind: 'redirect_refused', host: new URL(other.base).host });
    expect(other.seen).toEqual([]);
    expect(exchange.seen).toHaveLength(3);
  });

  it('starts the embedded sandbox only when first needed, in a utility process, never in this one', async () => {
    await startShell();
    expect(fake.utilityProcess.fork).not.toHaveBeenCalled();
    const startEmbedded = vi.mocked(createAppServices).mock.calls[0]![0]!.startEmbeddedSandbox!;
    void startEmbedded().catch(() => undefined);
    expect(fake.utilityProcess.fork).toHaveBeenCalledExactlyOnceWith(
      '/app/dist/electron/sandbox-process.mjs',
      ['120'],
      { serviceName: 'Dispatch sandbox', stdio: 'inherit' },
    );
  });

  it('a startup failure is a native dialog naming the log, then exit 1', async () => {
    fake.protocol.handle.mockImplementationOnce(() => {
      throw new Error('The app:// scheme is taken.');
    });
    run({ rendererDir, preloadPath: '/app/dist/electron/preload.cjs', platform: 'linux', log });
    await vi.waitFor(() => expect(fake.app.exit).toHaveBeenCalledWith(1), { timeout: 10_000 });
    const logPath = join(userData(), 'logs', 'main.log');
    expect(fake.dialog.showErrorBox).toHaveBeenCalledExactlyOnceWith(
      'Dispatch could not start',
      `The app:// scheme is taken.\n\nThe details are in ${logPath}.`,
    );
    expect(readFileSync(logPath, 'utf8')).toMatch(
      /^\S+Z Dispatch could not start: The app:\/\/ scheme is taken\.\n$/,
    );
  });
});

describe('main: the app:// protocol', () => {
  it('is registered privileged (standard, secure) before the app is ready', async () => {
    await startShell();
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    expect(fake.calls.order.indexOf('registerSchemes')).toBeLessThan(fake.calls.order.indexOf('whenReady'));
  });

  it('serves the renderer with the CSP header and refuses a path out of it', async () => {
    await startShell();
    expect(fake.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    const handler = fake.protocol.handle.mock.calls[0]![1];
    const page = await handler(new Request('app://dispatch/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const traversal = await handler(new Request('app://dispatch/..%2fsecret.txt'));
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('outside');
  });
});

describe('main: permissions', () => {
  it('denies every permission request and check of the session but the app writing the clipboard', async () => {
    await startShell();
    const request = fake.defaultSession.setPermissionRequestHandler.mock.calls[0]![0] as Listener;
    for (const permission of ['media', 'notifications', 'geolocation', 'openExternal']) {
      const callback = vi.fn();
      request({}, permission, callback, {});
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    }
    const check = fake.defaultSession.setPermissionCheckHandler.mock.calls[0]![0] as Listener;
    // a check from the app's main frame, as Electron 41 makes it (docs/api/session.md)
    const appCheck = {
      embeddingOrigin: 'app://dispatch/',
      requestingUrl: 'app://dispatch/index.html',
      isMainFrame: true,
    };
    expect(check(null, 'media', 'app://dispatch/', appCheck)).toBe(false);
    expect(check(null, 'clipboard-read', 'app://dispatch/', appCheck)).toBe(false);
    // "Copy as text": only the app's own page may write the clipboard
    const copy = vi.fn();
    request({}, 'clipboard-sanitized-write', copy, {
      requestingUrl: 'app://dispatch/index.html',
      isMainFrame: true,
    });
    expect(copy).toHaveBeenCalledExactlyOnceWith(true);
    expect(check(null, 'clipboard-sanitized-write', 'app://dispatch/', appCheck)).toBe(true);
    expect(check(null, 'clipboard-sanitized-write', 'https://www.exchange.example/', appCheck)).toBe(false);
    const device = fake.defaultSession.setDevicePermissionHandler.mock.calls[0]![0] as Listener;
    expect(device({})).toBe(false);
  });
});

describe('main: IPC', () => {
  it("runs a call from the app's page", async () => {
    await startShell();
    const result = await callHandler()({ senderFrame: appFrame, sender: { id: 1 } }, 'events.types', {});
    expect(result).toEqual({ ok: true, value: [{ type: 'listing.created' }] });
    expect(fake.services.handlers['events.types']).toHaveBeenCalled();
  });

  it.each([
    ['a web page', { origin: 'https://attacker.example', url: 'https://attacker.example/', parent: null }],
    ['a file:// page', { origin: 'null', url: 'file:///tmp/index.html', parent: null }],
    ['a subframe', { ...appFrame, parent: appFrame }],
    ['a frame that is gone', null],
  ])('refuses a call from %s and runs nothing', async (_case, senderFrame) => {
    await startShell();
    const result = await callHandler()({ senderFrame, sender: { id: 1 } }, 'events.types', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'unexpected' } });
    expect(fake.services.handlers['events.types']).not.toHaveBeenCalled();
    expect(logged.join('\n')).toMatch(/refused a call/);
  });

  it('copies each log line to the console scrubbed of every held key, as in the file', async () => {
    const key = 'test_fx_' + 'k3x9q2w7r5t1m8n4b6v0c2z5l7j9h3d1';
    const release = holdKeysOf(() => [key]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await start({ rendererDir, preloadPath: '/app/dist/electron/preload.cjs', platform: 'linux' });
      const origin = `https://${key.slice(8)}.example`;
      const senderFrame = { origin, url: `${origin}/`, parent: null };
      await callHandler()({ senderFrame, sender: { id: 1 } }, 'events.types', {});
      const copied = warn.mock.calls.map(([line]) => String(line)).join('\n');
      expect(copied).toContain(`Dispatch refused a call from https://[key …${key.slice(-4)}].example`);
      expect(copied).not.toContain(key.slice(8, 16));
      expect(readFileSync(join(userData(), 'logs', 'main.log'), 'utf8')).not.toContain(key.slice(8, 16));
    } finally {
      warn.mockRestore();
      release();
    }
  });

  it('withdraws a call when its own page asks, and only then', async () => {
    await startShell();
    const page = { senderFrame: appFrame, sender: { id: 7 } };
    const pending = callHandler()(page, 'places.search', { q: 'bra' }, 'call-1');
    cancelListener()({ senderFrame: appFrame, sender: { id: 8 } }, 'call-1');
    cancelListener()({ senderFrame: { ...appFrame, parent: appFrame }, sender: { id: 7 } }, 'call-1');
    const settled = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((r) => setTimeout(r, 50, 'pending')),
    ]);
    expect(settled).toBe('pending');
    cancelListener()(page, 'call-1');
    await expect(pending).resolves.toMatchObject({ ok: false, error: { message: 'withdrawn' } });
  });

  it('answers invalid_input for a name that is not a string', async () => {
    await startShell();
    const result = await callHandler()({ senderFrame: appFrame, sender: { id: 1 } }, { name: 'x' }, {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });
});

describe('main: navigation, new windows and links', () => {
  it('prevents navigation, frame navigation and webviews on every web contents', async () => {
    const { window } = await startShell();
    const contents = window.webContents;
    for (const [event, url] of [
      ['will-navigate', 'https://attacker.example/'],
      ['will-navigate', 'file:///etc/passwd'],
      ['will-frame-navigate', 'app://dispatch/index.html'],
    ] as const) {
      const e = navigationEvent(url);
      contents.emit(event, e);
      expect(e.preventDefault).toHaveBeenCalled();
    }
    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview, {}, {});
    expect(webview.preventDefault).toHaveBeenCalled();
    expect(fake.shell.openExternal).not.toHaveBeenCalled();
  });

  it('opens no window; opens only the configured https website, in the browser, never a host an answer named', async () => {
    const { window } = await startShell();
    const open = window.webContents.windowOpenHandler!;
    const website = 'https://www.exchange.example/web/listings/FX-AB12CD';
    const evil = 'https://evil.example/x';

    // a page pointed at its own server: a listing's url names evil.example, and the answer passes
    fake.services.handlers['listings.search'].mockResolvedValueOnce({
      data: [{ ref: 'FX-AB12CD', url: evil }],
      hasMore: false,
      nextCursor: null,
    });
    const answer = await callHandler()({ senderFrame: appFrame, sender: { id: 1 } }, 'listings.search', {
      filters: {},
      cursor: null,
    });
    expect(answer).toMatchObject({ ok: true, value: { data: [{ url: evil }] } });
    expect(open({ url: evil })).toEqual({ action: 'deny' });
    expect(fake.shell.openExternal).not.toHaveBeenCalled();

    // the exchange's website (the build's configured host) opens, with no answer needed
    expect(open({ url: website })).toEqual({ action: 'deny' });
    expect(fake.shell.openExternal).toHaveBeenCalledExactlyOnceWith(website);

    for (const refused of [
      'http://www.exchange.example/web/listings/FX-AB12CD',
      'https://attacker.example/?key=test_fx_secret',
      'file:///etc/passwd',
      'smb://www.exchange.example/x',
    ]) {
      expect(open({ url: refused })).toEqual({ action: 'deny' });
    }
    expect(fake.shell.openExternal).toHaveBeenCalledTimes(1);
    expect(logged.join('\n')).toMatch(/refused a new window to https:\/\/evil\.example/);
    expect(logged.join('\n')).toMatch(/refused a new window to https:\/\/attacker\.example/);
    expect(logged.join('\n')).not.toContain('test_fx_secret');
  });

  it("opens a sandbox's stand-in pages only once the session main reports is that sandbox", async () => {
    const { window } = await startShell();
    const open = window.webContents.windowOpenHandler!;
    const standIn = 'http://127.0.0.1:4010/web/listings/FX-AB12CD';
    expect(open({ url: standIn })).toEqual({ action: 'deny' });
    expect(fake.shell.openExternal).not.toHaveBeenCalled();

    await callHandler()({ senderFrame: appFrame, sender: { id: 1 } }, 'session.get', {});
    expect(open({ url: standIn })).toEqual({ action: 'deny' });
    expect(fake.shell.openExternal).toHaveBeenCalledExactlyOnceWith(standIn);
    for (const refused of [
      'http://127.0.0.1:4011/web/listings/FX-AB12CD',
      'http://127.0.0.1:4010/_sandbox/keys',
    ]) {
      expect(open({ url: refused })).toEqual({ action: 'deny' });
    }
    expect(fake.shell.openExternal).toHaveBeenCalledTimes(1);
  });

  it('a website link followed in the page opens in the browser, the page stays', async () => {
    const { window } = await startShell();
    await callHandler()({ senderFrame: appFrame, sender: { id: 1 } }, 'listings.search', {
      filters: {},
      cursor: null,
    });
    const e = navigationEvent('https://www.exchange.example/web/listings/FX-AB12CD');
    window.webContents.emit('will-navigate', e);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(fake.shell.openExternal).toHaveBeenCalledTimes(1);
  });
});

describe('main: one instance', () => {
  it('a second launch quits before opening anything', async () => {
    fake.app.lockAvailable = false;
    const shell = await start({ rendererDir, platform: 'linux', log });
    expect(shell).toBeNull();
    expect(fake.app.quit).toHaveBeenCalled();
    expect(fake.BrowserWindow.created).toHaveLength(0);
    expect(fake.app.whenReady).not.toHaveBeenCalled();
  });

  it('the first instance brings its window to the front on a second launch', async () => {
    const { window } = await startShell();
    expect(fake.app.requestSingleInstanceLock).toHaveBeenCalled();
    window.minimized = true;
    fake.app.emit('second-instance', {}, [], '/');
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });
});

describe('main: menu', () => {
  it('sets a native menu with Edit (copy, paste), View and Window', async () => {
    await startShell('darwin');
    expect(fake.Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    // the application menu's (the tray's menu is built too)
    const template = (fake.Menu.setApplicationMenu.mock.calls[0] as unknown as [{ template: unknown }])[0]
      .template as {
      label?: string;
      role?: string;
      submenu?: { role?: string }[];
    }[];
    const edit = template.find((item) => item.label === 'Edit');
    expect(edit?.submenu?.map((item) => item.role)).toEqual(expect.arrayContaining(['copy', 'paste', 'cut']));
    expect(template.map((item) => item.label)).toEqual(expect.arrayContaining(['View', 'Window']));
    expect(template[0]?.role).toBe('appMenu');
  });
});

describe('main: window state', () => {
  it('saves the size and place when the window closes, and opens there next time', async () => {
    const { window } = await startShell();
    window.emit('close', { preventDefault: vi.fn() });
    window.destroyed = true;
    window.emit('closed');

    fake.app.listeners.clear();
    const next = await startShell();
    expect(next.window.options).toMatchObject({ x: 40, y: 30, width: 1200, height: 760 });
  });

  it('opens without a position when the saved one is off-screen', async () => {
    mkdirSync(userData(), { recursive: true });
    writeFileSync(
      join(userData(), 'window-state.json'),
      JSON.stringify({ x: 5000, y: 3000, width: 1200, height: 760, maximized: false }),
    );
    const { window } = await startShell();
    expect(window.options).toMatchObject({ width: 1200, height: 760 });
    expect(window.options).not.toHaveProperty('x');
  });
});

describe('main: life cycle', () => {
  it('macOS: closing the last window keeps the app; the Dock icon reopens the window', async () => {
    const { window } = await startShell('darwin');
    window.destroyed = true;
    window.emit('closed');
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).not.toHaveBeenCalled();
    fake.app.emit('activate');
    await vi.waitFor(() => expect(fake.BrowserWindow.created).toHaveLength(2));
    expect(fake.BrowserWindow.created[1]!.loadURL).toHaveBeenCalledWith('app://dispatch/index.html');
  });

  it('Windows and Linux: closing the last window quits', async () => {
    await startShell('linux');
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).toHaveBeenCalled();
  });

  it('Windows and Linux: closing the window hides it to the tray, explained once; a quit closes it', async () => {
    const { window } = await startShell('win32');
    const close = () => {
      const event = { preventDefault: vi.fn() };
      window.emit('close', event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(close()).toBe(true);
    expect(window.hide).toHaveBeenCalledOnce();
    expect(fake.dialog.showMessageBox).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ message: 'Dispatch keeps watching in the tray.' }),
    );
    expect(close()).toBe(true);
    expect(fake.dialog.showMessageBox).toHaveBeenCalledOnce();
    fake.app.emit('before-quit', {});
    expect(close()).toBe(false);
  });

  it('Linux with no tray host (no StatusNotifierWatcher): closing the window closes it, no tray dialog', async () => {
    trayHost.shown = false;
    const { window } = await startShell('linux');
    await new Promise((resolve) => setImmediate(resolve)); // the bus's answer
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(window.hide).not.toHaveBeenCalled();
    expect(fake.dialog.showMessageBox).not.toHaveBeenCalled();
    expect(logged.join('\n')).toMatch(/No tray host .* closing the window quits/);
  });

  it('Windows and Linux: with "Keep watching" off, closing the window closes it', async () => {
    fake.desktopSettings.keepInTray = false;
    const { window } = await startShell('linux');
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(window.hide).not.toHaveBeenCalled();
  });

  it('a start at sign-in (--hidden) opens to the tray with no window; a second launch opens it', async () => {
    process.argv.push('--hidden');
    try {
      await startShell('linux');
    } finally {
      process.argv.pop();
    }
    expect(fake.BrowserWindow.created).toHaveLength(0);
    expect(fake.services.watch.start).toHaveBeenCalled();
    fake.app.emit('second-instance', {}, [], '/');
    await vi.waitFor(() => expect(fake.BrowserWindow.created).toHaveLength(1));
  });

  it("the tray: the badge's count in its tooltip, Pause for an hour and Quit from its menu", async () => {
    await startShell('linux');
    const tray = fake.Tray.created[0]!;
    expect(tray.toolTip).toBe('Dispatch');
    vi.mocked(createAppServices).mock.calls.at(-1)![0]!.desktop!.setBadge(3);
    expect(tray.toolTip).toBe('Dispatch: 3 unread');
    // a read ended well: the next push of the watch's state says when it looked
    fake.services.watch.lastReadAt = new Date().toISOString();
    const push = { summary: { unread: 3, unreadOffers: 0, newestSeq: 0, watch: {} }, entries: [] };
    for (const listener of fake.services.watch.activityListeners) listener(push);
    expect(tray.toolTip).toMatch(/^Dispatch: 3 unread · looked at \S+/);
    const item = (label: string) => tray.menu!.template.find((i) => i.label === label)!;
    item('Pause watching for 1 hour').click!();
    expect(fake.services.watch.holdUntil).toHaveBeenCalledOnce();
    expect(fake.services.watch.holdUntil.mock.calls[0]![0]).toBeGreaterThan(Date.now() + 3_599_000);
    item('Quit Dispatch').click!();
    expect(fake.app.quit).toHaveBeenCalled();
  });

  it("a packaged app checks for updates at start (on Linux, the AppImage only: a deb is apt's)", async () => {
    await startShell('linux');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.updater.checkForUpdates).not.toHaveBeenCalled();
    vi.stubEnv('APPIMAGE', '/home/ana/Dispatch.AppImage');
    try {
      await startShell('linux');
      await vi.waitFor(() => expect(fake.updater.checkForUpdates).toHaveBeenCalledOnce());
    } finally {
      vi.unstubAllEnvs();
    }
    expect(fake.updater.autoDownload).toBe(true);
  });

  it('quitting closes the services first, then quits', async () => {
    await startShell();
    const quitting = { preventDefault: vi.fn() };
    fake.app.emit('will-quit', quitting);
    expect(quitting.preventDefault).toHaveBeenCalled();
    expect(fake.services.close).toHaveBeenCalled();
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalled());
    const again = { preventDefault: vi.fn() };
    fake.app.emit('will-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });
});

describe('main: the watch on the desktop', () => {
  /** The desktop port main gave the services. */
  const desktop = () => vi.mocked(createAppServices).mock.calls.at(-1)![0]!.desktop!;

  it('starts the watch once the window is open, pauses it while the system sleeps, resumes on waking', async () => {
    const { window } = await startShell();
    expect(fake.services.watch.start).toHaveBeenCalledTimes(1);
    expect(window.loadURL.mock.invocationCallOrder[0]!).toBeLessThan(
      fake.services.watch.start.mock.invocationCallOrder[0]!,
    );
    fake.powerMonitor.emit('suspend');
    expect(fake.services.watch.pause).toHaveBeenCalledTimes(1);
    expect(fake.services.watch.resume).not.toHaveBeenCalled();
    fake.powerMonitor.emit('resume');
    expect(fake.services.watch.resume).toHaveBeenCalledTimes(1);
  });

  it("shows a notification with Electron's Notification; a click brings the window up and sends the page its path", async () => {
    const { window } = await startShell();
    expect(
      desktop().notify({ title: '3 new offers on FX-7K2M9Q', body: 'best 1,450 EUR', path: '/inbox' }),
    ).toBe(true);
    const [notification] = fake.Notification.made;
    expect(notification!.options).toEqual({ title: '3 new offers on FX-7K2M9Q', body: 'best 1,450 EUR' });
    expect(notification!.show).toHaveBeenCalledTimes(1);
    expect(window.webContents.send).not.toHaveBeenCalled();
    expect(pageListens(window)).toBeNull();
    window.minimized = true;
    notification!.emit('click', {});
    await vi.waitFor(() => expect(window.webContents.send).toHaveBeenCalledWith(OPEN_PATH_CHANNEL, '/inbox'));
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('a click before the page listens is kept, and given to the page when it asks (once)', async () => {
    const { window } = await startShell();
    desktop().notify({ title: 'Offer accepted', body: '', path: '/offers' });
    fake.Notification.made[0]!.emit('click', {});
    await vi.waitFor(() => expect(window.focus).toHaveBeenCalled());
    expect(window.webContents.send).not.toHaveBeenCalled();
    // a frame other than the app's top frame gets nothing, and takes nothing away
    expect(pageListens(window, { ...appFrame, parent: appFrame })).toBeNull();
    expect(pageListens(window)).toBe('/offers');
    expect(pageListens(window)).toBeNull();
    // a page that loads again listens only once it asks again
    window.webContents.emit('did-navigate', {}, 'app://dispatch/index.html');
    desktop().notify({ title: 'New load', body: '', path: '/activity' });
    fake.Notification.made[1]!.emit('click', {});
    await vi.waitFor(() => expect(pageListens(window)).toBe('/activity'));
    expect(window.webContents.send).not.toHaveBeenCalled();
  });

  it('macOS: a click with the window closed opens it, and its page gets the path when it listens', async () => {
    const { window } = await startShell('darwin');
    expect(pageListens(window)).toBeNull();
    desktop().notify({ title: 'Offer accepted', body: '', path: '/offers' });
    window.destroyed = true;
    window.emit('closed');
    fake.Notification.made[0]!.emit('click', {});
    await vi.waitFor(() => expect(fake.BrowserWindow.created).toHaveLength(2));
    const reopened = fake.BrowserWindow.created[1]!;
    await vi.waitFor(() => expect(reopened.focus).toHaveBeenCalled());
    expect(reopened.webContents.send).not.toHaveBeenCalled();
    expect(pageListens(reopened)).toBe('/offers');
  });

  it('answers false where the system has no notifications', async () => {
    await startShell();
    fake.Notification.supported = false;
    expect(desktop().notify({ title: 'x', body: '', path: '/inbox' })).toBe(false);
    expect(fake.Notification.made).toEqual([]);
  });

  it('macOS and Linux: the unread count on the icon with app.setBadgeCount', async () => {
    await startShell('darwin');
    expect(desktop().setBadge(4)).toBe(true);
    expect(desktop().setBadge(0)).toBe(true);
    // main sets the count it keeps at start (0 here), then the page's calls
    expect(fake.app.setBadgeCount.mock.calls).toEqual([[0], [4], [0]]);
  });

  it("Windows: a dot overlaid on the window's taskbar icon with its label, cleared at 0", async () => {
    const { window } = await startShell('win32');
    expect(desktop().setBadge(4, '4 unread')).toBe(true);
    expect(fake.nativeImage.createFromDataURL).toHaveBeenCalledWith(
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(window.setOverlayIcon.mock.calls[0]).toEqual([
      expect.objectContaining({ dataUrl: expect.stringMatching(/^data:image\/png/) }),
      '4 unread',
    ]);
    desktop().setBadge(0);
    expect(window.setOverlayIcon.mock.calls[1]).toEqual([null, '']);
    expect(fake.app.setBadgeCount).not.toHaveBeenCalled();
  });
});

describe('main: a page that dies, and its errors', () => {
  it('reloads a page that died once and logs it; again soon after, asks in a native dialog; Quit quits', async () => {
    const { window } = await startShell();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    await vi.waitFor(() => expect(window.webContents.reload).toHaveBeenCalledTimes(1));
    expect(logged).toContainEqual(
      expect.stringMatching(/page stopped \(crashed, exit code 139\).*loaded again/),
    );
    expect(fake.dialog.showMessageBox).not.toHaveBeenCalled();
    fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    window.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 0 });
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalled());
    expect(fake.dialog.showMessageBox).toHaveBeenCalledExactlyOnceWith(
      window,
      expect.objectContaining({ type: 'error', buttons: ['Reload', 'Quit'], message: expect.any(String) }),
    );
    expect(window.webContents.reload).toHaveBeenCalledTimes(1);
  });

  it("asks in the UI's language the page last told, not the system's (a Romanian UI on an English system)", async () => {
    Object.assign(fake.desktopSettings, { language: 'ro' });
    const { window } = await startShell();
    fake.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    await vi.waitFor(() => expect(window.webContents.reload).toHaveBeenCalledTimes(1));
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    await vi.waitFor(() => expect(fake.dialog.showMessageBox).toHaveBeenCalled());
    expect(fake.app.getLocale()).toBe('en-US');
    expect(fake.dialog.showMessageBox).toHaveBeenCalledExactlyOnceWith(
      window,
      expect.objectContaining({ buttons: ['Reîncarcă', 'Ieși'] }),
    );
  });

  it("writes the page's errors to the log, from the app's page only", async () => {
    await startShell();
    const registered = fake.ipcMain.on.mock.calls.find(([channel]) => channel === PAGE_ERROR_CHANNEL);
    expect(registered).toBeDefined();
    const listener = registered![1] as (event: unknown, text: unknown) => void;
    listener({ senderFrame: appFrame, sender: { id: 1 } }, 'TypeError: x is undefined\n at index.js:1:2');
    listener({ senderFrame: { ...appFrame, parent: appFrame }, sender: { id: 1 } }, 'from a subframe');
    listener({ senderFrame: appFrame, sender: { id: 1 } }, { not: 'text' });
    expect(logged.filter((line) => line.startsWith('The page failed'))).toEqual([
      'The page failed: TypeError: x is undefined at index.js:1:2',
    ]);
  });
});

describe('main: Print on the desktop (issue 51 §4)', () => {
  it('answers the app’s page only: the save dialog on its window, nothing printed when cancelled', async () => {
    const { window } = await startShell();
    const registered = fake.ipcMain.handle.mock.calls.find(([channel]) => channel === PRINT_PDF_CHANNEL);
    expect(registered).toBeDefined();
    const handler = registered![1] as (event: unknown, name: unknown) => Promise<unknown>;
    const subframe = { ...appFrame, parent: appFrame };
    expect(await handler({ senderFrame: subframe, sender: window.webContents }, 'FX-7K2M9Q.pdf')).toBe(
      'refused',
    );
    expect(await handler({ senderFrame: appFrame, sender: { id: 99 } }, 'FX-7K2M9Q.pdf')).toBe('refused');
    expect(fake.dialog.showSaveDialog).not.toHaveBeenCalled();

    expect(await handler({ senderFrame: appFrame, sender: window.webContents }, 'FX-7K2M9Q.pdf')).toBe(
      'canceled',
    );
    expect(fake.dialog.showSaveDialog).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ defaultPath: expect.stringMatching(/[\\/]FX-7K2M9Q\.pdf$/) }),
    );
    expect(window.webContents.printToPDF).not.toHaveBeenCalled();
  });
});
