/**
 * `npm run test:package` (first half): packages the desktop app as electron-builder does for a release,
 * on a machine where Electron's runtime can't be downloaded, then `build/package/app-asar.check.ts`
 * opens what it made.
 *
 * Steps: build the renderer (`vite build`) and the Electron bundles; make a stand-in runtime in a temp
 * folder; run electron-builder (its API, the config of `build/electron-builder.yml`) for the unpacked
 * app of this platform (`--dir`) with `electronDist` = the stand-in and `npmRebuild: false`. The native
 * modules are then the ones built for this Node (so the app would not start in a real Electron: real
 * packaging, `npm run dist`, rebuilds them for Electron's ABI), which is enough to check what goes
 * where in the archive.
 *
 * The stand-in runtime is what electron-builder copies as the app's skeleton: an `electron` executable
 * (here not a program, but a file with Electron's fuse wire, so the afterPack hook flips real fuses
 * and the check reads them back), the two license files and `resources/`. Linux only (this machine);
 * elsewhere the skeleton's names differ and this script says so.
 *
 * Output: `dist/package-check/linux-unpacked/` (or `PACKAGE_CHECK_OUT`). Exit 1 with electron-builder's
 * error when packaging fails.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleElectron } from './bundle-electron';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Where the check looks for the unpacked app (electron-builder's `<output>/linux-unpacked`). */
export const PACKAGE_CHECK_OUT = process.env.PACKAGE_CHECK_OUT ?? join(ROOT, 'dist', 'package-check');

/** Electron's fuse sentinel (`@electron/fuses` SENTINEL): the fuse wire follows it in the binary. */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * A fuse wire as Electron ships it: version 1, 8 fuses, in order RunAsNode on, cookie encryption off,
 * NODE_OPTIONS on, --inspect on, asar integrity off, only-asar off, browser V8 snapshot off, file://
 * privileges on ('1' = enabled, '0' = disabled).
 */
export const SHIPPED_FUSE_WIRE = Buffer.concat([
  Buffer.from(FUSE_SENTINEL, 'ascii'),
  Buffer.from([1, 8]),
  Buffer.from('10110001', 'ascii'),
]);

/** The installed `electron` package's version (electron-builder packages for it). */
export function electronVersion(): string {
  const manifest = join(ROOT, 'node_modules', 'electron', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Makes the stand-in runtime folder in `dir` (Linux layout) and returns it.
 * @throws Error on another platform than Linux
 */
export function makeStandInRuntime(dir: string): string {
  if (process.platform !== 'linux') {
    throw new Error(`The stand-in runtime has the Linux layout; this is ${process.platform}.`);
  }
  mkdirSync(join(dir, 'resources'), { recursive: true });
  mkdirSync(join(dir, 'locales'), { recursive: true });
  const executable = join(dir, 'electron');
  writeFileSync(executable, SHIPPED_FUSE_WIRE);
  chmodSync(executable, 0o755);
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in for Electron (MIT).\n');
  writeFileSync(join(dir, 'LICENSES.chromium.html'), '<!doctype html><title>stand-in</title>\n');
  writeFileSync(join(dir, 'version'), `${electronVersion()}\n`);
  return dir;
}

/** Builds the renderer (vite) and the Electron bundles into `dist/`. */
export async function buildApp(): Promise<void> {
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (vite.status !== 0) throw new Error(`vite build failed (exit ${vite.status}).`);
  await bundleElectron(join(ROOT, 'dist', 'electron'));
}

/**
 * Runs electron-builder for the unpacked app of this platform into `outDir`, with the stand-in runtime
 * `runtimeDir`. Resolves to electron-builder's list of artifacts.
 */
export async function packageUnpacked(outDir: string, runtimeDir: string): Promise<string[]> {
  const { Arch, Platform, build } = await import('electron-builder');
  const arch = process.arch === 'arm64' ? Arch.arm64 : Arch.x64;
  return build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir', arch),
    config: {
      extends: join(ROOT, 'build', 'electron-builder.yml'),
      electronVersion: electronVersion(),
      electronDist: runtimeDir,
      npmRebuild: false,
      directories: { output: outDir, buildResources: 'build/resources' },
    },
  });
}

async function main(): Promise<void> {
  const runtime = mkdtempSync(join(tmpdir(), 'dispatch-electron-stand-in-'));
  try {
    await buildApp();
    makeStandInRuntime(runtime);
    rmSync(PACKAGE_CHECK_OUT, { recursive: true, force: true });
    await packageUnpacked(PACKAGE_CHECK_OUT, runtime);
    console.log(`Packaged the unpacked app into ${PACKAGE_CHECK_OUT}`);
  } finally {
    rmSync(runtime, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main().catch((error: unknown) => {
    console.error(`Packaging failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
