/**
 * `npm run test:package`: a release build (build/electron-builder.release.yml, `npm run dist`) can't
 * ship unsigned, and the installed app can verify what it updates to (docs/packaging.md §Signing a
 * release). Read through electron-builder's own code: its config loader (the release file extends the
 * base one), the very function that writes a Windows build's `resources/app-update.yml`
 * (app-builder-lib `getAppUpdatePublishConfiguration`, with its signtool manager), and electron-updater's
 * own `NsisUpdater` reading that file before it installs an update. No certificate and no Windows here:
 * the publisher names come from the config, as they do in a release whatever certificate signs it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NsisUpdater } from 'electron-updater';
import { packagedApp } from '../electron/desktop/updater-feed.fixture';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const lib = createRequire(require.resolve('app-builder-lib/package.json'));

/** The part of electron-builder's merged configuration these checks read. */
interface ReleaseConfig {
  forceCodeSigning?: boolean;
  publish: { provider: string; url: string };
  win: {
    verifyUpdateCodeSignature?: boolean;
    signExecutable?: boolean;
    signAndEditExecutable?: boolean;
    signtoolOptions?: { publisherName?: string | string[] | null };
  };
  mac: {
    hardenedRuntime?: boolean;
    notarize?: boolean;
    identity?: string | null;
    entitlements?: string;
    entitlementsInherit?: string;
  };
}

/** A config file as `electron-builder --config <file>` loads it (app-builder-lib getConfig, extends merged). */
async function loadConfig(file: string): Promise<ReleaseConfig> {
  const { getConfig } = lib('./out/util/config/config.js') as {
    getConfig(projectDir: string, configPath: string, fromOptions: null): Promise<ReleaseConfig>;
  };
  return getConfig(root, join(root, 'build', file), null);
}

/**
 * What a Windows NSIS build of `config` writes into `resources/app-update.yml`, as YAML: electron-builder's
 * `getAppUpdatePublishConfiguration` over a Windows packager reduced to what it reads (its
 * `isForceCodeSigningVerification` is WinPackager's own getter, its signing manager the real
 * WindowsSignToolManager, with no certificate in the environment).
 */
async function windowsAppUpdateYml(config: ReleaseConfig): Promise<string> {
  const { Platform } = lib('./out/core.js') as { Platform: { WINDOWS: unknown } };
  const { getAppUpdatePublishConfiguration } = lib('./out/publish/PublishManager.js') as {
    getAppUpdatePublishConfiguration(
      packager: unknown,
      target: null,
      arch: null,
      errorIfCannot: boolean,
    ): Promise<object>;
  };
  const { WinPackager } = lib('./out/winPackager.js') as { WinPackager: { prototype: object } };
  const { WindowsSignToolManager } = lib('./out/codeSign/windowsSignToolManager.js') as {
    WindowsSignToolManager: new (packager: unknown) => object;
  };
  const { serializeToYaml } = lib('builder-util') as { serializeToYaml(value: object): string };
  const appInfo = { updaterCacheDirName: 'dispatch-updater', channel: null };
  const packager: Record<string, unknown> = {
    platform: Platform.WINDOWS,
    platformSpecificBuildOptions: config.win,
    config,
    appInfo,
    info: { config, appInfo },
    expandMacro: (value: string) => value,
    getCscLink: () => undefined,
    getCscPassword: () => undefined,
  };
  const verification = Object.getOwnPropertyDescriptor(
    WinPackager.prototype,
    'isForceCodeSigningVerification',
  );
  Object.defineProperty(packager, 'isForceCodeSigningVerification', { get: verification?.get });
  packager.signingManager = { value: Promise.resolve(new WindowsSignToolManager(packager)) };
  return serializeToYaml(await getAppUpdatePublishConfiguration(packager, null, null, false));
}

const dir = mkdtempSync(join(tmpdir(), 'dispatch-release-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The publisher names electron-updater's NsisUpdater, installed with `appUpdateYml`, checks a downloaded
 * installer's signature against (null: it installs without checking), and what it answers when that
 * signature's signer is `signer`.
 */
async function updaterVerification(appUpdateYml: string, signer: string) {
  const file = join(dir, `app-update-${Math.random().toString(36).slice(2)}.yml`);
  writeFileSync(file, appUpdateYml);
  const updater = new NsisUpdater(undefined, packagedApp(dir, file));
  let asked: string[] | null = null;
  // Windows' WinVerifyTrust stands in as a signer check: the installer is signed by `signer`
  updater.verifyUpdateCodeSignature = (names) => {
    asked = names;
    return Promise.resolve(names.includes(signer) ? null : `signed by ${signer}, not ${names.join(' | ')}`);
  };
  const verify = (updater as unknown as { verifySignature(path: string): Promise<string | null> })
    .verifySignature;
  const answer = await verify.call(updater, join(dir, 'Dispatch Setup 0.2.0.exe'));
  return { asked: asked as string[] | null, answer };
}

describe('a release build (build/electron-builder.release.yml, npm run dist) ships signed', () => {
  it('forces signing on Windows and macOS, where the base config used by the CI and --dir builds does not', async () => {
    const release = await loadConfig('electron-builder.release.yml');
    const base = await loadConfig('electron-builder.yml');
    expect(release.forceCodeSigning).toBe(true);
    expect(base.forceCodeSigning).toBe(false);
    // nothing in the release turns signing off again (electron-builder then fails, or signs nothing)
    expect(release.win.signExecutable).not.toBe(false);
    expect(release.win.signAndEditExecutable).not.toBe(false);
    expect(release.mac.identity).not.toBeNull();
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.dist).toMatch(/--config build\/electron-builder\.release\.yml\b/);
  });

  it('macOS: hardened runtime, notarisation on, entitlements that allow only the JIT', async () => {
    const release = await loadConfig('electron-builder.release.yml');
    expect(release.mac.hardenedRuntime).toBe(true);
    expect(release.mac.notarize).toBe(true);
    for (const file of [release.mac.entitlements, release.mac.entitlementsInherit]) {
      const plist = readFileSync(join(root, String(file)), 'utf8');
      expect([...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((match) => match[1])).toEqual([
        'com.apple.security.cs.allow-jit',
      ]);
    }
  });

  it('Windows: the app-update.yml it writes names the publisher, and the installed app checks every update against it', async () => {
    const release = await loadConfig('electron-builder.release.yml');
    const names = [release.win.signtoolOptions?.publisherName ?? []].flat();
    expect(names.length).toBeGreaterThan(0);
    expect(release.win.verifyUpdateCodeSignature).not.toBe(false);
    const yml = await windowsAppUpdateYml(release);
    expect(yml).toContain(`url: ${release.publish.url}`);
    // the names electron-updater checks are the config's, exactly
    const signed = await updaterVerification(yml, String(names[0]));
    expect(signed.asked).toEqual(names);
    expect(signed.answer).toBeNull();
    // an installer signed by anyone else is refused
    const other = await updaterVerification(yml, 'Someone Else Ltd');
    expect(other.answer).toMatch(/signed by Someone Else Ltd/);
  });

  it('without a publisher name (and no certificate) the updater would install any installer unchecked', async () => {
    const release = await loadConfig('electron-builder.release.yml');
    const unnamed = { ...release, win: { ...release.win, signtoolOptions: {} } };
    const unchecked = await updaterVerification(await windowsAppUpdateYml(unnamed), 'Someone Else Ltd');
    expect(unchecked).toEqual({ asked: null, answer: null });
  });
});
