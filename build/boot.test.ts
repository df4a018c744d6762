/**
 * The boot test: the real bundle (`dist/electron/main.mjs`, built here by bundleElectron) run under
 * this Node with the faithful `electron` stub in boot mode (build/electron-stub/electron.mjs). It
 * catches what main.test.ts's mocks can't: the bundle's entry, ESM resolution, paths beside the
 * bundle, the lazy sandbox process. The app must reach `whenReady`, serve `app://dispatch/index.html`
 * through its protocol handler, answer `session.get`, `listings.search` (demo mode: the embedded
 * sandbox, forked as a utility process), a saved-searches round trip, the activity summary and a
 * desktop notification and badge over the stub's IPC with the real services and database, then quit
 * cleanly with its data in `<appData>/Dispatch`. The notifications behave as Windows toasts
 * (ELECTRON_STUB_TOASTS): one that timed out survives a garbage collection and its click from Action
 * Center, before the page listens, is kept for the page; once it listens, a click on a minimized
 * window restores it and sends the path. The app's page writes the clipboard under Electron's real
 * permission-check arguments, and nothing else.
 *
 * A second boot starts as at sign-in (`--hidden`): no window, so no page and no call from one. With
 * the settings a previous day left (a demo account chosen) and the demo market moving every second
 * (DISPATCH_DEMO_TICK_SECONDS), the watch reads, notices, and main shows a `Notification`, sets the
 * badge and the tray's count (docs/watch.md §On the desktop; issue 42).
 *
 * A third boots the bundle four times as Windows, macOS, Linux with a tray host and Linux without one
 * (process.platform set before the bundle loads; main and the stub follow it; the tray host is a
 * `gdbus` on PATH answering the bus's NameHasOwner), each as the packaged app 0.1.0 (the stub's
 * ELECTRON_STUB_RESOURCES: `app.isPackaged`, `process.resourcesPath` with electron-builder's
 * `app-update.yml` naming a feed this test serves on loopback with 0.2.0) started at sign-in, and
 * prints a table: the tray image's size, scales and template flag, whether a window opened, what
 * closing it does and the dialog it shows, what start at sign-in writes, the badge of an unread count a
 * previous day left once the window is open (docs/watch.md §The tray and closing the window, per OS),
 * and what "Restart to update" installs: the real electron-updater (NsisUpdater, MacUpdater over the
 * stub's Squirrel.Mac, AppImageUpdater) finds 0.2.0, downloads it with its sha512 checked, and the
 * page's `update.restart` makes it install (docs/packaging.md §Updates). About 5 s a platform here.
 */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_CHANNEL,
  OPEN_PATH_CHANNEL,
  OPEN_PATH_READY_CHANNEL,
  PAGE_ERROR_CHANNEL,
} from '../electron/ipc-channels';
import { bundleElectron } from './bundle-electron';
import { openDeskDatabase } from '../electron/services/db/database';
import { createActivityLog } from '../electron/services/watch/activity-log';
import { channelYml, writeAppUpdateYml } from '../electron/desktop/updater-feed.fixture';
import { writeElectronStub } from './electron-stub';
// @ts-expect-error: a plain ES module of the stub, without types
import { nsisInstallerRun } from './electron-stub/nsis-installer.mjs';

const root = join(import.meta.dirname, '..');
let outDir: string;
/**
 * The bundle, laid out as in the package (`<app>/dist/electron`, with `<app>/dist/renderer` beside it
 * and the contract the embedded sandbox reads at `<app>/shared/api/v1.json`).
 */
let bundleDir: string;
/** The stand-in renderer (`<app>/dist/renderer`). */
let rendererDir: string;
let appData: string;

