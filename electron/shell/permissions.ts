/**
 * Permissions (Electron security checklist: "handle session permission requests"): the app needs none
 * (no camera, microphone, notifications, geolocation, clipboard reading, MIDI, HID, USB, serial,
 * fullscreen by the page...), so every request and every check is denied, and a request is logged
 * with its name. Copy and paste go through the Edit menu's roles, which need no permission.
 */

/** What `denyAllPermissions` uses of Electron's `Session` (structurally the same methods). */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler?(handler: (details: unknown) => boolean): void;
}

/** Installs handlers on `session` that deny every permission request, check and device. */
export function denyAllPermissions(
  session: PermissionSession,
  log: (message: string) => void = console.warn,
): void {
  session.setPermissionRequestHandler((_webContents, permission, callback) => {
    log(`Dispatch refused the permission "${permission}": the app asks for none.`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler?.(() => false);
}
