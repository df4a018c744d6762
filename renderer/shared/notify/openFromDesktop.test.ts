import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenFromDesktop } from './openFromDesktop';

afterEach(() => {
  delete window.dispatch;
});

describe('useOpenFromDesktop', () => {
  it('opens the app paths the desktop app sends, nothing else, and stops listening on unmount', () => {
    let listener: ((path: string) => void) | undefined;
    const stop = vi.fn();
    window.dispatch = {
      invoke: vi.fn(),
      onOpenPath: (callback) => {
        listener = callback;
        return stop;
      },
    };
    const open = vi.fn();
    const { unmount } = renderHook(() => useOpenFromDesktop(open));
    listener!('/offers/abc');
    listener!('//evil.example/x');
    listener!('https://evil.example/');
    expect(open.mock.calls).toEqual([['/offers/abc']]);
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the bridge (the browser host)', () => {
    const open = vi.fn();
    expect(() => renderHook(() => useOpenFromDesktop(open))).not.toThrow();
    expect(open).not.toHaveBeenCalled();
  });
});
