/**
 * The sandbox clock (docs/api.md §Outside /v1: advance the clock): the time the sandbox lives in, ms
 * since epoch. It dates cursors (and so their 15-minute expiry), new records and market steps. It
 * starts at real time or at a chosen instant, runs with real time, and can be moved forward by an
 * offset (`advance`). Rate rules (cursor gap, budget) never read it: they use real elapsed time.
 */

/** How a clock starts: at most one of `base` or `startAt`. */
export interface ClockOptions {
  /**
   * The underlying time source in ms since epoch (tests pass a frozen or hand-moved one). Default
   * `Date.now`. The offset is added to it.
   */
  base?: () => number;
  /**
   * The instant the clock starts at (a `Date`, an ISO date-time or ms since epoch); from there it runs
   * with real time. Ignored when `base` is given.
   */
  startAt?: Date | string | number;
}

/** A controllable clock. */
export class SandboxClock {
  private readonly base: () => number;
  private offset = 0;
  private pinned: number | null = null;

  /** @throws Error when `startAt` is not a valid instant */
  constructor(options: ClockOptions = {}) {
    if (options.base) {
      this.base = options.base;
    } else if (options.startAt !== undefined) {
      const start = instantOf(options.startAt);
      const realStart = Date.now();
      this.base = () => start + (Date.now() - realStart);
    } else {
      this.base = Date.now;
    }
  }

  /** The sandbox time now, ms since epoch (bound: may be passed around as a function). */
  readonly now = (): number => this.pinned ?? this.base() + this.offset;

  /** How far the clock was moved forward, in ms (0 at start). */
  get offsetMs(): number {
    return this.offset;
  }

  /**
   * Moves the clock forward by `ms` (>= 0, finite) from now on.
   * @returns the new time, ms since epoch
   * @throws RangeError for a negative or non-finite `ms`
   */
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
    this.offset += ms;
    return this.now();
  }

  /**
   * Runs `action` with the clock standing still at its current time (nested calls keep the outer
   * time), so everything `action` dates gets one instant; returns what `action` returns.
   */
  hold<T>(action: (now: number) => T): T {
    if (this.pinned !== null) return action(this.pinned);
    const now = this.now();
    this.pinned = now;
    try {
      return action(now);
    } finally {
      this.pinned = null;
    }
  }
}

/**
 * An instant in ms since epoch from a `Date`, an ISO date-time (with a zone, e.g. `Z`) or ms.
 * @throws Error when it does not name a valid instant
 */
export function instantOf(value: Date | string | number): number {
  const ms =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'number'
        ? value
        : ISO_INSTANT.test(value)
          ? Date.parse(value)
          : NaN;
  if (!Number.isFinite(ms)) throw new Error(`not an ISO date-time with a zone: ${String(value)}`);
  return ms;
}

/** `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
