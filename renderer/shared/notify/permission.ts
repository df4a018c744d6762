/**
 * Whether the browser may show notifications (docs/watch.md §In the renderer: the Web Notifications API in
 * the browser host, "asked for on a user's click, never on load"). In the desktop app (the preload's bridge
 * is there) Electron shows them and no permission is asked.
 */
import { useCallback, useState } from 'react';

/** `desktop`: the desktop app shows them; `unsupported`: this browser has no notifications. */
export type NotifyPermission = 'desktop' | 'unsupported' | NotificationPermission;

/** The current permission, read now. */
export function readNotifyPermission(): NotifyPermission {
  if (typeof window !== 'undefined' && window.dispatch) return 'desktop';
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

/**
 * The permission and `ask`, which asks the browser (call it only from a user's click). `ask` resolves
 * once the user answered; the permission re-renders with the answer.
 */
export function useNotifyPermission(): { permission: NotifyPermission; ask: () => Promise<void> } {
  const [permission, setPermission] = useState<NotifyPermission>(readNotifyPermission);
  const ask = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(readNotifyPermission());
    }
  }, []);
  return { permission, ask };
}
