/**
 * Shows a desktop notification (docs/watch.md §In the renderer): the desktop app through `desktop.notify`
 * (Electron's `Notification`, its click sends the path back to the renderer); a host without a notifier (the
 * browser host) answers `delivered: false`, and then the Web Notifications API shows it, if the user
 * allowed it (asked only on their click: ./permission.ts). Clicking a web notification focuses the
 * window and opens `path`.
 */
import { call } from '../transport';
import type { DesktopNotice } from './compose';

/** How the notice was shown: by the desktop app, by the browser, or not at all. */
export type Delivery = 'desktop' | 'browser' | 'none';

/**
 * Shows `notice`; `open(path)` navigates the app (a web notification's click). Resolves to how it was
 * shown; never rejects (a failed `desktop.notify` falls back to the browser).
 */
export async function deliverNotice(notice: DesktopNotice, open: (path: string) => void): Promise<Delivery> {
  try {
    const answer = await call('desktop.notify', notice);
    if (answer.delivered) return 'desktop';
  } catch {
    // an older host without the call: try the browser's notifications
  }
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 'none';
  try {
    const shown = new Notification(notice.title, { body: notice.body, tag: notice.path });
    shown.onclick = () => {
      window.focus();
      open(notice.path);
      shown.close();
    };
    return 'browser';
  } catch {
    return 'none';
  }
}
