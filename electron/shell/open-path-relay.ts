/**
 * The way a notification's click reaches the page (docs/watch.md §On the desktop): main sends the
 * app path on `dispatch:open-path` only to a page that listens; a click that comes before that (the
 * window just opened or reopened, the page still loading, reloading or crashed) is kept, and the page
 * takes it when it starts listening (`dispatch:open-path-ready`, asked by the preload's first
 * `onOpenPath`). Only the newest click is kept: it is the one the user wants to see. Plain logic over
 * one `send` call, tested without Electron.
 */

/** The relay; main.ts calls it from the notification's click, the page's ask and the window's events. */
export interface OpenPathRelay {
  /** A click asked to open `path`: sent to a listening page, else kept (replacing an older one). */
  open(path: string): void;
  /**
   * The page listens from now on (its preload asked): returns the kept path, now given away, or null.
   */
  pageListens(): string | null;
  /** The page stopped listening: a new page starts loading, its renderer is gone, the window closed. */
  pageGone(): void;
}

/** The relay over `send(path)`, which sends main's open-path message to the page that listens. */
export function createOpenPathRelay(send: (path: string) => void): OpenPathRelay {
  let listening = false;
  let kept: string | null = null;
  return {
    open(path) {
      if (listening) send(path);
      else kept = path;
    },
    pageListens() {
      listening = true;
      const path = kept;
      kept = null;
      return path;
    },
    pageGone() {
      listening = false;
    },
  };
}
