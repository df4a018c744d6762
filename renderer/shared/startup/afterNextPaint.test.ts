import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs once, in a task after the next frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.advanceTimersByTime(50);
    expect(fn).not.toHaveBeenCalled();
    for (const callback of frames) callback(0);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
