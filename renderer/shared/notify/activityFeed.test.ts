import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEntry, makeWatchStatus } from '../../../shared/notify/testEntries';
import { activityQueries } from './activityQueries';
import { parseEvents, subscribeActivity } from './activityFeed';

const push = (unread: number) => ({
  summary: { unread, unreadOffers: 0, newestSeq: unread, watch: makeWatchStatus() },
  entries: [makeEntry(unread, 'offer.received')],
});

afterEach(() => {
  delete window.dispatch;
});

describe('the activity pushes', () => {
  it('reads pushes out of a Server-Sent Events stream cut anywhere, skipping comments and junk', () => {
    const text = `: keep-alive\n\ndata: ${JSON.stringify(push(1))}\n\ndata: not json\n\ndata: {"x":1}\n\ndata: ${JSON.stringify(push(2))}`;
    const first = parseEvents(text.slice(0, 60));
    const second = parseEvents(first.rest + text.slice(60) + '\n\n');
    expect([...first.pushes, ...second.pushes].map((p) => p.summary.unread)).toEqual([1, 2]);
    expect(second.rest).toBe('');
  });

  it("takes the desktop app's pushes from the preload, only in a push's shape", () => {
    let send: ((value: unknown) => void) | null = null;
    const unsubscribe = vi.fn();
    window.dispatch = {
      invoke: vi.fn(),
      onActivity: (listener) => ((send = listener as (value: unknown) => void), unsubscribe),
    };
    const got: number[] = [];
    const stop = subscribeActivity((value) => got.push(value.summary.unread));
    send!(push(3));
    send!({ summary: 'x' });
    expect(got).toEqual([3]);
    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('never re-reads the summary on a timer: the host pushes it', () => {
    const options = activityQueries.summary();
    expect(options.refetchInterval).toBeUndefined();
    expect(options.staleTime).toBe(Infinity);
  });
});
