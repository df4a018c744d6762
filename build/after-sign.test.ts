import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SHIPPED_FUSE_WIRE } from './package-app';

interface SignContext {
  electronPlatformName: string;
  appOutDir: string;
  packager: {
    executableName?: string;
    appInfo: { productFilename: string };
    forceCodeSigning?: boolean;
    platformSpecificBuildOptions?: { notarize?: boolean };
  };
}
interface AfterSignModule {
  afterSign(context: SignContext): Promise<void>;
  electronBinary(context: SignContext): string;
  fuseMismatches(binary: string): Promise<string[]>;
  notarisationMissing(context: SignContext): string | null;
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

describe('afterSign: a macOS release is notarised (docs/packaging.md §Signing a release)', () => {
  /** The environment variables electron-builder's getNotarizeOptions reads, all unset. */
  const APPLE_ENV = [
    'APPLE_ID',
    'APPLE_APP_SPECIFIC_PASSWORD',
    'APPLE_TEAM_ID',
    'APPLE_API_KEY',
    'APPLE_API_KEY_ID',
    'APPLE_API_ISSUER',
    'APPLE_KEYCHAIN',
    'APPLE_KEYCHAIN_PROFILE',
  ];
  const noAppleAccount = () => {
    for (const name of APPLE_ENV) vi.stubEnv(name, undefined);
  };
  afterEach(() => void vi.unstubAllEnvs());
  const mac = (forceCodeSigning: boolean, notarize?: boolean): SignContext => ({
    electronPlatformName: 'darwin',
    appOutDir: join(dir, 'mac'),
    packager: {
      appInfo: { productFilename: 'Dispatch' },
      forceCodeSigning,
      platformSpecificBuildOptions: notarize === undefined ? {} : { notarize },
    },
  });

  it('fails a release (forceCodeSigning) whose environment names no Apple account, before the fuses', async () => {
    noAppleAccount();
    expect(hook.notarisationMissing(mac(true))).toMatch(/no Apple account/);
    await expect(hook.afterSign(mac(true))).rejects.toThrow(/signed but not notarised/);
  });

  it('fails a release that turns notarisation off', () => {
    vi.stubEnv('APPLE_KEYCHAIN_PROFILE', 'dispatch-release');
    expect(hook.notarisationMissing(mac(true, false))).toMatch(/notarize is false/);
  });

  it('passes a release with an App Store Connect key, and any build that does not force signing', () => {
    noAppleAccount();
    expect(hook.notarisationMissing(mac(false))).toBeNull();
    expect(
      hook.notarisationMissing({
        ...shippedApp('release-linux'),
        packager: { ...mac(true).packager, executableName: 'dispatch' },
        electronPlatformName: 'linux',
      }),
    ).toBeNull();
    vi.stubEnv('APPLE_API_KEY', '/keys/AuthKey.p8');
    vi.stubEnv('APPLE_API_KEY_ID', 'KEYID');
    vi.stubEnv('APPLE_API_ISSUER', 'issuer');
    expect(hook.notarisationMissing(mac(true))).toBeNull();
  });
});
