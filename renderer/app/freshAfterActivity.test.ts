import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntryView } from '../../shared/contract/activity';
import { isFirstPageOf, listsConcerned, refreshWhatChanged } from './freshAfterActivity';

const entry = (type: string, subject: ActivityEntryView['subject']): ActivityEntryView => ({
  id: `${type}:${subject.id}`,
  seq: 1,
  type,
  subject,
  listingRef: 'FX-7K2M9Q',
  occurredAt: null,
  data: {},
  source: 'watch',
  seenAt: '2026-11-25T10:00:00Z',
  readAt: null,
});

/** How long a read may take to settle (vi.waitFor's own 1 s is too short on two busy cores). */
const WAIT = { timeout: 10_000 };

describe('freshAfterActivity', () => {
  it('names the lists each kind concerns', () => {
    expect([...listsConcerned([entry('offer.accepted', { kind: 'offer', id: 'o1' })])]).toEqual([
      'offers-mine',
    ]);
    expect([...listsConcerned([entry('listing.created', { kind: 'listing', id: 'FX-1' })])]).toEqual([]);
  });

  it('matches page 1 of a list only', () => {
    const lists = new Set(['offers-mine']);
    expect(isFirstPageOf(['list', 'offers-mine', 'page', {}, null], lists)).toBe(true);
    expect(isFirstPageOf(['list', 'offers-mine', 'page', {}, 'c2'], lists)).toBe(false);
    expect(isFirstPageOf(['list', 'listings', 'page', {}, null], lists)).toBe(false);
  });

  it('marks stale page 1 of the lists, the inbox and the offers concerned, nothing else', () => {
    const client = new QueryClient();
    const keys = [
      ['list', 'inbox-listings', 'page', {}, null],
      ['list', 'inbox-listings', 'page', {}, 'c2'],
      ['list', 'listings', 'page', {}, null],
      ['offers', 'inbox', ['FX-7K2M9Q']],
      ['offers', 'detail', 'o1'],
      ['offers', 'detail', 'o2'],
    ];
    for (const key of keys) client.setQueryData(key, { any: 1 });
    refreshWhatChanged(client, [entry('offer.received', { kind: 'offer', id: 'o1' })], { inboxOpen: true });
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, false, false, true, true, false]);
  });

  it.each([
    { inboxOpen: true, reads: { inbox: 2, listings: 2, mine: 2 } },
    { inboxOpen: false, reads: { inbox: 1, listings: 1, mine: 2 } },
  ])(
    'with the inbox open: $inboxOpen, re-reads at once what is shown: $reads',
    async ({ inboxOpen, reads }) => {
      const client = new QueryClient();
      const count = { inbox: 0, listings: 0, mine: 0 };
      const keys = {
        inbox: ['offers', 'inbox', ['FX-7K2M9Q']],
        listings: ['list', 'inbox-listings', 'page', {}, null],
        mine: ['list', 'listings-mine', 'page', {}, null],
      } as const;
      // each read observed, as the nav's count and My listings observe theirs
      const stop = (Object.keys(keys) as (keyof typeof keys)[]).map((name) =>
        new QueryObserver(client, {
          queryKey: keys[name],
          queryFn: () => ++count[name],
          staleTime: Infinity,
        }).subscribe(() => undefined),
      );
      const settled = () =>
        Object.values(keys).every((key) => client.getQueryState(key)?.fetchStatus === 'idle');
      await vi.waitFor(() => expect(settled() && count).toEqual({ inbox: 1, listings: 1, mine: 1 }), WAIT);
      refreshWhatChanged(
        client,
        [
          entry('offer.received', { kind: 'offer', id: 'o1' }),
          entry('listing.closed', { kind: 'listing', id: 'FX-7K2M9Q' }),
        ],
        { inboxOpen },
      );
      await vi.waitFor(() => expect(settled() && count).toEqual(reads), WAIT);
      // what was not read again is stale, for the inbox's next opening
      expect(client.getQueryState(keys.inbox)?.isInvalidated).toBe(!inboxOpen);
      for (const unsubscribe of stop) unsubscribe();
    },
  );
});
