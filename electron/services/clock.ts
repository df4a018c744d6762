/**
 * The one clock the services take: the time now and a cancellable timer. Every schedule of the main
 * process (the watch's, electron/services/watch/schedule.ts; the polite queue's and the paging gate's
 * waits, electron/services/api/) reads it through this interface, so a test passes one fake
 * (manual-clock.ts, or vitest's fake timers under {@link systemClock}) and every wait follows it.
 * Times in ms.
 */

/** The time and the timers of one part of the app. */
export interface Clock {
  /** Wall time in ms since the epoch (what is shown and stored). */
  now(): number;
  /**
   * Monotonic time in ms, fractional, from an arbitrary origin: what gaps and waits are measured on,
   * since it never jumps when the system's wall clock is set (the paging gate's 400 ms,
   * docs/api.md §Rate limits). A fake clock may return `now()`.
   */
  monotonic(): number;
  /** Calls `run` once after `ms` ms; returns a handle for `clearTimeout`. */
  setTimeout(run: () => void, ms: number): unknown;
  /** Cancels a timer made by `setTimeout` (a fired or unknown handle is ignored). */
  clearTimeout(handle: unknown): void;
}

/**
 * The real clock: `Date.now`, `performance.now` and the global timers, each looked up when called (so
 * vitest's fake timers, which replace all three, drive it).
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `ms` ms on `clock` (never rejects; it cannot be cancelled). */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
