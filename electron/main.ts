/**
 * Electron's main process: the window, the IPC binding of the contract, nothing else. All logic lives
 * in plain Node modules under `electron/services/` (also served by the browser host).
 *
 * The window runs the renderer with `contextIsolation` on, `nodeIntegration` off and `sandbox` on;
 * the only bridge is the preload's `window.dispatch.invoke(name, input)`, and calls are taken only
 * from this app's own page. Links open in the system browser (https only); navigation is refused.
 */
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, ipcMain, shell } from 'electron';
import { createAppServices } from './services/app/services';
import { invokeCall } from './services/app/invoke';

/** The one IPC channel; the preload sends `(name, input)` on it. */
const CALL_CHANNEL = 'dispatch:call';

const rendererIndex = fileURLToPath(new URL('../renderer/index.html', import.meta.url));
const preloadScript = fileURLToPath(new URL('./preload.cjs', import.meta.url));
const rendererUrl = new URL(`file://${rendererIndex}`).href;

async function start(): Promise<void> {
  await app.whenReady();
  const services = await createAppServices({ settingsDir: app.getPath('userData') });

  ipcMain.handle(CALL_CHANNEL, (event, name: unknown, input: unknown) => {
    if (event.senderFrame?.url !== rendererUrl) {
      return { ok: false, error: { kind: 'unexpected', message: 'Calls are only taken from this app.' } };
    }
    return invokeCall(services.handlers, String(name), input);
  });

  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    title: 'Dispatch',
    webPreferences: { preload: preloadScript, contextIsolation: true, nodeIntegration: false, sandbox: true },
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  await window.loadFile(rendererIndex);

  app.on('window-all-closed', () => {
    void services.close().finally(() => app.quit());
  });
}

start().catch((error: unknown) => {
  console.error('Dispatch could not start:', error instanceof Error ? error.message : error);
  app.exit(1);
});
