/**
 * The watch's budget scheduler (docs/watch.md §The budget): it starts the watch's reads one at a time, spread
 * evenly inside a budget, and slows down or pauses when the exchange or the machine asks it to.
 * Plain Node; every time goes through an injectable {@link Clock} (its wall time). Times in ms.
 *
 * Rules:
 * - **Budget**: at most `requestsPerMinute` reads a minute on average for all watching together
 *   (default {@link WATCH_REQUESTS_PER_MINUTE}, 4): two reads leave the machine at least
 *   `60000 / rate` ms apart, so no 60-second window holds more than `rate` of them on the wire
 *   (docs/api.md §Rate limits: the exchange counts a sliding minute per holder; the user's own reads
 *   must keep the rest of it). A read counts from when its request is SENT (the task calls `sent`),
 *   not from when it was started here: a read the user's requests held back in the client's queue
 *   pushes the next one back by as much. A task that never calls `sent` counts from its start.
 * - **Gap**: a read starts at least `minGapMs` (default {@link WATCH_MIN_GAP_MS}, 2 s) after the
 *   previous one ended, and never while one is running (one at a time).
 * - **User first**: the reads themselves go through the client's background lane (pace.ts), which
 *   starts them only while no user request is on the wire or waiting; this scheduler only decides
 *   when the next one may ask.
 * - **429**: waits out the `Retry-After` (or {@link RATE_LIMIT_DEFAULT_WAIT_MS} without one), then
 *   runs at half the rate for {@link RATE_LIMIT_SLOWDOWN_MS} (an hour); another 429 in that hour
 *   halves it again (down to 1/{@link MAX_SLOWDOWN}) and starts the hour anew.
 * - **5xx, network, timeout**: backs off exponentially, `max(interval, BACKOFF_BASE_MS) * 2^(n-1)`
 *   after the n-th failure in a row, at most {@link BACKOFF_CAP_MS}; the state `backing_off` says so
 *   (with `failures` and `nextAt`) so a screen can tell the user. A success ends it.
 * - **Catch-up** (`setCatchUp`, docs/watch.md §The budget): while the engine catches up (the first
 *   pass after a start, or after a long time away), reads may leave as often as the catch-up ceiling
 *   (at most {@link CATCH_UP_REQUESTS_PER_MINUTE}, 20 a minute, 3 s apart) instead of the budget; the
 *   gap, one at a time and the user first still hold. Never while a 429's slowdown is in force: the
 *   exchange asked for less, so the steady (halved) budget rules.
 * - **Pause/resume** (machine asleep or offline): `pause()` starts nothing more (a read already
 *   running finishes); `resume()` forgets a network back-off (the network is back), keeps a 429's
 *   wait, calls `onResume` once (the engine then starts one fresh catch-up pass, not one per missed
 *   pass) and goes on inside the budget.
 */
import { systemClock, type Clock } from '../clock';

/** Default budget: reads a minute for all watching together (docs/watch.md §The budget). */
export const WATCH_REQUESTS_PER_MINUTE = 4;
/**
 * The catch-up ceiling, reads a minute (docs/watch.md §The budget): the most the first pass after a
 * start or a long time away may read. 20 a minute is 1/15 of the sandbox's 300 per holder (docs/api.md
 * §Rate limits), so the user's own reads keep 280, and reads a shipper's 36 listings in about 2 minutes.
 */
export const CATCH_UP_REQUESTS_PER_MINUTE = 20;
/** Least time between the end of one read and the start of the next, in ms (docs/watch.md §The budget). */
export const WATCH_MIN_GAP_MS = 2_000;
/** How long the rate stays lowered after a 429, in ms (docs/watch.md §The budget: "for the next hour"). */
export const RATE_LIMIT_SLOWDOWN_MS = 3_600_000;
/** Wait after a 429 that gave no usable `Retry-After`, in ms. */
export const RATE_LIMIT_DEFAULT_WAIT_MS = 60_000;
/** The most the rate is divided by after 429s in a row (4 a minute becomes one every 4 minutes). */
export const MAX_SLOWDOWN = 16;
/** First back-off after a network or server failure is at least this, in ms. */
export const BACKOFF_BASE_MS = 15_000;
/** Longest back-off after network or server failures, in ms. */
export const BACKOFF_CAP_MS = 15 * 60_000;

/**
 * One read: resolves when done, rejects with the client's error. It calls `sent` the moment its
 * request leaves the machine (the client's `onSent`), which is when the budget counts it.
 */
export type WatchTask = (sent: () => void) => Promise<void>;

