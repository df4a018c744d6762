/**
 * The updates against a feed served from loopback, with electron-updater's own AppImageUpdater (the
 * Linux updater: its GenericProvider reads `latest-linux.yml`, its download checks the file's sha512)
 * and a Node HTTP executor in place of Chromium's (the one thing of Electron it needs for this).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppImageUpdater, MacUpdater, NsisUpdater } from 'electron-updater';
// @ts-expect-error: a plain ES module of the stub, without types
import { nsisInstallerRun } from '../../build/electron-stub/nsis-installer.mjs';
// @ts-expect-error: a plain ES module of the stub, without types
import { squirrelMacAutoUpdater, UNSIGNED_REASON } from '../../build/electron-stub/squirrel-mac.mjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, createUpdates, type UpdaterLike } from './updater';
import { channelYml, packagedApp, writeAppUpdateYml } from './updater-feed.fixture';

/** builder-util-runtime's HttpExecutor (what electron-updater's Electron executor extends). */
interface Executor {
  doDownload(options: object, config: object, redirectCount: number): void;
}
interface DownloadOptions {
  headers?: Record<string, string> | null;
  cancellationToken: {
    createPromise<T>(
      run: (resolve: (v: T) => void, reject: (e: Error) => void, onCancel: unknown) => void,
    ): Promise<T>;
  };
}
// as electron-updater resolves it (a dependency of electron-updater, not of the app)
const runtime = createRequire(createRequire(import.meta.url).resolve('electron-updater'))(
  'builder-util-runtime',
) as {
  HttpExecutor: new () => Executor;
  configureRequestUrl(url: URL, options: object): void;
  configureRequestOptions(options: object): void;
};
/**
 * electron-updater's ElectronHttpExecutor (out/electronHttpExecutor.js) with Node's http.request in
 * place of Electron's net.request: `download` is its own, line for line.
 */
class NodeHttpExecutor extends runtime.HttpExecutor {
  createRequest(options: object, callback: (response: unknown) => void) {
    return request(options, callback);
  }
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions = { headers: options.headers || undefined, redirect: 'manual' };
      runtime.configureRequestUrl(url, requestOptions);
      runtime.configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error: Error | null) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

const NEW_APP = Buffer.from('the new Dispatch AppImage, version 0.2.0\n'.repeat(200));

