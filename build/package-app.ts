/**
 * `npm run test:package` (first half): packages the desktop app as electron-builder does for a release,
 * on a machine where Electron's runtime can't be downloaded, then `build/package-app.check.ts` opens
 * what it made (docs/packaging.md, "What npm run test:package checks").
 *
 * Steps:
 * 1. build the renderer (`vite build`) and the Electron bundles;
 * 2. make a stand-in runtime in a temp folder and run electron-builder (its API, the config of
 *    `build/electron-builder.yml`, `electronDist` = the stand-in) for the unpacked app of this platform
 *    (`--dir`): the same packing, afterPack hook and native-module handling (`npmRebuild: false`: keytar
 *    is N-API) as `npm run dist`;
 * 3. build the Linux targets, deb and AppImage, from that unpacked app (`prepackaged`) without their
 *    external tools: the deb with a stand-in fpm (`CUSTOM_FPM_PATH`) that records the arguments
 *    electron-builder gives it (the Depends, the after-install script, the .desktop file), the AppImage
 *    up to its desktop entry (electron-builder's `effectiveOptionComputed` hook, which stops a target
 *    before its tool runs). What they made, or electron-builder's error, goes to `LINUX_TARGETS_RECORD`
 *    for the check.
 *
 * The stand-in runtime is what electron-builder copies as the app's skeleton: an `electron` executable
 * (here not a program, but a file with Electron's fuse wire, so the afterPack hook flips real fuses
 * and the check reads them back), the two license files and `resources/`. Linux only (this machine);
 * elsewhere the skeleton's names differ and this script says so.
 *
 * Output: `dist/package-check/` (or `PACKAGE_CHECK_OUT`): `linux-unpacked/`, the record, an empty deb.
 * Exit 1 with electron-builder's error when the unpacked app can't be packaged.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'electron-builder';
import { bundleElectron } from './bundle-electron';
import { nodeToolLaunch } from './launch';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Where the check looks for the unpacked app (electron-builder's `<output>/linux-unpacked`). */
export const PACKAGE_CHECK_OUT = process.env.PACKAGE_CHECK_OUT ?? join(ROOT, 'dist', 'package-check');

/** The record's file name in the output folder, and its path in `PACKAGE_CHECK_OUT`. */
const RECORD_NAME = 'linux-targets.json';

/** What step 3 made (JSON, `LinuxTargetsRecord`), where the check reads it. */
export const LINUX_TARGETS_RECORD = join(PACKAGE_CHECK_OUT, RECORD_NAME);

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

/** What electron-builder gave fpm for the deb, as the stand-in fpm recorded it. */
export interface FpmCall {
  /** fpm's arguments, in order (`-d <dependency>` pairs among them). */
  argv: string[];
  /** The text of the `--after-install` script (the deb's postinst). */
  afterInstall: string | null;
  /** The .desktop files given to fpm, by install path (`/usr/share/applications/….desktop`). */
  desktopFiles: Record<string, string>;
}

/** Step 3's result: the deb's fpm call and the AppImage's desktop entry, or why they could not be built. */
export type LinuxTargetsRecord =
  { deb: FpmCall; appImage: { desktop: string; desktopFileName: string } } | { error: string };

/** Extra electron-builder configuration over the yml's (none in `npm run test:package`). */
export type ConfigOverrides = Omit<Configuration, 'extends'>;

