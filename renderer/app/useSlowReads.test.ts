import { QueryClient, type Query } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlowReads } from './useSlowReads';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A read that stays under way until `answer()` is called. */
function pendingRead(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  const done = client.fetchQuery({
    queryKey: [key],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return {
    answer: async () => {
      answer(key);
      await act(async () => {
        await done;
        await vi.advanceTimersByTimeAsync(0);
      });
    },
  };
}

/** The hook's renders, counted, with the client and predicate given. */
function watch(client: QueryClient, counts: (query: Query) => boolean = () => true) {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useSlowReads(client, 500, counts);
  });
  return { hook, renders: () => renders };
}

describe('useSlowReads', () => {
  it('renders nothing for a read answered within the time', async () => {
    const client = new QueryClient();
    const { hook, renders } = watch(client);
    const read = pendingRead(client, 'places');
    await act(() => vi.advanceTimersByTimeAsync(499));
    await read.answer();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(hook.result.current).toBe(false);
    expect(renders()).toBe(1);
  });

  it('turns true once a read has lasted the time, and false when the last read ends', async () => {
    const client = new QueryClient();
    const { hook, renders } = watch(client);
    const first = pendingRead(client, 'page');
    await act(() => vi.advanceTimersByTimeAsync(300));
    const second = pendingRead(client, 'places');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(hook.result.current).toBe(true);
    await first.answer();
    expect(hook.result.current).toBe(true);
    await second.answer();
    expect(hook.result.current).toBe(false);
    expect(renders()).toBe(3);
  });

  it('counts only the reads its predicate names', async () => {
    const client = new QueryClient();
    const { hook, renders } = watch(client, (query) => query.queryKey[0] !== 'hold');
    const hold = pendingRead(client, 'hold');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(hook.result.current).toBe(false);
    await hold.answer();
    expect(renders()).toBe(1);
  });
});
