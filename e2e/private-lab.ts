/**
 * A private lab for specs that must own their servers (the fault matrix, the key-leak search): a
 * sandbox in the Playwright process, so a test can inject faults, advance the clock, step the market,
 * and KILL and restart the sandbox on the same port; and a browser host pointed at it (`--api`),
 * started as a child process with its own token and settings folder, inside a private unlocked
 * keychain (build/with-keyring.ts), as a user would run `npm run web`. Everything the host prints is
 * kept (`output()`), and its settings folder is known (`settingsDir`), so a spec can search them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startSandbox, type FaultSettings, type RunningSandbox } from '../sandbox/index';

/** The running lab. */
export interface PrivateLab {
  /** The browser host's origin and token (open `${hostUrl}/?token=${token}#/listings`). */
  hostUrl: string;
  token: string;
  /** The host's settings and data folder (settings file, local database). */
  settingsDir: string;
  /** Everything the host process (and the keychain wrapper) printed so far, stdout and stderr. */
  output(): string;
  /** The host URL with its token at a router path, e.g. `url('/listings')`. */
  url(path?: string): string;
  /** The sandbox (null while stopped). */
  sandbox(): RunningSandbox;
  /** Sets faults on every `/v1` answer from now on (see sandbox/server/faults.ts). */
  setFaults(settings: FaultSettings): void;
  /** Clears every fault. */
  clearFaults(): void;
  /** Stops the sandbox: the port then refuses connections. */
  stopSandbox(): Promise<void>;
  /** Starts a NEW sandbox on the same port (new signing keys: old cursors are unknown to it). */
  restartSandbox(): Promise<void>;
  close(): Promise<void>;
}

async function startLabSandbox(port: number): Promise<RunningSandbox> {
  return startSandbox({ port, rateLimitPerMinute: 0 });
}

/** Waits until `url` answers (any status), up to `ms`. */
async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Starts the lab: sandbox on a free port, browser host on `hostPort` (use a port no config server takes). */
export async function startPrivateLab(hostPort: number): Promise<PrivateLab> {
  let sandbox: RunningSandbox | null = await startLabSandbox(0);
  const sandboxPort = Number(new URL(sandbox.origin).port);
  const token = randomBytes(16).toString('hex');
  const settingsDir = mkdtempSync(join(tmpdir(), 'dispatch-fault-lab-'));
  const host: ChildProcess = spawn(
    'npx',
    [
      'tsx',
      'build/with-keyring.ts',
      'npx',
      'tsx',
      'electron/browser-host/cli.ts',
      '--port',
      String(hostPort),
      '--settings-dir',
      settingsDir,
      '--api',
      sandbox.apiBaseUrl,
    ],
    {
      env: { ...process.env, DISPATCH_HOST_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let printed = '';
  host.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  host.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const hostUrl = `http://127.0.0.1:${hostPort}`;
  await waitFor(`${hostUrl}/`, 60_000);
  const running = () => {
    if (!sandbox) throw new Error('the lab sandbox is stopped');
    return sandbox;
  };
  return {
    hostUrl,
    token,
    settingsDir,
    output: () => printed,
    url: (path = '/') => `${hostUrl}/?token=${token}#${path}`,
    sandbox: running,
    setFaults: (settings) => running().faults.set(settings),
    clearFaults: () => running().faults.clear(),
    async stopSandbox() {
      await sandbox?.close();
      sandbox = null;
    },
    async restartSandbox() {
      await sandbox?.close();
      sandbox = await startLabSandbox(sandboxPort);
    },
    async close() {
      if (host.pid) process.kill(-host.pid, 'SIGTERM');
      await sandbox?.close();
      rmSync(settingsDir, { recursive: true, force: true });
    },
  };
}
