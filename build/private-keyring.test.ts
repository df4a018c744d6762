/**
 * The private keyring is ready when `startPrivateKeyring` resolves: its default collection is
 * unlocked, so the first save of a test or of the e2e lab host cannot meet a locked collection (a CI
 * run of 27 Nov 2026 failed so), and its bus starts no second gnome-keyring on demand. Linux only,
 * like the keyring itself.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCollectionUnlocked, startPrivateKeyring, startSessionBus } from './private-keyring';

describe.runIf(process.platform === 'linux')('the private keyring', () => {
  it('has its default collection unlocked as soon as it is started, and none once stopped', async () => {
    const keyring = await startPrivateKeyring();
    try {
      expect(await defaultCollectionUnlocked(keyring.env)).toBe(true);
    } finally {
      await keyring.stop();
    }
    expect(await defaultCollectionUnlocked(keyring.env)).toBe(false);
  }, 30_000);

  it('has a bus that starts no service on demand: the Secret Service is unknown until ours takes the name', async () => {
    // with Debian's session configuration this call would start a gnome-keyring of the bus's own, with
    // no password (the race the module's note describes)
    const dir = mkdtempSync(join(tmpdir(), 'dispatch-bus-test-'));
    const children: ChildProcess[] = [];
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, 'data') };
    try {
      env.DBUS_SESSION_BUS_ADDRESS = await startSessionBus(env, children, join(dir, 'bus.conf'));
      const reply = await new Promise<string>((resolve) =>
        execFile(
          'dbus-send',
          [
            '--session',
            '--print-reply',
            '--dest=org.freedesktop.secrets',
            '/org/freedesktop/secrets',
            'org.freedesktop.DBus.Peer.Ping',
          ],
          { env, timeout: 10_000 },
          (error, stdout, stderr) => resolve(error ? stderr : stdout),
        ),
      );
      expect(reply).toContain('org.freedesktop.DBus.Error.ServiceUnknown');
    } finally {
      for (const child of children) child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
