/**
 * The sandbox's request counter (docs/api.md §Outside /v1, `GET /_sandbox/requests`; docs/watch.md §Measured
 * "the requests the sandbox counted per holder never exceed the budget in any minute"): every request to
 * `/v1` that passed the request guard is counted for its holder, per minute of real time (the wall
 * clock, as the rate rules use, never the sandbox clock), whatever its answer (a fault, a 401, a 429
 * included).
 *
 * The holder is named as a test reads it: the demo account of the key sent (`shipper`, `carrier`...),
 * `anonymous` without an `Authorization` header, `refused` for a header or key the sandbox does not
 * know. Minutes are ISO 8601 to the minute, UTC (`2026-11-25T14:05Z`). The last
 * {@link KEEP_MINUTES} minutes are kept.
 */
import type { ApiKeyRecord } from '../../market';

/** Minutes kept (a day). */
export const KEEP_MINUTES = 1_440;

/** What the counter answers: since when it counts, and each holder's count per minute. */
export interface RequestCounts {
  /** When counting started or was last reset (ISO 8601, ms). */
  since: string;
  /** Holder -> ISO minute -> requests. */
  holders: Record<string, Record<string, number>>;
}

/** The holder's name for an `Authorization` header (see the file comment). */
export function holderName(
  authorization: string | undefined,
  lookup: (key: string) => ApiKeyRecord | undefined,
): string {
  if (authorization === undefined) return 'anonymous';
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  const record = match?.[1] ? lookup(match[1]) : undefined;
  return record ? record.demoAccount : 'refused';
}

/** The ISO minute of `ms` (`2026-11-25T14:05Z`). */
export function isoMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16)}Z`;
}

/** Counts requests per holder and minute; see the file comment. */
export class RequestCounter {
  private readonly perMinute = new Map<number, Map<string, number>>();
  private started: number;

  /** @param now the wall clock in ms (default `Date.now`) */
  constructor(private readonly now: () => number = Date.now) {
    this.started = now();
  }

  /** Counts one request of `holder` now. */
  count(holder: string): void {
    const minute = Math.floor(this.now() / 60_000);
    let holders = this.perMinute.get(minute);
    if (!holders) {
      holders = new Map();
      this.perMinute.set(minute, holders);
      for (const old of this.perMinute.keys()) if (old <= minute - KEEP_MINUTES) this.perMinute.delete(old);
    }
    holders.set(holder, (holders.get(holder) ?? 0) + 1);
  }

  /** The counts so far, minutes in order. */
  counts(): RequestCounts {
    const holders: Record<string, Record<string, number>> = {};
    for (const minute of [...this.perMinute.keys()].sort((a, b) => a - b)) {
      for (const [holder, n] of this.perMinute.get(minute)!) {
        (holders[holder] ??= {})[isoMinute(minute * 60_000)] = n;
      }
    }
    return { since: new Date(this.started).toISOString(), holders };
  }

  /** Forgets every count; counting starts again now. */
  reset(): void {
    this.perMinute.clear();
    this.started = this.now();
  }
}