/** The installed `electron` package's version (electron-builder packages for it). */
function electronVersion(): string {
  const manifest = join(ROOT, 'node_modules', 'electron', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Makes the stand-in runtime folder in `dir` (Linux layout) and returns it.
 * @throws Error on another platform than Linux
 */
function makeStandInRuntime(dir: string): string {
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

/** `value` as one POSIX shell word (single-quoted). */
const shellWord = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * Makes a stand-in fpm in `dir`: an executable that writes its call (`FpmCall`, JSON) to `record` and
 * an empty file where `--package` says, and exits 0. Returns the executable's path (for CUSTOM_FPM_PATH).
 */
function makeStandInFpm(dir: string, record: string): string {
  const script = join(dir, 'fpm.mjs');
  writeFileSync(
    script,
    `import { readFileSync, writeFileSync } from 'node:fs';
const argv = process.argv.slice(2);
const valueOf = (flag) => { const i = argv.indexOf(flag); return i >= 0 ? argv[i + 1] : undefined; };
const desktopFiles = {};
for (const arg of argv) {
  const mapping = /^(.+)=(\\/usr\\/share\\/applications\\/[^/]+\\.desktop)$/.exec(arg);
  if (mapping) desktopFiles[mapping[2]] = readFileSync(mapping[1], 'utf8');
}
const afterInstall = valueOf('--after-install');
const call = { argv, afterInstall: afterInstall ? readFileSync(afterInstall, 'utf8') : null, desktopFiles };
writeFileSync(${JSON.stringify(record)}, JSON.stringify(call, null, 2));
const output = valueOf('--package');
if (output) writeFileSync(output, '');
`,
  );
  const executable = join(dir, 'fpm');
  writeFileSync(executable, `#!/bin/sh\nexec ${shellWord(process.execPath)} ${shellWord(script)} "$@"\n`);
  chmodSync(executable, 0o755);
  return executable;
}

/** Builds the renderer (vite, on this Node, no shell), the Electron bundles and the places store into `dist/`. */
async function buildApp(): Promise<void> {
  const vite = nodeToolLaunch('vite', ['build', '--logLevel', 'warn']);
  const built = spawnSync(vite.command, vite.args, { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status}).`);
  // the bundles and, beside them, the places store
  await bundleElectron(join(ROOT, 'dist', 'electron'));
}

/** The configuration both steps use: the yml, this Electron version, the stand-in runtime. */
function baseConfig(outDir: string, runtimeDir: string, overrides: ConfigOverrides): Configuration {
  return {
    extends: join(ROOT, 'build', 'electron-builder.yml'),
    electronVersion: electronVersion(),
    electronDist: runtimeDir,
    directories: { output: outDir, buildResources: 'build/resources' },
    ...overrides,
  };
}

/**
 * Runs electron-builder for the unpacked app of this platform into `outDir`, with the stand-in runtime
 * `runtimeDir`. Resolves to electron-builder's list of artifacts.
 */
async function packageUnpacked(
  outDir: string,
  runtimeDir: string,
  overrides: ConfigOverrides = {},
): Promise<string[]> {
  const { Arch, Platform, build } = await import('electron-builder');
  const arch = process.arch === 'arm64' ? Arch.arm64 : Arch.x64;
  return build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir', arch),
    config: baseConfig(outDir, runtimeDir, overrides),
  });
}

/**
 * Builds the deb (with a stand-in fpm) and the AppImage (up to its desktop entry) from the unpacked app
 * `appDir` into `outDir`, and resolves to what they made.
 * @throws Error with electron-builder's message when a target refuses the configuration
 */
async function packageLinuxTargets(
  appDir: string,
  outDir: string,
  runtimeDir: string,
  overrides: ConfigOverrides = {},
): Promise<LinuxTargetsRecord> {
  const { Arch, Platform, build } = await import('electron-builder');
  const arch = process.arch === 'arm64' ? Arch.arm64 : Arch.x64;
  const tools = mkdtempSync(join(tmpdir(), 'dispatch-fpm-stand-in-'));
  const fpmRecord = join(tools, 'fpm-call.json');
  const previousFpm = process.env.CUSTOM_FPM_PATH;
  process.env.CUSTOM_FPM_PATH = makeStandInFpm(tools, fpmRecord);
  let appImage: { desktop: string; desktopFileName: string } | undefined;
  try {
    await build({
      projectDir: ROOT,
      prepackaged: appDir,
      targets: Platform.LINUX.createTarget(['deb', 'AppImage'], arch),
      config: baseConfig(outDir, runtimeDir, overrides),
      // called by each target before its tool runs; true stops that target there (the AppImage only)
      effectiveOptionComputed: async (options: unknown) => {
        if (Array.isArray(options)) return false;
        appImage = options as { desktop: string; desktopFileName: string };
        return true;
      },
    });
    if (!appImage) throw new Error('electron-builder built no AppImage desktop entry.');
    return { deb: JSON.parse(readFileSync(fpmRecord, 'utf8')) as FpmCall, appImage };
  } finally {
    if (previousFpm === undefined) delete process.env.CUSTOM_FPM_PATH;
    else process.env.CUSTOM_FPM_PATH = previousFpm;
    rmSync(tools, { recursive: true, force: true });
  }
}

/**
 * The whole first half of `npm run test:package` into `outDir`; `overrides` only for a trial run
 * (for example a package.json field not committed yet, through `extraMetadata`).
 */
async function packageForCheck(outDir = PACKAGE_CHECK_OUT, overrides: ConfigOverrides = {}): Promise<void> {
  const runtime = mkdtempSync(join(tmpdir(), 'dispatch-electron-stand-in-'));
  try {
    await buildApp();
    makeStandInRuntime(runtime);
    rmSync(outDir, { recursive: true, force: true });
    await packageUnpacked(outDir, runtime, overrides);
    console.log(`Packaged the unpacked app into ${outDir}`);
    const record: LinuxTargetsRecord = await packageLinuxTargets(
      join(outDir, 'linux-unpacked'),
      outDir,
      runtime,
      overrides,
    ).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
    writeFileSync(join(outDir, RECORD_NAME), JSON.stringify(record, null, 2));
    console.log(
      'error' in record
        ? `The deb and AppImage could not be built (the check reports it): ${record.error}`
        : 'Built the deb (stand-in fpm) and the AppImage desktop entry',
    );
  } finally {
    rmSync(runtime, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await packageForCheck().catch((error: unknown) => {
    console.error(`Packaging failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
