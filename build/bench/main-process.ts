/**
 * The main process's figures (docs/benchmarks.md; docs/packaging.md):
 * - module evaluation of the bundled `dist/electron/main.mjs` up to `app.whenReady()`, under this Node
 *   with the electron stub (build/electron-stub.ts), in fresh processes; the yardstick is the same
 *   harness importing an empty module, so Node's own start is not counted and the machine's speed shows;
 * - how long the main thread is blocked while the embedded sandbox starts (its process forked, the
 *   market generated there): the longest event-loop delay seen (sandbox-stall-probe.ts), against the
 *   same sandbox started in-process as before.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleElectron } from '../bundle-electron';
import { WHEN_READY_REACHED, writeElectronStub } from '../electron-stub';

/** Milliseconds from `import()` of the module to the stub's whenReady, in one fresh process. */
function timeImport(register: string, driverDir: string, moduleUrl: string): number {
  const driver = join(driverDir, 'time-import.mjs');
  writeFileSync(
    driver,
    `globalThis.__benchStart = performance.now();\nawait import(${JSON.stringify(moduleUrl)});\n`,
  );
  const run = spawnSync(process.execPath, ['--import', register, driver], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const match = new RegExp(`${WHEN_READY_REACHED} after ([\\d.]+) ms`).exec(run.stdout);
  if (!match) throw new Error(`the bundle did not reach whenReady:\n${run.stdout}\n${run.stderr}`);
  return Number(match[1]);
}

/**
 * Builds the Electron bundles (dist/electron) and times `runs` fresh boots to whenReady, and as many
 * of the yardstick (an empty module that calls `app.whenReady()` at once).
 */
export async function benchMainBoot(runs: number): Promise<{ bootMs: number[]; yardstickMs: number[] }> {
  await bundleElectron();
  const dir = mkdtempSync(join(process.cwd(), 'dist', 'bench-main-'));
  try {
    const register = writeElectronStub(dir);
    const empty = join(dir, 'empty.mjs');
    writeFileSync(empty, "import { app } from 'electron';\nawait app.whenReady();\n");
    const main = pathToFileURL(join(process.cwd(), 'dist', 'electron', 'main.mjs')).href;
    const bootMs: number[] = [];
    const yardstickMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      yardstickMs.push(timeImport(register, dir, pathToFileURL(empty).href));
      bootMs.push(timeImport(register, dir, main));
    }
    return { bootMs, yardstickMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
