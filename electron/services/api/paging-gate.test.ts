import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURSOR_GAP_MS } from '../../../shared/domain/vocabulary';
import type { Clock } from '../clock';
import { createPagingGate, GAP_MARGIN_MS, type GateRelease } from './paging-gate';

/** Tracks whether a promise has settled, for checks at a fake instant. */
function track<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T } = { done: false };
  void promise.then((value) => {
    state.done = true;
    state.value = value;
  });
  return state;
}

/** A clock reading `time` whose every timer moves it on by `advance(ms)` and fires at once. */
function fakeClock(time: () => number, advance: (ms: number) => void): Clock {
  return {
    now: time,
    monotonic: time,
    setTimeout(run, ms) {
      advance(ms);
      queueMicrotask(run);
      return null;
    },
    clearTimeout() {},
  };
}

describe('paging gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const makeGate = () => createPagingGate({ gapMs: 400, marginMs: 15 });

  it('sends first pages at once, even while another request is in flight', async () => {
    const gate = makeGate();
    const first = track(gate.acquire('h|/listings', false));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.done).toBe(true);
    const second = track(gate.acquire('h|/listings', false));
    await vi.advanceTimersByTimeAsync(0);
    expect(second.done).toBe(true);
  });

  it('never sends a cursor request sooner than gap + margin after the previous response', async () => {
    const gate = makeGate();
    const release = await gate.acquire('h|/listings', false);
    await vi.advanceTimersByTimeAsync(120); // the first page takes 120 ms to answer
    release();
    const start = Date.now();
    const next = track(gate.acquire('h|/listings', true));
    await vi.advanceTimersByTimeAsync(414);
    expect(next.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.done).toBe(true);
    expect(Date.now() - start).toBe(415);
  });

  it('by default sends a cursor request 402 ms after the previous response: gap + 2 ms, not sooner', async () => {
    expect(GAP_MARGIN_MS).toBe(2);
    const gate = createPagingGate();
    const release = await gate.acquire('h|/listings', false);
    await vi.advanceTimersByTimeAsync(3); // the first page's round trip
    release();
    const start = Date.now();
    const next = track(gate.acquire('h|/listings', true));
    await vi.advanceTimersByTimeAsync(401);
    expect(next.done).toBe(false); // 401 ms after the response: a whole-ms server clock could read 400
    await vi.advanceTimersByTimeAsync(1);
    expect(next.done).toBe(true);
    expect(Date.now() - start).toBe(402);
  });

  it('re-measures after a timer that fires early, and still waits the full gap', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    const gate = createPagingGate({
      // A timer that fires 1.5 ms early the first time, on time after that.
      clock: fakeClock(
        () => clock,
        (ms) => {
          sleeps.push(ms);
          clock += sleeps.length === 1 ? ms - 1.5 : ms;
        },
      ),
    });
    (await gate.acquire('h|/listings', false))();
    await gate.acquire('h|/listings', true);
    expect(sleeps).toEqual([402, 1.5]);
    expect(clock).toBe(402);
  });

  // docs/api.md §Rate limits: a cursor request arriving 400 ms or less after the previous one is
  // refused, so not a fraction of a millisecond may be shaved off the gap (docs/architecture.md §The test
  // layers): after a timer that fires early by any amount, up to a whole millisecond, the gate waits out the
  // rest.
  it.each([0.25, 0.5, 0.9375, 1])(
    'sends no cursor request before gap + margin, even after a timer that fires %s ms early',
    async (early) => {
      expect(CURSOR_GAP_MS).toBe(400);
      let clock = 3.5; // a monotonic clock in fractional ms, as performance.now() is
      let sleeps = 0;
      const gate = createPagingGate({
        clock: fakeClock(
          () => clock,
          (ms) => {
            sleeps += 1;
            clock += sleeps === 1 ? ms - early : ms;
          },
        ),
      });
      (await gate.acquire('h|/listings', false))(); // the previous response, received at 3.5
      await gate.acquire('h|/listings', true);
      const waited = clock - 3.5;
      expect(waited).toBeGreaterThanOrEqual(CURSOR_GAP_MS + GAP_MARGIN_MS);
      expect(waited).toBeGreaterThan(CURSOR_GAP_MS);
      expect(sleeps).toBe(2);
    },
  );

  it('sends a cursor request at once when the gap has already passed', async () => {
    const gate = makeGate();
    (await gate.acquire('h|/listings', false))();
    await vi.advanceTimersByTimeAsync(600);
    const next = track(gate.acquire('h|/listings', true));
    await vi.advanceTimersByTimeAsync(0);
    expect(next.done).toBe(true);
  });

  it('waits for a request in flight, then for the gap after its response', async () => {
    const gate = makeGate();
    const release = await gate.acquire('h|/listings', false);
    const next = track(gate.acquire('h|/listings', true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(next.done).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(414);
    expect(next.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.done).toBe(true);
  });

  it('serialises two waiting cursor requests, each a full gap after the previous response', async () => {
    const gate = makeGate();
    (await gate.acquire('h|/listings', false))();
    const a = track(gate.acquire('h|/listings', true));
    const b = track(gate.acquire('h|/listings', true));
    await vi.advanceTimersByTimeAsync(415);
    expect(a.done).toBe(true);
    expect(b.done).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    (a.value as GateRelease)();
    await vi.advanceTimersByTimeAsync(414);
    expect(b.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.done).toBe(true);
  });

  it('keeps holders and routes apart', async () => {
    const gate = makeGate();
    (await gate.acquire('h1|/listings', false))();
    const otherHolder = track(gate.acquire('h2|/listings', true));
    const otherRoute = track(gate.acquire('h1|/vehicles', true));
    await vi.advanceTimersByTimeAsync(0);
    expect(otherHolder.done).toBe(true);
    expect(otherRoute.done).toBe(true);
  });

  it('a first page counts as previous for the next cursor request', async () => {
    const gate = makeGate();
    (await gate.acquire('h|/listings', false))();
    await vi.advanceTimersByTimeAsync(1000);
    (await gate.acquire('h|/listings', false))(); // a new search answered just now
    const next = track(gate.acquire('h|/listings', true));
    await vi.advanceTimersByTimeAsync(414);
    expect(next.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.done).toBe(true);
  });
});
