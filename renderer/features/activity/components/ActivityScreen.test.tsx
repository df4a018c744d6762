import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ActivityEntryView,
  ActivityOutputs,
  WatchStatusView,
} from '../../../../shared/contract/activity';
import { makeEntry, makeWatchSettings, makeWatchStatus } from '../../../../shared/notify/testEntries';
import { installFakeTransport } from '../../../test/fakeTransport';
import type { PlaceNamesInput } from '../../../../shared/contract/places';
import { renderApp } from '../../../test/render';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  localStorage.clear();
});

const status = (overrides: Partial<WatchStatusView> = {}): WatchStatusView =>
  makeWatchStatus({
    state: 'waiting',
    lastReadAt: new Date(2026, 10, 25, 10, 42).toISOString(),
    ...overrides,
  });

const today = (hours: number, minutes = 0) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes).toISOString();
};
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 9, 0).toISOString();
};

/** A fake main holding `entries` (newest first), paging them `limit` at a time before `beforeSeq`. */
function fakeMain(
  entries: ActivityEntryView[],
  watch = status(),
  more: Parameters<typeof installFakeTransport>[0] = {},
) {
  const log = entries.map((e) => ({ ...e }));
  const unread = () => log.filter((e) => e.readAt === null);
  const fake = installFakeTransport({
    'activity.list': ((input: { limit?: number; beforeSeq?: number; types?: string[] }) => {
      const matching = log.filter(
        (e) =>
          (input.beforeSeq === undefined || e.seq < input.beforeSeq) &&
          (!input.types || input.types.includes(e.type)),
      );
      const page = matching.slice(0, input.limit ?? 50);
      const more = matching.length > page.length;
      return {
        entries: page,
        nextBeforeSeq: more ? page.at(-1)!.seq : null,
      } satisfies ActivityOutputs['activity.list'];
    }) as never,
    'activity.summary': () => ({
      unread: unread().length,
      unreadOffers: unread().filter((e) => e.type === 'offer.received').length,
      newestSeq: log[0]?.seq ?? 0,
      watch,
    }),
    'activity.markRead': ((input: { ids: string[] }) => {
      for (const e of log) if (input.ids.includes(e.id)) e.readAt = new Date().toISOString();
      return { unread: unread().length };
    }) as never,
    'activity.markAllRead': () => {
      for (const e of log) e.readAt ??= new Date().toISOString();
      return { unread: 0 };
    },
    'watch.settings': () => makeWatchSettings(),
    'watch.checkNow': () => status({ state: 'reading' }),
    'desktop.notify': () => ({ delivered: false }),
    'desktop.badge': () => ({ delivered: false }),
    ...more,
  });
  restore = fake.restore;
  return fake;
}

