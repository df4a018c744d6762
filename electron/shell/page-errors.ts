/**
 * The page's uncaught errors in `main.log` (the preload forwards each `error` and
 * `unhandledrejection` as text on `dispatch:page-error`; main checks the sender): an error the user
 * never sees is otherwise written nowhere. Each line is the text only, cut to
 * {@link PAGE_ERROR_MAX_CHARS}, without control characters, e-mail addresses or long runs of digits
 * (a phone number in an error message is contact data, docs/watch.md keeps those off the desktop;
 * the log also drops every held key, log-file.ts); at most {@link PAGE_ERRORS_PER_MINUTE} a minute
 * per page, the rest counted in one line, so a page that fails in a loop can't fill the disk.
 */

/** The longest page error line kept (characters). */
export const PAGE_ERROR_MAX_CHARS = 500;
/** How many page errors a minute are written; the rest are counted. */
export const PAGE_ERRORS_PER_MINUTE = 20;

/** `text` as it may be written: scrubbed and cut; null when it is not a non-empty string. */
export function scrubPageError(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const line = text
    .slice(0, PAGE_ERROR_MAX_CHARS * 4)
    .replace(/\s*[\p{Cc}\u2028\u2029]+\s*/gu, ' ')
    .replace(/[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}/gi, '[e-mail]')
    .replace(/\+?\d[\d ().-]{6,}\d/g, '[digits]')
    .trim();
  if (line === '') return null;
  return line.length > PAGE_ERROR_MAX_CHARS ? `${line.slice(0, PAGE_ERROR_MAX_CHARS)}…` : line;
}

/**
 * The writer of page errors into `log`: `write(text)` logs `The page failed: <text>` within the
 * minute's allowance; the first error of a new minute first says how many the last one dropped.
 */
export function createPageErrorLog(
  log: (message: string) => void,
  now: () => number = Date.now,
): { write(text: unknown): void } {
  let minute = -1;
  let written = 0;
  let dropped = 0;
  return {
    write(text) {
      const line = scrubPageError(text);
      if (line === null) return;
      const thisMinute = Math.floor(now() / 60_000);
      if (thisMinute !== minute) {
        if (dropped > 0) log(`The page failed ${dropped} more times that were not written.`);
        minute = thisMinute;
        written = 0;
        dropped = 0;
      }
      if (written >= PAGE_ERRORS_PER_MINUTE) {
        dropped++;
        return;
      }
      written++;
      log(`The page failed: ${line}`);
    },
  };
}