/**
 * What a failed read means to the scheduler: `rate_limited` (a 429; `retryAfterMs` the wait asked,
 * null if none), `transient` (5xx, network, timeout: back off), `other` (a problem of that read
 * only, such as a 404 or 403: the next read goes as planned).
 */
export type TaskFailure =
  { kind: 'rate_limited'; retryAfterMs: number | null } | { kind: 'transient' } | { kind: 'other' };

/**
 * What the scheduler is doing: `stopped`; `idle` (nothing to read until `wake()`); `waiting` (the
 * next read starts at `nextAt`); `reading`; `paused`; `backing_off` (after `failures` network or
 * server failures in a row, until `nextAt`); `rate_limited` (waiting out a 429 until `nextAt`).
 */
export type ScheduleState =
  'stopped' | 'idle' | 'waiting' | 'reading' | 'paused' | 'backing_off' | 'rate_limited';

/** The scheduler's state, for a screen ("checking again at 10:42"). Times are `clock.now()` values. */
export interface ScheduleStatus {
  state: ScheduleState;
  /** When the next read may start, or null (stopped, idle, paused, reading). */
  nextAt: number | null;
  /** Network or server failures in a row (0 after a success). */
  failures: number;
  /** The budget in force, reads a minute: the configured one divided by the 429 slowdown. */
  requestsPerMinute: number;
  /** While a 429 slowdown is in force: when it ends; else null. */
  slowUntil: number | null;
  /** Whether a catch-up ceiling is in force now (`setCatchUp`, not while slowed by a 429). */
  catchingUp: boolean;
  /**
   * When the last read that ended well ended, or null before the first (a screen's "read at 10:42",
   * docs/watch.md §Fresh lists). A read failing for a reason of its own (`other`: 403, 404) does not
   * count.
   */
  lastReadAt: number | null;
}

/** Options of {@link createSchedule}. */
export interface ScheduleOptions {
  /**
   * The next read to start, or null when there is nothing to read (the scheduler idles until `wake`).
   * If it throws, that counts as a read that failed with that error.
   */
  next: () => WatchTask | null;
  /** Reads a failure (see {@link TaskFailure}); never throws. */
  classify: (error: unknown) => TaskFailure;
  /** Called once on each `resume()`, before the next read: start the catch-up pass. */
  onResume?: () => void;
  /** Reads a minute on average (default 4; above 0). */
  requestsPerMinute?: number;
  /** Least gap between reads, ms (default 2000). */
  minGapMs?: number;
  /** Default {@link systemClock}; tests pass a manual clock (electron/services/manual-clock.ts). */
  clock?: Clock;
}

/** The scheduler; see the file comment. */
export interface WatchSchedule {
  /** Starts reading (the first read at once). Idempotent. */
  start(): void;
  /** Stops: no read starts any more (one running finishes). Idempotent. */
  stop(): void;
  /** Pauses (machine asleep or offline); see the file comment. Idempotent. */
  pause(): void;
  /** Resumes after `pause`, calling `onResume` once; nothing happens if not paused. */
  resume(): void;
  /** There may be something to read again (a source was switched on): leaves `idle`. */
  wake(): void;
  /** Changes the budget, reads a minute (above 0); the next read is planned anew. Throws RangeError otherwise. */
  setRequestsPerMinute(rate: number): void;
  /**
   * Catching up at `ceiling` reads a minute (above 0, at most {@link CATCH_UP_REQUESTS_PER_MINUTE}; a
   * higher one is lowered to it), or null to end it; the next read is planned anew. Reads never go
   * slower than the budget for it. Throws RangeError for a ceiling not above 0.
   */
  setCatchUp(ceiling: number | null): void;
  /** The state now. */
  status(): ScheduleStatus;
  /** Calls `listener` on every change of state; returns the unsubscribe. */
  onStatus(listener: (status: ScheduleStatus) => void): () => void;
}

