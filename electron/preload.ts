/**
 * The preload: exposes `window.dispatch.invoke(name, input, callId?)`, which sends one contract call to
 * the main process and resolves to its `CallResult`, and `window.dispatch.cancel(callId)`, which
 * withdraws a call sent with that id. Nothing else of Electron or Node reaches the renderer
 * (Electron security checklist: "do not expose Electron APIs to untrusted web content"): not
 * `ipcRenderer`, not the event, only these two functions on their two channels, with a call name and
 * id that must be strings. It runs sandboxed and context-isolated, so it is bundled to CommonJS
 * (`dist/electron/preload.cjs`) with nothing but `electron` external.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { CALL_CHANNEL, CANCEL_CHANNEL } from './ipc-channels';

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
});