let dir: string;
let server: Server;
let served: Buffer;
let feedUrl: string;
const asked: string[] = [];
const savedAppImage = process.env.APPIMAGE;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-updates-'));
  writeFileSync(join(dir, 'Dispatch-0.1.0.AppImage'), 'the old one');
  process.env.APPIMAGE = join(dir, 'Dispatch-0.1.0.AppImage');
  served = NEW_APP;
  asked.length = 0;
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname; // the feed's read has ?noCache=...
    asked.push(path);
    if (path === '/latest-linux.yml') {
      res.setHeader('content-type', 'text/yaml');
      res.end(channelYml('0.2.0', 'Dispatch-0.2.0.AppImage', NEW_APP));
    } else if (path === '/latest-mac.yml') {
      res.setHeader('content-type', 'text/yaml');
      res.end(channelYml('0.2.0', 'Dispatch-0.2.0-mac.zip', NEW_APP));
    } else if (path === '/Dispatch-0.2.0.AppImage' || path === '/Dispatch-0.2.0-mac.zip') {
      res.setHeader('content-length', served.length);
      res.end(served);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  process.env.APPIMAGE = savedAppImage;
  if (savedAppImage === undefined) delete process.env.APPIMAGE;
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The real updater, as a packaged 0.1.0 whose app-update.yml (electron-builder's) names `url`. */
function realUpdater(url: string, version = '0.1.0') {
  const updater = new AppImageUpdater(undefined, packagedApp(dir, writeAppUpdateYml(dir, url), version));
  (updater as unknown as { httpExecutor: unknown }).httpExecutor = new NodeHttpExecutor();
  return updater;
}

function setUp(url = feedUrl) {
  const updater = realUpdater(url);
  const log = vi.fn<(message: string) => void>();
  const onChange = vi.fn();
  const onDownloaded = vi.fn();
  const timers: (() => void)[] = [];
  const updates = createUpdates({
    updater: updater as unknown as UpdaterLike,
    log,
    onChange,
    onDownloaded,
    setInterval: (run, ms) => {
      expect(ms).toBe(CHECK_EVERY_MS);
      timers.push(run);
      return timers.length;
    },
    clearInterval: () => undefined,
  });
  const quitAndInstall = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined);
  return { updater, updates, log, onChange, onDownloaded, timers, quitAndInstall };
}

const downloaded = () => readdirSync(join(dir, 'cache', 'dispatch-updater', 'pending'));

describe('updates from the generic feed', () => {
  it('finds the newer version, downloads it in the background and offers a restart, never restarting alone', async () => {
    const { updates, quitAndInstall, onChange, onDownloaded } = setUp();
    expect(updates.status()).toEqual({ state: 'idle', version: null });
    await updates.check();
    expect(updates.status()).toEqual({ state: 'ready', version: '0.2.0' });
    expect(asked).toContain('/latest-linux.yml');
    expect(asked).toContain('/Dispatch-0.2.0.AppImage');
    expect(downloaded()).toContain('Dispatch-0.2.0.AppImage');
    expect(onChange).toHaveBeenCalled();
    expect(quitAndInstall).not.toHaveBeenCalled();
    // a later check reads nothing: the update waits for its restart
    asked.length = 0;
    await updates.check();
    expect(asked).toEqual([]);
    expect(updates.restart()).toBe(true);
    expect(quitAndInstall).toHaveBeenCalledWith(true, true);
    // the downloaded file was told (an AppImage's start at sign-in follows it)
    expect(onDownloaded).toHaveBeenCalledWith(expect.stringMatching(/Dispatch-0\.2\.0\.AppImage$/));
  });

  it('refuses a corrupted download (its sha512 differs) and reports it', async () => {
    served = Buffer.from(NEW_APP);
    served[10] = served[10]! ^ 0xff;
    const { updates, log, quitAndInstall } = setUp();
    await updates.check();
    expect(updates.status()).toEqual({ state: 'failed', version: '0.2.0' });
    expect(log.mock.calls.flat().join('\n')).toMatch(
      /download of version 0\.2\.0 was refused: .*checksum mismatch/,
    );
    expect(updates.restart()).toBe(false);
    expect(quitAndInstall).not.toHaveBeenCalled();
    // the next check tries again, and a good file is taken
    served = NEW_APP;
    await updates.check();
    expect(updates.status()).toEqual({ state: 'ready', version: '0.2.0' });
  });

  it('stays silent without a network, and the next check (every 6 hours) tries again', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { updates, timers, log } = setUp(`http://127.0.0.1:${port}/`);
    updates.start();
    await vi.waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 10_000 });
    expect(updates.status()).toEqual({ state: 'idle', version: null });
    expect(log.mock.calls.flat().join('\n')).toMatch(
      /no update could be read now .*the next check tries again/,
    );
    expect(timers).toHaveLength(1);
    timers[0]!();
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(updates.status().state).toBe('idle');
  });

  it('says nothing is newer when the feed has this version', async () => {
    const updates = createUpdates({
      updater: realUpdater(feedUrl, '0.2.0') as unknown as UpdaterLike,
      log: () => undefined,
      onChange: () => undefined,
    });
    await updates.check();
    expect(updates.status()).toEqual({ state: 'idle', version: null });
    expect(asked).toEqual(['/latest-linux.yml']);
  });
});

