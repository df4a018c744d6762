import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
    refreshWhatChanged(client, [entry('offer.received', { kind: 'offer', id: 'o1' })]);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, false, false, true, true, false]);
  });
});
