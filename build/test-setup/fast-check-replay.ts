/**
 * Vitest setup of the Node tests (vitest.config.ts): makes every fast-check property replayable.
 * fast-check prints the seed of a failing run in its error ("Property failed after N tests
 * { seed: S, path: "P", endOnFailure: true }" and the counterexample); with this file, that run is
 * replayed, the same cases in the same order and the same shrinking, by
 *
 *   FC_SEED=S npx vitest run path/to/the.property.test.ts
 *
 * (fast-check takes a `path` per call only, not globally: a test may pass `{ path }` by hand to
 * start at the failing case.) Without `FC_SEED` every run draws a new seed, so the suite keeps
 * exploring; CI's log keeps the seed of any failure.
 * @throws Error at load when FC_SEED is not a 32-bit integer (a typo would otherwise run another seed)
 */
import fc from 'fast-check';

const seedText = process.env.FC_SEED;
if (seedText !== undefined && seedText !== '') {
  const seed = Number(seedText);
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32) {
    throw new Error(`FC_SEED must be the integer fast-check printed, not "${seedText}".`);
  }
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
