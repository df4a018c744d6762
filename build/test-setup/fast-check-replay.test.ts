import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

const before = fc.readConfigureGlobal();
afterEach(() => {
  vi.unstubAllEnvs();
  fc.resetConfigureGlobal();
  fc.configureGlobal(before);
});

/** Loads the setup file afresh with `env` set; resolves to fast-check's global settings after it. */
async function loadWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  await import('./fast-check-replay');
  return fc.readConfigureGlobal();
}

describe('fast-check replay from FC_SEED', () => {
  it('sets the printed seed for every property', async () => {
    const settings = await loadWith({ FC_SEED: '-1093487312' });
    expect(settings.seed).toBe(-1093487312);
  });

  it('runs every property from that seed: the same failure, the same counterexample', async () => {
    await loadWith({ FC_SEED: '20261123' });
    const failing = fc.property(fc.integer(), (n) => n < 1000);
    const first = fc.check(failing);
    const second = fc.check(failing);
    expect(first.failed).toBe(true);
    expect(first.seed).toBe(20261123);
    expect(second.counterexample).toEqual(first.counterexample);
    expect(second.counterexamplePath).toBe(first.counterexamplePath);
  });

  it('leaves the seed to fast-check without FC_SEED', async () => {
    const settings = await loadWith({ FC_SEED: '' });
    expect(settings.seed).toBeUndefined();
  });

  it('refuses a seed that is not an integer', async () => {
    await expect(loadWith({ FC_SEED: '12abc' })).rejects.toThrow(/FC_SEED must be the integer/);
  });
});