beforeAll(async () => {
  mkdirSync(join(root, 'dist'), { recursive: true });
  outDir = mkdtempSync(join(root, 'dist', 'boot-test-'));
  appData = mkdtempSync(join(outDir, 'appdata-'));
  bundleDir = join(outDir, 'app', 'dist', 'electron');
  rendererDir = join(outDir, 'app', 'dist', 'renderer');
  await bundleElectron(bundleDir);
  mkdirSync(join(outDir, 'app', 'shared', 'api'), { recursive: true });
  copyFileSync(join(root, 'shared', 'api', 'v1.json'), join(outDir, 'app', 'shared', 'api', 'v1.json'));
  // the renderer the protocol serves (DISPATCH_RENDERER_DIR in a development run; a packaged app's is
  // `../renderer/` beside the bundle, here the same folder): a stand-in page, as the built renderer may
  // not be there yet when the unit tests run
  mkdirSync(rendererDir);
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><title>Dispatch</title><div id="root"></div>',
  );
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** What the driver prints: the app's answers, as JSON after `BOOT `. */
interface BootReport {
  page: { status: number; contentType: string | null; csp: string | null; body: string };
  session: {
    ok: boolean;
    value?: { environment: { kind: string; origin: string }; demoAccounts: unknown[] };
  };
  search: { ok: boolean; value?: { data: { ref: string }[] } };
  created: { ok: boolean; value?: { id: string; name: string } };
  listed: { ok: boolean; value?: { id: string; name: string }[] };
  summary: { ok: boolean; value?: { unread: number; watch: { state: string } } };
  notified: { ok: boolean; value?: { delivered: boolean } };
  badge: { ok: boolean; value?: { delivered: boolean } };
  badgeCount: number;
  tray: { toolTip: string; items: string[] };
  closed: { destroyed: boolean; visible: boolean; boxes: string[] };
  actionCenter: {
    state: string;
    collected: number;
    clickReached: boolean;
    sentBeforeListening: number;
    kept: string | null;
  };
  minimized: { pageBefore: string; minimizedAfter: boolean; pageAfter: string };
  clicked: { channel: string; args: unknown[] }[];
  permissions: { clipboardWrite: boolean; notifications: boolean; clipboardRead: boolean };
  crash: { reloadedOnce: boolean; boxes: { message: string; buttons: string[] }[] };
  logs: string;
  forks: { modulePath: string; args: string[] }[];
  userData: string;
  appName: string;
}

/** Runs the bundle with the stub in boot mode and the driver; resolves to its report and exit code. */
function boot(): Promise<{ report: BootReport; code: number | null; stderr: string }> {
  return runDriver(
    'boot-driver.mjs',
    `const stub = () => globalThis.__electronStub;
await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'main.mjs')).href)});
const deadline = Date.now() + 60_000;
while (!stub()?.windows?.[0]?.loaded && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
const window = stub().windows[0];
const call = (name, input) => stub().invoke(${JSON.stringify(CALL_CHANNEL)}, name, input);
const { app } = await import('electron');
const report = {
  page: { status: window.loaded.status, contentType: window.loaded.headers['content-type'] ?? null, csp: window.loaded.headers['content-security-policy'] ?? null, body: window.loaded.body },
  session: await call('session.get', {}),
  search: await call('listings.search', { filters: {}, cursor: null }),
  created: await call('savedSearches.create', { kind: 'listings', name: 'Boot RO → DE', filters: { fromCountry: 'RO', toCountry: 'DE' } }),
  listed: await call('savedSearches.list', {}),
  summary: await call('activity.summary', {}),
  notified: await call('desktop.notify', { title: 'Boot: 2 new offers', body: 'best 1,450 EUR', path: '/inbox' }),
  badge: await call('desktop.badge', { count: 2 }),
  badgeCount: app.getBadgeCount(),
  tray: { toolTip: stub().trays[0]?.toolTip, items: stub().trays[0]?.contextMenu?.items.map((i) => i.label ?? '-') },
  actionCenter: await (async () => {
    const toast = stub().notifications[0];
    toast.timeOut();
    const collected = await stub().collectGarbage();
    const state = toast.state;
    const clickReached = toast.click();
    for (let i = 0; i < 50 && !window.isFocused(); i++) await new Promise((r) => setTimeout(r, 10));
    return { state, collected, clickReached, sentBeforeListening: stub().sent.filter((m) => m.channel === ${JSON.stringify(OPEN_PATH_CHANNEL)}).length, kept: await stub().invoke(${JSON.stringify(OPEN_PATH_READY_CHANNEL)}) };
  })(),
  minimized: await (async () => {
    await call('desktop.notify', { title: 'Boot: offer accepted', body: '', path: '/offers' });
    window.minimize();
    const pageBefore = window.webContents.visibilityState;
    stub().notifications[1].click();
    const opened = () => stub().sent.filter((m) => m.channel === ${JSON.stringify(OPEN_PATH_CHANNEL)});
    for (let i = 0; i < 100 && opened().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    return { pageBefore, minimizedAfter: window.isMinimized(), pageAfter: window.webContents.visibilityState };
  })(),
  // the open paths main sent the page (the watch's pushes on their own channel are not clicks)
  clicked: stub()
    .sent.filter((m) => m.channel === ${JSON.stringify(OPEN_PATH_CHANNEL)})
    .map(({ channel, args }) => ({ channel, args })),
  permissions: {
    clipboardWrite: stub().checkPermission('clipboard-sanitized-write'),
    notifications: stub().checkPermission('notifications'),
    clipboardRead: stub().checkPermission('clipboard-read'),
  },
  crash: await (async () => {
    stub().send(${JSON.stringify(PAGE_ERROR_CHANNEL)}, 'TypeError: boot page error, ana@carrier.example');
    stub().renderProcessGone(window, 'crashed');
    for (let i = 0; i < 100 && window.webContents.isCrashed(); i++) await new Promise((r) => setTimeout(r, 10));
    const reloadedOnce = !window.webContents.isCrashed() && stub().messageBoxes.length === 0;
    stub().renderProcessGone(window, 'killed');
    for (let i = 0; i < 100 && stub().messageBoxes.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    return { reloadedOnce, boxes: stub().messageBoxes.map(({ message, buttons }) => ({ message, buttons })) };
  })(),
  closed: await (async () => {
    const before = stub().messageBoxes.length;
    window.close();
    for (let i = 0; i < 100 && stub().messageBoxes.length === before; i++) await new Promise((r) => setTimeout(r, 10));
    return { destroyed: window.isDestroyed(), visible: window.isVisible(), boxes: stub().messageBoxes.slice(before).map(({ message }) => message) };
  })(),
  logs: app.getPath('logs'),
  forks: stub().utilityForks.map(({ modulePath, args }) => ({ modulePath, args })),
  userData: app.getPath('userData'),
  appName: app.name,
};
console.log('BOOT ' + JSON.stringify(report));
app.quit();
`,
    { ELECTRON_STUB_TOASTS: 'windows' },
  );
}

/**
 * Writes `source` as the driver `name` beside the bundle and runs it under this Node with the stub in
 * boot mode (and `env` added); resolves to the report it prints after `BOOT `, and its exit code.
 */
function runDriver<R>(
  name: string,
  source: string,
  env: Record<string, string>,
): Promise<{ report: R; code: number | null; stderr: string }> {
  const register = writeElectronStub(outDir);
  const driver = join(outDir, name);
  writeFileSync(driver, source);
  // the session's tray host (desktop/tray-host.ts asks `gdbus` whether a StatusNotifierWatcher owns its
  // name): this `gdbus` answers as a desktop with one (KDE, or GNOME with the AppIndicator extension)
  const bin = join(outDir, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'gdbus'), "#!/bin/sh\necho '(true,)'\n", { mode: 0o755 });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', register, driver], {
      cwd: root,
      env: {
        ...process.env,
        ELECTRON_STUB_MODE: 'boot',
        ELECTRON_STUB_APPDATA: appData,
        DISPATCH_RENDERER_DIR: rendererDir,
        DBUS_SESSION_BUS_ADDRESS: 'disabled:',
        PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((l) => l.startsWith('BOOT '));
      if (!line) return reject(new Error(`no report (exit ${code}):\n${stdout}\n${stderr}`));
      resolve({ report: JSON.parse(line.slice(5)) as R, code, stderr });
    });
  });
}

