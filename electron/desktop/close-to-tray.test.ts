import { describe, expect, it, vi } from 'vitest';
import { createClosePolicy } from './close-to-tray';

function setUp(platform: NodeJS.Platform, keepInTray = true, trayShown = true) {
  let explained = false;
  const explain = vi.fn(async () => undefined);
  const policy = createClosePolicy({
    platform,
    keepInTray: () => keepInTray,
    trayShown: () => trayShown,
    explained: () => explained,
    markExplained: () => (explained = true),
    explain,
  });
  const close = () => {
    const event = { preventDefault: vi.fn() };
    const answer = policy.onClose(event);
    return { answer, prevented: event.preventDefault.mock.calls.length > 0 };
  };
  return { policy, close, explain };
}

describe('closing the window', () => {
  it('hides it on Windows and Linux and explains that once, the first time', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const { close, explain } = setUp(platform);
      expect(close()).toEqual({ answer: 'hide', prevented: true });
      expect(close()).toEqual({ answer: 'hide', prevented: true });
      expect(explain).toHaveBeenCalledOnce();
    }
  });

  it('closes it when the setting is off, and on macOS whatever the setting', () => {
    expect(setUp('win32', false).close()).toEqual({ answer: 'close', prevented: false });
    const mac = setUp('darwin', true);
    expect(mac.close()).toEqual({ answer: 'close', prevented: false });
    expect(mac.explain).not.toHaveBeenCalled();
  });

  it('Linux with no tray host (no StatusNotifierWatcher): closing quits, and no dialog speaks of a tray', () => {
    const { close, explain } = setUp('linux', true, false);
    expect(close()).toEqual({ answer: 'close', prevented: false });
    expect(explain).not.toHaveBeenCalled();
  });

  it('lets every close through once the app quits (the tray menu, the system shutting down)', () => {
    const { policy, close, explain } = setUp('linux');
    policy.quitting();
    expect(close()).toEqual({ answer: 'close', prevented: false });
    expect(explain).not.toHaveBeenCalled();
  });
});
