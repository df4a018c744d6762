import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_BASE_MS,
  RATE_LIMIT_SLOWDOWN_MS,
  createSchedule,
  type ScheduleOptions,
  type TaskFailure,
  type WatchTask,
} from './schedule';

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);

class Transient extends Error {}
class RateLimited extends Error {
  constructor(readonly retryAfterMs: number | null) {
    super('429');
  }
}
const classify = (error: unknown): TaskFailure =>
  error instanceof RateLimited
    ? { kind: 'rate_limited', retryAfterMs: error.retryAfterMs }
    : error instanceof Transient
      ? { kind: 'transient' }
      : { kind: 'other' };

/**
 * A scheduler whose reads are recorded: each read takes `durationMs` (fake time) and then does what
 * `outcomes` says for that read (in order; the last repeats), 'ok' by default.
 */
function harness(
  options: Partial<ScheduleOptions> & { durationMs?: number; outcomes?: (() => Error | null)[] } = {},
) {
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  const outcomes = options.outcomes ?? [() => null];
  const task: WatchTask = async () => {
    starts.push(Date.now() - T0);
    const outcome = outcomes[Math.min(index++, outcomes.length - 1)]!();
    if (options.durationMs) await new Promise((resolve) => setTimeout(resolve, options.durationMs));
    ends.push(Date.now() - T0);
    if (outcome) throw outcome;
  };
  const schedule = createSchedule({ next: () => task, classify, ...options });
  return { schedule, starts, ends };
}

