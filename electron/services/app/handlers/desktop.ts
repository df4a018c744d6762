/**
 * Handlers of the desktop app's calls (shared/contract/desktop.ts; docs/watch.md §The tray and closing
 * the window, docs/packaging.md §Updates), over the Electron host's port (electron/desktop/). A host
 * without a desktop (the browser host) answers that nothing of it is available.
 */
import type { DesktopSettingsView, desktopCalls } from '../../../../shared/contract/desktop';
import { appFailure } from '../../errors';
import type { HandlerGroup, ServiceContext } from '../context';

/** The settings a host without a desktop shows: none of them. */
const UNAVAILABLE: DesktopSettingsView = {
  available: false,
  closeChoice: false,
  keepInTray: false,
  trayShown: false,
  startAtLogin: false,
  startAtLoginBlocked: null,
};

/** The desktop's handlers. */
export function desktopHandlers(context: ServiceContext): HandlerGroup<typeof desktopCalls> {
  return {
    'desktop.settings': async () => context.desktopShell()?.settings() ?? UNAVAILABLE,
    'desktop.updateSettings': async (patch) => {
      const shell = context.desktopShell();
      if (!shell) return UNAVAILABLE;
      try {
        return shell.updateSettings(patch);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw appFailure('unexpected', `The setting could not be saved: ${why}`);
      }
    },
    'update.status': async () => context.desktopShell()?.update() ?? { state: 'idle', version: null },
    'update.restart': async () => ({ restarting: context.desktopShell()?.restartToUpdate() ?? false }),
  };
}
