import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntryView } from '../../../shared/contract/activity';
import { installFakeTransport } from '../../test/fakeTransport';
import { renderApp } from '../../test/render';
import { activityKeys } from './activityQueries';
import { makeEntry, makeWatchSettings, makeWatchStatus } from './testEntries';

const settings = makeWatchSettings();

/** The web notifications made (title, body), as a wrapped `window.Notification` records them. */
let shown: { title: string; body: string | undefined; onclick: (() => void) | null }[] = [];

beforeEach(() => {
  shown = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push(this as unknown as (typeof shown)[number]);
      Object.assign(this, { title, body: options?.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  document.title = 'Dispatch';
});

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A fake main whose log is `log` (newest first); `delivered` is what the desktop calls answer. */
function fakeMain(log: ActivityEntryView[], delivered = false) {
  const fake = installFakeTransport({
    'activity.summary': () => ({
      unread: log.filter((e) => e.readAt === null).length,
      unreadOffers: log.filter((e) => e.readAt === null && e.type === 'offer.received').length,
      newestSeq: log[0]?.seq ?? 0,
      watch: makeWatchStatus(),
    }),
    'activity.list': () => ({ entries: log, nextBeforeSeq: null }),
    'watch.settings': () => settings,
    'desktop.notify': () => ({ delivered }),
    'desktop.badge': () => ({ delivered }),
  });
  restore = fake.restore;
  return fake;
}

const offer = (seq: number, price: string) =>
  makeEntry(seq, 'offer.received', { data: { price, currency: 'EUR', carrier: 'Any SRL' } });

describe('useWatchNotifier', () => {
  it('takes the log as it is on first load, then tells what comes after, coalesced, once', async () => {
    const log: ActivityEntryView[] = [makeEntry(1, 'listing.closed')];
    const fake = fakeMain(log);
    const { client, router } = renderApp('/listings');
    // the badge: no icon here, so the title carries the count
    await waitFor(() => expect(document.title).toBe('(1) Dispatch'));
    expect(fake.of('desktop.notify')).toHaveLength(0);

    log.unshift(offer(4, '1500'), offer(3, '1450'), makeEntry(2, 'offer.accepted'));
    await client.invalidateQueries({ queryKey: activityKeys.summary() });
    await waitFor(() => expect(shown).toHaveLength(2));
    expect(fake.of('desktop.notify').map((c) => c.input)).toEqual([
      { title: '2 new offers on FX-7K2M9Q', body: 'best 1,450 EUR', path: '/inbox' },
      {
        title: 'Offer accepted',
        body: 'Your offer of 1,450 EUR on FX-7K2M9Q was accepted',
        path: '/offers/offer-2',
      },
    ]);
    expect(shown.map((n) => [n.title, n.body])).toEqual([
      ['2 new offers on FX-7K2M9Q', 'best 1,450 EUR'],
      ['Offer accepted', 'Your offer of 1,450 EUR on FX-7K2M9Q was accepted'],
    ]);
    await waitFor(() => expect(document.title).toBe('(4) Dispatch'));
    expect(fake.of('desktop.badge').at(-1)!.input).toEqual({ count: 4, label: '4 unread' });
    expect(await screen.findByRole('link', { name: 'Offer inbox 2 new offers' })).toBeTruthy();

    // a click opens the item
    shown[1]!.onclick!();
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers/offer-2'));

    // the next summary with nothing new tells nothing again
    await client.invalidateQueries({ queryKey: activityKeys.summary() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.of('desktop.notify')).toHaveLength(2);
  });

  it('does not tell again after a reload, and leaves the browser alone when the desktop showed it', async () => {
    const log: ActivityEntryView[] = [makeEntry(1, 'listing.closed')];
    let fake = fakeMain(log, true);
    let app = renderApp('/listings');
    await waitFor(() => expect(fake.of('desktop.badge').length).toBeGreaterThan(0));
    log.unshift(makeEntry(2, 'listing.cancelled'));
    await app.client.invalidateQueries({ queryKey: activityKeys.summary() });
    await waitFor(() => expect(fake.of('desktop.notify')).toHaveLength(1));
    expect(shown).toHaveLength(0);
    expect(document.title).toBe('Dispatch');

    cleanup();
    restore?.();
    fake = fakeMain(log, true);
    app = renderApp('/listings');
    await waitFor(() => expect(fake.of('activity.summary').length).toBeGreaterThan(0));
    await app.client.invalidateQueries({ queryKey: activityKeys.summary() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.of('desktop.notify')).toHaveLength(0);
  });
});
