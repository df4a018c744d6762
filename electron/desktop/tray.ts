/**
 * The tray icon (docs/watch.md §The tray and closing the window): the notification area on Windows and
 * Linux, the menu bar on macOS (Electron 41 docs/api/tray.md). Its tooltip says how many things are
 * unread (and until when the watch is paused); the icon shows it too where the system allows: a red dot
 * on the icon on Windows and Linux (`setImage`), the count as the icon's title in the macOS menu bar
 * (`setTitle`). Its menu: Open Dispatch, Check now, Pause watching for 1 hour (or Resume watching while
 * paused), Restart to update (only once an update is downloaded), Quit Dispatch. A click on the icon
 * opens the window on Windows and Linux (macOS opens the menu itself).
 *
 * Plain logic over narrow stand-ins of Electron's `Tray` and `Menu`; electron/main.ts hands in the real
 * ones. Linux needs `setContextMenu` again after any change (tray.md §Platform Considerations), so each
 * refresh sets a new menu.
 */
import type { DesktopWords } from './desktop-words';

/** What the tray uses of Electron's `Tray` (tray.md); `setTitle` is macOS only. */
export interface TrayHandle {
  setToolTip(toolTip: string): void;
  setContextMenu(menu: unknown): void;
  setImage(image: unknown): void;
  setTitle?(title: string): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

/** One item of the tray's menu (a subset of Electron's `MenuItemConstructorOptions`). */
export interface TrayMenuItem {
  label?: string;
  type?: 'separator';
  click?: () => void;
}

/** What the tray shows. */
export interface TrayState {
  /** Unread activity (the badge's count). */
  unread: number;
  /** When the user's pause ends (ms since the epoch), or null. */
  pausedUntil: number | null;
  /** An update is downloaded and waits for a restart. */
  updateReady: boolean;
  /** When the watch last looked at the exchange (its last read that ended well, ms), or null/absent before. */
  lookedAt?: number | null;
}

/** What the menu's items do. */
export interface TrayActions {
  open(): void;
  checkNow(): void;
  pauseHour(): void;
  resume(): void;
  restartToUpdate(): void;
  quit(): void;
}

/** The menu for `state` in `words`; see the file comment for its items. */
export function trayMenuTemplate(
  words: DesktopWords,
  state: TrayState,
  actions: TrayActions,
): TrayMenuItem[] {
  return [
    { label: words.open, click: actions.open },
    { type: 'separator' },
    { label: words.checkNow, click: actions.checkNow },
    state.pausedUntil === null
      ? { label: words.pauseHour, click: actions.pauseHour }
      : { label: words.resume, click: actions.resume },
    ...(state.updateReady
      ? [{ type: 'separator' as const }, { label: words.restartToUpdate, click: actions.restartToUpdate }]
      : []),
    { type: 'separator' },
    { label: words.quit, click: actions.quit },
  ];
}

/** Options of {@link createTray}. */
export interface TrayOptions {
  /** `process.platform`: the icon's count is a title on macOS, a dot elsewhere. */
  platform: NodeJS.Platform;
  tray: TrayHandle;
  /** `Menu.buildFromTemplate`. */
  buildMenu(template: TrayMenuItem[]): unknown;
  /** The plain icon and the icon with the unread dot (nativeImage, tray-icons.ts). */
  images: { plain: unknown; unread: unknown };
  /** The words in the UI's language now (desktop-words.ts). */
  words(): DesktopWords;
  /** What to show now. */
  state(): TrayState;
  /** A time of day as the tooltip shows it (the pause's end, the last look), in the UI's language. */
  timeOfDay(ms: number): string;
  actions: TrayActions;
}

/** The running tray. */
export interface AppTray {
  /** Shows the state and words now (call it whenever they change). */
  refresh(): void;
  destroy(): void;
}

/** Creates the tray's content on `options.tray` and shows the state at once. */
export function createTray(options: TrayOptions): AppTray {
  const { tray, platform } = options;
  const mac = platform === 'darwin';
  let shown: { dot: boolean } | null = null;
  const refresh = () => {
    const state = options.state();
    const words = options.words();
    const pausedUntil = state.pausedUntil === null ? null : options.timeOfDay(state.pausedUntil);
    const lookedAt = state.lookedAt == null ? null : options.timeOfDay(state.lookedAt);
    tray.setToolTip(words.tooltip(state.unread, pausedUntil, lookedAt));
    if (mac) tray.setTitle?.(state.unread > 0 ? String(state.unread) : '');
    else if (shown?.dot !== state.unread > 0)
      tray.setImage(state.unread > 0 ? options.images.unread : options.images.plain);
    shown = { dot: state.unread > 0 };
    tray.setContextMenu(options.buildMenu(trayMenuTemplate(words, state, options.actions)));
  };
  if (!mac) tray.on('click', () => options.actions.open());
  refresh();
  return { refresh, destroy: () => tray.destroy() };
}
