/**
 * The paging gate: keeps a holder's cursor requests on one list route at least the cursor gap apart,
 * so a dispatcher clicking "Next page" fast never meets a 429 and never waits longer than needed.
 *
 * docs/api.md §Lists and cursors, §Rate limits: a request that carries a cursor and ARRIVES 400 ms or less
 * after the previous request (any page) of the same holder on the same list route gets 429. We cannot
 * see arrivals, but the previous request arrived before its response left the server, so measuring
 * from the moment we received the previous RESPONSE is always on the safe side. Hence, per holder and
 * route template:
 * - a cursor request waits until no request is in flight and `gapMs + marginMs` have passed since the
 *   last response; when that time has already passed it goes at once;
 * - a first page (no cursor) goes at once, but is tracked like any request (it counts as "previous").
 *
 * Measuring from our receipt of the previous response already covers every delay that can only make
 * the real gap longer: the previous request's trip to the server and its handling there, our request's
 * trip, timers firing late. What it does not cover is the server reading the two arrivals on its own
 * clock: a whole-millisecond clock reads a real gap of 400.9 ms as 400 (refused), so the real gap must
 * exceed 401 ms; and two clocks may run apart by up to ~500 ppm (NTP slewing), 0.2 ms over 400 ms.
 * Hence the default margin, {@link GAP_MARGIN_MS} = 2 ms. A timer that fires early cannot break the
 * rule either: after every sleep the wait is measured again on the clock's `monotonic()`.
 *
 * Where a page's time goes, then: each next page waits 400 + 2 ms after the previous response, then
 * takes its own round trip and a late timer (measured in docs/benchmarks.md, `npm run bench`).
 */
import { CURSOR_GAP_MS } from '../../../shared/domain/vocabulary';
import { sleep, systemClock, type Clock } from '../clock';

/** Clock and bounds of a gate. Times in ms. */
export interface PagingGateOptions {
  /** Gaps are measured on its `monotonic()` and waited out on its timers (default {@link systemClock}). */
  clock?: Clock;
  /** Minimum gap in ms (default `CURSOR_GAP_MS`, 400). */
  gapMs?: number;
  /** Safety margin in ms added to the gap (default {@link GAP_MARGIN_MS}; see the file comment). */
  marginMs?: number;
}

/** Call once the response of a request is fully received (or the request failed): it marks "previous". */
export type GateRelease = () => void;

/** A paging gate shared by every request of one API client. */
export interface PagingGate {
  /**
   * Waits until the request may be sent, then registers it as in flight. `lane` is the holder and
   * route template (e.g. `http://h/v1|ab12cd34|/listings`); `hasCursor` says whether it is a next
   * page. Returns the release to call when its response has arrived.
   */
  acquire(lane: string, hasCursor: boolean): Promise<GateRelease>;
}

interface LaneState {
  inFlight: Set<Promise<void>>;
  lastResponseAt: number | null;
}

/**
 * The default margin added to the cursor gap, in ms: 1 ms for a server that reads arrivals on a
 * whole-millisecond clock, 1 ms for clock rates and float rounding (see the file comment).
 */
export const GAP_MARGIN_MS = 2;

/** Creates a gate; see the file comment for its rules. Never rejects. */
export function createPagingGate(options: PagingGateOptions = {}): PagingGate {
  const clock = options.clock ?? systemClock;
  const gap = (options.gapMs ?? CURSOR_GAP_MS) + (options.marginMs ?? GAP_MARGIN_MS);
  const lanes = new Map<string, LaneState>();

  function laneOf(lane: string): LaneState {
    let state = lanes.get(lane);
    if (!state) {
      state = { inFlight: new Set(), lastResponseAt: null };
      lanes.set(lane, state);
    }
    return state;
  }

  return {
    async acquire(lane, hasCursor) {
      const state = laneOf(lane);
      if (hasCursor) {
        // Re-check after every wait: another request may have started meanwhile. There is no await
        // between the last check and the registration below, so two waiters cannot both pass.
        for (;;) {
          if (state.inFlight.size > 0) {
            await Promise.all(state.inFlight);
            continue;
          }
          const wait = state.lastResponseAt === null ? 0 : state.lastResponseAt + gap - clock.monotonic();
          if (wait > 0) {
            await sleep(clock, wait);
            continue;
          }
          break;
        }
      }
      let settle!: () => void;
      const done = new Promise<void>((resolve) => (settle = resolve));
      state.inFlight.add(done);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        state.lastResponseAt = clock.monotonic();
        state.inFlight.delete(done);
        settle();
      };
    },
  };
}
