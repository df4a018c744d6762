/**
 * "Start Dispatch when I sign in" (docs/watch.md §The tray and closing the window, "Start at sign-in"),
 * off by default. The system holds the only record of it:
 * - Windows: the Run key, through `app.setLoginItemSettings({ openAtLogin, path, args })` (Electron 41
 *   docs/api/app.md); `getLoginItemSettings` must be asked with the same `path` and `args` to say true.
 * - macOS: the login item of `app.setLoginItemSettings({ openAtLogin })`; args cannot be passed there,
 *   so a start at login is known by `getLoginItemSettings().wasOpenedAtLogin`.
 * - Linux (where `setLoginItemSettings` does nothing): an XDG autostart entry,
 *   `$XDG_CONFIG_HOME/autostart/dispatch.desktop` (default `~/.config/autostart`; Desktop Application
 *   Autostart Specification), whose Exec runs the AppImage (`$APPIMAGE`) or the executable.
 * A start at login passes {@link HIDDEN_ARGUMENT}: Dispatch then opens to the tray with no window.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The argument a start at login carries: open to the tray, no window. */
export const HIDDEN_ARGUMENT = '--hidden';

/** The autostart entry's file name (the app's desktop name, package.json `desktopName`). */
export const AUTOSTART_FILE = 'dispatch.desktop';

/** What the login item uses of Electron's `app` (app.md; macOS and Windows). */
export interface LoginItemApp {
  setLoginItemSettings(settings: { openAtLogin: boolean; path?: string; args?: string[] }): void;
  getLoginItemSettings(options?: { path?: string; args?: string[] }): {
    openAtLogin: boolean;
    wasOpenedAtLogin?: boolean;
    /** Windows: false when every Run entry of this executable is disabled (Task Manager, Settings). */
    executableWillLaunchAtLogin?: boolean;
    /** macOS 13+: the login item's state; `requires-approval` until the user allows it. */
    status?: string;
  };
}

/**
 * Why the system will not start Dispatch at sign-in although the user asked it to (null: nothing
 * stops it, or it is off): `disabled-in-system`, Windows, the Run entry is there but disabled in Task
 * Manager's Startup apps or Settings (`executableWillLaunchAtLogin` false: browser_win.cc reads the
 * StartupApproved key); `requires-approval`, macOS 13+, the login item waits for the user in System
 * Settings → General → Login Items (`status`, browser_mac.mm; `openAtLogin` is then false).
 */
export type LoginItemBlock = 'disabled-in-system' | 'requires-approval' | null;

/** Options of {@link createLoginItem}. */
export interface LoginItemOptions {
  platform: NodeJS.Platform;
  app: LoginItemApp;
  /** `process.execPath`. */
  execPath: string;
  /** The environment (`process.env`): APPIMAGE, XDG_CONFIG_HOME, HOME. */
  env: NodeJS.ProcessEnv;
  /** `os.homedir()`. */
  home: string;
}

/** Start at sign-in, on or off. */
export interface LoginItem {
  /** Whether Dispatch starts when the user signs in (as the system says). */
  isOn(): boolean;
  /** Turns it on or off. @throws the file system's error on Linux (the autostart folder not writable) */
  set(on: boolean): void;
  /** What stops the system starting it though asked (see {@link LoginItemBlock}); Linux: never. */
  blocked(): LoginItemBlock;
  /**
   * Linux AppImage: while on, points the autostart entry at `appImage`, the file an update will leave
   * (see {@link appImageAfterUpdate}); while off, the entry a later `set(true)` writes names it (the
   * update may be downloaded before the user turns start at sign-in on). Nothing elsewhere.
   * @throws the file system's error (the autostart folder not writable)
   */
  follow(appImage: string): void;
}

/**
 * Where electron-updater's AppImageUpdater puts the new AppImage when it installs
 * (out/AppImageUpdater.js `doInstall`): the running file (`$APPIMAGE`) is deleted, and the new one
 * takes its path when the names are the same or the running file's name has no version (x.y.z) in it,
 * else it is written beside it under the downloaded file's name (`Dispatch-0.2.0.AppImage`). Start at
 * sign-in must then name that file (docs/watch.md §Start at sign-in). Both paths absolute.
 */
export function appImageAfterUpdate(appImage: string, downloadedFile: string): string {
  const name = basename(appImage);
  if (basename(downloadedFile) === name || !/\d+\.\d+\.\d+/.test(name)) return appImage;
  return join(dirname(appImage), basename(downloadedFile));
}

/**
 * One argument of a Desktop Entry's Exec key (Desktop Entry Specification §The Exec key): quoted when
 * it holds a reserved character, with `"`, `` ` ``, `$` and `\` escaped inside the quotes; then the
 * string escape of the value (`\` doubled again) and `%` doubled (field codes).
 */
export function execArgument(argument: string): string {
  const quoted = /[\s"'\\><~|&;$*?#()`]/.test(argument)
    ? `"${argument.replace(/["`$\\]/g, (c) => `\\${c}`)}"`
    : argument;
  return quoted.replace(/\\/g, '\\\\').replace(/%/g, '%%');
}

/** The autostart entry that starts `executable` hidden. */
export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Dispatch',
    `Exec=${execArgument(executable)} ${HIDDEN_ARGUMENT}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Creates the platform's login item; see the file comment. */
export function createLoginItem(options: LoginItemOptions): LoginItem {
  const { platform, app, env } = options;
  if (platform === 'linux') {
    const dir = join(env.XDG_CONFIG_HOME || join(options.home, '.config'), 'autostart');
    const file = join(dir, AUTOSTART_FILE);
    // an AppImage runs from a mount that changes each start: the entry names the image itself, or the
    // one a downloaded update will leave once followed (turned on after the download, it names that one)
    let executable = env.APPIMAGE || options.execPath;
    return {
      isOn() {
        try {
          return /^X-GNOME-Autostart-enabled=false$/m.test(readFileSync(file, 'utf8')) === false;
        } catch {
          return false;
        }
      },
      set(on) {
        if (!on) return rmSync(file, { force: true });
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, autostartEntry(executable));
      },
      follow(appImage) {
        executable = appImage;
        if (!existsSync(file) || !this.isOn()) return;
        writeFileSync(file, autostartEntry(appImage));
      },
      blocked: () => null,
    };
  }
  const windows = platform === 'win32';
  const item = windows ? { path: options.execPath, args: [HIDDEN_ARGUMENT] } : {};
  return {
    isOn: () => app.getLoginItemSettings(item).openAtLogin,
    set: (on) => app.setLoginItemSettings({ openAtLogin: on, ...item }),
    follow: () => undefined,
    blocked() {
      const settings = app.getLoginItemSettings(item);
      if (windows)
        return settings.openAtLogin && settings.executableWillLaunchAtLogin === false
          ? 'disabled-in-system'
          : null;
      return settings.status === 'requires-approval' ? 'requires-approval' : null;
    },
  };
}

/**
 * Whether this start opens to the tray with no window: started with {@link HIDDEN_ARGUMENT}
 * (Windows, Linux), or opened at login on macOS.
 */
export function startsHidden(argv: readonly string[], platform: NodeJS.Platform, app: LoginItemApp): boolean {
  if (argv.includes(HIDDEN_ARGUMENT)) return true;
  return platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin === true;
}
