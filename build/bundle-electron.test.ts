import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleElectron, esmSpecifier, isMainModule } from './bundle-electron';
import { WHEN_READY_REACHED, writeElectronStub } from './electron-stub';

const root = join(import.meta.dirname, '..');
let outDir: string;

beforeAll(async () => {
  mkdirSync(join(root, 'dist'), { recursive: true });
  outDir = mkdtempSync(join(root, 'dist', 'bundle-test-'));
  await bundleElectron(outDir);
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('isMainModule', () => {
  it.each([
    '/home/jane/dispatch/build/bundle-electron.ts',
    '/home/Jane Doe/dispatch/build/bundle-electron.ts',
    '/home/jane/100% dispatch/build/bundle-electron.ts',
    '/home/ștefan/dispecerat/build/bundle-electron.ts',
  ])('knows the script started as %s', (path) => {
    expect(isMainModule(pathToFileURL(path).href, path, false)).toBe(true);
    expect(isMainModule(pathToFileURL(path).href, path.replace('bundle-electron', 'start'), false)).toBe(
      false,
    );
  });

  it('knows it on Windows, where the URL is file:///C:/...', () => {
    const path = 'C:\\Users\\Jane Doe\\dispatch\\build\\bundle-electron.ts';
    const url = pathToFileURL(path, { windows: true }).href;
    expect(url).toBe('file:///C:/Users/Jane%20Doe/dispatch/build/bundle-electron.ts');
    expect(isMainModule(url, path, true)).toBe(true);
    expect(isMainModule(url, 'c:\\users\\jane doe\\dispatch\\build\\bundle-electron.ts', true)).toBe(true);
    expect(isMainModule(url, undefined, true)).toBe(false);
  });
});

describe('electron bundles', () => {
  it("spells a deep import of a package without exports as Node's ESM loader needs it", () => {
    expect(esmSpecifier('ajv/dist/2020', root)).toBe('ajv/dist/2020.js');
    expect(esmSpecifier('pure-rand/distribution/uniformInt', root)).toBe('pure-rand/distribution/uniformInt');
    expect(esmSpecifier('no-such-package/x', root)).toBe('no-such-package/x');
  });

  it('the main bundle loads in plain Node ESM (electron stubbed) and reaches app.whenReady', () => {
    const register = writeElectronStub(outDir);
    const main = pathToFileURL(join(outDir, 'main.mjs')).href;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        register,
        '-e',
        `import(${JSON.stringify(main)}); setTimeout(() => process.exit(2), 25_000);`,
      ],
      { encoding: 'utf8', cwd: root, timeout: 30_000 },
    );
    expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find|SyntaxError/);
    expect(run.stdout).toContain(WHEN_READY_REACHED);
  });

  it('the main bundle holds none of the sandbox server; its own process bundle does', () => {
    const imported = (file: string) =>
      [...readFileSync(join(outDir, file), 'utf8').matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map(
        (m) => m[1],
      );
    const server = /^(fastify|@fastify\/|ajv|fast-json-stringify)/;
    expect(imported('main.mjs').filter((name) => server.test(name!))).toEqual([]);
    expect(readFileSync(join(outDir, 'main.mjs'), 'utf8')).not.toContain('generateMarket');
    expect(imported('sandbox-process.mjs').some((name) => server.test(name!))).toBe(true);
  });

  it("the sandbox's process bundle holds the repository's workspaces it imports: the app ships no @dispatch/ package", () => {
    const bundle = readFileSync(join(outDir, 'sandbox-process.mjs'), 'utf8');
    expect(bundle).not.toMatch(/^import\s[^;]*?from\s*"@dispatch\//m);
    expect(bundle).toContain('generateMarket');
  });

  it('the preload is CommonJS that requires only electron', () => {
    const preload = readFileSync(join(outDir, 'preload.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(required).toEqual(['electron']);
  });
});
