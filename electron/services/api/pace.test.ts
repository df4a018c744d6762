import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPace, type PaceRelease } from './pace';

/** Lets every pending promise callback run (no timer moves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('pace: the user lane', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most 4 of the user’s requests on the wire by default, the next going as one is answered', async () => {
    const queue = createPace();
    const granted: PaceRelease[] = [];
    for (let i = 0; i < 6; i++) void queue.acquire().then((release) => granted.push(release));
    await settle();
    expect(granted).toHaveLength(4);
    granted[0]!();
    granted[0]!(); // a release called twice frees one place
    await settle();
    expect(granted).toHaveLength(5);
  });
});

describe('pace: the background lane', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const pace = (maxInFlight = 2) => createPace({ maxInFlight });

  it('starts a background request at once when the user lane is idle, one at a time', async () => {
    const queue = pace();
    const first = await queue.acquire('background');
    let second: PaceRelease | null = null;
    void queue.acquire('background').then((release) => (second = release));
    await settle();
    expect(second).toBeNull();
    first();
    await settle();
    expect(second).not.toBeNull();
  });

  it('waits while a user request is on the wire, and goes once it is answered', async () => {
    const queue = pace();
    const user = await queue.acquire();
    let background: PaceRelease | null = null;
    void queue.acquire('background').then((release) => (background = release));
    await settle();
    expect(background).toBeNull();
    user();
    await settle();
    expect(background).not.toBeNull();
  });

  it('lets a user request waiting for a place go before a background request waiting longer', async () => {
    const queue = pace(1);
    const order: string[] = [];
    const first = await queue.acquire();
    void queue.acquire('background').then((release) => {
      order.push('background');
      release();
    });
    await settle();
    void queue.acquire().then((release) => {
      order.push('user');
      setTimeout(release, 100);
    });
    await settle();
    first();
    await settle();
    expect(order).toEqual(['user']);
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual(['user', 'background']);
  });

  it('never makes a user request wait for a place: a background request on the wire takes none', async () => {
    const queue = pace(2);
    await queue.acquire('background');
    const started: number[] = [];
    void queue.acquire().then(() => started.push(1));
    void queue.acquire().then(() => started.push(2));
    await settle();
    expect(started).toEqual([1, 2]);
  });

  it('waits while a user request is announced and not yet acquired', async () => {
    const queue = pace();
    const arrived = queue.announce();
    let background: PaceRelease | null = null;
    void queue.acquire('background').then((release) => (background = release));
    await settle();
    expect(background).toBeNull();
    arrived();
    arrived(); // once only: a second call must not let a later announcement through
    const later = queue.announce();
    await settle();
    expect(background).toBeNull();
    later();
    await settle();
    expect(background).not.toBeNull();
  });

  it('waits out a hold like every request', async () => {
    const queue = pace();
    queue.hold(3000);
    let background: PaceRelease | null = null;
    void queue.acquire('background').then((release) => (background = release));
    await vi.advanceTimersByTimeAsync(2999);
    expect(background).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(background).not.toBeNull();
  });

  it('a release called twice frees the lane once', async () => {
    const queue = pace();
    const first = await queue.acquire('background');
    first();
    const second = await queue.acquire('background');
    first();
    let third: PaceRelease | null = null;
    void queue.acquire('background').then((release) => (third = release));
    await settle();
    expect(third).toBeNull();
    second();
    await settle();
    expect(third).not.toBeNull();
  });
});
