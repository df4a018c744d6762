/**
 * Whether a Linux session shows tray icons (docs/watch.md §The tray). Electron 41 draws its Linux tray
 * icon as a StatusNotifierItem, and when no StatusNotifierWatcher owns its D-Bus name (stock GNOME
 * without the AppIndicator extension) it falls back silently to no icon at all
 * (shell/browser/ui/tray_icon_linux.cc): the Tray object exists and nothing is shown. Electron has no
 * call that tells, so this asks the session bus itself whether the name
 * `org.kde.StatusNotifierWatcher` has an owner (org.freedesktop.DBus.NameHasOwner), through `gdbus`
 * (GLib's tool, present wherever Electron's GTK runs). Windows and macOS always have their tray.
 */
import { execFile } from 'node:child_process';

/** The D-Bus name of the tray host (the StatusNotifierItem specification's watcher). */
export const TRAY_HOST_NAME = 'org.kde.StatusNotifierWatcher';

/** How long the bus may take to answer (ms); no answer counts as no tray host. */
const ASK_TIMEOUT_MS = 2000;

/** Runs a program with arguments, resolving its standard output (rejects on failure). */
export type RunProgram = (file: string, args: string[]) => Promise<string>;

const runProgram: RunProgram = (file, args) =>
  new Promise((resolve, reject) => {
    execFile(file, args, { timeout: ASK_TIMEOUT_MS }, (error, stdout) =>
      error ? reject(error) : resolve(String(stdout)),
    );
  });

/**
 * Resolves true when the session shows tray icons: always on Windows and macOS; on Linux when
 * {@link TRAY_HOST_NAME} has an owner on the session bus (gdbus answers `(true,)`). Any failure (no
 * bus, no gdbus, a timeout) resolves false: closing then quits rather than hiding into nothing.
 * Never rejects.
 */
export async function hasTrayHost(platform: NodeJS.Platform, run: RunProgram = runProgram): Promise<boolean> {
  if (platform !== 'linux') return true;
  try {
    const answer = await run('gdbus', [
      'call',
      '--session',
      '--dest',
      'org.freedesktop.DBus',
      '--object-path',
      '/org/freedesktop/DBus',
      '--method',
      'org.freedesktop.DBus.NameHasOwner',
      TRAY_HOST_NAME,
    ]);
    return /^\(true,?\)/.test(answer.trim());
  } catch {
    return false;
  }
}