describe('the bundled main process, booted with the electron stub', () => {
  it('serves the page, answers calls with the real services and database, and quits cleanly', async () => {
    const { report, code, stderr } = await boot();
    expect(report.session, JSON.stringify(report.session)).toMatchObject({ ok: true });
    expect(report.appName).toBe('Dispatch');
    expect(report.userData).toBe(join(appData, 'Dispatch'));
    expect(report.page.status).toBe(200);
    expect(report.page.contentType).toMatch(/^text\/html/);
    expect(report.page.csp).toMatch(/default-src 'none'|default-src 'self'/);
    expect(report.session).toMatchObject({ ok: true, value: { environment: { kind: 'embedded' } } });
    expect(report.session.value!.demoAccounts.length).toBeGreaterThan(0);
    expect(report.search.ok).toBe(true);
    expect(report.search.value!.data.length).toBeGreaterThan(0);
    expect(report.forks).toEqual([{ modulePath: join(bundleDir, 'sandbox-process.mjs'), args: ['120'] }]);
    expect(report.created).toMatchObject({ ok: true, value: { name: 'Boot RO → DE' } });
    expect(report.listed.value!.map((s) => s.id)).toEqual([report.created.value!.id]);
    expect(existsSync(join(appData, 'Dispatch', 'dispatch.sqlite3'))).toBe(true);
    // the watch's calls, and its notification and badge on the desktop (docs/watch.md §On the desktop)
    expect(report.summary).toMatchObject({ ok: true, value: { unread: 0 } });
    expect(report.notified).toEqual({ ok: true, value: { delivered: true } });
    expect(report.badge).toEqual({ ok: true, value: { delivered: true } });
    expect(report.badgeCount).toBe(2);
    // the tray tells the badge's count and offers its menu (docs/watch.md §The tray and closing the window)
    expect(report.tray).toEqual({
      toolTip: 'Dispatch: 2 unread',
      items: ['Open Dispatch', '-', 'Check now', 'Pause watching for 1 hour', '-', 'Quit Dispatch'],
    });
    // Windows: a toast that timed out is kept through a collection; its click from Action Center,
    // before the page listens, is kept by main and given to the page when it asks
    expect(report.actionCenter).toEqual({
      state: 'in-action-center',
      collected: 0,
      clickReached: true,
      sentBeforeListening: 0,
      kept: '/inbox',
    });
    // once the page listens, a click on a minimized window restores it and sends the path
    expect(report.minimized).toEqual({ pageBefore: 'hidden', minimizedAfter: false, pageAfter: 'visible' });
    expect(report.clicked).toEqual([{ channel: 'dispatch:open-path', args: ['/offers'] }]);
    expect(report.permissions).toEqual({ clipboardWrite: true, notifications: false, clipboardRead: false });
    // a page that dies is loaded again once; again soon after, a native dialog asks; its errors and
    // both deaths are in main.log, scrubbed
    expect(report.crash).toEqual({
      reloadedOnce: true,
      boxes: [{ message: "Dispatch's window stopped again.", buttons: ['Reload', 'Quit'] }],
    });
    // closing the window (Linux) hides it to the tray, said once in a native dialog; the app goes on
    expect(report.closed).toEqual({
      destroyed: false,
      visible: false,
      boxes: ['Dispatch keeps watching in the tray.'],
    });
    const mainLog = readFileSync(join(report.logs, 'main.log'), 'utf8');
    expect(mainLog).toContain('The page failed: TypeError: boot page error, [e-mail]');
    expect(mainLog).toMatch(/page stopped \(crashed, exit code 139\); it is loaded again/);
    expect(mainLog).toMatch(/page stopped \(killed, exit code 9\) again/);
    expect(code, stderr).toBe(0);
  }, 120_000);
});

