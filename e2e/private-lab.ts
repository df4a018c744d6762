/**
 * A private lab for specs that must own their servers (the fault matrix, the key-leak search, the long
 * session, saved searches across a restart): a sandbox with its control routes (`sandbox/cli.ts`, market
 * held still) that a test can fault, move in time, step, KILL and restart on the same port; and a browser
 * host pointed at it (`--api`) inside a private unlocked keychain (build/with-keyring.ts), as a user
 * would run `npm run web`, which a test can stop and start again on the same settings folder. Both run
 * as child processes under tsx (Playwright's own loader cannot load the sandbox's modules). Everything
 * the host prints is kept (`output()`), and its settings folder is known (`settingsDir`), so a spec can
 * search them.
 */
import type { APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The faults of `POST /_sandbox/faults` (docs/api.md §Outside /v1); fields left out are off. */
export interface LabFaults {
  latencyMs?: number;
  errorRate?: number;
  dropConnectionRate?: number;
  malformedJsonRate?: number;
  force429?: number;
}

/** The running lab. */
export interface PrivateLab {
  /** The browser host's origin and token (open `url('/listings')`). */
  hostUrl: string;
  token: string;
  /** The sandbox's origin, for its `/_sandbox/...` control routes. */
  sandboxUrl: string;
  /** The host's settings and data folder (settings file, local database). */
  settingsDir: string;
  /** Everything the host processes (and the keychain wrapper) printed so far, stdout and stderr. */
  output(): string;
  /** The host URL with its token at a router path, e.g. `url('/listings')`. */
  url(path?: string): string;
  /** The sandbox's demo keys: account name -> test key. */
  demoKeys(): Promise<Record<string, string>>;
  /** One contract call on the lab's host, from the test (not the page); its CallResult JSON. */
  rpc<T = unknown>(
    request: APIRequestContext,
    name: string,
    input?: unknown,
  ): Promise<{ ok: boolean; value?: T; error?: unknown }>;
  /** Sets the faults on every `/v1` answer from now on (replacing those in force). */
  setFaults(faults: LabFaults): Promise<void>;
  /** Clears every fault (nothing when the sandbox is stopped). */
  clearFaults(): Promise<void>;
  /** Moves the sandbox clock on by `seconds`. */
  advanceClock(seconds: number): Promise<void>;
  /** Runs `count` market steps now. */
  stepMarket(count?: number): Promise<void>;
  /** Publishes a listing (`POST /_sandbox/listings` with `fields`); resolves to its ref. */
  publishListing(fields?: Record<string, unknown>): Promise<string>;
  /** Stops the sandbox: its port then refuses connections. */
  stopSandbox(): Promise<void>;
  /**
   * Starts a NEW sandbox on the same port (new signing keys: old cursors are unknown to it; same seed,
   * so the same demo keys). `args` are extra command-line options for it (`['--dialect', 'all-nulls']`),
   * kept for later restarts; none: the standard sandbox.
   */
  restartSandbox(args?: string[]): Promise<void>;
  /** Starts a new sandbox only if it is stopped (a test's clean-up). */
  restartSandboxIfStopped(): Promise<void>;
  /**
   * Stops the browser host, runs `meanwhile` (if given) while it is down, and starts it again on the
   * same settings folder and token; resolves to what `meanwhile` resolved to.
   */
  restartHost<T = void>(meanwhile?: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

/** Resolves once `url` answers (any status), up to `ms`. */
export async function answering(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Resolves once nothing answers at `url` any more, up to `ms`. */
async function silent(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } catch {
      return;
    }
  }
  throw new Error(`${url} still answers`);
}

/**
 * tsx from the project's own packages, not through `npx`: npm's own start costs about a second of CPU
 * a server, and the suite starts some forty (each worker's hosts, each private lab, each restart).
 */
export const TSX = 'node_modules/.bin/tsx';

/** `tsx <args>` in a process group of its own, its output appended to `sink`. */
export function startTsx(
  args: string[],
  sink: (text: string) => void,
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const child = spawn(TSX, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => sink(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => sink(chunk.toString('utf8')));
  return child;
}

/** Stops a process started by `startTsx` (its whole group) and waits for it to exit. */
export async function stop(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return;
  }
  await exited;
}

/**
 * Starts the lab: the sandbox on `hostPort + 1`, the browser host on `hostPort` (use ports no config
 * server takes). Takes up to a minute on a busy machine.
 */
export async function startPrivateLab(hostPort: number): Promise<PrivateLab> {
  const sandboxPort = hostPort + 1;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const hostUrl = `http://127.0.0.1:${hostPort}`;
  const token = randomBytes(16).toString('hex');
  const settingsDir = mkdtempSync(join(tmpdir(), 'dispatch-private-lab-'));
  let printed = '';
  const keep = (text: string) => (printed += text);
  const ignore = () => {};

  let sandbox: ChildProcess | null = null;
  let sandboxArgs: string[] = [];
  const startLabSandbox = async () => {
    sandbox = startTsx(
      ['sandbox/cli.ts', '--port', String(sandboxPort), '--rate-limit', '0', ...sandboxArgs],
      ignore,
    );
    await answering(`${sandboxUrl}/v1.json`, 60_000);
  };
  let host: ChildProcess | null = null;
  const startHost = async () => {
    host = startTsx(
      [
        'build/with-keyring.ts',
        TSX,
        'electron/browser-host/cli.ts',
        '--port',
        String(hostPort),
        '--settings-dir',
        settingsDir,
        '--api',
        `${sandboxUrl}/v1`,
      ],
      keep,
      { DISPATCH_HOST_TOKEN: token },
    );
    await answering(`${hostUrl}/`, 60_000);
  };

  const control = async (method: 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await fetch(`${sandboxUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: unknown };
  };

  await startLabSandbox();
  await startHost();

  const stopSandbox = async () => {
    await stop(sandbox);
    sandbox = null;
    await silent(`${sandboxUrl}/v1.json`, 20_000);
  };

  return {
    hostUrl,
    token,
    sandboxUrl,
    settingsDir,
    output: () => printed,
    url: (path = '/') => `${hostUrl}/?token=${token}#${path}`,
    async rpc(request, name, input = {}) {
      const response = await request.post(`${hostUrl}/rpc/${name}`, {
        headers: { 'X-Dispatch-Call': '1', 'X-Dispatch-Token': token, 'Content-Type': 'application/json' },
        data: input,
      });
      return response.json();
    },
    async demoKeys() {
      const response = await fetch(`${sandboxUrl}/_sandbox/keys`);
      const body = (await response.json()) as { data: { account: string; key: string }[] };
      return Object.fromEntries(body.data.map((entry) => [entry.account, entry.key]));
    },
    async setFaults(faults) {
      await control('POST', '/_sandbox/faults', faults);
    },
    async clearFaults() {
      if (sandbox) await control('DELETE', '/_sandbox/faults');
    },
    async advanceClock(seconds) {
      await control('POST', '/_sandbox/clock/advance', { seconds });
    },
    async stepMarket(count = 1) {
      await control('POST', '/_sandbox/market/step', { count });
    },
    async publishListing(fields = {}) {
      const body = await control('POST', '/_sandbox/listings', fields);
      return (body.data as { ref: string }).ref;
    },
    stopSandbox,
    async restartSandbox(args = []) {
      await stopSandbox();
      sandboxArgs = args;
      await startLabSandbox();
    },
    async restartSandboxIfStopped() {
      if (!sandbox) await startLabSandbox();
    },
    async restartHost<T>(meanwhile?: () => Promise<T>) {
      await stop(host);
      await silent(`${hostUrl}/`, 20_000);
      const result = await meanwhile?.();
      await startHost();
      return result;
    },
    async close() {
      await stop(host);
      await stop(sandbox);
      rmSync(settingsDir, { recursive: true, force: true });
    },
  };
}
