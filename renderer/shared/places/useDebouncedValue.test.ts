import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  // a case that mocks performance.now gets the real one back even when it fails
  vi.restoreAllMocks();
});

describe('useDebouncedValue', () => {
  it('settles a value that stayed the same for the delay, and only then', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 150), {
      initialProps: { value: 'b' },
    });
    rerender({ value: 'br' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'bra' });
    act(() => vi.advanceTimersByTime(149));
    expect(result.current[0]).toBe('b');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe('bra');
  });

  it('counts the delay from changed(), called at the event, not from the render that follows', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 150), {
      initialProps: { value: '' },
    });
    act(() => result.current[1]('cluj'));
    act(() => vi.advanceTimersByTime(20));
    // the render showing the new text comes 20 ms after the keystroke: the wait is not restarted
    rerender({ value: 'cluj' });
    act(() => vi.advanceTimersByTime(130));
    expect(result.current[0]).toBe('cluj');
  });

  it("counts the pause from the keystroke's time when given, only when it is recent", () => {
    vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const { result } = renderHook(() => useDebouncedValue('', 150));
    // the keydown 20 ms before its input event: 130 ms are left
    act(() => result.current[1]('cluj', 9_980));
    act(() => vi.advanceTimersByTime(129));
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe('cluj');
    // a time 80 ms old is another key's (an arrow, then a paste), a future one is not a keystroke's
    for (const since of [9_920, 10_005]) {
      act(() => result.current[1](`cluj ${since}`, since));
      act(() => vi.advanceTimersByTime(149));
      expect(result.current[0]).not.toBe(`cluj ${since}`);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current[0]).toBe(`cluj ${since}`);
    }
  });

  it('runs onSettle with the new value before the settled value is rendered', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const [settled] = useDebouncedValue(value, 150, (next) => seen.push(`settle ${next}`));
        seen.push(`render ${settled}`);
        return settled;
      },
      { initialProps: { value: 'a' } },
    );
    rerender({ value: 'arad' });
    seen.length = 0;
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('arad');
    expect(seen[0]).toBe('settle arad');
    expect(seen).toContain('render arad');
  });

  it('withdraws the pending value when the text goes back to the settled one, or on unmount', () => {
    const onSettle = vi.fn();
    const { result, rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 150, onSettle), {
      initialProps: { value: 'iasi' },
    });
    rerender({ value: 'iasi ' });
    act(() => vi.advanceTimersByTime(50));
    rerender({ value: 'iasi' });
    act(() => vi.advanceTimersByTime(500));
    expect(onSettle).not.toHaveBeenCalled();
    expect(result.current[0]).toBe('iasi');
    rerender({ value: 'deva' });
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(onSettle).not.toHaveBeenCalled();
  });
});
