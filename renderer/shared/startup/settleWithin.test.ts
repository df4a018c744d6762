import { describe, expect, it } from 'vitest';
import { settleWithin } from './settleWithin';

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('no')) : resolve(value)), ms),
  );

describe('settleWithin', () => {
  it('resolves when every promise has settled, a rejected one included', async () => {
    const started = performance.now();
    await expect(settleWithin(2_000, after(20, 1), after(40, 2, true))).resolves.toBeUndefined();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(35);
    expect(took).toBeLessThan(1_500);
  });

  it('resolves after the wait when a promise is still pending', async () => {
    const started = performance.now();
    await settleWithin(60, new Promise(() => undefined));
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
