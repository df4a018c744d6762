/**
 * The preload: exposes `window.dispatch.invoke(name, input, callId?)`, which sends one contract call to
 * the main process and resolves to its `CallResult`, `window.dispatch.cancel(callId)`, which
 * withdraws a call sent with that id, and `window.dispatch.onOpenPath(callback)`, which calls
 * `callback(path)` when main asks the page to open an app path (a desktop notification was clicked,
 * docs/watch.md §On the desktop) and returns the function that stops listening. Nothing else of Electron or
 * Node reaches the renderer (Electron security checklist: "do not expose Electron APIs to untrusted web
 * content"): not `ipcRenderer`, not the event, only these three functions on their three channels,
 * with a call name and id that must be strings and a path that must be an app path
 * (shell/app-path.ts: `/inbox`, never another host). It runs sandboxed and context-isolated, so it is
 * bundled to CommonJS (`dist/electron/preload.cjs`) with nothing but `electron` external.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CALL_CHANNEL, CANCEL_CHANNEL, OPEN_PATH_CHANNEL } from './ipc-channels';
import { isAppPath } from './shell/app-path';

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
    const listener = (_event: IpcRendererEvent, path: unknown) => {
      if (isAppPath(path)) callback(path);
    };
    ipcRenderer.on(OPEN_PATH_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(OPEN_PATH_CHANNEL, listener);
    };
  },
});