/** What a hidden start's driver prints. */
interface HiddenStartReport {
  windows: number;
  toldAfterMs: number;
  notifications: { title: string; body: string }[];
  badgeCount: number;
  trayToolTip: string | undefined;
  forks: string[][];
}

/**
 * A driver that starts the bundle as at sign-in (`--hidden`) and waits, at most `waitMs`, until
 * `until` (a JavaScript condition over `stub()`, `app` and `snapshot(key)`, the database's stored
 * watch snapshot) holds; then prints what the desktop was shown and quits.
 */
function hiddenDriver(until: string, waitMs: number): string {
  return `process.argv.push('--hidden');
const started = Date.now();
await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'main.mjs')).href)});
const stub = () => globalThis.__electronStub;
const { app } = await import('electron');
const { DatabaseSync } = await import('node:sqlite');
const snapshot = (key) => {
  try {
    const db = new DatabaseSync(app.getPath('userData') + '/dispatch.sqlite3', { readOnly: true });
    try { return db.prepare('SELECT snapshot FROM watch_snapshots WHERE key = ?').get(key)?.snapshot ?? null; } finally { db.close(); }
  } catch { return null; }
};
const deadline = Date.now() + ${waitMs};
while (!(${until}) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
console.log('BOOT ' + JSON.stringify({
  windows: stub().windows.length,
  toldAfterMs: Date.now() - started,
  notifications: stub().notifications.map(({ title, body }) => ({ title, body })),
  badgeCount: app.getBadgeCount(),
  trayToolTip: stub().trays[0]?.toolTip,
  forks: stub().utilityForks.map(({ args }) => args),
}));
app.quit();
`;
}

describe('a start at sign-in, with no page at all', () => {
  it('the watch reads the moving demo market and main tells the desktop of an offer: a notification, the badge, the tray', async () => {
    // Yesterday: the demo shipper chosen, the watch's budget at its most (12 reads a minute); the app
    // ran hidden until the watch had stored the shipper's listings, and each listing then had no offer.
    const hiddenAppData = mkdtempSync(join(outDir, 'appdata-hidden-'));
    mkdirSync(join(hiddenAppData, 'Dispatch'));
    writeFileSync(
      join(hiddenAppData, 'Dispatch', 'config.json'),
      JSON.stringify({ demoAccount: 'shipper', watch: { requestsPerMinute: 12 } }),
    );
    const env = { ELECTRON_STUB_APPDATA: hiddenAppData };
    const yesterday = await runDriver<HiddenStartReport>(
      'yesterday-driver.mjs',
      hiddenDriver("snapshot('my-listings') !== null", 60_000),
      env,
    );
    expect(yesterday.code, yesterday.stderr).toBe(0);
    const db = new DatabaseSync(join(hiddenAppData, 'Dispatch', 'dispatch.sqlite3'));
    const stored = db.prepare("SELECT snapshot FROM watch_snapshots WHERE key = 'my-listings'").get() as {
      snapshot: string;
    };
    const listings = (JSON.parse(stored.snapshot) as { listings: Record<string, { status: string }> })
      .listings;
    const published = Object.keys(listings).filter((ref) => listings[ref]!.status === 'published');
    expect(published.length).toBeGreaterThan(0);
    const noOffers = db.prepare(
      'INSERT OR REPLACE INTO watch_snapshots (key, snapshot, taken_at) VALUES (?, ?, ?)',
    );
    for (const ref of published)
      noOffers.run(
        `received-offers:${ref}`,
        JSON.stringify({ offers: {}, floor: null }),
        Date.now() - 86_400_000,
      );
    db.close();

    // Today: started at sign-in, the market moving every second; no window, so no page and no call
    // from one: main alone reads, notices and tells, the offers on my listings first
    const { report, code, stderr } = await runDriver<HiddenStartReport>(
      'today-driver.mjs',
      hiddenDriver('stub().notifications.length > 0 && app.getBadgeCount() > 0', 60_000),
      { ...env, DISPATCH_DEMO_TICK_SECONDS: '1' },
    );
    expect(report.windows).toBe(0);
    expect(report.forks).toEqual([['1']]);
    expect(report.notifications.length, JSON.stringify(report)).toBeGreaterThan(0);
    expect(report.notifications[0]!.title).toMatch(/offer/i);
    expect(report.badgeCount).toBeGreaterThan(0);
    // the count, and when the watch last looked (docs/watch.md §The tray and closing the window)
    expect(report.trayToolTip).toMatch(new RegExp(`^Dispatch: ${report.badgeCount} unread · looked at \\S`));
    console.log(`hidden start: told after ${report.toldAfterMs} ms`, JSON.stringify(report.notifications));
    expect(code, stderr).toBe(0);
  }, 180_000);
});

