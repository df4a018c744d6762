import { describe, expect, it, vi } from 'vitest';
import { bringToFront, claimSingleInstance } from './single-instance';

function fakeApp(locked: boolean) {
  const listeners: (() => void)[] = [];
  const beforeQuit: (() => void)[] = [];
  return {
    listeners,
    beforeQuit,
    app: {
      requestSingleInstanceLock: vi.fn(() => locked),
      quit: vi.fn(),
      on: vi.fn((_event: 'second-instance', listener: () => void) => listeners.push(listener)),
      onBeforeQuit: (listener: () => void) => void beforeQuit.push(listener),
    },
  };
}

const fakeWindow = (minimized: boolean) => ({
  isMinimized: () => minimized,
  restore: vi.fn(),
  show: vi.fn(),
  focus: vi.fn(),
});

describe('single instance', () => {
  it('a launch while this instance quits (an AppImage restarting into its update) opens no window here', () => {
    const { app, listeners, beforeQuit } = fakeApp(true);
    const onSecond = vi.fn();
    claimSingleInstance(app, onSecond);
    listeners[0]!();
    expect(onSecond).toHaveBeenCalledOnce();
    beforeQuit[0]!();
    listeners[0]!();
    expect(onSecond).toHaveBeenCalledOnce();
  });

  it('the first launch keeps the lock and focuses its window on a second launch', () => {
    const { app, listeners } = fakeApp(true);
    const onSecond = vi.fn();
    expect(claimSingleInstance(app, onSecond)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    expect(app.on).toHaveBeenCalledWith('second-instance', expect.any(Function));
    listeners[0]!();
    expect(onSecond).toHaveBeenCalled();
  });

  it('a second launch quits at once', () => {
    const { app } = fakeApp(false);
    expect(claimSingleInstance(app, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalled();
    expect(app.on).not.toHaveBeenCalled();
  });

  it('brings a minimized window back and focuses it', () => {
    const minimized = fakeWindow(true);
    bringToFront(minimized);
    expect(minimized.restore).toHaveBeenCalled();
    expect(minimized.focus).toHaveBeenCalled();
    const open = fakeWindow(false);
    bringToFront(open);
    expect(open.restore).not.toHaveBeenCalled();
    expect(open.show).toHaveBeenCalled();
    expect(() => bringToFront(null)).not.toThrow();
  });
});
