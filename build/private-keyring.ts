/**
 * A private Secret Service for tests on Linux: its own D-Bus session bus and gnome-keyring, with
 * every file in a temp dir, so a test touches neither the user's keyring nor a shared bus. Used by the
 * keychain integration test and, through `with-keyring.ts`, by the end-to-end browser host that saves a
 * pasted key in a real keychain. Needs the Debian packages `dbus` and `gnome-keyring`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A running private keyring: `env` is what a process needs to use it (HOME, XDG dirs, bus address). */
export interface PrivateKeyring {
  env: NodeJS.ProcessEnv;
  /** Stops the keyring and the bus and removes the temp dir. */
  stop(): Promise<void>;
}

/** True when `binary` is an executable on PATH. */
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

/** Starts a private session bus and resolves to its address (the first line dbus-daemon prints). */
function startSessionBus(env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<string> {
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

/**
 * Starts the bus and an unlocked gnome-keyring (Secret Service only).
 * @throws Error naming the Debian packages when `dbus-daemon` or `gnome-keyring-daemon` is missing,
 *   or when the bus prints no address within 5 s.
 */
export async function startPrivateKeyring(): Promise<PrivateKeyring> {
  const missing = ['dbus-daemon', 'gnome-keyring-daemon'].filter((b) => !onPath(b));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} not found: install the Debian packages dbus and gnome-keyring (apt-get install dbus gnome-keyring).`,
    );
  }
  const children: ChildProcess[] = [];
  const tempDir = mkdtempSync(join(tmpdir(), 'dispatch-keyring-'));
  const runtimeDir = join(tempDir, 'run');
  mkdirSync(runtimeDir, { mode: 0o700 });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: tempDir,
    XDG_DATA_HOME: join(tempDir, 'data'),
    XDG_CONFIG_HOME: join(tempDir, 'config'),
    XDG_RUNTIME_DIR: runtimeDir,
  };
  env.DBUS_SESSION_BUS_ADDRESS = await startSessionBus(env, children);
  const keyring = spawn('gnome-keyring-daemon', ['--unlock', '--components=secrets', '--foreground'], {
    env,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  children.push(keyring);
  keyring.stdin!.end('private-keyring-password\n');
  return {
    env,
    async stop() {
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
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
