/**
 * Windows' shutdown against the stub's model of it (build/electron-stub/electron.mjs `endSession`:
 * only `session-end`, then the process ends): the database is closed and the downloaded update
 * installed within the handler, with no quit event to count on.
 */
import { describe, expect, it, vi } from 'vitest';
import { sessionEndListener } from './session-end';
import { createUpdates, type UpdaterLike } from './updater';

/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
const STUB = '../../build/electron-stub/electron.mjs';

/** A fake electron-updater that has downloaded 0.2.0. */
function downloadedUpdater() {
  const listeners = new Map<string, (info: { version: string }) => void>();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null,
    checkForUpdates: async () => null,
    quitAndInstall: vi.fn(),
    on: (event: string, listener: (info: { version: string }) => void) => listeners.set(event, listener),
  };
  const updates = createUpdates({
    updater: updater as unknown as UpdaterLike,
    log: () => undefined,
    onChange: () => undefined,
  });
  listeners.get('update-downloaded')!({ version: '0.2.0' });
  return { updater, updates };
}

describe('Windows shutting down or signing out (session-end)', () => {
  it('closes the database and installs the downloaded update before the process ends', async () => {
    vi.resetModules();
    vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
    const { app, BrowserWindow } = await import(/* @vite-ignore */ STUB);
    await app.whenReady();
    // Dispatch in the tray: its window hidden
    const window = new BrowserWindow({ show: false });
    const { updater, updates } = downloadedUpdater();
    const closed: string[] = [];
    // the database closes synchronously; what follows an await never runs on a session's end
    const closeServices = async () => {
      closed.push('database');
      await Promise.resolve();
      closed.push('after an await');
    };
    window.on(
      'session-end',
      sessionEndListener({
        closeServices,
        installOnQuit: () => updates.installOnQuit(),
        log: () => undefined,
      }),
    );
    const seen = (globalThis as any).__electronStub.endSession();
    expect(seen).toEqual(['session-end']);
    expect(closed).toEqual(['database']);
    expect(updater.quitAndInstall).toHaveBeenCalledWith(true, false);
    vi.unstubAllEnvs();
  });

  it('installs nothing when no update is downloaded', () => {
    const updater = { quitAndInstall: vi.fn(), on: () => undefined } as unknown as UpdaterLike;
    const updates = createUpdates({ updater, log: () => undefined, onChange: () => undefined });
    expect(updates.installOnQuit()).toBe(false);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });
});
