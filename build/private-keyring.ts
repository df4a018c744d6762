/**
 * A private Secret Service for tests on Linux: its own D-Bus session bus and gnome-keyring, with
 * every file in a temp dir, so a test touches neither the user's keyring nor a shared bus. Used by the
 * keychain integration test and, through `with-keyring.ts`, by the end-to-end browser host that saves a
 * pasted key in a real keychain. Needs the Debian packages `dbus` and `gnome-keyring`.
 *
 * Ready means unlocked: gnome-keyring reads the password from its stdin as it starts and only then
 * creates and unlocks the login collection, which libsecret saves into. It answers on the bus before
 * that; and a password written to its stdin late is never read (1.5 s late, tried: no login
 * collection in 20 s). Either can make a save fail on a loaded machine ("Cannot create an item in a
 * locked collection", a CI run of 27 Nov 2026). So the password is in stdin from the start, and
 * `startPrivateKeyring` resolves once the default collection says it is unlocked.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  closeSync,
  constants,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * The private bus's configuration: Debian's session bus (/usr/share/dbus-1/session.conf) without its
 * service directories, so the bus starts no service on demand. With them, a call to the Secret Service
 * made before our gnome-keyring has taken its name (libsecret's first read, or the readiness check)
 * made the bus start a second gnome-keyring of its own, with no password: a race for the name, a
 * default collection that could stay locked, and a daemon left running after the bus stopped (seen
 * here: 7 such daemons after a morning's runs).
 */
const BUS_CONFIG = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;

/**
 * Starts a private session bus with the configuration `BUS_CONFIG` (written to `configFile`) and
 * resolves to its address (the first line dbus-daemon prints).
 */
export function startSessionBus(
  env: NodeJS.ProcessEnv,
  children: ChildProcess[],
  configFile: string,
): Promise<string> {
  writeFileSync(configFile, BUS_CONFIG);
  const bus = spawn('dbus-daemon', [`--config-file=${configFile}`, '--print-address=1', '--nofork'], {
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

/** How long the keyring may take to unlock its login collection (ms); seconds on a loaded machine. */
const UNLOCK_TIMEOUT_MS = 20_000;

/**
 * Whether the Secret Service on the bus of `env` has a default collection that is unlocked: the
 * `Locked` property of `/org/freedesktop/secrets/aliases/default` (Secret Service API 0.2), read with
 * `dbus-send` (Debian's dbus-bin, a dependency of dbus). False while the service is not on the bus yet
 * or the collection does not exist.
 */
export function defaultCollectionUnlocked(env: NodeJS.ProcessEnv): Promise<boolean> {
  const args = [
    '--session',
    '--print-reply=literal',
    '--dest=org.freedesktop.secrets',
    '/org/freedesktop/secrets/aliases/default',
    'org.freedesktop.DBus.Properties.Get',
    'string:org.freedesktop.Secret.Collection',
    'string:Locked',
  ];
  return new Promise((resolve) => {
    execFile('dbus-send', args, { env, timeout: 5000 }, (error, stdout) =>
      resolve(!error && /boolean false/.test(stdout)),
    );
  });
}

/**
 * Waits until the keyring's default collection is unlocked, asking every 50 ms.
 * @throws Error when it is not within `UNLOCK_TIMEOUT_MS`.
 */
async function untilUnlocked(env: NodeJS.ProcessEnv): Promise<void> {
  const deadline = Date.now() + UNLOCK_TIMEOUT_MS;
  while (!(await defaultCollectionUnlocked(env))) {
    if (Date.now() > deadline) {
      throw new Error(
        `the private gnome-keyring did not unlock its login collection within ${UNLOCK_TIMEOUT_MS} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the bus and gnome-keyring (Secret Service only), and resolves once its login collection is
 * unlocked (see the module's note).
 * @throws Error naming the Debian packages when `dbus-daemon`, `dbus-send` or
 *   `gnome-keyring-daemon` is missing, when the bus prints no address within 5 s, or when the keyring
 *   is not unlocked within 20 s (then both are stopped).
 */
export async function startPrivateKeyring(): Promise<PrivateKeyring> {
  const missing = ['dbus-daemon', 'dbus-send', 'gnome-keyring-daemon'].filter((b) => !onPath(b));
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
  env.DBUS_SESSION_BUS_ADDRESS = await startSessionBus(env, children, join(tempDir, 'bus.conf'));
  // The password is in the daemon's stdin from its first instant: a file, not a pipe written after
  // the spawn. A password that comes late (a pipe written by a busy event loop) is never read, and the
  // login collection is never made (see the module's note).
  const passwordFile = join(tempDir, 'password');
  writeFileSync(passwordFile, 'private-keyring-password\n', { mode: 0o600 });
  const passwordFd = openSync(passwordFile, 'r');
  const keyring = spawn('gnome-keyring-daemon', ['--unlock', '--components=secrets', '--foreground'], {
    env,
    stdio: [passwordFd, 'ignore', 'ignore'],
  });
  closeSync(passwordFd);
  children.push(keyring);
  const running: PrivateKeyring = {
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
  try {
    await untilUnlocked(env);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}
