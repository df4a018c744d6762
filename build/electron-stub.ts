/**
 * A stand-in for the `electron` module, for loading a bundled main process in plain Node (the runtime
 * can't run here): every export is a do-nothing proxy, `app.requestSingleInstanceLock()` is true and
 * `app.whenReady()` prints `whenReady reached`, never resolves and ends the process, so the shell stops
 * there once its whole module graph (every external package) has loaded, however long that took. Used by the bundle test and the package check.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a run prints when the bundle got as far as `app.whenReady()`. */
export const WHEN_READY_REACHED = 'whenReady reached';

/**
 * Writes the stub and a loader hook into `dir`; returns the file to pass to `node --import` so that
 * `import 'electron'` loads the stub.
 */
export function writeElectronStub(dir: string): string {
  const stub = join(dir, 'electron-stub.mjs');
  writeFileSync(
    stub,
    `const any = new Proxy(function () {}, { get: (_t, p) => (p === 'then' ? undefined : any), apply: () => any });
const whenReady = () => { console.log(${JSON.stringify(WHEN_READY_REACHED)}); setImmediate(() => process.exit(0)); return new Promise(() => {}); };
export const app = new Proxy(any, {
  get: (_t, p) => (p === 'whenReady' ? whenReady : p === 'requestSingleInstanceLock' ? () => true : any),
});
export const BrowserWindow = any, Menu = any, ipcMain = any, protocol = any, screen = any, session = any, shell = any;
export const contextBridge = any, ipcRenderer = any;
`,
  );
  const hooks = join(dir, 'electron-hooks.mjs');
  writeFileSync(
    hooks,
    `export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: ${JSON.stringify(pathToFileURL(stub).href)}, shortCircuit: true };
  return next(specifier, context);
}
`,
  );
  const register = join(dir, 'electron-register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  return register;
}