describe('"Restart to update" on Windows (the assisted NSIS installer, nsis.oneClick false)', () => {
  it('runs the installer silent and has it start Dispatch again: no wizard, no "Run" box to tick', () => {
    // the real NsisUpdater, its download done; what it would spawn is recorded, nothing runs
    const nsis = new NsisUpdater(undefined, packagedApp(dir, join(dir, 'app-update.yml')));
    const spawned: string[][] = [];
    Object.assign(nsis, {
      downloadedUpdateHelper: {
        file: join(dir, 'Dispatch Setup 0.2.0.exe'),
        packageFile: null,
        downloadedFileInfo: { isAdminRightsRequired: false },
      },
      spawnLog: (_file: string, args: string[]) => (spawned.push(args), Promise.resolve(true)),
    });
    const updates = createUpdates({
      updater: nsis as unknown as UpdaterLike,
      log: () => undefined,
      onChange: () => undefined,
    });
    // the update is downloaded (the updater's own event)
    nsis.emit('update-downloaded', { version: '0.2.0' } as never);
    // quitAndInstall quits on the next turn through Electron's autoUpdater: kept from running here
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    try {
      expect(updates.restart()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(spawned).toHaveLength(1);
    expect(nsisInstallerRun(spawned[0], { oneClick: false })).toEqual({
      wizard: false,
      relaunches: 'always',
    });
  });
});

/** The stub's model of Squirrel.Mac (build/electron-stub/squirrel-mac.mjs). */
interface SquirrelMac {
  relaunchedToInstall: number;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The real MacUpdater over the stub's Squirrel.Mac (`signed` or not), as a packaged 0.1.0 reading the
 * loopback feed: its `require('electron').autoUpdater` is the model, for its construction only.
 */
function realMacUpdater(signed: boolean) {
  const appUpdateYml = writeAppUpdateYml(dir, feedUrl);
  const native = squirrelMacAutoUpdater({ signed }) as SquirrelMac;
  const fromUpdater = createRequire(createRequire(import.meta.url).resolve('electron-updater'));
  const electronPath = fromUpdater.resolve('electron');
  fromUpdater.cache[electronPath] = { loaded: true, exports: { autoUpdater: native } } as never;
  try {
    const updater = new MacUpdater(undefined, packagedApp(dir, appUpdateYml));
    // electron-updater's own test hook: the feed of macOS (latest-mac.yml), a full download
    Object.assign(updater, {
      httpExecutor: new NodeHttpExecutor(),
      _testOnlyOptions: { platform: 'darwin', isUseDifferentialDownload: false },
    });
    return { updater, native };
  } finally {
    delete fromUpdater.cache[electronPath];
  }
}

describe('updates on macOS (electron-updater MacUpdater handing the download to Squirrel.Mac)', () => {
  it('an unsigned build: told once that this copy cannot update itself, no "Restart to update", no check every 6 hours', async () => {
    const { updater, native } = realMacUpdater(false);
    const nativeErrors: string[] = [];
    native.on('error', (error) => nativeErrors.push((error as Error).message));
    const log = vi.fn<(message: string) => void>();
    const states: string[] = [];
    let running: unknown = null;
    const timers: (() => void)[] = [];
    const updates = createUpdates({
      updater: updater as unknown as UpdaterLike,
      log,
      onChange: () => states.push(updates.status().state),
      setInterval: (run) => (timers.push(run), (running = timers.length)),
      clearInterval: (handle) => void (running === handle && (running = null)),
    });
    try {
      updates.start();
      await vi.waitFor(() => expect(updates.status().state).toBe('unsupported'), { timeout: 10_000 });
      // the download was served, and Squirrel refused the app
      expect(asked).toContain('/Dispatch-0.2.0-mac.zip');
      expect(nativeErrors).toEqual([UNSIGNED_REASON]);
      // a day of checks every 6 hours (the interval's runs, had it not been stopped)
      expect(running).toBeNull();
      asked.length = 0;
      for (let hour = 6; hour <= 24; hour += 6) {
        timers[0]!();
        await updates.check();
      }
      expect(asked).toEqual([]);
      // "Restart to update" never appeared (it would do nothing), and the words came once
      expect(states).not.toContain('ready');
      expect(updates.status()).toEqual({ state: 'unsupported', version: null });
      expect(updates.restart()).toBe(false);
      const told = log.mock.calls.flat().filter((line) => /not signed/.test(line));
      expect(told).toEqual([
        expect.stringMatching(/not signed, so macOS refuses to install version 0\.2\.0/),
      ]);
    } finally {
      (updater as unknown as { closeServerIfExists(): void }).closeServerIfExists();
    }
  });

  it('a signed build: Squirrel.Mac takes the download, and "Restart to update" relaunches into it', async () => {
    const { updater, native } = realMacUpdater(true);
    const updates = createUpdates({
      updater: updater as unknown as UpdaterLike,
      log: () => undefined,
      onChange: () => undefined,
    });
    try {
      await updates.check();
      expect(updates.status()).toEqual({ state: 'ready', version: '0.2.0' });
      await vi.waitFor(() =>
        expect((updater as unknown as { squirrelDownloadedUpdate: boolean }).squirrelDownloadedUpdate).toBe(
          true,
        ),
      );
      expect(updates.restart()).toBe(true);
      expect(native.relaunchedToInstall).toBe(1);
    } finally {
      (updater as unknown as { closeServerIfExists(): void }).closeServerIfExists();
    }
  });
});
