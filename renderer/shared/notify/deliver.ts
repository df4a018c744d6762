/**
 * Shows a notification in the browser host (docs/watch.md §How the page is told): the Web Notifications
 * API, if the user allowed it (asked only on their click: ./permission.ts). Clicking one focuses the
 * window and opens `path`. The desktop app never comes here: main shows its own notifications.
 */
import type { DesktopNotice } from '../../../shared/notify/compose';

/** How the notice was shown: by the browser, or not at all. */
export type Delivery = 'browser' | 'none';

/** Shows `notice`; `open(path)` navigates the app on a click. Never throws. */
export function deliverNotice(notice: DesktopNotice, open: (path: string) => void): Delivery {
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
