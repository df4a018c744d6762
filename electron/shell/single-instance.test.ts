import { describe, expect, it, vi } from 'vitest';
import { bringToFront, claimSingleInstance } from './single-instance';

function fakeApp(locked: boolean) {
  const listeners: (() => void)[] = [];
  return {
    listeners,
    app: {
      requestSingleInstanceLock: vi.fn(() => locked),
      quit: vi.fn(),
      on: vi.fn((_event: 'second-instance', listener: () => void) => listeners.push(listener)),
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
  it('the first launch keeps the lock and focuses its window on a second launch', () => {
    const { app, listeners } = fakeApp(true);
    const onSecond = vi.fn();
    expect(claimSingleInstance(app, onSecond)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    expect(app.on).toHaveBeenCalledWith('second-instance', onSecond);
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
