/**
 * The electron stub itself (build/electron-stub/electron.mjs) against what Electron 41's sources do,
 * for the parts that once let faults through: a notification nobody holds is collected and its later
 * click reaches nothing, a Windows toast closes on timeout and waits in Action Center, a window
 * minimized or hidden hides its page, permission checks come with Electron's real arguments, Tray and
 * the login items, render-process-gone and the message box.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
const STUB = './electron.mjs';

/** A fresh stub module (its state is the module's), in boot mode, ready. */
async function freshStub(toasts?: 'windows'): Promise<any> {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
  if (toasts) vi.stubEnv('ELECTRON_STUB_TOASTS', toasts);
  const electron = await import(/* @vite-ignore */ STUB);
  await electron.app.whenReady();
  return electron;
}
const stub = () => (globalThis as any).__electronStub;

beforeEach(() => vi.unstubAllEnvs());
afterEach(() => vi.unstubAllEnvs());

describe('electron stub: notifications', () => {
  it('a notification nothing references is collected; its click then reaches nothing', async () => {
    const { Notification } = await freshStub();
    const clicks: string[] = [];
    const held = new Notification({ title: 'held' });
    held.on('click', () => clicks.push('held'));
    held.show();
    (() => {
      const dropped = new Notification({ title: 'dropped' });
      dropped.on('click', () => clicks.push('dropped'));
      dropped.show();
    })();
    expect(await stub().collectGarbage()).toBe(1);
    const [heldToast, droppedToast] = stub().notifications;
    expect(droppedToast.alive).toBe(false);
    expect(droppedToast.click()).toBe(false);
    expect(heldToast.click()).toBe(true);
    expect(clicks).toEqual(['held']);
    // once clicked, the toast is gone: a second click does nothing
    expect(heldToast.click()).toBe(false);
  });

  it('Windows: a toast leaves the screen on its own with close reason timedOut, and is clickable in Action Center', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { Notification } = await freshStub('windows');
      const events: unknown[] = [];
      const notification = new Notification({ title: 'Offer accepted' });
      notification.on('close', (details: unknown) => events.push(['close', details]));
      notification.on('click', () => events.push(['click']));
      notification.show();
      vi.advanceTimersByTime(5_000);
      expect(events).toEqual([['close', { reason: 'timedOut' }]]);
      expect(stub().notifications[0].state).toBe('in-action-center');
      stub().notifications[0].click();
      expect(events.at(-1)).toEqual(['click']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a user dismissal: Windows says userCanceled, elsewhere a close without reason; close() says nothing', async () => {
    const windows = await freshStub('windows');
    const onWindows: unknown[] = [];
    const toast = new windows.Notification({ title: 'a' });
    toast.on('close', (details: unknown) => onWindows.push(details));
    toast.show();
    stub().notifications[0].dismiss();
    expect(onWindows).toEqual([{ reason: 'userCanceled' }]);

    const linux = await freshStub();
    const elsewhere: { reason?: string }[] = [];
    const shown = new linux.Notification({ title: 'b' });
    shown.on('close', (details: { reason?: string }) => elsewhere.push(details));
    shown.show();
    stub().notifications[0].dismiss();
    expect(elsewhere).toHaveLength(1);
    expect(elsewhere[0]!.reason).toBeUndefined();
    const closed = new linux.Notification({ title: 'c' });
    closed.on('close', () => elsewhere.push({ reason: 'unexpected' }));
    closed.show();
    closed.close();
    expect(stub().notifications[1].state).toBe('gone');
    expect(elsewhere).toHaveLength(1);
  });
});

describe('electron stub: windows and their page', () => {
  it("minimized or hidden, the page is hidden; restored or shown, visible (a show: false window's page starts visible)", async () => {
    const { BrowserWindow } = await freshStub();
    const window = new BrowserWindow({ show: false });
    const events: string[] = [];
    for (const event of ['minimize', 'restore', 'hide', 'show']) window.on(event, () => events.push(event));
    window.webContents.on('visibility-changed', (state: string) => events.push(`page ${state}`));
    expect(window.isVisible()).toBe(false);
    expect(window.webContents.visibilityState).toBe('visible');
    window.show();
    window.minimize();
    expect(window.isMinimized()).toBe(true);
    expect(window.webContents.visibilityState).toBe('hidden');
    window.restore();
    window.hide();
    expect(window.isVisible()).toBe(false);
    window.show();
    expect(events).toEqual([
      'show',
      'minimize',
      'page hidden',
      'restore',
      'page visible',
      'hide',
      'page hidden',
      'show',
      'page visible',
    ]);
  });
});

