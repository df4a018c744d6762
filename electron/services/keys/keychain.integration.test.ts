/**
 * A real keychain roundtrip through `createKeychainKeyStore` and keytar. On Linux it starts its own
 * private D-Bus session and gnome-keyring (Secret Service) with their files in a temp dir, so it
 * touches neither the user's keyring nor a shared bus; elsewhere it uses the OS keychain directly.
 * The env changes below stay in this file's Vitest worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychainKeyStore } from './keychain';

const TEST_KEY = 'test_fx_' + 'Keychain0Roundtrip1Test2Key3abcd'.slice(0, 32);
const ACCOUNT = `sandbox:integration-test-${process.pid}`;
const children: ChildProcess[] = [];
let tempDir: string | null = null;

function onPath(binary: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, binary), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Starts a private session bus and returns its address (the first line dbus-daemon prints). */
function startSessionBus(env: NodeJS.ProcessEnv): Promise<string> {
  const bus = spawn('dbus-daemon', ['--session', '--print-address=1', '--nofork'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(bus);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('dbus-daemon printed no address within 5 s')), 5000);
    bus.on('error', reject);
    bus.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve(line.trim());
      }
    });
  });
}

async function retryFor<T>(ms: number, op: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await op();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('keychain roundtrip (real keytar)', () => {
  beforeAll(async () => {
    if (process.platform !== 'linux') return;
    const missing = ['dbus-daemon', 'gnome-keyring-daemon'].filter((b) => !onPath(b));
    if (missing.length > 0) {
      throw new Error(
        `${missing.join(' and ')} not found: install the Debian packages dbus and gnome-keyring (apt-get install dbus gnome-keyring).`,
      );
    }
    tempDir = mkdtempSync(join(tmpdir(), 'dispatch-keyring-'));
    const runtimeDir = join(tempDir, 'run');
    mkdirSync(runtimeDir, { mode: 0o700 });
    process.env.HOME = tempDir;
    process.env.XDG_DATA_HOME = join(tempDir, 'data');
    process.env.XDG_CONFIG_HOME = join(tempDir, 'config');
    process.env.XDG_RUNTIME_DIR = runtimeDir;
    // Must be set before keytar (libsecret) first talks to the bus: the store loads keytar lazily.
    process.env.DBUS_SESSION_BUS_ADDRESS = await startSessionBus(process.env);
    const keyring = spawn('gnome-keyring-daemon', ['--unlock', '--components=secrets', '--foreground'], {
      env: process.env,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    children.push(keyring);
    keyring.stdin!.end('integration-test-password\n');
  }, 15_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill();
          }),
      ),
    );
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  it('saves, reads and deletes a test key', async () => {
    const store = createKeychainKeyStore({ account: ACCOUNT, environment: 'sandbox' });
    expect(await retryFor(5000, () => store.read())).toBeNull();
    await store.save(TEST_KEY);
    expect(await store.read()).toBe(TEST_KEY);
    await store.remove();
    expect(await store.read()).toBeNull();
  }, 15_000);
});