/** Creates a scheduler (stopped); see the file comment. Throws RangeError for a rate not above 0. */
export function createSchedule(options: ScheduleOptions): WatchSchedule {
  const clock = options.clock ?? systemClock;
  const minGap = options.minGapMs ?? WATCH_MIN_GAP_MS;
  let rate = checkedRate(options.requestsPerMinute ?? WATCH_REQUESTS_PER_MINUTE);
  let running = false;
  let paused = false;
  let reading = false;
  let idle = false;
  let timer: unknown = null;
  /** When the last read was sent (or, until it is, started): the budget counts from it. */
  let lastStart = -Infinity;
  /** Reads started so far: tells a read's own `sent` from a late one of an earlier read. */
  let reads = 0;
  let lastEnd = -Infinity;
  let failures = 0;
  let backoffUntil = -Infinity;
  let rateLimitedUntil = -Infinity;
  let slowdown = 1;
  let slowUntil = -Infinity;
  let nextAt: number | null = null;
  let lastReadAt: number | null = null;
  let catchUp: number | null = null;
  const listeners = new Set<(status: ScheduleStatus) => void>();

  const slowdownNow = () => {
    if (slowdown > 1 && clock.now() >= slowUntil) slowdown = 1;
    return slowdown;
  };
  /** Catching up at a ceiling above the budget, and not slowed by a 429. */
  const catchingUp = () => catchUp !== null && catchUp > rate && slowdownNow() === 1;
  const intervalMs = () => 60_000 / (catchingUp() ? catchUp! : rate / slowdownNow());

  function status(): ScheduleStatus {
    const now = clock.now();
    const divisor = slowdownNow();
    let state: ScheduleState;
    if (!running) state = 'stopped';
    else if (paused) state = 'paused';
    else if (reading) state = 'reading';
    else if (idle) state = 'idle';
    else if (nextAt !== null && rateLimitedUntil > now && nextAt <= rateLimitedUntil) state = 'rate_limited';
    else if (nextAt !== null && failures > 0 && backoffUntil > now && nextAt <= backoffUntil)
      state = 'backing_off';
    else state = 'waiting';
    return {
      state,
      nextAt: state === 'waiting' || state === 'rate_limited' || state === 'backing_off' ? nextAt : null,
      failures,
      requestsPerMinute: rate / divisor,
      slowUntil: divisor > 1 ? slowUntil : null,
      catchingUp: catchingUp(),
      lastReadAt,
    };
  }
  const changed = () => {
    const now = status();
    for (const listener of listeners) listener(now);
  };

  /** Plans the next read, if one may be planned now. */
  function plan() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (!running || paused || reading || idle) {
      nextAt = null;
      changed();
      return;
    }
    const now = clock.now();
    const at = Math.max(now, lastStart + intervalMs(), lastEnd + minGap, backoffUntil, rateLimitedUntil);
    nextAt = at;
    timer = clock.setTimeout(fire, at - now);
    changed();
  }

  function fire() {
    timer = null;
    if (!running || paused || reading) return;
    let task: WatchTask | null;
    try {
      task = options.next();
    } catch (error) {
      // Planning failed (the local database, say): counted as a failed read, tried again in time.
      task = () => Promise.reject(error);
    }
    if (!task) {
      idle = true;
      plan();
      return;
    }
    reading = true;
    lastStart = clock.now();
    nextAt = null;
    changed();
    const read = ++reads;
    // The budget counts the read when it leaves (see the file comment); a late call is ignored.
    const sent = () => {
      if (reading && read === reads) lastStart = clock.now();
    };
    let outcome: Promise<void>;
    try {
      outcome = task(sent);
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome.then(
      () => finish(null),
      (error: unknown) => finish(options.classify(error)),
    );
  }

  function finish(failure: TaskFailure | null) {
    reading = false;
    const now = clock.now();
    lastEnd = now;
    if (failure === null) lastReadAt = now;
    if (failure === null || failure.kind === 'other') {
      failures = 0;
      backoffUntil = -Infinity;
    } else if (failure.kind === 'transient') {
      failures++;
      const wait = Math.max(intervalMs(), BACKOFF_BASE_MS) * 2 ** Math.min(failures - 1, 20);
      backoffUntil = now + Math.min(BACKOFF_CAP_MS, wait);
    } else {
      rateLimitedUntil = now + (failure.retryAfterMs ?? RATE_LIMIT_DEFAULT_WAIT_MS);
      slowdown = Math.min(MAX_SLOWDOWN, slowdownNow() * 2);
      slowUntil = now + RATE_LIMIT_SLOWDOWN_MS;
    }
    plan();
  }

  return {
    start() {
      if (running) return;
      running = true;
      idle = false;
      plan();
    },
    stop() {
      if (!running) return;
      running = false;
      plan();
    },
    pause() {
      if (paused) return;
      paused = true;
      plan();
    },
    resume() {
      if (!paused) return;
      paused = false;
      failures = 0;
      backoffUntil = -Infinity;
      idle = false;
      options.onResume?.();
      plan();
    },
    wake() {
      if (!idle) return;
      idle = false;
      plan();
    },
    setRequestsPerMinute(value) {
      rate = checkedRate(value);
      if (!reading) plan();
    },
    setCatchUp(ceiling) {
      catchUp = ceiling === null ? null : Math.min(CATCH_UP_REQUESTS_PER_MINUTE, checkedRate(ceiling));
      if (!reading) plan();
    },
    status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function checkedRate(rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) {
    throw new RangeError(`The watch's budget must be above 0 reads a minute (got ${rate}).`);
  }
  return rate;
}
