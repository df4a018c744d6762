import { createRequire } from 'node:module';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { describe, expect, it, vi } from 'vitest';

interface AfterPackModule {
  afterPack(context: unknown): Promise<void>;
  fuseConfig(context: { electronPlatformName: string; arch: number }): Record<string, unknown>;
}

// CommonJS, as electron-builder's CLI loads it
const hook = createRequire(import.meta.url)('./after-pack.cjs') as AfterPackModule;

describe('afterPack: the fuses', () => {
  it('turns off running as Node, NODE_OPTIONS, --inspect and file:// privileges', () => {
    const config = hook.fuseConfig({ electronPlatformName: 'linux', arch: 1 });
    expect(config[FuseV1Options.RunAsNode]).toBe(false);
    expect(config[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(config[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(config[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });

  it('turns on asar-only loading, asar integrity and cookie encryption', () => {
    const config = hook.fuseConfig({ electronPlatformName: 'win32', arch: 1 });
    expect(config.version).toBe(FuseVersion.V1);
    expect(config[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(config[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(config[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(config[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBeUndefined();
  });

  it('resets the ad-hoc signature on macOS arm64 only', () => {
    expect(hook.fuseConfig({ electronPlatformName: 'darwin', arch: 3 }).resetAdHocDarwinSignature).toBe(true);
    expect(hook.fuseConfig({ electronPlatformName: 'darwin', arch: 1 }).resetAdHocDarwinSignature).toBe(
      false,
    );
    expect(hook.fuseConfig({ electronPlatformName: 'linux', arch: 3 }).resetAdHocDarwinSignature).toBe(false);
  });

  it("flips them through electron-builder's helper, with the packed app's context", async () => {
    const addElectronFuses = vi.fn(async () => 1);
    const context = {
      electronPlatformName: 'linux',
      arch: 1,
      appOutDir: '/out',
      packager: { addElectronFuses },
    };
    await hook.afterPack(context);
    expect(addElectronFuses).toHaveBeenCalledExactlyOnceWith(context, hook.fuseConfig(context));
  });
});