describe('ActivityScreen', () => {
  it('shows what the watch noticed by day, newest first, each a sentence linking to its page', async () => {
    fakeMain([
      makeEntry(4, 'offer.received', { seenAt: today(10, 42) }),
      makeEntry(3, 'listing.stage_changed', {
        seenAt: today(9, 0),
        data: { from: 'loading', to: 'in_transit' },
        readAt: today(9, 5),
      }),
      makeEntry(2, 'offer.accepted', { seenAt: daysAgo(1) }),
      makeEntry(1, 'listing.cancelled', { seenAt: daysAgo(3) }),
    ]);
    renderApp('/activity');
    const todaySection = await screen.findByRole('region', { name: 'Today' });
    const items = within(todaySection).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '10:42Offer receivedNewNew offer of 1,450 EUR on FX-7K2M9Q from Trans Carpatic SRL',
      '09:00Transport stage changedTransport stage of FX-7K2M9Q: Loading → In transit',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/offers/offer-4');
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/listings/FX-7K2M9Q');
    expect(screen.getByRole('region', { name: 'Yesterday' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Checked at 10:42.');
  });

  it("writes a new load's cities in the UI's language, by the app's gazetteer", async () => {
    const english: Record<string, string> = { Wien: 'Vienna', Bucuresti: 'Bucharest' };
    const data = { searchId: 's1', searchName: 'AT → RO', from: 'Wien', to: 'Bucuresti' };
    fakeMain(
      [
        makeEntry(5, 'listing.created', {
          seenAt: today(8, 0),
          data: { ...data, fromCountry: 'AT', toCountry: 'RO' },
        }),
        // kept before the watch kept the countries: as the exchange wrote it
        makeEntry(4, 'listing.created', { seenAt: today(7, 0), data, listingRef: 'FX-AAAAAA' }),
      ],
      status(),
      {
        'places.names': ((input: PlaceNamesInput) =>
          input.places.map(({ city }) => (city ? (english[city] ?? null) : null))) as never,
      },
    );
    renderApp('/activity');
    const todaySection = await screen.findByRole('region', { name: 'Today' });
    await waitFor(() =>
      expect(
        within(todaySection)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'New load Vienna → Bucharest (FX-7K2M9Q) in “AT → RO”',
        'New load Wien → Bucuresti (FX-AAAAAA) in “AT → RO”',
      ]),
    );
  });

  it('counts unread activity and new offers in the navigation', async () => {
    fakeMain([makeEntry(2, 'offer.received'), makeEntry(1, 'offer.accepted')]);
    renderApp('/activity');
    expect(await screen.findByRole('link', { name: 'Activity 2 unread' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Offer inbox 1 new offer' })).toBeTruthy();
  });

  it('marks an entry read when opened, and all with "Mark all as read"', async () => {
    const fake = fakeMain([makeEntry(2, 'listing.closed'), makeEntry(1, 'listing.cancelled')]);
    const { user } = renderApp('/activity');
    const closed = await screen.findByRole('link', { name: 'FX-7K2M9Q was closed: the carrier was chosen' });
    await user.click(closed);
    await waitFor(() =>
      expect(fake.of('activity.markRead').map((c) => c.input)).toEqual([{ ids: ['listing.closed:2'] }]),
    );
    await user.click(await screen.findByRole('link', { name: /^Activity/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
    expect(fake.of('activity.markAllRead')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Activity' })).toBeTruthy();
  });

  it('filters by kind and pages back with "Show older"', async () => {
    // seen today, whatever day the test runs (makeEntry's own date is a fixed day, "Today" only on it)
    const many = Array.from({ length: 55 }, (_, i) =>
      makeEntry(55 - i, i % 2 ? 'offer.accepted' : 'offer.received', { seenAt: today(9, 0) }),
    );
    const fake = fakeMain(many);
    const { user } = renderApp('/activity');
    await screen.findByRole('region', { name: 'Today' });
    expect(
      screen.getAllByRole('listitem').filter((li) => li.classList.contains('activity-item')),
    ).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(document.querySelectorAll('.activity-item')).toHaveLength(55));
    expect(fake.of('activity.list').some((c) => (c.input as { beforeSeq?: number }).beforeSeq === 6)).toBe(
      true,
    );
    await user.selectOptions(screen.getByLabelText('Show'), 'Offer accepted');
    await waitFor(() => expect(document.querySelectorAll('.activity-item')).toHaveLength(27));
    expect(fake.of('activity.list').at(-1)!.input).toEqual({ limit: 50, types: ['offer.accepted'] });
  });

  it('says when nothing was noticed, and what the watch is waiting for', async () => {
    const fake = fakeMain([], status({ state: 'backing_off', failures: 2, nextAt: today(10, 50) }));
    const { user } = renderApp('/activity');
    expect(await screen.findByText(/Nothing noticed yet/)).toBeTruthy();
    expect(await screen.findByText('The exchange is not answering; trying again at 10:50.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(fake.of('watch.checkNow')).toHaveLength(1));
    expect(await screen.findByText('Checking now…')).toBeTruthy();
  });

  it('says how often each kind of thing is read, and what twice the budget would change', async () => {
    const minutes = (n: number) => n * 60_000;
    fakeMain(
      [],
      status({
        requestsPerMinute: 4,
        cadence: [
          { source: 'received_offers', count: 36, typicalMs: minutes(9), shortestMs: minutes(2) },
          { source: 'my_listings', count: 1, typicalMs: minutes(5), shortestMs: minutes(5) },
        ],
      }),
    );
    renderApp('/activity');
    expect(
      await screen.findByText(
        'Offers on your 36 listings: each read about every 9 minutes; the busiest and the newest every 2 minutes.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your offers, listings and vehicles: read about every 5 minutes.')).toBeTruthy();
    expect(
      screen.getByText("At 8 reads a minute, each listing's offers would be read about every 5 minutes."),
    ).toBeTruthy();
  });
});
