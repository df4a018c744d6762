/**
 * The preload: exposes `window.dispatch.invoke(name, input, callId?)`, which sends one contract call to
 * the main process and resolves to its `CallResult`, `window.dispatch.cancel(callId)`, which
 * withdraws a call sent with that id, and `window.dispatch.onOpenPath(callback)`, which calls
 * `callback(path)` when main asks the page to open an app path (a desktop notification was clicked,
 * docs/watch.md §On the desktop) and returns the function that stops listening. The first
 * `onOpenPath` tells main the page listens, and main answers with a click kept from before
 * (shell/open-path-relay.ts); a path that comes while no callback listens (React's StrictMode
 * unsubscribes and subscribes again) waits here for the next one. `window.dispatch.onActivity(callback)`
 * calls `callback(push)` with each change of the activity main pushes (`dispatch:activity`: the summary
 * and the entries just noticed, docs/watch.md §How the page is told) and returns its unsubscribe.
 * `window.dispatch.printToPdf(fileName)` asks main to save the page as a PDF (`dispatch:print-pdf`,
 * shell/print-to-pdf.ts: main shows the save dialog). The page's uncaught errors and
 * unhandled rejections go to main as text (`dispatch:page-error`), for `main.log`. Nothing else of Electron or
 * Node reaches the renderer (Electron security checklist: "do not expose Electron APIs to untrusted web
 * content"): not `ipcRenderer`, not the event, only these functions on their channels,
 * with a call name and id that must be strings and a path that must be an app path
 * (shell/app-path.ts: `/inbox`, never another host). It runs sandboxed and context-isolated, so it is
 * bundled to CommonJS (`dist/electron/preload.cjs`) with nothing but `electron` external.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  ACTIVITY_CHANNEL,
  CALL_CHANNEL,
  CANCEL_CHANNEL,
  OPEN_PATH_CHANNEL,
  OPEN_PATH_READY_CHANNEL,
  PRINT_PDF_CHANNEL,
  PAGE_ERROR_CHANNEL,
} from './ipc-channels';
import { isAppPath } from './shell/app-path';

/** The page's open-path callbacks now listening. */
const openPathCallbacks = new Set<(path: string) => void>();
/** A path that came while none listened, for the next one. */
let waitingPath: string | null = null;
/** Whether main was told the page listens. */
let toldMain = false;

/** Hands an app path from main to the page's callbacks, or keeps it for the next one. */
function openPath(path: unknown): void {
  if (!isAppPath(path)) return;
  if (openPathCallbacks.size === 0) waitingPath = path;
  for (const callback of openPathCallbacks) callback(path);
}

ipcRenderer.on(OPEN_PATH_CHANNEL, (_event: IpcRendererEvent, path: unknown) => openPath(path));

/** The page's activity callbacks now listening. */
const activityCallbacks = new Set<(push: unknown) => void>();
ipcRenderer.on(ACTIVITY_CHANNEL, (_event: IpcRendererEvent, push: unknown) => {
  for (const callback of activityCallbacks) callback(push);
});

/** What the preload reads of the page's error events (the node typecheck has no DOM types). */
interface PageErrorEvent {
  message?: unknown;
  filename?: unknown;
  lineno?: unknown;
  colno?: unknown;
  reason?: unknown;
}
/** The longest error text sent (main cuts it shorter and scrubs it, shell/page-errors.ts). */
const PAGE_ERROR_SENT_CHARS = 2000;

/** The text of a rejection's reason: an error's stack or message, else the value as a string. */
function reasonText(reason: unknown): string {
  try {
    if (reason instanceof Error) return reason.stack ?? `${reason.name}: ${reason.message}`;
    return String(reason);
  } catch {
    return 'a value that cannot be read';
  }
}

/** Sends one page error's text to main's log. */
function sendPageError(text: string): void {
  ipcRenderer.send(PAGE_ERROR_CHANNEL, text.slice(0, PAGE_ERROR_SENT_CHARS));
}

// The page's uncaught errors and unhandled rejections go to main.log (docs/packaging.md §When the page stops).
const page = globalThis as unknown as {
  addEventListener?(type: 'error' | 'unhandledrejection', listener: (event: PageErrorEvent) => void): void;
};
page.addEventListener?.('error', (event) =>
  sendPageError(
    `${String(event.message)} (${String(event.filename)}:${String(event.lineno)}:${String(event.colno)})`,
  ),
);
page.addEventListener?.('unhandledrejection', (event) =>
  sendPageError(`Unhandled rejection: ${reasonText(event.reason)}`),
);

contextBridge.exposeInMainWorld('dispatch', {
  invoke: (name: string, input: unknown, callId?: string): Promise<unknown> => {
    if (typeof name !== 'string') return Promise.reject(new TypeError('A call name is a string.'));
    return typeof callId === 'string'
      ? ipcRenderer.invoke(CALL_CHANNEL, name, input, callId)
      : ipcRenderer.invoke(CALL_CHANNEL, name, input);
  },
  cancel: (callId: string): void => {
    if (typeof callId === 'string') ipcRenderer.send(CANCEL_CHANNEL, callId);
  },
  onOpenPath: (callback: (path: string) => void): (() => void) => {
    if (typeof callback !== 'function') throw new TypeError('onOpenPath takes a function.');
    const listener = (path: string) => callback(path);
    openPathCallbacks.add(listener);
    if (waitingPath !== null) {
      const path = waitingPath;
      waitingPath = null;
      listener(path);
    }
    if (!toldMain) {
      toldMain = true;
      void ipcRenderer.invoke(OPEN_PATH_READY_CHANNEL).then(openPath, () => {});
    }
    return () => {
      openPathCallbacks.delete(listener);
    };
  },
  printToPdf: (fileName: string): Promise<unknown> => {
    if (typeof fileName !== 'string') return Promise.reject(new TypeError('A file name is a string.'));
    return ipcRenderer.invoke(PRINT_PDF_CHANNEL, fileName);
  },
  onActivity: (callback: (push: unknown) => void): (() => void) => {
    if (typeof callback !== 'function') throw new TypeError('onActivity takes a function.');
    const listener = (push: unknown) => callback(push);
    activityCallbacks.add(listener);
    return () => {
      activityCallbacks.delete(listener);
    };
  },
});