describe('electron stub: permissions, tray, login items, crashes, message boxes', () => {
  it("calls the check handler with Electron's arguments: origins with a trailing slash, embeddingOrigin set", async () => {
    const { BrowserWindow, protocol, session } = await freshStub();
    protocol.handle('app', async () => new Response('<!doctype html>'));
    const window = new BrowserWindow();
    await window.loadURL('app://dispatch/index.html');
    const check = vi.fn(() => true);
    session.defaultSession.setPermissionCheckHandler(check);
    expect(stub().checkPermission('clipboard-sanitized-write')).toBe(true);
    expect(check).toHaveBeenCalledExactlyOnceWith(
      window.webContents,
      'clipboard-sanitized-write',
      'app://dispatch/',
      { embeddingOrigin: 'app://dispatch/', requestingUrl: 'app://dispatch/index.html', isMainFrame: true },
    );
  });

  it('Tray: only after ready, with an image; tooltip, menu and image are kept; pinned until destroy()', async () => {
    const { Tray, Menu, nativeImage } = await freshStub();
    const tray = new Tray(nativeImage.createFromDataURL('data:image/png;base64,'));
    tray.setToolTip('Dispatch: 3 unread');
    tray.setContextMenu(Menu.buildFromTemplate([{ label: 'Open Dispatch' }]));
    expect(() => tray.setToolTip(3)).toThrow();
    expect(() => new Tray({})).toThrow();
    expect(stub().trays[0]).toMatchObject({
      toolTip: 'Dispatch: 3 unread',
      contextMenu: { items: [{ label: 'Open Dispatch' }] },
    });
    tray.destroy();
    expect(() => tray.setImage('icon.png')).toThrow(/destroyed/);
  });

  it('login items: kept on macOS and Windows, nothing on Linux', async () => {
    const { app } = await freshStub();
    app.setLoginItemSettings({ openAtLogin: true });
    expect(app.getLoginItemSettings().openAtLogin).toBe(process.platform !== 'linux');
  });

  it('render-process-gone with its details; reload() loads the page again', async () => {
    const { BrowserWindow, protocol } = await freshStub();
    protocol.handle('app', async () => new Response('<!doctype html>'));
    const window = new BrowserWindow();
    await window.loadURL('app://dispatch/index.html');
    const gone = vi.fn();
    const navigated = vi.fn();
    window.webContents.on('render-process-gone', gone);
    window.webContents.on('did-navigate', navigated);
    stub().renderProcessGone(window, 'killed');
    expect(gone).toHaveBeenCalledWith({}, { reason: 'killed', exitCode: 9 });
    expect(window.webContents.isCrashed()).toBe(true);
    window.webContents.reload();
    await vi.waitFor(() => expect(navigated).toHaveBeenCalledTimes(1));
    expect(window.webContents.isCrashed()).toBe(false);
  });

  it('dialog.showMessageBox: a message is required; answers the default button', async () => {
    const { BrowserWindow, dialog } = await freshStub();
    const window = new BrowserWindow();
    await expect(dialog.showMessageBox(window, { message: 'x', buttons: ['OK'] })).resolves.toEqual({
      response: 0,
      checkboxChecked: false,
    });
    await expect(dialog.showMessageBox({ title: 'no message' })).rejects.toThrow();
    expect(stub().messageBoxes).toEqual([{ window, message: 'x', buttons: ['OK'] }]);
  });
});

