/**
 * Fault injection (docs/api.md §Outside /v1: inject faults): what goes wrong with the sandbox's /v1
 * answers while faults are set, decided per request, deterministically. `fault-hooks.ts` carries the
 * verdicts out on the server; `/_sandbox/faults` sets and clears them.
 */
import { deriveSeed, Random } from '../../market/random';

/** The faults in force; every field optional, absent = off. */
export interface FaultSettings {
  /** Every /v1 answer is delayed by this many ms (0 to 60,000). */
  latencyMs?: number;
  /** Share (0..1) of /v1 requests answered 500, 502 or 503 (in turn). */
  errorRate?: number;
  /** Share (0..1) of /v1 answers whose connection is destroyed after the headers and part of the body. */
  dropConnectionRate?: number;
  /** Share (0..1) of /v1 requests answered 200 with a truncated, unparsable JSON body. */
  malformedJsonRate?: number;
  /** The next N /v1 requests get 429 `rate_limited` with `Retry-After: 1` (counts down). */
  force429?: number;
}

/** What happens to one /v1 request. */
export type FaultVerdict =
  | { kind: 'none' }
  | { kind: 'rate_limited' }
  | { kind: 'error'; status: 500 | 502 | 503 }
  | { kind: 'drop' }
  | { kind: 'malformed' };

/** Statuses of injected errors, used in turn. */
export const FAULT_ERROR_STATUSES = [500, 502, 503] as const;
/** Salt of the faults' random stream (the market uses 1 to 3). */
const FAULT_STREAM = 4;

/** The faults of one sandbox. */
export class Faults {
  private current: FaultSettings = {};
  private random: Random;
  private errors = 0;

  /** `seed`: the market seed; the draws restart from it whenever the faults are set. */
  constructor(private readonly seed: number) {
    this.random = new Random(deriveSeed(seed, FAULT_STREAM));
  }

  /** A copy of the faults in force (`force429` is what is left of it; spent fields are dropped). */
  get settings(): FaultSettings {
    return { ...this.current };
  }

  /** Extra delay of every /v1 answer, ms (0 when off). */
  get latencyMs(): number {
    return this.current.latencyMs ?? 0;
  }

  /**
   * Replaces the faults in force by `settings` and restarts the random draws, so the same settings
   * give the same sequence of verdicts.
   * @throws RangeError when a rate is outside 0..1, the three rates add up to more than 1, or
   *   `latencyMs`/`force429` is negative or not a whole number
   */
  set(settings: FaultSettings): void {
    const rates = [settings.errorRate, settings.dropConnectionRate, settings.malformedJsonRate];
    for (const rate of rates) {
      if (rate !== undefined && !(rate >= 0 && rate <= 1))
        throw new RangeError(`a rate must be 0..1, not ${rate}`);
    }
    if (rates.reduce<number>((sum, r) => sum + (r ?? 0), 0) > 1 + 1e-9) {
      throw new RangeError('errorRate + dropConnectionRate + malformedJsonRate must be at most 1');
    }
    for (const count of [settings.latencyMs, settings.force429]) {
      if (count !== undefined && !(Number.isSafeInteger(count) && count >= 0)) {
        throw new RangeError(`latencyMs and force429 must be whole numbers >= 0, not ${count}`);
      }
    }
    this.current = Object.fromEntries(
      Object.entries(settings).filter(([, value]) => value !== undefined && value !== 0),
    ) as FaultSettings;
    this.random = new Random(deriveSeed(this.seed, FAULT_STREAM));
    this.errors = 0;
  }

  /** Turns every fault off. */
  clear(): void {
    this.set({});
  }

  /**
   * The verdict for the next /v1 request: first a pending forced 429 (counted down), else one draw
   * decides between an error (`errorRate`), a malformed body (`malformedJsonRate`), a dropped
   * connection (`dropConnectionRate`) or nothing. A rate of 1 hits every request.
   */
  next(): FaultVerdict {
    const { force429, errorRate = 0, malformedJsonRate = 0, dropConnectionRate = 0 } = this.current;
    if (force429 !== undefined && force429 > 0) {
      if (force429 === 1) delete this.current.force429;
      else this.current.force429 = force429 - 1;
      return { kind: 'rate_limited' };
    }
    if (errorRate + malformedJsonRate + dropConnectionRate === 0) return { kind: 'none' };
    const draw = this.random.float();
    if (draw < errorRate) {
      const status = FAULT_ERROR_STATUSES[this.errors++ % FAULT_ERROR_STATUSES.length]!;
      return { kind: 'error', status };
    }
    if (draw < errorRate + malformedJsonRate) return { kind: 'malformed' };
    if (draw < errorRate + malformedJsonRate + dropConnectionRate) return { kind: 'drop' };
    return { kind: 'none' };
  }
}
