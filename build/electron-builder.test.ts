import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * build/electron-builder.yml as electron-builder reads it: parsed with the js-yaml that app-builder-lib
 * itself loads (out/util/config/load.js), resolved from app-builder-lib so it is that very copy.
 */
const text = readFileSync(join(import.meta.dirname, 'electron-builder.yml'), 'utf8');
const require = createRequire(import.meta.url);
const appBuilderLib = require.resolve('app-builder-lib/package.json');
const yaml = createRequire(appBuilderLib)('js-yaml') as { load(source: string): unknown };
const config = yaml.load(text) as Record<string, unknown> & {
  deb: { depends: string[] };
  appImage: Record<string, unknown>;
  asarUnpack: string[];
  files: string[];
  publish: { provider: string; url: string };
  mac: { target: string[] };
  win: { target: string[] };
  linux: Record<string, unknown> & { target: string[] };
};

/** electron-builder's own deb Depends, which a `deb.depends` list replaces (out/targets/FpmTarget.js). */
function electronBuilderDebDefaults(): string[] {
  const FpmTarget = (
    createRequire(appBuilderLib)('./out/targets/FpmTarget.js') as {
      default: { prototype: { getDefaultDepends(target: string): string[] } };
    }
  ).default;
  return FpmTarget.prototype.getDefaultDepends.call(null, 'deb');
}

describe('electron-builder.yml', () => {
  it('names the update feed (generic, https) and npm run dist publishes nothing itself', () => {
    expect(config.publish.provider).toBe('generic');
    expect(new URL(config.publish.url).protocol).toBe('https:');
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.dist).toMatch(/electron-builder .*--publish never/);
    // the targets electron-updater updates from, whose metadata (latest*.yml) dist writes
    expect(config.win.target).toContain('nsis');
    expect(config.mac.target).toContain('zip');
    expect(config.linux.target).toContain('AppImage');
  });

  it('rebuilds no native module: keytar is N-API, the Node side keeps working after npm run dist', () => {
    expect(config.npmRebuild).toBe(false);
    expect(config.nodeGypRebuild).toBe(false);
    const keytar = JSON.parse(readFileSync(require.resolve('keytar/package.json'), 'utf8')) as {
      binary?: { napi_versions?: number[] };
    };
    expect(keytar.binary?.napi_versions).toContain(3);
  });

  it('names better-sqlite3 nowhere (node:sqlite replaced it)', () => {
    expect(text).not.toMatch(/better[-_]sqlite3/);
    expect(config.asarUnpack).toEqual(['**/*.node', 'dist/electron/places.sqlite', 'node_modules/keytar/**']);
  });

  it("the deb depends on libgbm1, ALSA under either Ubuntu name, and all of electron-builder's defaults", () => {
    expect(config.deb.depends).toContain('libgbm1');
    expect(config.deb.depends).toContain('libasound2 | libasound2t64');
    expect(config.deb.depends).toContain('libsecret-1-0');
    const defaults = electronBuilderDebDefaults();
    expect(defaults.length).toBeGreaterThan(5);
    for (const name of defaults) expect(config.deb.depends, name).toContain(name);
  });

  it('the app is Dispatch, ro.dispatch.desktop (the Windows AppUserModelID main sets)', () => {
    expect(config.productName).toBe('Dispatch');
    expect(config.appId).toBe('ro.dispatch.desktop');
    expect(config.linux.syncDesktopName).toBe(true);
  });

  it('afterPack flips the fuses, afterSign only reads them back, electron-builder flips none itself', () => {
    expect(config.afterPack).toBe('./build/after-pack.cjs');
    expect(config.afterSign).toBe('./build/after-sign.cjs');
    expect(config).not.toHaveProperty('electronFuses');
    expect(readFileSync(join(import.meta.dirname, 'after-sign.cjs'), 'utf8')).not.toMatch(
      /flipFuses|addElectronFuses/,
    );
  });

  it("the AppImage's desktop entry adds no --no-sandbox (its AppRun decides, where user namespaces fail)", () => {
    expect(config.appImage.executableArgs).toEqual([]);
  });
});
