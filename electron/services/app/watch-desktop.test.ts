import { describe, expect, it } from 'vitest';
import type { ActivityPush, ActivitySummary } from '../../../shared/contract/activity';
import { makeEntry, makeWatchSettings, makeWatchStatus } from '../../../shared/notify/testEntries';
import { startWatchDesktop } from './watch-desktop';
import { watchLanguage, watchWords } from './watch-words';

const summary = (unread: number): ActivitySummary => ({
  unread,
  unreadOffers: unread,
  newestSeq: unread,
  watch: makeWatchStatus(),
});

/** A watch service that pushes what the test says, and a desktop that records what main shows. */
function fixture(language: 'en' | 'ro' = 'en', settings = makeWatchSettings()) {
  const listeners = new Set<(push: ActivityPush) => void>();
  const shown: { title: string; body: string; path: string }[] = [];
  const badges: [number, string | undefined][] = [];
  const stop = startWatchDesktop({
    watch: {
      onActivity: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      settings: () => settings,
      summary: () => summary(1),
    },
    desktop: {
      notify: (notice) => (shown.push(notice), true),
      setBadge: (count, label) => (badges.push([count, label]), true),
    },
    words: () => watchWords(language),
    now: () => new Date(2026, 10, 25, 12, 0),
  });
  const push = (value: ActivityPush) => listeners.forEach((listener) => listener(value));
  return { shown, badges, push, stop, listeners };
}

const offer = (seq: number, price: string) =>
  makeEntry(seq, 'offer.received', { data: { price, currency: 'EUR', carrier: 'Trans Carpatic SRL' } });

describe('the watch on the desktop, from main', () => {
  it('sets the badge at once and shows the coalesced notifications of the entries pushed, no page involved', () => {
    const { shown, badges, push } = fixture();
    expect(badges).toEqual([[1, '1 unread']]);
    push({
      summary: summary(3),
      entries: [offer(3, '1500'), offer(2, '1450'), makeEntry(1, 'offer.accepted')],
    });
    expect(shown).toEqual([
      { title: '2 new offers on FX-7K2M9Q', body: 'best 1,450 EUR', path: '/inbox' },
      {
        title: 'Offer accepted',
        body: 'Your offer of 1,450 EUR on FX-7K2M9Q was accepted',
        path: '/offers/offer-1',
      },
    ]);
    // never contact data: the carrier's name stays on the Activity screen
    expect(JSON.stringify(shown)).not.toContain('Trans Carpatic');
    expect(badges.at(-1)).toEqual([3, '3 unread']);
  });

  it('speaks the UI language the page told, else the system one', () => {
    const { shown, push } = fixture('ro');
    push({ summary: summary(2), entries: [offer(2, '1500'), offer(1, '1450')] });
    expect(shown).toEqual([
      { title: '2 oferte noi la FX-7K2M9Q', body: 'cea mai bună: 1.450 EUR', path: '/inbox' },
    ]);
    expect(watchLanguage(null, 'ro-RO')).toBe('ro');
    expect(watchLanguage(null, 'en-US')).toBe('en');
    expect(watchLanguage('en', 'ro-RO')).toBe('en');
  });

  it('tells nothing in quiet hours or of a kind switched off, and sets the badge only when the count moves', () => {
    const quiet = fixture('en', makeWatchSettings({ quietHours: { from: '11:00', to: '13:00' } }));
    quiet.push({ summary: summary(2), entries: [offer(2, '1500')] });
    expect(quiet.shown).toEqual([]);
    const off = fixture(
      'en',
      makeWatchSettings({ notify: { ...makeWatchSettings().notify, 'offer.received': false } }),
    );
    off.push({ summary: summary(1), entries: [offer(2, '1500')] });
    off.push({ summary: summary(1), entries: [] });
    expect(off.shown).toEqual([]);
    expect(off.badges).toEqual([[1, '1 unread']]);
    off.push({ summary: summary(0), entries: [] });
    expect(off.badges.at(-1)).toEqual([0, undefined]);
  });

  it('stops listening when stopped', () => {
    const { stop, listeners } = fixture();
    stop();
    expect(listeners.size).toBe(0);
  });
});
