import { describe, expect, it } from 'vitest';
import { menuTemplate, type MenuItem } from './menu';

const roles = (item: MenuItem | undefined) => (item?.submenu ?? []).map((i) => i.role).filter(Boolean);
const byLabel = (menu: MenuItem[], label: string) => menu.find((item) => item.label === label);

describe('native menu', () => {
  it('has an Edit menu with undo, redo, cut, copy, paste and select all on every platform', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const edit = byLabel(menuTemplate(platform, 'Dispatch', false), 'Edit');
      expect(roles(edit)).toEqual(
        expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
      );
    }
    expect(roles(byLabel(menuTemplate('darwin', 'Dispatch', false), 'Edit'))).toContain('pasteAndMatchStyle');
  });

  it('has View (zoom, full screen) and Window menus', () => {
    const menu = menuTemplate('linux', 'Dispatch', false);
    expect(roles(byLabel(menu, 'View'))).toEqual(
      expect.arrayContaining(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']),
    );
    expect(byLabel(menu, 'Window')?.role).toBe('window');
    expect(roles(byLabel(menu, 'Window'))).toContain('minimize');
  });

  it('on macOS: the app menu first, with Hide and Quit; Window with Zoom and Bring All to Front', () => {
    const menu = menuTemplate('darwin', 'Dispatch', false);
    expect(menu[0]).toMatchObject({ label: 'Dispatch', role: 'appMenu' });
    expect(roles(menu[0])).toEqual(expect.arrayContaining(['about', 'hide', 'hideOthers', 'quit']));
    expect(roles(byLabel(menu, 'Window'))).toEqual(expect.arrayContaining(['zoom', 'front']));
    expect(roles(byLabel(menu, 'File'))).toEqual(['close']);
  });

  it('elsewhere: File > Quit, no app menu', () => {
    const menu = menuTemplate('win32', 'Dispatch', false);
    expect(menu[0]?.label).toBe('File');
    expect(roles(menu[0])).toEqual(['quit']);
    expect(menu.some((item) => item.role === 'appMenu')).toBe(false);
  });

  it('offers developer tools only in a development run', () => {
    expect(roles(byLabel(menuTemplate('linux', 'Dispatch', false), 'View'))).not.toContain('toggleDevTools');
    expect(roles(byLabel(menuTemplate('linux', 'Dispatch', true), 'View'))).toContain('toggleDevTools');
  });
});
