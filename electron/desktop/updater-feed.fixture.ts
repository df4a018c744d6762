/**
 * The set-up the updater tests share (docs/packaging.md §Updates): a packaged Dispatch 0.1.0 as
 * electron-updater's `AppAdapter` sees it, the `app-update.yml` electron-builder writes into it (a
 * `generic` feed), and a feed's channel file (`latest.yml`, `latest-mac.yml`, `latest-linux.yml`) as
 * `npm run dist` writes it. Used by `updater.test.ts`, `build/release-signing.check.ts` and
 * `build/boot.test.ts`.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The feed's checksum of `bytes`: sha512, base64 (builder-util-runtime's `DigestTransform`). */
function sha512(bytes: Buffer): string {
  return createHash('sha512').update(bytes).digest('base64');
}

/**
 * The `app-update.yml` electron-builder writes into a packaged app (resources/) for the generic feed at
 * `url`, written into `dir`; returns its path. `extra` adds lines (e.g. a `publisherName`).
 */
export function writeAppUpdateYml(dir: string, url: string, extra = ''): string {
  const file = join(dir, 'app-update.yml');
  writeFileSync(file, `provider: generic\nurl: ${url}\nupdaterCacheDirName: dispatch-updater\n${extra}`);
  return file;
}

/**
 * A channel file of the feed offering `version` as one file `name` with `bytes` (its sha512 and size in
 * bytes), as electron-builder publishes it.
 */
export function channelYml(version: string, name: string, bytes: Buffer): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${name}`,
    `    sha512: ${sha512(bytes)}`,
    `    size: ${bytes.length}`,
    `path: ${name}`,
    `sha512: ${sha512(bytes)}`,
    "releaseDate: '2026-11-27T08:00:00.000Z'",
    '',
  ].join('\n');
}

/**
 * What electron-updater's updaters take as their app (its `AppAdapter`): a packaged Dispatch `version`
 * (default 0.1.0) whose `app-update.yml` is `appUpdateConfigPath`, its data and download cache in `dir`,
 * and no quit, relaunch or quit handler of its own.
 */
export function packagedApp(dir: string, appUpdateConfigPath: string, version = '0.1.0') {
  return {
    version,
    name: 'Dispatch',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: join(dir, 'userData'),
    baseCachePath: join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    quit: () => undefined,
    relaunch: () => undefined,
    onQuit: () => undefined,
  };
}