describe('electron stub: printToPDF and the save dialog (issue 51 §4)', () => {
  it('checks printToPDF’s options as lib/browser/print-to-pdf.ts does and resolves PDF bytes', async () => {
    const { BrowserWindow } = await freshStub();
    const contents = new BrowserWindow().webContents;
    const pdf = await contents.printToPDF({ pageSize: 'A4', pageRanges: '1', preferCSSPageSize: true });
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(stub().printedToPdf[0].settings).toMatchObject({
      paperWidth: 8.27,
      paperHeight: 11.7,
      pageRanges: '1',
    });
    await expect(contents.printToPDF({ pageSize: 'B5' })).rejects.toThrow('Invalid pageSize B5');
    await expect(contents.printToPDF({ pageRanges: 1 })).rejects.toThrow('pageRanges must be a string');
    await expect(contents.printToPDF({ margins: { top: 12 } })).rejects.toThrow('margins must be less than');
  });

  it('showSaveDialog records its options and answers cancelled unless told otherwise', async () => {
    const { BrowserWindow, dialog } = await freshStub();
    const window = new BrowserWindow();
    expect(await dialog.showSaveDialog(window, { defaultPath: 'a.pdf' })).toEqual({
      canceled: true,
      filePath: '',
    });
    stub().saveDialogAnswer = { canceled: false, filePath: '/tmp/a.pdf' };
    expect(await dialog.showSaveDialog({ defaultPath: 'b.pdf' })).toEqual({
      canceled: false,
      filePath: '/tmp/a.pdf',
    });
    expect(stub().saveDialogs.map((d: any) => [d.window === window, d.defaultPath])).toEqual([
      [true, 'a.pdf'],
      [false, 'b.pdf'],
    ]);
  });
});

describe('electron stub: a packaged app and its updater', () => {
  const savedResources = (process as any).resourcesPath;
  afterEach(() => {
    (process as any).resourcesPath = savedResources;
    if (savedResources === undefined) delete (process as any).resourcesPath;
  });

  it("packaged (ELECTRON_STUB_RESOURCES): isPackaged, process.resourcesPath, and the app's package.json version; else a development run", async () => {
    const resources = mkdtempSync(join(tmpdir(), 'stub-resources-'));
    try {
      mkdirSync(join(resources, 'app'));
      writeFileSync(join(resources, 'app', 'package.json'), '{"name":"dispatch","version":"0.1.0"}');
      vi.stubEnv('ELECTRON_STUB_RESOURCES', resources);
      vi.resetModules();
      const packaged = (await import(/* @vite-ignore */ STUB)).app;
      expect([packaged.isPackaged, (process as any).resourcesPath, packaged.getVersion()]).toEqual([
        true,
        resources,
        '0.1.0',
      ]);
      const development = (await freshStub()).app;
      expect([development.isPackaged, development.getVersion()]).toEqual([false, '0.0.0-stub']);
    } finally {
      rmSync(resources, { recursive: true, force: true });
    }
  });

  it('autoUpdater off macOS: an EventEmitter (electron-updater emits before-quit-for-update on it) with nothing else', async () => {
    const { autoUpdater } = await freshStub();
    const seen = vi.fn();
    autoUpdater.on('before-quit-for-update', seen);
    autoUpdater.emit('before-quit-for-update');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(() => autoUpdater.checkForUpdates()).toThrow(/not in the stub/);
  });

  it('macOS quitAndInstall: before-quit-for-update, the windows closed, then Squirrel relaunches into the update and the app quits', async () => {
    const zip = createServer((request, response) =>
      response.end(request.url === '/feed' ? JSON.stringify({ url: `${base}/app.zip` }) : 'PK'),
    );
    await new Promise<void>((resolve) => zip.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(zip.address() as AddressInfo).port}`;
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'darwin' });
    try {
      const { app, autoUpdater, BrowserWindow } = await freshStub();
      autoUpdater.setFeedURL({ url: `${base}/feed` });
      const downloaded = new Promise((resolve) => autoUpdater.once('update-downloaded', resolve));
      autoUpdater.checkForUpdates();
      await downloaded;
      const window = new BrowserWindow();
      const events: string[] = [];
      autoUpdater.on('before-quit-for-update', () => events.push('before-quit-for-update'));
      window.on('closed', () => events.push(`window closed, relaunched ${autoUpdater.relaunchedToInstall}`));
      app.on('before-quit', () => events.push(`before-quit, relaunched ${autoUpdater.relaunchedToInstall}`));
      // the test's process goes on: the quit stops at will-quit
      app.on('will-quit', (event: { preventDefault(): void }) => event.preventDefault());
      autoUpdater.quitAndInstall();
      expect(events).toEqual([
        'before-quit-for-update',
        'window closed, relaunched 0',
        'before-quit, relaunched 1',
      ]);
    } finally {
      Object.defineProperty(process, 'platform', platform);
      await new Promise((resolve) => zip.close(resolve));
    }
  });
});
