/**
 * The polite queue of one API client (one holder on one exchange): every read of the app passes it,
 * whichever screen or background task asks.
 *
 * - At most `maxInFlight` requests on the wire at once; the rest wait their turn, first come first
 *   served. The exchange counts a budget per holder (docs/api.md §Rate limits), so a burst from the
 *   inbox and a screen together is spread instead of spent at once.
 * - When the exchange answers 429, `hold(ms)` stops every request of the holder, not only the one
 *   refused, until the wait has passed: the budget that refused one refuses the others too.
 * - `heldUntil()` tells the app's screens that it is "waiting for the exchange", and until when.
 *
 * The cursor gap is kept by the paging gate (paging-gate.ts), per route; this queue only spaces and
 * holds. Times in ms.
 */

/** Clocks and bounds of a queue. */
export interface PaceOptions {
  /** Monotonic clock in ms (default `performance.now()`). */
  now?: () => number;
  /** Wall clock in ms since the epoch, for `heldUntil` (default `Date.now()`). */
  wallNow?: () => number;
  /** Waits `ms` (default a `setTimeout` promise). */
  sleep?: (ms: number) => Promise<void>;
  /** Requests on the wire at once (default {@link PACE_MAX_IN_FLIGHT}). */
  maxInFlight?: number;
}

/** Call once the request's answer has arrived (or it failed): frees its place. Safe to call twice. */
export type PaceRelease = () => void;

/** The queue; see the file comment. */
export interface Pace {
  /** Waits until no hold is in force and a place is free, then takes the place. Never rejects. */
  acquire(): Promise<PaceRelease>;
  /** Holds every request for `ms` from now (a longer hold already in force is kept). */
  hold(ms: number): void;
  /** While a hold is in force: when it ends, in ms since the epoch; otherwise null. */
  heldUntil(): number | null;
}

/** Requests of one holder on the wire at once: two screens and the inbox's two reads fit. */
export const PACE_MAX_IN_FLIGHT = 4;

/** Creates a queue; see the file comment. */
export function createPace(options: PaceOptions = {}): Pace {
  const now = options.now ?? (() => performance.now());
  const wallNow = options.wallNow ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxInFlight = options.maxInFlight ?? PACE_MAX_IN_FLIGHT;
  let inFlight = 0;
  let holdEnd = -Infinity;
  let holdEndWall = 0;
  const waiting: (() => void)[] = [];

  return {
    async acquire() {
      for (;;) {
        const wait = holdEnd - now();
        if (wait > 0) {
          await sleep(wait);
          continue;
        }
        // No await between this check and the count below: two callers cannot take one place.
        if (inFlight < maxInFlight) break;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      inFlight++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight--;
        waiting.shift()?.();
      };
    },
    hold(ms) {
      const end = now() + Math.max(0, ms);
      if (end <= holdEnd) return;
      holdEnd = end;
      holdEndWall = wallNow() + Math.max(0, ms);
    },
    heldUntil() {
      return holdEnd > now() ? holdEndWall : null;
    },
  };
}
