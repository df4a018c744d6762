/**
 * The count of unread activity on the dock or taskbar icon (docs/watch.md §In the renderer "Badge"):
 * `desktop.badge` in the desktop app; where the host has no icon to mark (`delivered: false`, the browser
 * host) the page's title carries it as `(N) Dispatch`.
 */
import type { TFunction } from 'i18next';
import { call } from '../transport';

/** The title's count prefix: `(3) `. */
const TITLE_COUNT = /^\(\d+\)\s/;

/** `title` with `count` before it (`(3) Dispatch`), or without any count at 0. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(TITLE_COUNT, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/** What the badge says to screen readers: "3 unread" in the UI language. */
export function badgeLabel(t: TFunction<'activity'>, count: number): string {
  return t('nav.unread', { count });
}

/**
 * Shows `count` (0 clears it) on the icon, with `label` for screen readers (Windows), else in
 * `document.title`. Never rejects.
 */
export async function showBadge(count: number, label?: string): Promise<void> {
  let delivered = false;
  try {
    delivered = (await call('desktop.badge', label ? { count, label } : { count })).delivered;
  } catch {
    delivered = false;
  }
  document.title = titleWithCount(document.title, delivered ? 0 : count);
}
