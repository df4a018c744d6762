import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, type PermissionSession } from './permissions';

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

describe('permissions', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
    'fullscreen',
    'unknown',
  ])('denies a request for %s and logs its name', (permission) => {
    const { session, handlers } = fakeSession();
    const log = vi.fn();
    denyAllPermissions(session, log);
    const callback = vi.fn();
    handlers.request!({}, permission, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`"${permission}"`));
  });

  it('answers every check and every device false', () => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session, () => {});
    for (const permission of [
      'media',
      'clipboard-sanitized-write',
      'hid',
      'usb',
      'serial',
      'notifications',
    ]) {
      expect(handlers.check!(null, permission)).toBe(false);
    }
    expect(handlers.device!({ deviceType: 'usb' })).toBe(false);
  });
});
