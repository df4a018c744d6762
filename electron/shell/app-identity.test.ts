import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimAppIdentity, WINDOWS_IDENTITY } from './app-identity';

/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
const STUB = '../../build/electron-stub/electron.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** The stub's `app` as Windows (process.platform, which the stub follows), its appData a new folder. */
async function windowsApp(isPackaged: boolean): Promise<any> {
  const appData = mkdtempSync(join(tmpdir(), 'dispatch-identity-'));
  dirs.push(appData);
  vi.resetModules();
  vi.stubEnv('ELECTRON_STUB_APPDATA', appData);
  const { app } = (await import(/* @vite-ignore */ STUB)) as any;
  // isPackaged is Electron's, read-only there; the stub's plain field stands for either kind of run
  app.isPackaged = isPackaged;
  return app;
}

/** Runs `body` with process.platform `platform` (the stub reads it at each call). */
async function asPlatform<T>(platform: NodeJS.Platform, body: () => Promise<T>): Promise<T> {
  const saved = Object.getOwnPropertyDescriptor(process, 'platform')!;
  Object.defineProperty(process, 'platform', { value: platform });
  try {
    return await body();
  } finally {
    Object.defineProperty(process, 'platform', saved);
  }
}

describe('the app identity on Windows (toast activator, Start Menu shortcut)', () => {
  it('the installed app names a fixed toast activator CLSID, not the random one Electron draws each run', async () => {
    await asPlatform('win32', async () => {
      const app = await windowsApp(true);
      const random = app.toastActivatorCLSID;
      expect(random).toMatch(/^\{[0-9A-F-]{36}\}$/);
      claimAppIdentity(app, 'win32');
      expect(app.toastActivatorCLSID).toBe(WINDOWS_IDENTITY.packaged.toastActivatorClsid);
      expect(app.getName()).toBe('Dispatch');
    });
  });

  it('a development run has its own name (its shortcut), AppUserModelID and CLSID; the data folder is the same', async () => {
    await asPlatform('win32', async () => {
      const app = await windowsApp(false);
      const setAppUserModelId = vi.spyOn(app, 'setAppUserModelId');
      const places = claimAppIdentity(app, 'win32');
      expect(app.getName()).toBe('Dispatch Development');
      expect(setAppUserModelId).toHaveBeenCalledWith('ro.dispatch.desktop.dev');
      expect(app.toastActivatorCLSID).toBe(WINDOWS_IDENTITY.development.toastActivatorClsid);
      expect(places.userData).toBe(join(app.getPath('appData'), 'Dispatch'));
    });
    expect(WINDOWS_IDENTITY.development.toastActivatorClsid).not.toBe(
      WINDOWS_IDENTITY.packaged.toastActivatorClsid,
    );
  });

  it('the stub refuses a CLSID Electron refuses, and has no such method off Windows', async () => {
    await asPlatform('win32', async () => {
      const app = await windowsApp(true);
      expect(() => app.setToastActivatorCLSID('')).toThrow('Invalid CLSID format');
      expect(() => app.setToastActivatorCLSID('not-a-guid')).toThrow('Invalid CLSID format');
      app.setToastActivatorCLSID('a2639802-1ad9-4013-be16-435ccfb607ee');
      expect(app.toastActivatorCLSID).toBe('{a2639802-1ad9-4013-be16-435ccfb607ee}');
    });
    await asPlatform('linux', async () => {
      const app = await windowsApp(true);
      const places = claimAppIdentity(app, 'linux');
      expect(app.getName()).toBe('Dispatch');
      expect(places.userData).toBe(join(app.getPath('appData'), 'Dispatch'));
      expect(() => app.setToastActivatorCLSID(WINDOWS_IDENTITY.packaged.toastActivatorClsid)).toThrow();
    });
  });
});
