import { describe, expect, it, vi } from 'vitest';
import { desktopWords } from './desktop-words';
import type { trayMenuTemplate } from './tray';
import { createTray, type TrayActions, type TrayHandle, type TrayState } from './tray';

function fakeTray() {
  const clicks: (() => void)[] = [];
  const tray = {
    toolTip: '',
    title: undefined as string | undefined,
    image: undefined as unknown,
    imagesSet: 0,
    menu: undefined as unknown,
    setToolTip: (t: string) => void (tray.toolTip = t),
    setContextMenu: (m: unknown) => void (tray.menu = m),
    setImage: (i: unknown) => {
      tray.image = i;
      tray.imagesSet += 1;
    },
    setTitle: (t: string) => void (tray.title = t),
    on: (_event: 'click', listener: () => void) => void clicks.push(listener),
    destroy: vi.fn(),
    click: () => clicks.forEach((c) => c()),
  };
  return tray satisfies TrayHandle;
}

const actions = (): TrayActions => ({
  open: vi.fn(),
  checkNow: vi.fn(),
  pauseHour: vi.fn(),
  resume: vi.fn(),
  restartToUpdate: vi.fn(),
  quit: vi.fn(),
});
const labels = (items: { label?: string; type?: string }[]) => items.map((i) => i.label ?? '---');

function setUp(platform: NodeJS.Platform, initial: TrayState, language: 'en' | 'ro' = 'en') {
  const tray = fakeTray();
  let state = initial;
  const act = actions();
  const app = createTray({
    platform,
    tray,
    buildMenu: (template) => ({ template }),
    images: { plain: 'plain', unread: 'unread' },
    words: () => desktopWords(language),
    state: () => state,
    timeOfDay: (ms) => new Date(ms).toISOString().slice(11, 16),
    actions: act,
  });
  const menu = () => (tray.menu as { template: ReturnType<typeof trayMenuTemplate> }).template;
  return { tray, app, act, menu, set: (next: Partial<TrayState>) => (state = { ...state, ...next }) };
}

const idle: TrayState = { unread: 0, pausedUntil: null, updateReady: false };

describe('the tray', () => {
  it('offers Open, Check now, Pause for an hour and Quit, each doing its action', () => {
    const { menu, act } = setUp('linux', idle);
    expect(labels(menu())).toEqual([
      'Open Dispatch',
      '---',
      'Check now',
      'Pause watching for 1 hour',
      '---',
      'Quit Dispatch',
    ]);
    for (const item of menu()) item.click?.();
    expect(act.open).toHaveBeenCalledOnce();
    expect(act.checkNow).toHaveBeenCalledOnce();
    expect(act.pauseHour).toHaveBeenCalledOnce();
    expect(act.quit).toHaveBeenCalledOnce();
    expect(act.resume).not.toHaveBeenCalled();
  });

  it('offers Resume while paused, and Restart to update once an update is ready', () => {
    const { menu, set, app, act, tray } = setUp('win32', idle);
    set({ pausedUntil: Date.UTC(2026, 10, 27, 14, 5), updateReady: true });
    app.refresh();
    expect(labels(menu())).toEqual([
      'Open Dispatch',
      '---',
      'Check now',
      'Resume watching',
      '---',
      'Restart to update',
      '---',
      'Quit Dispatch',
    ]);
    expect(tray.toolTip).toBe('Dispatch (paused until 14:05)');
    menu()[3]!.click?.();
    menu()[5]!.click?.();
    expect(act.resume).toHaveBeenCalledOnce();
    expect(act.restartToUpdate).toHaveBeenCalledOnce();
  });

  it('tells the unread count in the tooltip and with a dot on the icon (Windows, Linux)', () => {
    const { tray, set, app } = setUp('linux', idle);
    expect(tray.toolTip).toBe('Dispatch');
    expect(tray.image).toBe('plain');
    set({ unread: 3 });
    app.refresh();
    expect(tray.toolTip).toBe('Dispatch: 3 unread');
    expect(tray.image).toBe('unread');
    app.refresh();
    expect(tray.imagesSet).toBe(2); // the same image is not set again
    set({ unread: 0 });
    app.refresh();
    expect(tray.image).toBe('plain');
    expect(tray.title).toBeUndefined();
  });

  it('says when the watch last looked, once it has, in English and Romanian', () => {
    const { tray, set, app } = setUp('linux', idle);
    set({ unread: 2, lookedAt: Date.UTC(2026, 10, 25, 10, 42) });
    app.refresh();
    expect(tray.toolTip).toBe('Dispatch: 2 unread · looked at 10:42');
    set({ unread: 0, lookedAt: null });
    app.refresh();
    expect(tray.toolTip).toBe('Dispatch');
    const ro = setUp('linux', { ...idle, lookedAt: Date.UTC(2026, 10, 25, 10, 42) }, 'ro');
    expect(ro.tray.toolTip).toBe('Dispatch · verificat la 10:42');
  });

  it("shows the count as the menu bar icon's title on macOS, and leaves its click to the menu", () => {
    const { tray, set, app, act } = setUp('darwin', { ...idle, unread: 2 });
    expect(tray.title).toBe('2');
    expect(tray.image).toBeUndefined();
    set({ unread: 0 });
    app.refresh();
    expect(tray.title).toBe('');
    tray.click();
    expect(act.open).not.toHaveBeenCalled();
  });

  it('opens the window on a click of the icon on Windows and Linux', () => {
    const { tray, act } = setUp('win32', idle);
    tray.click();
    expect(act.open).toHaveBeenCalledOnce();
  });

  it("speaks the UI's language: Romanian words and plurals", () => {
    const { tray, menu, set, app } = setUp('linux', { ...idle, unread: 1 }, 'ro');
    expect(tray.toolTip).toBe('Dispatch: 1 necitită');
    expect(labels(menu())[0]).toBe('Deschide Dispatch');
    set({ unread: 3 });
    app.refresh();
    expect(tray.toolTip).toBe('Dispatch: 3 necitite');
    set({ unread: 20 });
    app.refresh();
    expect(tray.toolTip).toBe('Dispatch: 20 de necitite');
  });
});
