/**
 * The unread count in the browser host's page title, `(3) Dispatch` (docs/watch.md §How the page is
 * told): a browser tab has no icon to mark. The desktop app's badge is set by main
 * (electron/services/app/watch-desktop.ts).
 */

/** The title's count prefix: `(3) `. */
const TITLE_COUNT = /^\(\d+\)\s/;

/** `title` with `count` before it (`(3) Dispatch`), or without any count at 0. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(TITLE_COUNT, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/** Puts `count` before `document.title` (0 takes it away). */
export function showTitleCount(count: number): void {
  document.title = titleWithCount(document.title, count);
}
