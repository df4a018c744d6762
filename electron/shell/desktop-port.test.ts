import { describe, expect, it, vi } from 'vitest';
import { isAppPath } from './app-path';
import { KEEP_NOTIFICATIONS, createDesktopPort, type DesktopCalls } from './desktop-port';

/** Fake Electron calls: notifications whose click and close the test fires. */
function fakeCalls(platform: NodeJS.Platform, supported = true) {
  const shown: {
    title: string;
    body: string;
    fire(event: 'click' | 'close', details?: { reason?: string }): void;
  }[] = [];
  const calls = {
    platform,
    notificationsSupported: vi.fn(() => supported),
    createNotification: vi.fn((options: { title: string; body: string }) => {
      const listeners = new Map<string, (details?: { reason?: string }) => void>();
      return {
        on: (event: 'click' | 'close', listener: (details?: { reason?: string }) => void) =>
          listeners.set(event, listener),
        show: () => shown.push({ ...options, fire: (event, details) => listeners.get(event)?.(details) }),
      };
    }),
    openPath: vi.fn((_path: string) => {}),
    setBadgeCount: vi.fn((_count: number) => true),
    setOverlayIcon: vi.fn((_dot: boolean, _label: string) => true),
  } satisfies DesktopCalls;
  return { calls, shown };
}

describe('app paths', () => {
  it.each(['/inbox', '/listings/FX-7K2M9Q', '/activity?type=offer.received', '/'])('takes %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });
  it.each([
    '',
    'inbox',
    '//evil.test',
    'https://evil.test/',
    '/a b',
    '/<script>',
    '/x#y',
    42,
    null,
    '/' + 'a'.repeat(200),
  ])('refuses %s', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});

describe('desktop port: notifications', () => {
  it('shows a notification with the given text; a click opens its path', () => {
    const { calls, shown } = fakeCalls('linux');
    const port = createDesktopPort(calls);
    expect(port.notify({ title: '3 new offers on FX-7K2M9Q', body: 'best 1,450 EUR', path: '/inbox' })).toBe(
      true,
    );
    expect(shown).toMatchObject([{ title: '3 new offers on FX-7K2M9Q', body: 'best 1,450 EUR' }]);
    expect(calls.openPath).not.toHaveBeenCalled();
    shown[0]!.fire('click');
    expect(calls.openPath).toHaveBeenCalledExactlyOnceWith('/inbox');
    expect(port.kept()).toBe(0);
  });

  it('answers false where notifications are not supported, or for a path outside the app', () => {
    const unsupported = fakeCalls('linux', false);
    expect(createDesktopPort(unsupported.calls).notify({ title: 't', body: '', path: '/inbox' })).toBe(false);
    expect(unsupported.calls.createNotification).not.toHaveBeenCalled();
    const { calls } = fakeCalls('linux');
    expect(createDesktopPort(calls).notify({ title: 't', body: '', path: '//evil.test' })).toBe(false);
    expect(calls.createNotification).not.toHaveBeenCalled();
  });

  it(`keeps at most the last ${KEEP_NOTIFICATIONS} referenced, letting go of closed ones`, () => {
    const { calls, shown } = fakeCalls('darwin');
    const port = createDesktopPort(calls);
    for (let i = 0; i < KEEP_NOTIFICATIONS + 5; i++)
      port.notify({ title: `n${i}`, body: '', path: '/activity' });
    expect(port.kept()).toBe(KEEP_NOTIFICATIONS);
    shown.at(-1)!.fire('close');
    expect(port.kept()).toBe(KEEP_NOTIFICATIONS - 1);
  });

  it('Windows: keeps a toast that timed out (it is in Action Center) until it is clicked there', () => {
    const { calls, shown } = fakeCalls('win32');
    const port = createDesktopPort(calls);
    port.notify({ title: 'Offer accepted', body: '', path: '/offers' });
    shown[0]!.fire('close', { reason: 'timedOut' });
    expect(port.kept()).toBe(1);
    shown[0]!.fire('click');
    expect(calls.openPath).toHaveBeenCalledExactlyOnceWith('/offers');
    expect(port.kept()).toBe(0);
  });

  it.each(['userCanceled', 'applicationHidden'])('Windows: lets go of a toast closed with %s', (reason) => {
    const { calls, shown } = fakeCalls('win32');
    const port = createDesktopPort(calls);
    port.notify({ title: 'Offer accepted', body: '', path: '/offers' });
    port.notify({ title: 'New load', body: '', path: '/activity' });
    shown[0]!.fire('close', { reason });
    expect(port.kept()).toBe(1);
  });
});

describe('desktop port: badge', () => {
  it.each(['darwin', 'linux'] as const)('%s: the count on the icon (0 hides it)', (platform) => {
    const { calls } = fakeCalls(platform);
    const port = createDesktopPort(calls);
    expect(port.setBadge(3)).toBe(true);
    expect(port.setBadge(0)).toBe(true);
    expect(calls.setBadgeCount.mock.calls).toEqual([[3], [0]]);
    expect(calls.setOverlayIcon).not.toHaveBeenCalled();
  });

  it('Windows: a dot overlay with the label for screen readers, none at 0', () => {
    const { calls } = fakeCalls('win32');
    const port = createDesktopPort(calls);
    expect(port.setBadge(3, '3 necitite')).toBe(true);
    expect(port.setBadge(12)).toBe(true);
    expect(port.setBadge(0)).toBe(true);
    expect(calls.setOverlayIcon.mock.calls).toEqual([
      [true, '3 necitite'],
      [true, '12'],
      [false, ''],
    ]);
    expect(calls.setBadgeCount).not.toHaveBeenCalled();
  });

  it('Windows: the dot asked for while there was no window (a start at sign-in) is set once the window shows', () => {
    const { calls } = fakeCalls('win32');
    // the overlay belongs to a window (taskbar_host.cc): none yet, then one, then a new one
    let window: { overlay: [boolean, string] | null } | null = null;
    calls.setOverlayIcon.mockImplementation((dot, label) => {
      if (!window) return false;
      window.overlay = [dot, label];
      return true;
    });
    const port = createDesktopPort(calls);
    expect(port.setBadge(3, '3 unread')).toBe(false);
    window = { overlay: null };
    expect(port.reapplyBadge()).toBe(true);
    expect(window.overlay).toEqual([true, '3 unread']);
    // a window made again (after a crash of the page) starts without it
    window = { overlay: null };
    port.reapplyBadge();
    expect(window.overlay).toEqual([true, '3 unread']);
  });

  it('reapplies nothing before a badge is asked for, nor on macOS and Linux', () => {
    const { calls } = fakeCalls('win32');
    expect(createDesktopPort(calls).reapplyBadge()).toBe(false);
    const mac = fakeCalls('darwin');
    const port = createDesktopPort(mac.calls);
    port.setBadge(2);
    expect(port.reapplyBadge()).toBe(false);
    expect(mac.calls.setBadgeCount).toHaveBeenCalledOnce();
  });

  it('elsewhere: false', () => {
    const { calls } = fakeCalls('freebsd');
    expect(createDesktopPort(calls).setBadge(3)).toBe(false);
  });
});
