/**
 * Permissions (Electron security checklist: "handle session permission requests"). The app needs one:
 * writing text to the clipboard (`clipboard-sanitized-write`, Electron's docs/api/session.md), for
 * "Copy as text" (renderer/shared/clipboard/CopyTextButton.tsx, `navigator.clipboard.writeText` on a
 * click), and only for the app's own page (the main frame of `app://dispatch`). Every other request
 * and check (camera, microphone, notifications, geolocation, clipboard reading, MIDI, HID, USB, serial,
 * fullscreen by the page...) is denied, and a denied request is logged with its name.
 */
import { APP_ORIGIN } from './app-protocol';

/** The one permission granted, and only to the app's own page. */
export const CLIPBOARD_WRITE = 'clipboard-sanitized-write';

/**
 * The `details` of a permission check as Electron 41 passes them (docs/api/session.md
 * `setPermissionCheckHandler`; shell/browser/electron_permission_manager.cc): `embeddingOrigin` is
 * always set (the main frame's origin, or for a check without a frame the embedder's), as a URL with
 * its trailing slash (`app://dispatch/`); `requestingUrl` only when a frame made the check;
 * `isMainFrame` false when no frame did.
 */
export interface PermissionCheckDetails {
  embeddingOrigin?: string;
  requestingUrl?: string;
  isMainFrame?: boolean;
}

/** What `limitPermissions` uses of Electron's `Session` (structurally the same methods). */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details?: { requestingUrl?: string; isMainFrame?: boolean },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      webContents: unknown,
      permission: string,
      requestingOrigin: string,
      details: PermissionCheckDetails,
    ) => boolean,
  ): void;
  setDevicePermissionHandler?(handler: (details: unknown) => boolean): void;
}

/**
 * The scheme and host of `url` (`app://dispatch`), or '' when it is not a URL. (Not `URL.origin`: for
 * a scheme Node's URL does not know as special, that is "null"; Chromium treats `app:` as standard.)
 */
function originOf(url: string | undefined): string {
  try {
    const parsed = new URL(url ?? '');
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '';
  }
}

/**
 * Installs handlers on `session` that grant `clipboard-sanitized-write` to the main frame of
 * `app://dispatch` (a request whose `requestingUrl` is on that origin; a check made by a main frame
 * whose `requestingOrigin`, `embeddingOrigin` and `requestingUrl` are all on that origin, compared as
 * origins: Chromium passes `app://dispatch/` with its trailing slash), and deny every other
 * permission request, check and device.
 */
export function limitPermissions(
  session: PermissionSession,
  log: (message: string) => void = console.warn,
): void {
  session.setPermissionRequestHandler((_webContents, permission, callback, details) => {
    const granted =
      permission === CLIPBOARD_WRITE &&
      details?.isMainFrame === true &&
      originOf(details.requestingUrl) === APP_ORIGIN;
    if (!granted)
      log(
        `Dispatch refused the permission "${permission}": the app asks for none but writing the clipboard.`,
      );
    callback(granted);
  });
  session.setPermissionCheckHandler(
    (_webContents, permission, requestingOrigin, details) =>
      permission === CLIPBOARD_WRITE &&
      details?.isMainFrame === true &&
      originOf(requestingOrigin) === APP_ORIGIN &&
      originOf(details.embeddingOrigin) === APP_ORIGIN &&
      originOf(details.requestingUrl) === APP_ORIGIN,
  );
  session.setDevicePermissionHandler?.(() => false);
}
