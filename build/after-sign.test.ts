import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';
import { afterAll, describe, expect, it } from 'vitest';
import { SHIPPED_FUSE_WIRE } from './package-app';

interface SignContext {
  electronPlatformName: string;
  appOutDir: string;
  packager: { executableName?: string; appInfo: { productFilename: string } };
}
interface AfterSignModule {
  afterSign(context: SignContext): Promise<void>;
  electronBinary(context: SignContext): string;
  fuseMismatches(binary: string): Promise<string[]>;
}
interface AfterPackModule {
  fuseConfig(context: { electronPlatformName: string; arch: number }): Record<string, unknown>;
}

// CommonJS, as electron-builder's CLI loads them
const require = createRequire(import.meta.url);
const hook = require('./after-sign.cjs') as AfterSignModule;
const afterPack = require('./after-pack.cjs') as AfterPackModule;

const dir = mkdtempSync(join(tmpdir(), 'dispatch-after-sign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Linux "signed app" whose binary is a stand-in carrying Electron's shipped fuse wire. */
function shippedApp(name: string): SignContext {
  const appOutDir = join(dir, name);
  mkdirSync(appOutDir);
  writeFileSync(join(appOutDir, 'dispatch'), SHIPPED_FUSE_WIRE);
  return {
    electronPlatformName: 'linux',
    appOutDir,
    packager: { executableName: 'dispatch', appInfo: { productFilename: 'Dispatch' } },
  };
}

describe('afterSign: the signed app still has the fuses afterPack set', () => {
  it("finds each platform's binary as electron-builder names it", () => {
    const appInfo = { productFilename: 'Dispatch' };
    expect(
      hook.electronBinary({ electronPlatformName: 'win32', appOutDir: '/o', packager: { appInfo } }),
    ).toBe(join('/o', 'Dispatch.exe'));
    expect(
      hook.electronBinary({ electronPlatformName: 'darwin', appOutDir: '/o', packager: { appInfo } }),
    ).toBe(join('/o', 'Dispatch.app'));
    expect(
      hook.electronBinary({
        electronPlatformName: 'linux',
        appOutDir: '/o',
        packager: { executableName: 'dispatch', appInfo },
      }),
    ).toBe(join('/o', 'dispatch'));
  });

  it('fails the build, naming the fuses and the cache, when the binary has Electron’s shipped fuses', async () => {
    const context = shippedApp('stale');
    const mismatches = await hook.fuseMismatches(join(context.appOutDir, 'dispatch'));
    expect(mismatches).toContain('EnableEmbeddedAsarIntegrityValidation is off, wanted on');
    expect(mismatches).toContain('RunAsNode is on, wanted off');
    expect(mismatches).toHaveLength(7);
    await expect(hook.afterSign(context)).rejects.toThrow(
      /dist\/packages\/\.cache.*ELECTRON_BUILDER_DISABLE_BUILD_CACHE/s,
    );
  });

  it('passes once the fuses are as afterPack flips them', async () => {
    const context = shippedApp('flipped');
    await flipFuses(
      join(context.appOutDir, 'dispatch'),
      afterPack.fuseConfig({ electronPlatformName: 'linux', arch: 1 }) as never,
    );
    await expect(hook.fuseMismatches(join(context.appOutDir, 'dispatch'))).resolves.toEqual([]);
    await expect(hook.afterSign(context)).resolves.toBeUndefined();
  });

  it('catches a single fuse turned back (the asar integrity one)', async () => {
    const context = shippedApp('one-off');
    const binary = join(context.appOutDir, 'dispatch');
    await flipFuses(binary, afterPack.fuseConfig({ electronPlatformName: 'linux', arch: 1 }) as never);
    await flipFuses(binary, {
      version: FuseVersion.V1,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: false,
    });
    await expect(hook.fuseMismatches(binary)).resolves.toEqual([
      'EnableEmbeddedAsarIntegrityValidation is off, wanted on',
    ]);
  });
});
