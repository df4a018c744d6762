import { describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_WRITE, limitPermissions, type PermissionSession } from './permissions';

function fakeSession() {
  const handlers: {
    request?: Parameters<PermissionSession['setPermissionRequestHandler']>[0];
    check?: Parameters<PermissionSession['setPermissionCheckHandler']>[0];
    device?: (details: unknown) => boolean;
  } = {};
  const session: PermissionSession = {
    setPermissionRequestHandler: (h) => (handlers.request = h),
    setPermissionCheckHandler: (h) => (handlers.check = h),
    setDevicePermissionHandler: (h) => (handlers.device = h),
  };
  return { session, handlers };
}

const appPage = { requestingUrl: 'app://dispatch/index.html#/listings', isMainFrame: true };

describe('permissions', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
    'fullscreen',
    'unknown',
  ])('denies a request for %s, even from the app, and logs its name', (permission) => {
    const { session, handlers } = fakeSession();
    const log = vi.fn();
    limitPermissions(session, log);
    const callback = vi.fn();
    handlers.request!({}, permission, callback, appPage);
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`"${permission}"`));
  });

  it("grants writing the clipboard to the app's own main frame only", () => {
    const { session, handlers } = fakeSession();
    const log = vi.fn();
    limitPermissions(session, log);
    const ask = (details: Parameters<NonNullable<typeof handlers.request>>[3]) => {
      const callback = vi.fn();
      handlers.request!({}, CLIPBOARD_WRITE, callback, details);
      return callback.mock.calls[0]?.[0];
    };
    expect(ask(appPage)).toBe(true);
    expect(log).not.toHaveBeenCalled();
    expect(ask({ ...appPage, isMainFrame: false })).toBe(false);
    expect(ask({ requestingUrl: 'https://www.exchange.example/', isMainFrame: true })).toBe(false);
    expect(ask({ requestingUrl: 'app://elsewhere/index.html', isMainFrame: true })).toBe(false);
    expect(ask({ requestingUrl: 'not a url', isMainFrame: true })).toBe(false);
    expect(ask(undefined)).toBe(false);
  });

  // the arguments Electron 41 passes (shell/browser/electron_permission_manager.cc): origins as URLs
  // with their trailing slash, `embeddingOrigin` always set, `requestingUrl` and `isMainFrame: true`
  // when a main frame checks, neither when no frame does
  const appCheck = {
    embeddingOrigin: 'app://dispatch/',
    requestingUrl: 'app://dispatch/index.html#/listings',
    isMainFrame: true,
  };

  it('answers every check false but the app writing the clipboard; every device false', () => {
    const { session, handlers } = fakeSession();
    limitPermissions(session, () => {});
    for (const permission of ['media', 'clipboard-read', 'hid', 'usb', 'serial', 'notifications']) {
      expect(handlers.check!(null, permission, 'app://dispatch/', appCheck)).toBe(false);
    }
    expect(handlers.check!(null, CLIPBOARD_WRITE, 'app://dispatch/', appCheck)).toBe(true);
    expect(handlers.check!(null, CLIPBOARD_WRITE, 'https://attacker.example/', appCheck)).toBe(false);
    // a subframe of another site, the app framed by another site, a check made by no frame
    expect(
      handlers.check!(null, CLIPBOARD_WRITE, 'app://dispatch/', { ...appCheck, isMainFrame: false }),
    ).toBe(false);
    expect(
      handlers.check!(null, CLIPBOARD_WRITE, 'app://dispatch/', {
        ...appCheck,
        embeddingOrigin: 'https://x.example/',
      }),
    ).toBe(false);
    expect(
      handlers.check!(null, CLIPBOARD_WRITE, 'app://dispatch/', {
        embeddingOrigin: 'app://dispatch/',
        isMainFrame: false,
      }),
    ).toBe(false);
    expect(
      handlers.check!(null, CLIPBOARD_WRITE, 'app://dispatch/', {
        ...appCheck,
        requestingUrl: 'https://x.example/',
      }),
    ).toBe(false);
    expect(handlers.check!(null, CLIPBOARD_WRITE, 'not a url', { ...appCheck })).toBe(false);
    expect(handlers.device!({ deviceType: 'usb' })).toBe(false);
  });
});
