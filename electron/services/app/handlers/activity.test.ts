import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Desk } from '../../db/desk';
import { openDesk } from '../../db/desk';
import { createSettingsStore } from '../../settings/settings-store';
import type { WatchEvent } from '../../watch/events';
import type { DesktopPort, DesktopShellPort, Handlers, ServiceContext } from '../context';
import { invokeCall } from '../invoke';
import { createWatchService, type WatchService } from '../watch-service';
import { activityHandlers } from './activity';
import { okOf as ok } from './local-services.fixture';

let dir: string;
let desk: Desk;
let watch: WatchService;

function handlers(
  desktop: DesktopPort | null = null,
  shell: Partial<DesktopShellPort> | null = null,
): Handlers {
  return activityHandlers({
    watch,
    desktop,
    desktopShell: () => shell,
  } as unknown as ServiceContext) as unknown as Handlers;
}
const event = (id: string, type = 'offer.received'): WatchEvent => ({
  id,
  type,
  subject: { kind: 'offer', id: `offer-${id}` },
  listingRef: 'FX-7K2M9Q',
  occurredAt: null,
  data: { price: 1450, currency: 'EUR' },
  source: 'watch',
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-activity-calls-'));
  desk = openDesk({ dir });
  watch = createWatchService({
    settings: createSettingsStore({ cwd: dir }),
    desk: () => desk,
    session: {
      client: () => Promise.reject(new Error('not read')),
      info: () => Promise.reject(new Error('no')),
    },
  });
});
afterEach(() => {
  watch.close();
  desk.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('activity calls', () => {
  it('lists newest first in pages, filters by type, and says where the next page starts', async () => {
    watch
      .log()
      .commit(['a', 'b', 'c'].map((id, i) => event(id, i === 1 ? 'offer.accepted' : 'offer.received')));
    const h = handlers();
    const first = await ok<{ entries: { id: string; seq: number }[]; nextBeforeSeq: number | null }>(
      h,
      'activity.list',
      { limit: 2 },
    );
    expect(first.entries.map((e) => e.id)).toEqual(['c', 'b']);
    expect(first.nextBeforeSeq).toBe(2);
    const second = await ok<typeof first>(h, 'activity.list', { limit: 2, beforeSeq: 2 });
    expect(second).toMatchObject({
      entries: [{ id: 'a', readAt: null, data: { price: 1450 } }],
      nextBeforeSeq: null,
    });
    const offers = await ok<typeof first>(h, 'activity.list', { types: ['offer.accepted'] });
    expect(offers.entries.map((e) => e.id)).toEqual(['b']);
  });

  it('sums up unread and the newest seq; marks some or all read; the inbox count is not the events', async () => {
    const h = handlers();
    expect(await ok(h, 'activity.summary')).toMatchObject({ unread: 0, unreadOffers: 0, newestSeq: 0 });
    watch.log().commit([event('a'), event('b', 'listing.stage_changed'), event('c')]);
    // the inbox count is the offers the watch stored and the inbox has not shown (docs/watch.md §The
    // inbox count, watch/inbox-count.test.ts): events alone, with no stored offers, count none, and
    // reading Activity never lowers it
    expect(await ok(h, 'activity.summary')).toMatchObject({ unread: 3, unreadOffers: 0, newestSeq: 3 });
    expect(await ok(h, 'activity.markRead', { ids: ['a', 'nope'] })).toEqual({ unread: 2 });
    expect(await ok(h, 'activity.summary')).toMatchObject({ unread: 2, unreadOffers: 0 });
    expect(await ok(h, 'activity.markAllRead')).toEqual({ unread: 0 });
  });

  it("tells the desktop shell when the UI's language changes, so the tray's menu speaks it at once", async () => {
    const languageChanged = vi.fn();
    const call = (language: string) =>
      invokeCall(handlers(null, { languageChanged }), 'desktop.setLanguage', { language });
    expect(await call('ro')).toEqual({ ok: true, value: { language: 'ro' } });
    expect(languageChanged).toHaveBeenCalledTimes(1);
    await call('ro');
    expect(languageChanged).toHaveBeenCalledTimes(1);
    await call('en');
    expect(languageChanged).toHaveBeenCalledTimes(2);
    expect(watch.language()).toBe('en');
  });

  it('keeps the watch settings, changing only what a patch gives', async () => {
    const h = handlers();
    const defaults = await ok<{ requestsPerMinute: number; sources: Record<string, boolean> }>(
      h,
      'watch.settings',
    );
    expect(defaults).toMatchObject({ enabled: true, requestsPerMinute: 4, quietHours: null });
    expect(Object.values(defaults.sources).every(Boolean)).toBe(true);
    const changed = await ok(h, 'watch.update', {
      requestsPerMinute: 2,
      sources: { my_vehicles: false },
      notify: { 'offer.withdrawn': false },
      quietHours: { from: '22:00', to: '07:00' },
    });
    expect(changed).toMatchObject({
      enabled: true,
      requestsPerMinute: 2,
      sources: { my_vehicles: false, my_offers: true },
      notify: { 'offer.withdrawn': false, 'offer.received': true },
      quietHours: { from: '22:00', to: '07:00' },
    });
    expect(await ok(h, 'watch.settings')).toEqual(changed);
    expect((await invokeCall(h, 'watch.update', { requestsPerMinute: 100 })).ok).toBe(false);
  });

  it('answers delivered: false without a desktop, and passes notifications and badges to one', async () => {
    expect(await ok(handlers(), 'desktop.notify', { title: 'New offer', body: '', path: '/inbox' })).toEqual({
      delivered: false,
    });
    expect(await ok(handlers(), 'desktop.badge', { count: 3 })).toEqual({ delivered: false });
    const told: unknown[] = [];
    const desktop: DesktopPort = {
      notify: (n) => told.push(n) > 0,
      setBadge: (count, label) => told.push([count, label]) > 0,
    };
    expect(
      await ok(handlers(desktop), 'desktop.notify', { title: 'New offer', body: 'b', path: '/inbox' }),
    ).toEqual({
      delivered: true,
    });
    expect(await ok(handlers(desktop), 'desktop.badge', { count: 0 })).toEqual({ delivered: true });
    expect(await ok(handlers(desktop), 'desktop.badge', { count: 3, label: '3 unread' })).toEqual({
      delivered: true,
    });
    expect(told).toEqual([
      { title: 'New offer', body: 'b', path: '/inbox' },
      [0, undefined],
      [3, '3 unread'],
    ]);
    for (const path of ['https://evil.test', '//evil.test/inbox', 'inbox']) {
      expect((await invokeCall(handlers(desktop), 'desktop.notify', { title: 'x', body: '', path })).ok).toBe(
        false,
      );
    }
    expect(told).toHaveLength(3);
  });
});
