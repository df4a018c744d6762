import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityOutputs } from '../../shared/contract/activity';
import { makeWatchStatus } from '../../shared/notify/testEntries';
import { installFakeTransport, makeKey, makeListing, makeSession } from '../test/fakeTransport';
import { renderWithClient } from '../test/render';
import { makeEntry, makeOffer, offerId } from '../features/offers/model/testOffers';
import { activityKeys } from '../shared/notify/activityQueries';
import { InboxActivityCount } from './InboxActivityCount';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

type Summary = ActivityOutputs['activity.summary'];
/** A key in use: the inbox's own count reads only then. */
const withKey = () => makeSession({ key: makeKey({ kind: 'test', last4: 'AB12', demoAccount: 'shipper' }) });
const summary = (unreadOffers: number): Summary => ({
  unread: unreadOffers,
  unreadOffers,
  newestSeq: unreadOffers,
  watch: makeWatchStatus(),
});

describe('InboxActivityCount', () => {
  it('reads nothing from the exchange while the summary loads, nor once the summary counts new offers', async () => {
    let answer: (value: Summary) => void = () => undefined;
    const fake = installFakeTransport({
      'session.get': withKey,
      'activity.summary': (() =>
        new Promise<Summary>((resolve) => {
          answer = resolve;
        })) as never,
      'listings.mine': (() => ({ data: [makeListing()], hasMore: false, nextCursor: null })) as never,
      'offers.inbox': (() => []) as never,
    });
    restore = fake.restore;
    renderWithClient(<InboxActivityCount />);
    await waitFor(() => expect(fake.of('activity.summary')).toHaveLength(1));
    // the summary still loading: the inbox's count reads nothing (it reads my listings, then the offers on each)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.of('listings.mine')).toHaveLength(0);
    answer(summary(2));
    expect(await screen.findByText('2 new offers')).toBeTruthy();
    expect(fake.of('listings.mine')).toHaveLength(0);
    expect(fake.of('offers.inbox')).toHaveLength(0);
  });

  it('falls back to the inbox’s own count when the summary has no new offers', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'activity.summary': (() => summary(0)) as never,
      'listings.mine': (() => ({ data: [makeListing()], hasMore: false, nextCursor: null })) as never,
      'offers.inbox': (() => []) as never,
    });
    restore = fake.restore;
    renderWithClient(<InboxActivityCount />);
    await waitFor(() => expect(fake.of('offers.inbox')).toHaveLength(1));
    expect(fake.of('listings.mine')).toHaveLength(1);
  });
});

describe('InboxActivityCount while the watch’s first pass reads on', () => {
  it('never shows fewer than the inbox’s own count: the pass has read only some listings', async () => {
    let current: Summary = { ...summary(0), watch: makeWatchStatus({ catchingUp: true }) };
    const fake = installFakeTransport({
      'session.get': withKey,
      'activity.summary': (() => current) as never,
      'listings.mine': (() => ({
        data: [makeListing({ ref: 'FX-AA0001' }), makeListing({ ref: 'FX-AA0002', status: 'closed' })],
        hasMore: false,
        nextCursor: null,
      })) as never,
      'offers.inbox': (() => [
        makeEntry('FX-AA0001', [makeOffer(offerId(1)), makeOffer(offerId(2)), makeOffer(offerId(3))], {
          newIds: [offerId(1), offerId(2), offerId(3)],
        }),
        // a closed listing's offer is never new (shared/domain/inbox-new.ts)
        makeEntry('FX-AA0002', [makeOffer(offerId(4), { listingRef: 'FX-AA0002' })], {
          newIds: [offerId(4)],
        }),
      ]) as never,
    });
    restore = fake.restore;
    const { client } = renderWithClient(<InboxActivityCount />);
    // the key just chosen: the watch has counted nothing yet, the inbox's own count says 3
    expect(await screen.findByText('3 new offers')).toBeTruthy();
    // the watch has read one listing's offers (1): still 3, not 1
    current = { ...summary(1), watch: makeWatchStatus({ catchingUp: true }) };
    await client.invalidateQueries({ queryKey: activityKeys.summary() });
    await waitFor(() => expect(fake.of('activity.summary')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('3 new offers')).toBeTruthy();
    expect(screen.queryByText('1 new offer')).toBeNull();
    // the pass is over and counted the same 3; then an offer arrives: 4
    current = { ...summary(3), watch: makeWatchStatus({ catchingUp: false }) };
    await client.invalidateQueries({ queryKey: activityKeys.summary() });
    expect(await screen.findByText('3 new offers')).toBeTruthy();
    current = { ...summary(4), watch: makeWatchStatus({ catchingUp: false }) };
    await client.invalidateQueries({ queryKey: activityKeys.summary() });
    expect(await screen.findByText('4 new offers')).toBeTruthy();
  });

  it('reads nothing of its own for it: a catch-up after a sleep, the summary already counting', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'activity.summary': (() => ({ ...summary(2), watch: makeWatchStatus({ catchingUp: true }) })) as never,
      'listings.mine': (() => ({ data: [makeListing()], hasMore: false, nextCursor: null })) as never,
      'offers.inbox': (() => []) as never,
    });
    restore = fake.restore;
    renderWithClient(<InboxActivityCount />);
    expect(await screen.findByText('2 new offers')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.of('listings.mine')).toHaveLength(0);
    expect(fake.of('offers.inbox')).toHaveLength(0);
  });
});
