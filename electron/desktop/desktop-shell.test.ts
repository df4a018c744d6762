import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handlers } from '../services/app/context';
import { invokeCall } from '../services/app/invoke';
import { desktopHandlers } from '../services/app/handlers/desktop';
import type { ServiceContext } from '../services/app/context';
import { createSettingsStore, type SettingsStore } from '../services/settings/settings-store';
import type { UpdateView } from '../../shared/contract/desktop';
import { createDesktopShell } from './desktop-shell';

let dir: string;
let settings: SettingsStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-desktop-'));
  settings = createSettingsStore({ cwd: dir });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function handlers(platform: NodeJS.Platform | null, failLogin = false, trayShown?: () => boolean) {
  let loginOn = false;
  let update: UpdateView = { state: 'idle', version: null };
  let restarted = 0;
  const shell =
    platform === null
      ? null
      : createDesktopShell({
          platform,
          settings,
          trayShown,
          loginItem: {
            isOn: () => loginOn,
            follow: () => undefined,
            blocked: () => null,
            set: (on) => {
              if (failLogin) throw new Error('EACCES: permission denied, open autostart/dispatch.desktop');
              loginOn = on;
            },
          },
          updates: {
            status: () => update,
            restart: () => (update.state === 'ready' ? ++restarted > 0 : false),
          },
        });
  const all = desktopHandlers({
    desktopShell: () => shell,
  } as unknown as ServiceContext) as unknown as Handlers;
  const call = async (name: string, input: unknown = {}) => invokeCall(all, name, input);
  return { call, setUpdate: (next: UpdateView) => (update = next), restarted: () => restarted };
}

describe('the desktop calls', () => {
  it('keep watching in the tray by default and start at sign-in off, both changed and kept', async () => {
    const { call } = handlers('win32');
    expect(await call('desktop.settings')).toEqual({
      ok: true,
      value: {
        available: true,
        closeChoice: true,
        keepInTray: true,
        trayShown: true,
        startAtLogin: false,
        startAtLoginBlocked: null,
      },
    });
    expect(await call('desktop.updateSettings', { keepInTray: false, startAtLogin: true })).toEqual({
      ok: true,
      value: {
        available: true,
        closeChoice: true,
        keepInTray: false,
        trayShown: true,
        startAtLogin: true,
        startAtLoginBlocked: null,
      },
    });
    expect(createSettingsStore({ cwd: dir }).getDesktop().keepInTray).toBe(false);
  });

  it('on macOS closing the window always keeps the app: no choice is offered', async () => {
    const { call } = handlers('darwin');
    await call('desktop.updateSettings', { keepInTray: false });
    expect(await call('desktop.settings')).toMatchObject({ value: { closeChoice: false, keepInTray: true } });
  });

  it('say when the session shows no tray (Linux with no tray host), as the tray host check answers', async () => {
    let shown = true;
    const { call } = handlers('linux', false, () => shown);
    expect(await call('desktop.settings')).toMatchObject({ value: { trayShown: true, keepInTray: true } });
    shown = false;
    // the stored choice is kept; the view says it can't hold in this session
    expect(await call('desktop.settings')).toMatchObject({ value: { trayShown: false, keepInTray: true } });
  });

  it("writes the tray's words again when the UI's language changes", () => {
    const onChange = vi.fn();
    const shell = createDesktopShell({
      platform: 'win32',
      settings,
      loginItem: { isOn: () => false, follow: () => undefined, set: () => undefined, blocked: () => null },
      updates: { status: () => ({ state: 'idle', version: null }), restart: () => false },
      onChange,
    });
    shell.languageChanged?.();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports a login item the system refuses', async () => {
    const { call } = handlers('linux', true);
    const answer = await call('desktop.updateSettings', { startAtLogin: true });
    expect(answer.ok).toBe(false);
    expect(JSON.stringify(answer)).toContain('permission denied');
  });

  it('tell the update and restart into it only once it is downloaded', async () => {
    const { call, setUpdate, restarted } = handlers('linux');
    expect(await call('update.restart')).toEqual({ ok: true, value: { restarting: false } });
    setUpdate({ state: 'ready', version: '0.2.0' });
    expect(await call('update.status')).toEqual({ ok: true, value: { state: 'ready', version: '0.2.0' } });
    expect(await call('update.restart')).toEqual({ ok: true, value: { restarting: true } });
    expect(restarted()).toBe(1);
  });

  it('answer unavailable in a host without a desktop (the browser host)', async () => {
    const { call } = handlers(null);
    expect(await call('desktop.settings')).toMatchObject({ value: { available: false } });
    expect(await call('desktop.updateSettings', { startAtLogin: true })).toMatchObject({
      value: { available: false, startAtLogin: false },
    });
    expect(await call('update.status')).toEqual({ ok: true, value: { state: 'idle', version: null } });
    expect(await call('update.restart')).toEqual({ ok: true, value: { restarting: false } });
  });
});
