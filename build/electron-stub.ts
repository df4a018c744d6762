/**
 * Installs the stand-in for the `electron` module (`build/electron-stub/electron.mjs`: each member as
 * Electron 41 documents it, anything else throws "not in the stub") for a bundled main process run in
 * plain Node, where the runtime can't run. By default `app.whenReady()` prints `whenReady reached` and
 * ends the process, so a run proves the whole module graph loads (the bundle test, the package check);
 * with `ELECTRON_STUB_MODE=boot` the app runs on, driven by the test through `globalThis.__electronStub`
 * (the boot test, build/boot.test.ts; the main-process bench).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a run prints when the bundle got as far as `app.whenReady()`. */
export const WHEN_READY_REACHED = 'whenReady reached';

/** The stub module itself. */
const ELECTRON_STUB_MODULE = fileURLToPath(new URL('./electron-stub/electron.mjs', import.meta.url));

/**
 * Writes into `dir` a module that resolves `electron` to the stub, for `import` and for `require` alike
 * (node:module `registerHooks`, whose hooks run in the loading thread for both; an async `register`
 * hook never sees a CommonJS `require`): a bundle's `import 'electron'` and electron-updater's
 * `require("electron")` get the same stub instance, as both get Electron's one module in the app.
 * Returns the file to pass to `node --import`.
 */
export function writeElectronStub(dir: string): string {
  const register = join(dir, 'electron-register.mjs');
  writeFileSync(
    register,
    `import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'electron') return { url: ${JSON.stringify(pathToFileURL(ELECTRON_STUB_MODULE).href)}, shortCircuit: true };
    return next(specifier, context);
  },
});
`,
  );
  return register;
}
