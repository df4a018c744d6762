/**
 * The tray's unread count (docs/watch.md §The tray and closing the window) is the badge's: whatever sets
 * the dock or taskbar badge (the desktop port's `setBadge`) also tells the tray, so the two never
 * disagree and nothing is polled.
 */
import type { DesktopPort } from '../services/app/context';

/**
 * Makes `port.setBadge` also call `onCount(count)` (in place, so every holder of the port is seen).
 * Returns the port.
 */
export function observeBadge<P extends DesktopPort>(port: P, onCount: (count: number) => void): P {
  const setBadge = port.setBadge.bind(port);
  port.setBadge = (count, label) => {
    onCount(count);
    return setBadge(count, label);
  };
  return port;
}
