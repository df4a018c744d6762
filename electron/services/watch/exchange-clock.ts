/**
 * The exchange's clock as the watch knows it (docs/watch.md §News from the first read; docs/api.md: the
 * exchange dates its records on its own clock, which a client never takes the machine's clock for).
 *
 * The rule: the `Date` header of the exchange's latest answer (RFC 9110 §6.6.1, whole seconds) says what
 * the exchange's clock read when the machine's clock read `machineMs`; their difference (`offset`, ms)
 * moves a moment the machine noted (the watch began watching a thing) onto the exchange's clock. Any
 * constant skew of the machine's clock cancels out: only machine-clock differences are used. Until an
 * answer with a readable `Date` was seen, nothing is known (null), and a baseline stays quiet.
 */

/** The exchange's clock as seen through its answers' `Date` headers; see the file comment. */
export interface ExchangeClock {
  /** Notes an answer's `Date` header (HTTP date text; absent or unreadable ignored) read at machine time `machineMs`. */
  observeDateHeader(header: string | null | undefined, machineMs: number): void;
  /**
   * The machine moment `machineMs` on the exchange's clock, in ms since the epoch; null while no
   * answer's `Date` was read.
   */
  toExchange(machineMs: number): number | null;
}

/** Creates an {@link ExchangeClock} that has seen no answer yet. */
export function createExchangeClock(): ExchangeClock {
  let offset: number | null = null;
  return {
    observeDateHeader(header, machineMs) {
      if (typeof header !== 'string') return;
      const at = Date.parse(header);
      if (!Number.isNaN(at)) offset = at - machineMs;
    },
    toExchange: (machineMs) => (offset === null ? null : machineMs + offset),
  };
}

/**
 * `base` (a fetch) that notes each answer's `Date` header on `clock`, read at `now()` (machine ms). The
 * answer is returned untouched; the key and the body are never looked at.
 */
export function fetchNotingDate(
  base: () => typeof fetch,
  clock: ExchangeClock,
  now: () => number,
): typeof fetch {
  return async (input, init) => {
    const answer = await base()(input, init);
    clock.observeDateHeader(answer.headers.get('date'), now());
    return answer;
  };
}
