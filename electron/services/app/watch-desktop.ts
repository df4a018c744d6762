/**
 * The watch speaks on the desktop from the main process (docs/watch.md §On the desktop), whatever the
 * window is doing (minimized, hidden, closed on macOS, not loaded yet): each change of the activity
 * (watch-service.ts `onActivity`) is told here, with no call from the page.
 * - **Notifications**: the entries the watch just noticed, those the user wants told (each kind on or
 *   off, nothing inside quiet hours: the watch's settings), coalesced as the page did before
 *   (shared/notify/compose.ts: offers per listing, new items per search, the latest stage, at most 3 a
 *   batch), in the UI's language, never contact data; each shown through the desktop port.
 * - **The badge**: the unread count whenever it changes (0 clears it), with its spoken label.
 */
import type { ActivityPush } from '../../../shared/contract/activity';
import { composeNotices, notifiable } from '../../../shared/notify/compose';
import { unreadLabel, type EntryWords } from '../../../shared/notify/words';
import type { DesktopPort } from './context';
import type { WatchService } from './watch-service';

/** Options of {@link startWatchDesktop}. */
export interface WatchDesktopOptions {
  watch: Pick<WatchService, 'onActivity' | 'settings' | 'summary'>;
  desktop: DesktopPort;
  /** The words in the UI's language now (asked at each change: the user may switch languages). */
  words: () => EntryWords;
  /** Default `new Date()` (quiet hours are local time). */
  now?: () => Date;
  /** Told when composing or showing fails (the watch goes on). */
  onError?: (error: unknown) => void;
}

/**
 * Starts telling the desktop: the badge at once (the unread count kept from before), then every change.
 * Returns the stop function.
 */
export function startWatchDesktop(options: WatchDesktopOptions): () => void {
  const now = options.now ?? (() => new Date());
  let badge: number | null = null;
  const showBadge = (unread: number) => {
    if (unread === badge) return;
    badge = unread;
    options.desktop.setBadge(unread, unread > 0 ? unreadLabel(options.words().t, unread) : undefined);
  };
  const onPush = (push: ActivityPush) => {
    try {
      if (push.entries.length > 0) {
        const words = options.words();
        const told = notifiable(push.entries, options.watch.settings(), now());
        for (const notice of composeNotices(told, words)) options.desktop.notify(notice);
      }
      showBadge(push.summary.unread);
    } catch (error) {
      options.onError?.(error);
    }
  };
  try {
    showBadge(options.watch.summary().unread);
  } catch (error) {
    options.onError?.(error);
  }
  return options.watch.onActivity(onPush);
}
