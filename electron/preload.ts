/**
 * The preload: exposes `window.dispatch.invoke(name, input)`, which sends one contract call to the main
 * process and resolves to its `CallResult`. Nothing else of Electron or Node reaches the renderer.
 */
import { contextBridge, ipcRenderer } from 'electron';

contextBridge.exposeInMainWorld('dispatch', {
  invoke: (name: string, input: unknown): Promise<unknown> =>
    ipcRenderer.invoke('dispatch:call', name, input),
});
