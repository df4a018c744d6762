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
 * - Two lanes. `user` (the default): what a person asked for, first come first served.
 *   `background` (the watch, electron/services/watch/, docs/watch.md §The budget "the user's own actions
 *   always go first"): one background request at a time, and it starts only while no user request is on the
 *   wire or waiting and no hold is in force. It does not take one of the user's `maxInFlight`
 *   places, so a user request arriving while it is on the wire goes at once: a background read never
 *   makes a user's request wait for a place (at most `maxInFlight + 1` requests are then on the wire).
 *   A user call `announce()`s itself as soon as it is made, so a background request asked for in the
 *   same moment does not slip in while the user's call is still reading its key.
 *
 * The cursor gap is kept by the paging gate (paging-gate.ts), per route; this queue only spaces and
 * holds. Times in ms.
 */
import { sleep, systemClock, type Clock } from '../clock';

/** Clock and bounds of a queue. */
export interface PaceOptions {
  /**
   * Holds are measured on its `monotonic()`, told in `heldUntil` on its `now()`, waited out on its
   * timers (default {@link systemClock}).
   */
  clock?: Clock;
  /** Requests on the wire at once (default {@link PACE_MAX_IN_FLIGHT}). */
  maxInFlight?: number;
}

/** Call once the request's answer has arrived (or it failed): frees its place. Safe to call twice. */
export type PaceRelease = () => void;

/** Who asks: a person (`user`, the default) or the watch (`background`); see the file comment. */
export type PaceLane = 'user' | 'background';

/** The queue; see the file comment. */
export interface Pace {
  /**
   * Waits until no hold is in force and a place is free, then takes the place. `background` waits
   * further, until no user request is on the wire or waiting and no other background request is on
   * the wire. Never rejects.
   */
  acquire(lane?: PaceLane): Promise<PaceRelease>;
  /**
   * Says a user request is on its way to `acquire` (its caller still has to read the key and pass
   * the paging gate): until the returned function is called, background requests wait as if it were
   * already waiting. Call the returned function once it has acquired (or given up); calling it again
   * does nothing.
   */
  announce(): () => void;
  /** Holds every request for `ms` from now (a longer hold already in force is kept). */
  hold(ms: number): void;
  /** While a hold is in force: when it ends, in ms since the epoch; otherwise null. */
  heldUntil(): number | null;
}

/** Requests of one holder on the wire at once: two screens and the inbox's two reads fit. */
const PACE_MAX_IN_FLIGHT = 4;

/** `action` made safe to call more than once: it runs the first time only. */
function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/** Creates a queue; see the file comment. */
export function createPace(options: PaceOptions = {}): Pace {
  const clock = options.clock ?? systemClock;
  const maxInFlight = options.maxInFlight ?? PACE_MAX_IN_FLIGHT;
  let inFlight = 0;
  let userWaiting = 0;
  let backgroundInFlight = false;
  let holdEnd = -Infinity;
  let holdEndWall = 0;
  const waiting: (() => void)[] = [];
  /** Background requests waiting for the user lane to be idle: woken on every change, they re-check. */
  let idleWaiters: (() => void)[] = [];
  const wakeBackground = () => {
    const woken = idleWaiters;
    idleWaiters = [];
    for (const wake of woken) wake();
  };

  async function acquireBackground(): Promise<PaceRelease> {
    for (;;) {
      const wait = holdEnd - clock.monotonic();
      if (wait > 0) {
        await sleep(clock, wait);
        continue;
      }
      // No await between this check and the flag below: two background callers cannot both pass.
      if (inFlight === 0 && userWaiting === 0 && !backgroundInFlight) break;
      await new Promise<void>((resolve) => idleWaiters.push(resolve));
    }
    backgroundInFlight = true;
    return once(() => {
      backgroundInFlight = false;
      wakeBackground();
    });
  }

  return {
    async acquire(lane = 'user') {
      if (lane === 'background') return acquireBackground();
      userWaiting++;
      for (;;) {
        const wait = holdEnd - clock.monotonic();
        if (wait > 0) {
          await sleep(clock, wait);
          continue;
        }
        // No await between this check and the count below: two callers cannot take one place.
        if (inFlight < maxInFlight) break;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      userWaiting--;
      inFlight++;
      return once(() => {
        inFlight--;
        waiting.shift()?.();
        // A user request waiting for this place keeps userWaiting above 0 until it has taken it.
        wakeBackground();
      });
    },
    announce() {
      userWaiting++;
      return once(() => {
        userWaiting--;
        wakeBackground();
      });
    },
    hold(ms) {
      const end = clock.monotonic() + Math.max(0, ms);
      if (end <= holdEnd) return;
      holdEnd = end;
      holdEndWall = clock.now() + Math.max(0, ms);
    },
    heldUntil() {
      return holdEnd > clock.monotonic() ? holdEndWall : null;
    },
  };
}
