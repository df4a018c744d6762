/**
 * The IPC channels between the preload (`electron/preload.ts`) and the main process
 * (`electron/main.ts`), named once here for both (docs/architecture.md §One call, end to end). The preload is
 * bundled with its relative imports inlined (build/bundle-electron.ts: only `electron` is external), so it
 * may import this module though it runs sandboxed.
 */

/** The call channel (`invoke`/`handle`): the preload sends `(name, input, callId?)`, main answers a `CallResult`. */
export const CALL_CHANNEL = 'dispatch:call';
/** The withdrawal channel (one-way `send`/`on`): the preload sends `(callId)`. */
export const CANCEL_CHANNEL = 'dispatch:cancel';
/** Main's "open this app path" message to the page (one-way `webContents.send`, `(path)`): the preload's `onOpenPath`. */
export const OPEN_PATH_CHANNEL = 'dispatch:open-path';
/**
 * The page's "I listen for open-path now" (`invoke`/`handle`, no arguments): main answers the app path
 * of a notification clicked before the page listened, or null (shell/open-path-relay.ts).
 */
export const OPEN_PATH_READY_CHANNEL = 'dispatch:open-path-ready';
/**
 * The page's uncaught errors (one-way `send`/`on`, `(text)`): the preload forwards each `error` and
 * `unhandledrejection` as text; main writes it to `main.log` (shell/page-errors.ts).
 */
export const PAGE_ERROR_CHANNEL = 'dispatch:page-error';
/**
 * Main's push of each change of the activity to the page (one-way `webContents.send`, `(push)`: a
 * shared/contract/activity.ts `ActivityPush`, docs/watch.md §How the page is told): the preload's
 * `onActivity`.
 */
export const ACTIVITY_CHANNEL = 'dispatch:activity';
/**
 * "Print" on the desktop (`invoke`/`handle`, `(fileName)` -> `'saved' | 'canceled' | 'refused' |
 * 'failed'`): main shows the save dialog and writes the page as a PDF (shell/print-to-pdf.ts); the
 * preload's `printToPdf`.
 */
export const PRINT_PDF_CHANNEL = 'dispatch:print-pdf';
