/**
 * The desktop's notifications and badge (docs/watch.md §On the desktop), as the services' `DesktopPort`
 * (services/app/context.ts), over the few Electron calls main.ts hands in, so the rules are tested
 * without Electron (Electron 41 docs/api/notification.md, app.md `setBadgeCount`, browser-window.md
 * `setOverlayIcon`):
 * - **Notify**: only when `Notification.isSupported()`; the renderer composed the text (coalesced, in
 *   the UI's language). A click opens the notification's app path in the main window (`openPath`).
 *   Each notification stays referenced until the user is done with it: Electron drops the events of
 *   a garbage-collected notification (shell/browser/api/electron_api_notification.cc), and on
 *   Windows a toast that left the screen (`close` with reason `timedOut`) still sits in Action
 *   Center, where a click must still open its item. So a click, or a `close` for any other reason
 *   (Windows: `userCanceled`, `applicationHidden`; macOS and Linux give none, and there the
 *   notification is gone), lets go of one; `timedOut` does not. At most the newest
 *   {@link KEEP_NOTIFICATIONS} are kept (docs/watch.md §On the desktop).
 * - **Badge**: macOS and Linux set the count on the dock or launcher icon (`app.setBadgeCount`; 0
 *   hides it; Linux only under Unity, where the call answers false elsewhere). Windows has no count
 *   badge: the taskbar icon gets a red dot overlay (16 × 16) with `label` for screen readers, or none
 *   at 0. Anything else answers false. The overlay belongs to one window's taskbar button (Electron's
 *   shell/browser/ui/win/taskbar_host.cc sets it on the window's HWND): with no window (a start at
 *   sign-in opens to the tray) it cannot be set, and a new window starts without it, while the watch
 *   tells the badge only when the count changes. So the port keeps the last overlay asked for, and
 *   main.ts calls `reapplyBadge()` each time the main window is shown.
 */
import type { DesktopPort } from '../services/app/context';
import { isAppPath } from './app-path';

/** How many shown notifications stay referenced for their click (the newest; an older one is let go). */
export const KEEP_NOTIFICATIONS = 20;

/** A 16 × 16 PNG red dot: the Windows taskbar overlay (browser-window.md `setOverlayIcon`). */
export const BADGE_DOT_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAZ0lEQVR42mO4qavAQAnGJigLxB1AfBmIf0HxZaiYLCEDUqAa/uPAv6BqsBqQgkcjOk5BN0CWgM3YXCKLbEAHCZphuAPZgMtkGHAZ2YBfZBjwi6oGUOwFigOR4mikOCFRJSlTJTORjAGmfMAUL3gDFwAAAABJRU5ErkJggg==';

/**
 * The first argument of Electron's `close` event (docs/api/notification.md): on Windows an object
 * with the `reason`; elsewhere an event without one.
 */
export interface CloseDetails {
  reason?: string;
}

/** What the port needs of a shown notification (Electron's `Notification` instance). */
export interface ShownNotification {
  on(event: 'click', listener: () => void): unknown;
  on(event: 'close', listener: (details?: CloseDetails) => void): unknown;
  show(): void;
}

/** The Electron calls the port makes, handed in by main.ts. */
export interface DesktopCalls {
  platform: NodeJS.Platform;
  /** `Notification.isSupported()`. */
  notificationsSupported(): boolean;
  /** `new Notification({ title, body })`. */
  createNotification(options: { title: string; body: string }): ShownNotification;
  /** Opens an app path in the main window (shows and focuses it; tells the renderer). */
  openPath(path: string): void;
  /** `app.setBadgeCount(count)` (macOS, Linux). */
  setBadgeCount(count: number): boolean;
  /** The main window's `setOverlayIcon(dot or null, label)` (Windows); false without a window. */
  setOverlayIcon(dot: boolean, label: string): boolean;
}

/** The port; see the file comment. */
export function createDesktopPort(
  calls: DesktopCalls,
): DesktopPort & { kept(): number; reapplyBadge(): boolean } {
  const kept: ShownNotification[] = [];
  /** Windows: the last overlay asked for (null: none yet). */
  let overlay: { dot: boolean; label: string } | null = null;
  const letGo = (notification: ShownNotification) => {
    const index = kept.indexOf(notification);
    if (index >= 0) kept.splice(index, 1);
  };
  return {
    notify({ title, body, path }) {
      if (!isAppPath(path) || !calls.notificationsSupported()) return false;
      const notification = calls.createNotification({ title, body });
      notification.on('click', () => {
        letGo(notification);
        calls.openPath(path);
      });
      // Windows: a toast that timed out is in Action Center, and may still be clicked there
      notification.on('close', (details) => {
        if (details?.reason !== 'timedOut') letGo(notification);
      });
      kept.push(notification);
      if (kept.length > KEEP_NOTIFICATIONS) kept.shift();
      notification.show();
      return true;
    },
    setBadge(count, label) {
      if (calls.platform === 'darwin' || calls.platform === 'linux') return calls.setBadgeCount(count);
      if (calls.platform === 'win32') {
        overlay = { dot: count > 0, label: count > 0 ? (label ?? String(count)) : '' };
        return calls.setOverlayIcon(overlay.dot, overlay.label);
      }
      return false;
    },
    /**
     * Windows: sets the last overlay again, on the window now there (main.ts: on its `show`); false
     * elsewhere, or when none was asked for, or without a window.
     */
    reapplyBadge() {
      if (calls.platform !== 'win32' || overlay === null) return false;
      return calls.setOverlayIcon(overlay.dot, overlay.label);
    },
    kept: () => kept.length,
  };
}
