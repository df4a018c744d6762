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
    afterNextPaint(fn, 100);
    vi.advanceTimersByTime(50);
    expect(fn).not.toHaveBeenCalled();
    for (const callback of frames) callback(0);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after atMostMs when no frame comes, and without it waits for the frame', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const bounded = vi.fn();
    const unbounded = vi.fn();
    afterNextPaint(bounded, 100);
    afterNextPaint(unbounded);
    vi.advanceTimersByTime(99);
    expect(bounded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bounded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(unbounded).not.toHaveBeenCalled();
  });
});