/** One platform's row of the per-platform boot (what the desktop does there, as the stub models it). */
interface PlatformReport {
  /** Windows open after the start at sign-in (`--hidden`, or macOS's login launch). */
  hiddenStartWindows: number;
  tray: { width: number; height: number; scales: number[]; template: boolean };
  settings: { closeChoice: boolean; keepInTray: boolean; trayShown: boolean };
  /** Start at sign-in switched on from Settings: what the system (or the autostart file) then holds. */
  loginItem: { on: boolean; written: string | null };
  /** Closing the window: the app quits, or the window is hidden / destroyed; the dialogs shown. */
  closed: { quits: boolean; destroyed: boolean; visible: boolean; boxes: string[] };
  /**
   * The badge of the unread count the day before left (1), once the window is open after the hidden
   * start: the dock or launcher count (`app.getBadgeCount()`, macOS and Linux), or the taskbar overlay's
   * description on the window (Windows; null: no dot).
   */
  badge: { count: number | null; overlay: string | null };
  /**
   * The update the loopback feed offers, as the packaged app's electron-updater took it, and what
   * installing it called: `update` is `update.status` once the download ended; `restarting` what
   * `update.restart` (the page's "Restart to update") answered, null where closing the window had
   * already quit (then the quit installs: electron-updater's `autoInstallOnAppQuit`); `quits` whether
   * the app then quit; `started` each program electron-updater ran from then on (child_process `spawn`
   * and `execFileSync`: its file's name, its arguments, detached or not); `relaunchedToInstall` how often
   * Squirrel.Mac relaunched into the update (macOS).
   */
  install: {
    update: { state: string; version: string | null };
    restarting: boolean | null;
    quits: boolean;
    started: { how: string; file: string; args: string[]; detached: boolean }[];
    relaunchedToInstall: number | null;
  };
}

/**
 * A driver that runs the bundle as `platform` (process.platform, which main and the stub follow) started
 * at sign-in as the packaged app (ELECTRON_STUB_RESOURCES), reads what the tray shows, opens the window
 * from the tray menu (if the start opened none), switches start at sign-in on from Settings, waits for
 * the update electron-updater downloads at start, closes the window, then (if the app still runs)
 * presses "Restart to update" through the page's call. What electron-updater starts is recorded as it
 * calls child_process; a Windows installer cannot run on this machine, so in its place an empty Node
 * process starts (what `spawnLog` waits for: a pid). The report is printed as the process exits.
 */
function platformDriver(platform: NodeJS.Platform): string {
  return `Object.defineProperty(process, 'platform', { value: ${JSON.stringify(platform)} });
if (process.platform !== 'darwin') process.argv.push('--hidden');
const { basename } = await import('node:path');
const childProcess = (await import('node:module')).createRequire(import.meta.url)('node:child_process');
const { spawn, execFileSync } = childProcess;
const started = [];
let recording = false;
const record = (how, file, args, options) => {
  if (recording) started.push({ how, file: basename(file), args: args ?? [], detached: options?.detached === true });
};
childProcess.spawn = (file, args, options) => {
  record('spawn', file, args, options);
  return process.platform === 'win32' ? spawn(process.execPath, ['-e', ''], options) : spawn(file, args, options);
};
childProcess.execFileSync = (file, args, options) => (record('execFileSync', file, args, options), execFileSync(file, args, options));
await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'main.mjs')).href)});
const stub = () => globalThis.__electronStub;
const { app, autoUpdater } = await import('electron');
const { existsSync, readFileSync } = await import('node:fs');
const wait = async (condition, ms) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};
// the tray, then the start's choice of a window (Linux asks the bus for a tray host first)
await wait(() => stub().trays.length > 0, 30_000);
await wait(() => stub().windows.length > 0, process.env.EXPECT_WINDOW === '1' ? 10_000 : 1_000);
const hiddenStartWindows = stub().windows.length;
const image = stub().trays[0].image;
const tray = { ...image.getSize(), scales: image.getScaleFactors(), template: image.isTemplateImage() };
if (hiddenStartWindows === 0) stub().trays[0].contextMenu.items[0].click();
await wait(() => stub().windows[0]?.loaded, 30_000);
const window = stub().windows[0];
const call = async (name, input) => (await stub().invoke(${JSON.stringify(CALL_CHANNEL)}, name, input)).value;
const badge = {
  count: process.platform === 'win32' ? null : app.getBadgeCount(),
  overlay: process.platform === 'win32' ? (window.overlay?.description ?? null) : null,
};
const { closeChoice, keepInTray, trayShown } = await call('desktop.settings', {});
const on = (await call('desktop.updateSettings', { startAtLogin: true })).startAtLogin;
const autostart = process.env.XDG_CONFIG_HOME + '/autostart/dispatch.desktop';
const written =
  process.platform === 'linux'
    ? (existsSync(autostart) ? readFileSync(autostart, 'utf8').split('\\n').find((l) => l.startsWith('Exec=')) : null)
    : JSON.stringify(app.getLoginItemSettings(process.platform === 'win32' ? { args: ['--hidden'] } : {}).openAtLogin);
// the update checked at start, downloaded in the background
let update = await call('update.status', {});
for (let i = 0; i < 600 && !['ready', 'unsupported', 'failed'].includes(update.state); i++) {
  await new Promise((r) => setTimeout(r, 50));
  update = await call('update.status', {});
}
// Squirrel.Mac's relaunches (macOS; elsewhere Electron's autoUpdater has no such thing)
const relaunched = () => (process.platform === 'darwin' ? autoUpdater.relaunchedToInstall : null);
const install = { update, restarting: null, quits: false, started, relaunchedToInstall: relaunched() };
const report = { hiddenStartWindows, tray, settings: { closeChoice, keepInTray, trayShown }, loginItem: { on, written }, badge, install };
process.on('exit', () => {
  install.relaunchedToInstall = relaunched();
  console.log('BOOT ' + JSON.stringify(report));
});
const before = stub().messageBoxes.length;
const boxes = () => stub().messageBoxes.slice(before).map(({ message }) => message);
let closing = true;
let quitAsked = false;
app.on('before-quit', () => {
  quitAsked = true;
  if (closing && !report.closed) report.closed = { quits: true, destroyed: window.isDestroyed(), visible: false, boxes: boxes() };
});
// from here on, what electron-updater starts is its install (a quit installs a downloaded update)
recording = true;
window.close();
await wait(() => window.isDestroyed() || stub().messageBoxes.length > before, 3_000);
// the last window gone, main quits (window-all-closed) unless on macOS: given a moment to
if (window.isDestroyed()) await wait(() => report.closed !== undefined, 2_000);
closing = false;
install.quits = quitAsked;
if (!report.closed) {
  report.closed = { quits: false, destroyed: window.isDestroyed(), visible: !window.isDestroyed() && window.isVisible(), boxes: boxes() };
  // "Restart to update" from the page: macOS opens the window again first (the tray's Open Dispatch)
  if (window.isDestroyed()) {
    stub().trays[0].contextMenu.items[0].click();
    await wait(() => stub().windows.some((w) => !w.destroyed && w.loaded), 10_000);
  }
  install.restarting = (await call('update.restart', {})).restarting;
  await wait(() => quitAsked || relaunched() > 0, 3_000);
  install.quits = quitAsked;
  app.quit(); // the driver's own quit, once the install's is seen (or not)
}
`;
}

