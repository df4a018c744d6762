import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appImageAfterUpdate,
  autostartEntry,
  createLoginItem,
  execArgument,
  startsHidden,
  type LoginItemApp,
} from './login-item';

/** Electron's login item as app.md describes it (and the stub models it): Windows matches path and args. */
function fakeApp(platform: NodeJS.Platform, wasOpenedAtLogin = false) {
  let set: { openAtLogin: boolean; path: string; args: string[] } | null = null;
  const app: LoginItemApp = {
    setLoginItemSettings: (s) =>
      void (set = { openAtLogin: s.openAtLogin, path: s.path ?? '/exe', args: s.args ?? [] }),
    getLoginItemSettings: (o = {}) => {
      const matches =
        set !== null &&
        (platform !== 'win32' ||
          ((o.path ?? '/exe') === set.path && JSON.stringify(o.args ?? []) === JSON.stringify(set.args)));
      return { openAtLogin: matches && set!.openAtLogin, wasOpenedAtLogin };
    },
  };
  return { app, set: () => set };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('start at sign-in', () => {
  it('AppImage: the entry follows the file an update leaves (AppImageUpdater deletes the old one)', () => {
    const config = mkdtempSync(join(tmpdir(), 'dispatch-autostart-'));
    dirs.push(config);
    const old = '/home/u/Apps/Dispatch-0.1.0.AppImage';
    const item = createLoginItem({
      platform: 'linux',
      app: fakeApp('linux').app,
      execPath: '/tmp/.mount_x/dispatch',
      env: { APPIMAGE: old, XDG_CONFIG_HOME: config },
      home: '/home/u',
    });
    const entry = () => readFileSync(join(config, 'autostart', 'dispatch.desktop'), 'utf8');
    // a versioned name: the new file is written beside it under its own name
    const next = appImageAfterUpdate(old, '/home/u/.cache/dispatch-updater/pending/Dispatch-0.2.0.AppImage');
    expect(next).toBe('/home/u/Apps/Dispatch-0.2.0.AppImage');
    item.follow(next);
    expect(existsSync(join(config, 'autostart', 'dispatch.desktop'))).toBe(false); // off: nothing written
    // turned on after the update was downloaded: the entry names the file the install will leave
    item.set(true);
    expect(entry()).toContain('Exec=/home/u/Apps/Dispatch-0.2.0.AppImage --hidden');
    item.set(false);
    item.set(true);
    item.follow(next);
    expect(entry()).toContain('Exec=/home/u/Apps/Dispatch-0.2.0.AppImage --hidden');
    // a name without a version keeps its path
    expect(appImageAfterUpdate('/opt/Dispatch.AppImage', '/c/Dispatch-0.2.0.AppImage')).toBe(
      '/opt/Dispatch.AppImage',
    );
  });

  it('Windows: a Run entry with --hidden, read back with the same path and arguments', () => {
    const { app, set } = fakeApp('win32');
    const item = createLoginItem({
      platform: 'win32',
      app,
      execPath: 'C:\\Dispatch\\Dispatch.exe',
      env: {},
      home: 'C:\\u',
    });
    expect(item.isOn()).toBe(false);
    item.set(true);
    expect(set()).toEqual({ openAtLogin: true, path: 'C:\\Dispatch\\Dispatch.exe', args: ['--hidden'] });
    expect(item.isOn()).toBe(true);
    item.set(false);
    expect(item.isOn()).toBe(false);
  });

  it('macOS: the login item, and a start at login opens hidden', () => {
    const { app } = fakeApp('darwin');
    const item = createLoginItem({ platform: 'darwin', app, execPath: '/A', env: {}, home: '/u' });
    item.set(true);
    expect(item.isOn()).toBe(true);
    expect(startsHidden([], 'darwin', fakeApp('darwin', true).app)).toBe(true);
    expect(startsHidden([], 'darwin', app)).toBe(false);
  });

  it('Linux: an XDG autostart entry that runs the AppImage with --hidden, removed when off', () => {
    const config = mkdtempSync(join(tmpdir(), 'dispatch-autostart-'));
    dirs.push(config);
    const item = createLoginItem({
      platform: 'linux',
      app: fakeApp('linux').app,
      execPath: '/tmp/.mount_x/dispatch',
      env: { XDG_CONFIG_HOME: config, APPIMAGE: '/home/ana/Apps/Dispatch 0.1.0.AppImage' },
      home: '/home/ana',
    });
    expect(item.isOn()).toBe(false);
    item.set(true);
    const file = join(config, 'autostart', 'dispatch.desktop');
    expect(readFileSync(file, 'utf8')).toContain('Exec="/home/ana/Apps/Dispatch 0.1.0.AppImage" --hidden\n');
    expect(item.isOn()).toBe(true);
    item.set(false);
    expect(existsSync(file)).toBe(false);
    expect(item.isOn()).toBe(false);
  });

  it('Linux: without XDG_CONFIG_HOME the entry goes to ~/.config/autostart and runs the executable', () => {
    const home = mkdtempSync(join(tmpdir(), 'dispatch-home-'));
    dirs.push(home);
    createLoginItem({
      platform: 'linux',
      app: fakeApp('linux').app,
      execPath: '/opt/Dispatch/dispatch',
      env: {},
      home,
    }).set(true);
    expect(readFileSync(join(home, '.config', 'autostart', 'dispatch.desktop'), 'utf8')).toBe(
      autostartEntry('/opt/Dispatch/dispatch'),
    );
    expect(autostartEntry('/opt/Dispatch/dispatch')).toContain('Exec=/opt/Dispatch/dispatch --hidden\n');
  });

  it('quotes an Exec argument by the Desktop Entry rules (reserved characters, escapes, %)', () => {
    expect(execArgument('/opt/a')).toBe('/opt/a');
    expect(execArgument('/a b/c')).toBe('"/a b/c"');
    expect(execArgument('/a$b')).toBe('"/a\\\\$b"');
    expect(execArgument('/a\\b')).toBe('"/a\\\\\\\\b"');
    expect(execArgument('/100%')).toBe('/100%%');
  });

  it('opens hidden when started with --hidden', () => {
    expect(startsHidden(['/exe', '--hidden'], 'linux', fakeApp('linux').app)).toBe(true);
    expect(startsHidden(['/exe'], 'win32', fakeApp('win32', true).app)).toBe(false);
  });
});

describe('start at sign-in that the system holds back (Electron as the stub models it)', () => {
  /* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
  const STUB = '../../build/electron-stub/electron.mjs';
  /** The stub's `app` as `platform`, the user having done `outside` to the login item. */
  async function systemApp(platform: NodeJS.Platform, outside?: string): Promise<any> {
    vi.resetModules();
    vi.stubEnv('ELECTRON_STUB_APPDATA', mkdtempSync(join(tmpdir(), 'dispatch-login-')));
    dirs.push(process.env.ELECTRON_STUB_APPDATA!);
    if (outside) vi.stubEnv('ELECTRON_STUB_LOGIN_ITEM', outside);
    return ((await import(/* @vite-ignore */ STUB)) as any).app;
  }
  async function asPlatform<T>(platform: NodeJS.Platform, body: () => Promise<T>): Promise<T> {
    const saved = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: platform });
    try {
      return await body();
    } finally {
      Object.defineProperty(process, 'platform', saved);
      vi.unstubAllEnvs();
    }
  }
  const options = (platform: NodeJS.Platform, app: LoginItemApp) => ({
    platform,
    app,
    execPath: '/opt/Dispatch/Dispatch.exe',
    env: {},
    home: '/u',
  });

  it('Windows: disabled in Task Manager, the Run entry is still there but will not run', async () => {
    await asPlatform('win32', async () => {
      const item = createLoginItem(options('win32', await systemApp('win32', 'disabled')));
      expect(item.blocked()).toBeNull();
      item.set(true);
      expect(item.isOn()).toBe(true);
      expect(item.blocked()).toBe('disabled-in-system');
    });
    await asPlatform('win32', async () => {
      const item = createLoginItem(options('win32', await systemApp('win32')));
      item.set(true);
      expect(item.blocked()).toBeNull();
    });
  });

  it('macOS 13+: a login item waiting for approval is not on, and says so', async () => {
    await asPlatform('darwin', async () => {
      const item = createLoginItem(options('darwin', await systemApp('darwin', 'requires-approval')));
      item.set(true);
      expect(item.isOn()).toBe(false);
      expect(item.blocked()).toBe('requires-approval');
    });
    await asPlatform('darwin', async () => {
      const item = createLoginItem(options('darwin', await systemApp('darwin')));
      item.set(true);
      expect(item.isOn()).toBe(true);
      expect(item.blocked()).toBeNull();
    });
  });
  /* eslint-enable @typescript-eslint/no-explicit-any */
});
