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
 * Writes a loader hook into `dir` that resolves `electron` to the stub; returns the file to pass to
 * `node --import` so that `import 'electron'` loads it.
 */
export function writeElectronStub(dir: string): string {
  const hooks = join(dir, 'electron-hooks.mjs');
  writeFileSync(
    hooks,
    `export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: ${JSON.stringify(pathToFileURL(ELECTRON_STUB_MODULE).href)}, shortCircuit: true };
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
