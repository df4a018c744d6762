import { describe, expect, it } from 'vitest';
import { createManualClock, runWatchUntil } from './manual-clock';

describe('manual clock', () => {
  it('fires timers in time order, then creation order, only when advanced', () => {
    const clock = createManualClock(1_000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 50);
    clock.setTimeout(() => fired.push('a'), 10);
    clock.setTimeout(() => fired.push('c'), 50);
    const dropped = clock.setTimeout(() => fired.push('x'), 20);
    clock.clearTimeout(dropped);
    expect(clock.nextTimerAt()).toBe(1_010);
    clock.advanceTo(1_049);
    expect(fired).toEqual(['a']);
    expect(clock.now()).toBe(1_049);
    clock.advanceTo(1_050);
    expect(fired).toEqual(['a', 'b', 'c']);
    expect(clock.nextTimerAt()).toBeNull();
  });

  it('fires a timer set by a timer within the same advance, and never goes back', () => {
    const clock = createManualClock(0);
    const at: number[] = [];
    clock.setTimeout(() => {
      at.push(clock.now());
      clock.setTimeout(() => at.push(clock.now()), 5);
    }, 5);
    clock.advanceTo(100);
    expect(at).toEqual([5, 10]);
    clock.advanceTo(50);
    expect(clock.now()).toBe(100);
  });

  it('runs a watch until a time, waiting for each read to end before moving on', async () => {
    const clock = createManualClock(0);
    let state = 'waiting';
    const listeners = new Set<(s: { state: string }) => void>();
    const set = (next: string) => {
      state = next;
      for (const l of listeners) l({ state });
    };
    const reads: number[] = [];
    const tick = () => {
      set('reading');
      reads.push(clock.now());
      setTimeout(() => {
        set('waiting');
        clock.setTimeout(tick, 15_000);
      }, 5);
    };
    clock.setTimeout(tick, 0);
    const engine = {
      status: () => ({ state }),
      onStatus: (l: (s: { state: string }) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    await runWatchUntil(clock, engine, 60_000);
    expect(reads).toEqual([0, 15_000, 30_000, 45_000, 60_000]);
    expect(clock.now()).toBe(60_000);
  });
});
