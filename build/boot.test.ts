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
 * `gdbus` on PATH answering the bus's NameHasOwner), each started at sign-in, and prints a table: the
 * tray image's size, scales and template flag, whether a window opened, what closing it does and the
 * dialog it shows, what start at sign-in writes, and the badge of an unread count a previous day left
 * once the window is open (docs/watch.md §The tray and closing the window, per OS). About 5 s a
 * platform here. (The updater's install call is not in the table: a development bundle has no
 * electron-updater, which loads only in a packaged app; electron/desktop/updater.test.ts holds it per
 * OS with electron-updater's own NsisUpdater, MacUpdater and AppImageUpdater.)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { writeElectronStub } from './electron-stub';

const root = join(import.meta.dirname, '..');
let outDir: string;
let appData: string;

beforeAll(async () => {
  mkdirSync(join(root, 'dist'), { recursive: true });
  outDir = mkdtempSync(join(root, 'dist', 'boot-test-'));
  appData = mkdtempSync(join(outDir, 'appdata-'));
  await bundleElectron(outDir);
  // the renderer the protocol serves (DISPATCH_RENDERER_DIR, development only): a stand-in page, as the
  // built renderer may not be there yet when the unit tests run
  mkdirSync(join(outDir, 'renderer'));
  writeFileSync(
    join(outDir, 'renderer', 'index.html'),
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
await import(${JSON.stringify(pathToFileURL(join(outDir, 'main.mjs')).href)});
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
        DISPATCH_RENDERER_DIR: join(outDir, 'renderer'),
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
    expect(report.forks).toEqual([{ modulePath: join(outDir, 'sandbox-process.mjs'), args: ['120'] }]);
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
await import(${JSON.stringify(pathToFileURL(join(outDir, 'main.mjs')).href)});
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
}

/**
 * A driver that runs the bundle as `platform` (process.platform, which main and the stub follow) started
 * at sign-in, reads what the tray shows, opens the window from the tray menu (if the start opened none),
 * switches start at sign-in on from Settings, then closes the window.
 */
function platformDriver(platform: NodeJS.Platform): string {
  return `Object.defineProperty(process, 'platform', { value: ${JSON.stringify(platform)} });
if (process.platform !== 'darwin') process.argv.push('--hidden');
await import(${JSON.stringify(pathToFileURL(join(outDir, 'main.mjs')).href)});
const stub = () => globalThis.__electronStub;
const { app } = await import('electron');
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
const report = { hiddenStartWindows, tray, settings: { closeChoice, keepInTray, trayShown }, loginItem: { on, written }, badge };
let printed = false;
const print = (closed) => {
  if (printed) return;
  printed = true;
  console.log('BOOT ' + JSON.stringify({ ...report, closed }));
};
const before = stub().messageBoxes.length;
const boxes = () => stub().messageBoxes.slice(before).map(({ message }) => message);
app.on('before-quit', () => print({ quits: true, destroyed: window.isDestroyed(), visible: false, boxes: boxes() }));
window.close();
await wait(() => window.isDestroyed() || stub().messageBoxes.length > before, 3_000);
// the last window gone, main quits (window-all-closed) unless on macOS: given a moment to
if (window.isDestroyed()) await wait(() => printed, 2_000);
print({ quits: false, destroyed: window.isDestroyed(), visible: !window.isDestroyed() && window.isVisible(), boxes: boxes() });
app.quit();
`;
}

describe('every desktop as it runs: the same bundle booted as Windows, macOS and Linux with and without a tray host', () => {
  it('prints per platform the tray image, the close policy, the login item and the badge after a start at sign-in', async () => {
    const rows: Record<string, PlatformReport> = {};
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
    for (const [name, platform, extra] of cases) {
      const home = mkdtempSync(join(outDir, 'platform-'));
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
      const { report, code, stderr } = await runDriver<PlatformReport>(
        `platform-${platform}-driver.mjs`,
        platformDriver(platform),
        { ELECTRON_STUB_APPDATA: home, XDG_CONFIG_HOME: join(home, 'config'), ...extra },
      );
      expect(code, `${name}: ${stderr}`).toBe(0);
      rows[name] = report;
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
  }, 240_000);
});
