import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopSettingsView, UpdateView } from '../../../../shared/contract/desktop';
import { installFakeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  localStorage.clear();
});

function fakeDesktop(
  initial: Partial<DesktopSettingsView> = {},
  update: UpdateView = { state: 'idle', version: null },
) {
  let current: DesktopSettingsView = {
    available: true,
    closeChoice: true,
    keepInTray: true,
    trayShown: true,
    startAtLogin: false,
    startAtLoginBlocked: null,
    ...initial,
  };
  const fake = installFakeTransport({
    'keys.probe': () => ({ state: 'no_key', permissions: [] }) as never,
    'desktop.settings': () => current,
    'desktop.updateSettings': ((patch: Partial<DesktopSettingsView>) => {
      current = { ...current, ...patch };
      return current;
    }) as never,
    'update.status': () => update,
    'update.restart': () => ({ restarting: update.state === 'ready' }),
  });
  restore = fake.restore;
  return fake;
}

describe('Settings → Desktop', () => {
  it('keeps watching in the tray and starts at sign-in as the user switches them', async () => {
    const fake = fakeDesktop();
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Desktop' });
    const keep = within(section).getByRole('checkbox', { name: 'Keep watching when the window is closed' });
    const start = within(section).getByRole('checkbox', { name: 'Start Dispatch when I sign in' });
    expect((keep as HTMLInputElement).checked).toBe(true);
    expect((start as HTMLInputElement).checked).toBe(false);
    await user.click(start);
    await waitFor(() => expect((start as HTMLInputElement).checked).toBe(true));
    await user.click(keep);
    await waitFor(() => expect((keep as HTMLInputElement).checked).toBe(false));
    expect(fake.of('desktop.updateSettings').map((c) => c.input)).toEqual([
      { startAtLogin: true },
      { keepInTray: false },
    ]);
  });

  it('offers no close choice on macOS, where closing the window keeps the app', async () => {
    fakeDesktop({ closeChoice: false });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Desktop' });
    expect(
      within(section).queryByRole('checkbox', { name: 'Keep watching when the window is closed' }),
    ).toBeNull();
    expect(
      within(section).getByText(/Closing the window keeps Dispatch running in the menu bar/),
    ).toBeTruthy();
  });

  it('says why keeping watching is unavailable when the desktop shows no tray (Linux with no tray host)', async () => {
    fakeDesktop({ trayShown: false });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Desktop' });
    const keep = within(section).getByRole('checkbox', { name: 'Keep watching when the window is closed' });
    // the stored choice is kept for a session with a tray, but here it can't hold: off, and disabled
    expect((keep as HTMLInputElement).checked).toBe(false);
    expect((keep as HTMLInputElement).disabled).toBe(true);
    expect(keep.getAttribute('aria-describedby')).toBe('settings-desktop-close');
    const why = within(section).getByText(/shows no tray icons/);
    expect(why.id).toBe('settings-desktop-close');
    expect(why.textContent).toMatch(/closing the window quits Dispatch, and the watch stops/);
    expect(within(section).queryByText(/leaves Dispatch in the tray/)).toBeNull();
  });

  it('says when the system will not start Dispatch at sign-in though asked (Task Manager, macOS approval)', async () => {
    fakeDesktop({ startAtLogin: true, startAtLoginBlocked: 'disabled-in-system' });
    renderApp('/settings');
    let section = await screen.findByRole('region', { name: 'Desktop' });
    expect(await within(section).findByText(/turned off in Task Manager's Startup apps/)).toBeTruthy();
    cleanup();
    restore?.();
    fakeDesktop({ startAtLogin: false, startAtLoginBlocked: 'requires-approval' });
    renderApp('/settings');
    section = await screen.findByRole('region', { name: 'Desktop' });
    expect(await within(section).findByText(/System Settings → General → Login Items/)).toBeTruthy();
  });

  it('offers Restart to update once an update is downloaded', async () => {
    const fake = fakeDesktop({}, { state: 'ready', version: '0.2.0' });
    const { user } = renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Desktop' });
    expect(await within(section).findByText(/Version 0\.2\.0 is downloaded/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Restart to update' }));
    await waitFor(() => expect(fake.of('update.restart')).toHaveLength(1));
  });

  it('says in words that an unsigned macOS copy cannot update itself, with no Restart to update', async () => {
    fakeDesktop({}, { state: 'unsupported', version: null });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Desktop' });
    expect(await within(section).findByText(/This copy of Dispatch can't update itself/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Restart to update' })).toBeNull();
  });

  it('shows nothing in a host without a desktop (the browser host)', async () => {
    const fake = fakeDesktop({ available: false });
    renderApp('/settings');
    await screen.findByRole('region', { name: 'Watch' });
    await waitFor(() => expect(fake.of('desktop.settings')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Desktop' })).toBeNull();
    expect(fake.of('update.status')).toHaveLength(0);
  });
});
