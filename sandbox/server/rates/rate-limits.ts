/**
 * The sandbox's rate rules (docs/api.md §Rate limits). Both measure real elapsed time
 * (a monotonic clock, `performance.now()` by default), not the sandbox clock `now()` that dates cursors
 * and listings: a frozen or advanced sandbox clock must not stall or free clients.
 */
import { CURSOR_GAP_MS } from '@dispatch/shared/domain/vocabulary';
import { rateLimited } from '../http/api-error';

/** A clock in ms; only differences matter. */
export type Monotonic = () => number;

const defaultClock: Monotonic = () => performance.now();

/**
 * Cursor gap: a request that carries a cursor and arrives 400 ms or less after the previous request of
 * the same holder on the same list route gets 429 `rate_limited` (`Retry-After: 1`).
 *
 * "Previous request" = every request that reached the list route's handler, i.e. passed the key check
 * and the per-holder budget: first pages, cursor requests, and requests then refused (by this rule, a
 * bad parameter, a cursor error) all count. So a client that hammers with cursors stays refused until it
 * leaves a gap of more than 400 ms.
 */
export class CursorGap {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly clock: Monotonic = defaultClock,
    private readonly gapMs = CURSOR_GAP_MS,
  ) {}

  /**
   * Records this request of `holder` on `route` and refuses it when it carries a cursor too soon.
   * @throws ApiError 429 `rate_limited` with `Retry-After: 1`
   */
  arrive(holder: string, route: string, carriesCursor: boolean): void {
    const key = `${route}\n${holder}`;
    const now = this.clock();
    const previous = this.last.get(key);
    this.last.set(key, now);
    if (carriesCursor && previous !== undefined && now - previous <= this.gapMs) {
      throw rateLimited(
        `Next-page requests must be more than ${this.gapMs} ms apart; wait and retry with the same cursor.`,
        1,
      );
    }
  }
}

/**
 * Per-holder budget: at most `perMinute` requests in any sliding 60-second window per holder (0 turns
 * it off). A refused request does not use the budget. Counts every request under `/v1` that passed the
 * key check.
 */
export class HolderBudget {
  private readonly windows = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: Monotonic = defaultClock,
  ) {}

  /**
   * Takes one request from `holder`'s budget.
   * @throws ApiError 429 `rate_limited` with `Retry-After` = whole seconds until a request frees up (>= 1)
   */
  take(holder: string): void {
    if (this.perMinute <= 0) return;
    const now = this.clock();
    const window = this.windows.get(holder) ?? [];
    while (window.length > 0 && now - window[0]! >= 60_000) window.shift();
    if (window.length >= this.perMinute) {
      const waitMs = window[0]! + 60_000 - now;
      throw rateLimited(
        `More than ${this.perMinute} requests a minute from this holder; slow down.`,
        waitMs / 1000,
      );
    }
    window.push(now);
    this.windows.set(holder, window);
  }
}
