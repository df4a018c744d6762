/**
 * The one fake {@link Clock} of the tests: its time moves only when told (`advanceTo`), so the watch's
 * schedule runs on simulated time while its reads go to a real client and a real sandbox (the
 * services' tests, the bench's watch row, docs/watch.md §Measured). Timers fire in the order of their
 * time, then of their creation; its monotonic time is its wall time (it never jumps). Times in ms.
 */
import type { Clock } from './clock';

/** The manual clock; see the file comment. */
export interface ManualClock extends Clock {
  /** When the earliest pending timer fires, or null when none is pending. */
  nextTimerAt(): number | null;
  /** Moves the time to `at` (never backwards), firing every timer due by then, in order. */
  advanceTo(at: number): void;
}

/** A manual clock starting at `start` (ms since the epoch). */
export function createManualClock(start: number): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();

  const earliest = () => {
    let found: [number, { at: number; run: () => void }] | null = null;
    for (const entry of timers) if (!found || entry[1].at < found[1].at) found = entry;
    return found;
  };

  return {
    now: () => now,
    monotonic: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), run });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    nextTimerAt: () => earliest()?.[1].at ?? null,
    advanceTo(at) {
      for (let due = earliest(); due && due[1].at <= at; due = earliest()) {
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
      }
      now = Math.max(now, at);
    },
  };
}

/** What {@link runWatchUntil} needs of the engine: its state and its changes. */
export interface Watched {
  status(): { state: string };
  onStatus(listener: (status: { state: string }) => void): () => void;
}

/** Resolves once `engine` is not reading (at once if it is not). */
export function whenNotReading(engine: Watched): Promise<void> {
  if (engine.status().state !== 'reading') return Promise.resolve();
  return new Promise((resolve) => {
    const off = engine.onStatus((status) => {
      if (status.state === 'reading') return;
      off();
      resolve();
    });
  });
}

/**
 * Runs the watch on `clock` until the simulated time `until`: fires each timer in turn and, when it
 * started a read, waits in real time for that read to end before moving on. Resolves at `until`.
 */
export async function runWatchUntil(clock: ManualClock, engine: Watched, until: number): Promise<void> {
  for (;;) {
    await whenNotReading(engine);
    const at = clock.nextTimerAt();
    if (at === null || at > until) break;
    clock.advanceTo(at);
  }
  clock.advanceTo(until);
}
