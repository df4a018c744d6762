/**
 * The desktop app's settings and updates as the calls see them (shared/contract/desktop.ts, the
 * services' `DesktopShellPort`): "Keep watching when the window is closed" from the settings file
 * (Windows and Linux only: macOS keeps running after its window closes, whatever it says), "Start
 * Dispatch when I sign in" from the system's login item (login-item.ts), whether the session shows a
 * tray at all (tray-host.ts: with none, closing quits and Settings says so), and the update (updater.ts).
 */
import type { DesktopSettingsView, UpdateView } from '../../shared/contract/desktop';
import type { DesktopShellPort } from '../services/app/context';
import type { SettingsStore } from '../services/settings/settings-store';
import type { LoginItem } from './login-item';

/** Options of {@link createDesktopShell}. */
export interface DesktopShellOptions {
  platform: NodeJS.Platform;
  settings: Pick<SettingsStore, 'getDesktop' | 'setDesktop'>;
  loginItem: LoginItem;
  updates: { status(): UpdateView; restart(): boolean };
  /** Told after a change of the settings or of the UI's language (the tray may show other words). */
  onChange?(): void;
  /** Whether the session shows the tray icon (tray-host.ts; default: always). */
  trayShown?(): boolean;
}

/** Creates the port; see the file comment. */
export function createDesktopShell(options: DesktopShellOptions): DesktopShellPort {
  const { settings, loginItem } = options;
  const closeChoice = options.platform !== 'darwin';
  const view = (): DesktopSettingsView => ({
    available: true,
    closeChoice,
    keepInTray: closeChoice ? settings.getDesktop().keepInTray : true,
    trayShown: options.trayShown?.() ?? true,
    startAtLogin: loginItem.isOn(),
    startAtLoginBlocked: loginItem.blocked(),
  });
  return {
    settings: view,
    updateSettings(patch) {
      if (patch.keepInTray !== undefined && closeChoice)
        settings.setDesktop({ keepInTray: patch.keepInTray });
      if (patch.startAtLogin !== undefined && patch.startAtLogin !== loginItem.isOn())
        loginItem.set(patch.startAtLogin);
      options.onChange?.();
      return view();
    },
    update: () => options.updates.status(),
    restartToUpdate: () => options.updates.restart(),
    languageChanged: () => options.onChange?.(),
  };
}
