import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerKeys, offerQueries } from './offerQueries';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/transport', () => ({ call }));

afterEach(() => {
  call.mockReset();
});

/** Shows the inbox of `refs` once (an observer mounts, then leaves); resolves when its read, if any, is done. */
async function showInbox(client: QueryClient, refs: string[]): Promise<void> {
  const observer = new QueryObserver(client, offerQueries.inbox(refs));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false), { timeout: 10_000 });
  unsubscribe();
}

describe('offerQueries.inbox', () => {
  it('is read once, and again when shown only after it was marked stale', async () => {
    const client = new QueryClient();
    call.mockResolvedValue([]);
    await showInbox(client, ['FX-7K2M9Q']);
    await showInbox(client, ['FX-7K2M9Q']);
    expect(call).toHaveBeenCalledTimes(1);
    // the watch noticed an offer while the inbox was not shown (renderer/app/freshAfterActivity.ts)
    await client.invalidateQueries({ queryKey: offerKeys.inboxAll, refetchType: 'none' });
    await showInbox(client, ['FX-7K2M9Q']);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith('offers.inbox', { refs: ['FX-7K2M9Q'] });
    await showInbox(client, ['FX-7K2M9Q']);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
