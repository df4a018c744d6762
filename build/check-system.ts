/**
 * First step of `npm test`: names, in one line, the system packages the tests need that this machine
 * lacks, instead of letting a test fail obscurely later. Linux only needs checking: the end-to-end
 * tests drive Debian's Chromium, and the keychain test starts its own D-Bus session and gnome-keyring.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where the end-to-end tests look for Chromium (override with CHROMIUM_PATH). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How the tests and benchmarks start Debian's Chromium headless as root on a closed network: no
 * sandbox, no GPU, and none of the background connections this machine would refuse.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The Debian packages missing on this machine, in install order. */
export function missingSystemPackages(): string[] {
  if (process.platform !== 'linux') return [];
  const missing: string[] = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!onPath('dbus-daemon')) missing.push('dbus');
  if (!onPath('gnome-keyring-daemon')) missing.push('gnome-keyring');
  const libsecret = [
    '/usr/lib/x86_64-linux-gnu/libsecret-1.so.0',
    '/usr/lib/aarch64-linux-gnu/libsecret-1.so.0',
    '/usr/lib/libsecret-1.so.0',
  ];
  if (!libsecret.some((file) => existsSync(file))) missing.push('libsecret-1-dev');
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingSystemPackages();
  if (missing.length > 0) {
    console.error(
      `npm test needs these system packages: ${missing.join(', ')}. On Debian or Ubuntu: sudo apt-get install ${missing.join(' ')}`,
    );
    process.exit(1);
  }
}
