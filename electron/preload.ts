/**
 * The preload: exposes `window.dispatch.invoke(name, input)`, which sends one contract call to the main
 * process and resolves to its `CallResult`. Nothing else of Electron or Node reaches the renderer
 * (Electron security checklist: "do not expose Electron APIs to untrusted web content"): not
 * `ipcRenderer`, not the event, only this one function on the one channel, with a call name that must
 * be a string. It runs sandboxed and context-isolated, so it is bundled to CommonJS
 * (`dist/electron/preload.cjs`) with nothing but `electron` external.
 */
import { contextBridge, ipcRenderer } from 'electron';

/** The IPC channel main.ts handles (`CALL_CHANNEL` there; preload.test.ts checks they are equal). */
const CALL_CHANNEL = 'dispatch:call';

contextBridge.exposeInMainWorld('dispatch', {
  invoke: (name: string, input: unknown): Promise<unknown> =>
    typeof name === 'string'
      ? ipcRenderer.invoke(CALL_CHANNEL, name, input)
      : Promise.reject(new TypeError('A call name is a string.')),
});
