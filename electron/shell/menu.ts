/**
 * The native menu, built from Electron's roles so every platform gets its usual items and shortcuts.
 * The Edit menu matters most: on macOS, copy and paste (Cmd+C, Cmd+V) work in a window only through
 * a menu that has them. macOS also gets the app menu (About, Hide, Quit with Cmd+Q) and a Window menu
 * with Zoom and Bring All to Front; Windows and Linux get File > Quit (Exit on Windows).
 * Developer tools appear in View only in a development run.
 */

/** The Electron menu roles this menu uses (a subset of `MenuItemConstructorOptions['role']`). */
export type MenuRole =
  | 'appMenu'
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'front'
  | 'window'
  | 'help';

/** One item of the template (a subset of Electron's `MenuItemConstructorOptions`). */
export interface MenuItem {
  role?: MenuRole;
  label?: string;
  type?: 'separator';
  submenu?: MenuItem[];
}

const separator: MenuItem = { type: 'separator' };

/**
 * The menu template.
 * @param platform `process.platform`
 * @param appName the name shown in the macOS app menu (`app.name`)
 * @param developerTools true in a development run: View gets Toggle Developer Tools
 */
export function menuTemplate(
  platform: NodeJS.Platform,
  appName: string,
  developerTools: boolean,
): MenuItem[] {
  const mac = platform === 'darwin';
  const appMenu: MenuItem = {
    label: appName,
    role: 'appMenu',
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };
  const fileMenu: MenuItem = { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] };
  const editMenu: MenuItem = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' as const }] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };
  const viewMenu: MenuItem = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      ...(developerTools ? [{ role: 'forceReload' as const }, { role: 'toggleDevTools' as const }] : []),
      separator,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
  const windowMenu: MenuItem = {
    label: 'Window',
    role: 'window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };
  return [...(mac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu];
}
