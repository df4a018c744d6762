import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settleWithin';

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('no')) : resolve(value)), ms),
  );

/** Whether `promise` has settled, read after the pending microtasks ran. */
async function settled(promise: Promise<unknown>, state: { done: boolean }): Promise<boolean> {
  void promise.then(() => (state.done = true));
  await vi.advanceTimersByTimeAsync(0);
  return state.done;
}

// Fake timers: the rule is about which comes first, never about how fast this machine is.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('settleWithin', () => {
  it('resolves when every promise has settled, a rejected one included, before the wait ends', async () => {
    const state = { done: false };
    const waiting = settleWithin(2_000, after(20, 1), after(40, 2, true));
    await vi.advanceTimersByTimeAsync(39);
    expect(await settled(waiting, state)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting, state)).toBe(true);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('resolves after the wait when a promise is still pending, and not before', async () => {
    const state = { done: false };
    const waiting = settleWithin(60, new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(59);
    expect(await settled(waiting, state)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting, state)).toBe(true);
  });
});