/** The update the boot's feed offers (the packaged app is 0.1.0). */
const NEW_VERSION = '0.2.0';

/**
 * The loopback feed of the per-platform boot, as electron-builder publishes a release on the generic
 * provider (docs/packaging.md §Updates): `latest.yml` (the NSIS installer), `latest-mac.yml` (the
 * zip), `latest-linux.yml` (the AppImage), each with its file's sha512 and size. The AppImage is a
 * shell script that, once started, writes beside itself how it was started (`<file>.started`).
 */
async function serveFeed(): Promise<{ url: string; close(): Promise<void> }> {
  const files: Record<string, Buffer> = {
    'Dispatch-Setup-0.2.0.exe': Buffer.from('MZ the Dispatch 0.2.0 installer\n'.repeat(64)),
    'Dispatch-0.2.0-mac.zip': Buffer.from('PK the Dispatch 0.2.0 app\n'.repeat(64)),
    'Dispatch-0.2.0.AppImage': Buffer.from(
      '#!/bin/sh\necho "APPIMAGE_SILENT_INSTALL=$APPIMAGE_SILENT_INSTALL APPIMAGE_EXIT_AFTER_INSTALL=$APPIMAGE_EXIT_AFTER_INSTALL" > "$0.started"\n',
    ),
  };
  const channel = (file: string) => channelYml(NEW_VERSION, file, files[file]!);
  const channels: Record<string, string> = {
    'latest.yml': channel('Dispatch-Setup-0.2.0.exe'),
    'latest-mac.yml': channel('Dispatch-0.2.0-mac.zip'),
    'latest-linux.yml': channel('Dispatch-0.2.0.AppImage'),
  };
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(1); // reads carry ?noCache=
    if (channels[name]) return res.end(channels[name]);
    if (!files[name]) return res.writeHead(404).end();
    res.setHeader('content-length', files[name].length);
    res.end(files[name]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A packaged 0.1.0's resources folder in `home` (what electron-builder writes: `app-update.yml` naming
 * the feed, the app's package.json in `app/`); returns its path.
 */
function packagedResources(home: string, feedUrl: string): string {
  const resources = join(home, 'resources');
  mkdirSync(join(resources, 'app'), { recursive: true });
  writeAppUpdateYml(resources, feedUrl);
  writeFileSync(
    join(resources, 'app', 'package.json'),
    JSON.stringify({ name: 'dispatch', version: '0.1.0' }),
  );
  return resources;
}

/** The "Restart to update" cell of a row: what installing called, in words. */
function installCell(r: PlatformReport): string {
  const { install } = r;
  if (install.update.state !== 'ready') return `${install.update.state}, nothing to install`;
  const tail = (path: string) => path.split('/').slice(-2).join('/');
  const words = install.started.map((c) => {
    if (c.file === 'mv')
      return `mv ${c.args
        .filter((a) => a !== '-f')
        .map(tail)
        .join(' → ')}`;
    const run = `${c.how === 'spawn' ? 'started' : 'ran to its end'} ${[c.file, ...c.args].join(' ')}`;
    if (c.file.endsWith('.exe')) {
      const { wizard, relaunches } = nsisInstallerRun(c.args, WINDOWS_NSIS);
      return `${run} (${wizard ? 'its wizard shown' : 'no wizard'}, Dispatch started again: ${relaunches})`;
    }
    return run;
  });
  if (install.relaunchedToInstall)
    words.push(`Squirrel.Mac relaunches into it (${install.relaunchedToInstall}×)`);
  const how =
    install.restarting === null ? 'closing quit; the quit installs' : `restarting ${install.restarting}`;
  return `${how}: ${words.join('; ') || 'nothing'}${install.quits ? '; the app quits' : ''}`;
}

/** The build's `nsis` settings the installer runs with (build/electron-builder.yml: an assisted installer). */
const WINDOWS_NSIS = { oneClick: false };

describe('every desktop as it runs: the same bundle booted as Windows, macOS and Linux with and without a tray host', () => {
  it('prints per platform the tray image, the close policy, the login item, the badge after a start at sign-in and what "Restart to update" installs', async () => {
    const rows: Record<string, PlatformReport> = {};
    const appImages: Record<string, string> = {};
    const homes: Record<string, string> = {};
    const noTrayBin = join(outDir, 'bin-no-tray-host');
    mkdirSync(noTrayBin, { recursive: true });
    // stock GNOME: the bus answers that no StatusNotifierWatcher owns its name
    writeFileSync(join(noTrayBin, 'gdbus'), "#!/bin/sh\necho '(false,)'\n", { mode: 0o755 });
    const cases: [string, NodeJS.Platform, Record<string, string>][] = [
      ['win32', 'win32', {}],
      ['darwin', 'darwin', { ELECTRON_STUB_OPENED_AT_LOGIN: '1' }],
      ['linux, tray host', 'linux', {}],
      [
        'linux, no tray host',
        'linux',
        { PATH: `${noTrayBin}${delimiter}${process.env.PATH ?? ''}`, EXPECT_WINDOW: '1' },
      ],
    ];
    const feed = await serveFeed();
    try {
      for (const [name, platform, extra] of cases) {
        const home = mkdtempSync(join(outDir, 'platform-'));
        homes[name] = home;
        // the day before left one unread offer in Activity (the badge's count at the start)
        const { db } = openDeskDatabase({ dir: join(home, 'Dispatch') });
        createActivityLog(db).commit([
          {
            id: 'offer.received:O-1',
            type: 'offer.received',
            subject: { kind: 'offer', id: 'O-1' },
            listingRef: 'L-1',
            occurredAt: '2026-11-28T18:00:00Z',
            data: {},
            source: 'watch',
          },
        ]);
        db.close();
        // Linux: the AppImage runs from a file of its own name ($APPIMAGE); a deb does not update itself
        const appImages_ = join(home, 'Applications');
        mkdirSync(appImages_);
        writeFileSync(join(appImages_, 'Dispatch-0.1.0.AppImage'), 'the old one');
        appImages[name] = appImages_;
        const { report, code, stderr } = await runDriver<PlatformReport>(
          `platform-${platform}-driver.mjs`,
          platformDriver(platform),
          {
            ELECTRON_STUB_APPDATA: home,
            ELECTRON_STUB_RESOURCES: packagedResources(home, feed.url),
            XDG_CONFIG_HOME: join(home, 'config'),
            // electron-updater's download cache (getAppCacheDir, per platform)
            HOME: home,
            XDG_CACHE_HOME: join(home, 'cache'),
            LOCALAPPDATA: join(home, 'AppData', 'Local'),
            ...(platform === 'linux' ? { APPIMAGE: join(appImages_, 'Dispatch-0.1.0.AppImage') } : {}),
            ...extra,
          },
        );
        expect(code, `${name}: ${stderr}`).toBe(0);
        rows[name] = report;
      }
    } finally {
      await feed.close();
    }
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([name, r]) => [
          name,
          {
            'window at sign-in': r.hiddenStartWindows,
            'tray image (pt)': `${r.tray.width}x${r.tray.height} @${r.tray.scales.join(',')}x`,
            template: r.tray.template,
            'tray shown': r.settings.trayShown,
            'closing the window': r.closed.quits
              ? 'quits'
              : r.closed.destroyed
                ? 'closes it, app runs'
                : r.closed.visible
                  ? 'stays'
                  : 'hides to tray',
            'first-close dialog': r.closed.boxes.join(' ') || '-',
            'start at sign-in':
              `${r.loginItem.on} ${(r.loginItem.written ?? '').replace(/^Exec=.*\//, 'Exec=…/')}`.trim(),
            'badge after a hidden start':
              r.badge.count !== null ? `count ${r.badge.count}` : `overlay ${r.badge.overlay ?? 'none'}`,
            'Restart to update': installCell(r),
          },
        ]),
      ),
    );
    const win = rows.win32!;
    const mac = rows.darwin!;
    const linux = rows['linux, tray host']!;
    const gnome = rows['linux, no tray host']!;
    // a start at sign-in opens to the tray; with no tray to open to, it opens the window
    expect([win, mac, linux, gnome].map((r) => r.hiddenStartWindows)).toEqual([0, 0, 0, 1]);
    // macOS: a 16 pt template image with its @2x; elsewhere the 32 px colour icon, not a template
    expect(mac.tray).toEqual({ width: 16, height: 16, scales: [1, 2], template: true });
    for (const r of [win, linux, gnome])
      expect(r.tray).toMatchObject({ width: 32, height: 32, template: false });
    // closing: Windows and Linux with a tray hide to it (said once); macOS closes the window and keeps
    // running; Linux with no tray host quits, with no tray dialog, and Settings says why
    for (const r of [win, linux])
      expect(r.closed).toEqual({
        quits: false,
        destroyed: false,
        visible: false,
        boxes: ['Dispatch keeps watching in the tray.'],
      });
    expect(mac.closed).toMatchObject({ quits: false, destroyed: true, boxes: [] });
    expect(gnome.closed).toMatchObject({ quits: true, boxes: [] });
    expect(gnome.settings).toEqual({ closeChoice: true, keepInTray: true, trayShown: false });
    expect(mac.settings).toMatchObject({ closeChoice: false, trayShown: true });
    // start at sign-in: the Run key (Windows, with --hidden), the login item (macOS), the autostart entry
    for (const r of [win, mac]) expect(r.loginItem).toEqual({ on: true, written: 'true' });
    for (const r of [linux, gnome]) expect(r.loginItem.written).toMatch(/^Exec=.* --hidden$/);
    // the badge asked for while no window was there: Windows' overlay (the window's) is set on the window
    // opened after the hidden start; the dock and launcher count is the app's
    expect(win.badge).toEqual({ count: null, overlay: expect.stringMatching(/\b1\b/) });
    for (const r of [mac, linux, gnome]) expect(r.badge).toEqual({ count: 1, overlay: null });
    // the update: found and downloaded (its sha512 checked) on every desktop
    for (const r of [win, mac, linux, gnome])
      expect(r.install.update).toEqual({ state: 'ready', version: NEW_VERSION });
    // Windows: "Restart to update" runs the installer silent with --force-run, so the assisted
    // installer shows no wizard and starts Dispatch again itself; the app quits for it
    expect(win.install).toMatchObject({ restarting: true, quits: true });
    expect(win.install.started).toEqual([
      {
        how: 'spawn',
        file: 'Dispatch-Setup-0.2.0.exe',
        args: ['--updated', '/S', '--force-run'],
        detached: true,
      },
    ]);
    expect(nsisInstallerRun(win.install.started[0]!.args, WINDOWS_NSIS)).toEqual({
      wizard: false,
      relaunches: 'always',
    });
    // macOS (signed): Squirrel.Mac took the download and relaunches into it (the app quits for it);
    // nothing else is started
    expect(mac.install).toMatchObject({ restarting: true, quits: true, started: [], relaunchedToInstall: 1 });
    // Linux, AppImage: the new image replaces the old file under its own versioned name and is started
    // (detached, told it was a silent install); the app quits
    expect(linux.install).toMatchObject({ restarting: true, quits: true });
    expect(linux.install.started).toEqual([
      {
        how: 'execFileSync',
        file: 'mv',
        args: [
          '-f',
          expect.stringMatching(/Dispatch-0\.2\.0\.AppImage$/),
          join(appImages['linux, tray host']!, 'Dispatch-0.2.0.AppImage'),
        ],
        detached: false,
      },
      { how: 'spawn', file: 'Dispatch-0.2.0.AppImage', args: [], detached: true },
    ]);
    // with no tray host closing quits, and the quit installs the downloaded update silently
    // (autoInstallOnAppQuit): replaced the same way, run to finish its install, not started again
    expect(gnome.install).toMatchObject({ restarting: null, quits: true });
    expect(gnome.install.started.map((c) => [c.how, c.file, c.detached])).toEqual([
      ['execFileSync', 'mv', false],
      ['execFileSync', 'Dispatch-0.2.0.AppImage', false],
    ]);
    const startedAs = async (dir: string) => {
      const marker = join(dir, 'Dispatch-0.2.0.AppImage.started');
      for (let i = 0; i < 100 && !existsSync(marker); i++) await new Promise((r) => setTimeout(r, 20));
      return { files: readdirSync(dir).sort(), env: readFileSync(marker, 'utf8').trim() };
    };
    expect(await startedAs(appImages['linux, tray host']!)).toEqual({
      files: ['Dispatch-0.2.0.AppImage', 'Dispatch-0.2.0.AppImage.started'],
      env: 'APPIMAGE_SILENT_INSTALL=true APPIMAGE_EXIT_AFTER_INSTALL=',
    });
    // start at sign-in follows the file the update left (the old one is gone)
    for (const name of ['linux, tray host', 'linux, no tray host'])
      expect(readFileSync(join(homes[name]!, 'config', 'autostart', 'dispatch.desktop'), 'utf8')).toContain(
        `Exec=${join(appImages[name]!, 'Dispatch-0.2.0.AppImage')} --hidden`,
      );
    expect(await startedAs(appImages['linux, no tray host']!)).toEqual({
      files: ['Dispatch-0.2.0.AppImage', 'Dispatch-0.2.0.AppImage.started'],
      env: 'APPIMAGE_SILENT_INSTALL=true APPIMAGE_EXIT_AFTER_INSTALL=true',
    });
  }, 240_000);
});