describe('watch schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spreads reads evenly: 4 a minute by default, the first at once', async () => {
    const { schedule, starts } = harness();
    schedule.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toEqual([0, 15_000, 30_000, 45_000, 60_000]);
    expect(schedule.status()).toMatchObject({ state: 'waiting', nextAt: T0 + 75_000, requestsPerMinute: 4 });
  });

  it('never starts more than the budget in any 60-second window over an hour, whatever reads take', async () => {
    const { schedule, starts } = harness({ requestsPerMinute: 6, durationMs: 3_700 });
    schedule.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(starts.length).toBeGreaterThan(300);
    for (const start of starts) {
      expect(starts.filter((s) => s >= start && s < start + 60_000).length).toBeLessThanOrEqual(6);
    }
  });

  it('runs one read at a time and leaves the 2 s gap after a slow one', async () => {
    const { schedule, starts, ends } = harness({ requestsPerMinute: 60, durationMs: 40_000 });
    schedule.start();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(starts).toEqual([0, 42_000, 84_000]);
    expect(ends).toEqual([40_000, 82_000]);
    expect(schedule.status().state).toBe('reading');
  });

  it('keeps reads at least 2 s apart even when the budget would allow more', async () => {
    const { schedule, starts } = harness({ requestsPerMinute: 600 });
    schedule.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([0, 2_000, 4_000, 6_000, 8_000, 10_000]);
  });

  it('on a 429 waits out Retry-After, then reads at half the rate for an hour, then at the full rate', async () => {
    const { schedule, starts } = harness({ outcomes: [() => new RateLimited(40_000), () => null] });
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(schedule.status()).toMatchObject({
      state: 'rate_limited',
      nextAt: T0 + 40_000,
      requestsPerMinute: 2,
      slowUntil: T0 + RATE_LIMIT_SLOWDOWN_MS,
    });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 40_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toEqual([0, 40_000, 70_000, 100_000]); // every 30 s: half of 4 a minute
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_SLOWDOWN_MS - 100_000);
    starts.length = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toHaveLength(4); // the hour is over: 4 a minute again
    expect(schedule.status()).toMatchObject({ requestsPerMinute: 4, slowUntil: null });
  });

  it('halves again on a second 429 within the hour', async () => {
    const { schedule } = harness({
      outcomes: [() => new RateLimited(1_000), () => new RateLimited(null), () => null],
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(schedule.status().requestsPerMinute).toBe(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(schedule.status().requestsPerMinute).toBe(2);
    await vi.advanceTimersByTimeAsync(1); // the second read, 30 s after the first at half the rate
    // the second 429 had no Retry-After: the default minute's wait
    expect(schedule.status()).toMatchObject({ state: 'rate_limited', requestsPerMinute: 1 });
  });

  it('backs off exponentially on network or server failures, says so, and recovers on a success', async () => {
    const transient = () => new Transient();
    const { schedule, starts } = harness({ outcomes: [transient, transient, transient, () => null] });
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(schedule.status()).toMatchObject({
      state: 'backing_off',
      failures: 1,
      nextAt: T0 + BACKOFF_BASE_MS,
    });
    await vi.advanceTimersByTimeAsync(15_000 + 30_000 + 60_000);
    expect(starts).toEqual([0, 15_000, 45_000, 105_000]);
    expect(schedule.status()).toMatchObject({ state: 'waiting', failures: 0, nextAt: T0 + 120_000 });
  });

  it('caps the back-off at 15 minutes', async () => {
    const { schedule, starts } = harness({ outcomes: [() => new Transient()] });
    schedule.start();
    await vi.advanceTimersByTimeAsync(4 * 3_600_000);
    const gaps = starts.slice(1).map((start, i) => start - starts[i]!);
    expect(gaps.slice(0, 7)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000]);
    expect(new Set(gaps.slice(6))).toEqual(new Set([900_000]));
  });

  it('goes on as planned after a failure of one read only (a 404)', async () => {
    const { schedule, starts } = harness({ outcomes: [() => new Error('not found'), () => null] });
    schedule.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(starts).toEqual([0, 15_000]);
    expect(schedule.status().failures).toBe(0);
  });

  it('starts nothing while paused; on resume forgets a network back-off and runs one catch-up at once', async () => {
    const onResume = vi.fn();
    const { schedule, starts } = harness({
      onResume,
      outcomes: [() => null, () => new Transient(), () => null],
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(schedule.status()).toMatchObject({ state: 'backing_off', failures: 1 });
    schedule.pause();
    expect(schedule.status()).toMatchObject({ state: 'paused', nextAt: null });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(starts).toEqual([0, 15_000]);
    expect(onResume).not.toHaveBeenCalled();
    schedule.resume();
    schedule.resume();
    expect(onResume).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 15_000, 615_000]);
    expect(schedule.status()).toMatchObject({ failures: 0, nextAt: T0 + 630_000 });
  });

  it('keeps a 429 wait across a pause', async () => {
    const { schedule, starts } = harness({ outcomes: [() => new RateLimited(30_000), () => null] });
    schedule.start();
    await vi.advanceTimersByTimeAsync(1_000);
    schedule.pause();
    schedule.resume();
    await vi.advanceTimersByTimeAsync(28_999);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 30_000]);
  });

  it('keeps a 429 wait longer than the slowed interval across a sleep: resuming does not read sooner', async () => {
    // Retry-After 50 s: longer than the halved rate's 30 s, so only the 429's wait holds the read back.
    const onResume = vi.fn();
    const { schedule, starts } = harness({ onResume, outcomes: [() => new RateLimited(50_000), () => null] });
    schedule.start();
    await vi.advanceTimersByTimeAsync(1_000);
    schedule.pause();
    await vi.advanceTimersByTimeAsync(9_000);
    schedule.resume();
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(schedule.status()).toMatchObject({ state: 'rate_limited', nextAt: T0 + 50_000 });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 50_000]);
  });

  it('counts a read from when it was sent: a read held back pushes the next one back as much', async () => {
    const starts: number[] = [];
    const schedule = createSchedule({
      classify,
      next: () => async (sent) => {
        starts.push(Date.now() - T0);
        // held 4 s in the client's queue behind the user's requests, then 1 s on the wire
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        sent();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        // a call after the read ended (here while the next one is on the wire) moves nothing
        setTimeout(sent, 18_500);
      },
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(18_999);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 19_000]); // sent at 4 s, + 15 s
    await vi.advanceTimersByTimeAsync(19_000);
    expect(starts).toEqual([0, 19_000, 38_000]); // the second sent at 23 s; the first's late call at 23.5 s
  });

  it('idles when there is nothing to read and starts again on wake, within the budget', async () => {
    let work = true;
    const starts: number[] = [];
    const schedule = createSchedule({
      classify,
      next: () =>
        work
          ? async () => {
              starts.push(Date.now() - T0);
            }
          : null,
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    work = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toEqual([0]);
    expect(schedule.status()).toMatchObject({ state: 'idle', nextAt: null });
    work = true;
    schedule.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 60_000]);
  });

  it('takes a next() that throws as a failed read, and goes on', async () => {
    let calls = 0;
    const schedule = createSchedule({
      classify,
      next: () => {
        calls++;
        if (calls === 1) throw new Transient();
        return async () => {};
      },
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(schedule.status()).toMatchObject({ state: 'backing_off', failures: 1 });
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    expect(calls).toBe(2);
    expect(schedule.status().failures).toBe(0);
  });

  it('says when the last read that ended well ended, not counting failed reads', async () => {
    const { schedule } = harness({ durationMs: 1_000, outcomes: [() => null, () => new Transient()] });
    expect(schedule.status().lastReadAt).toBeNull();
    schedule.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(schedule.status().lastReadAt).toBe(T0 + 1_000);
    await vi.advanceTimersByTimeAsync(15_000); // the second read fails at 16 s
    expect(schedule.status()).toMatchObject({ state: 'backing_off', lastReadAt: T0 + 1_000 });
  });

  it('stops: nothing more starts', async () => {
    const { schedule, starts } = harness();
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(starts).toEqual([0]);
    expect(schedule.status().state).toBe('stopped');
  });

  it('takes a new budget at once, and refuses one that is not above 0', async () => {
    const { schedule, starts } = harness();
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    schedule.setRequestsPerMinute(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toEqual([0, 30_000, 60_000]);
    expect(() => schedule.setRequestsPerMinute(0)).toThrow(RangeError);
    expect(() => createSchedule({ classify, next: () => null, requestsPerMinute: Number.NaN })).toThrow(
      RangeError,
    );
  });

  it('tells listeners of each change', async () => {
    const { schedule } = harness({ durationMs: 1_000 });
    const states: string[] = [];
    schedule.onStatus((status) => states.push(status.state));
    schedule.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(states).toEqual(['waiting', 'reading', 'waiting']);
  });
});
