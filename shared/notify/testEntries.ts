/**
 * Activity entries, watch settings and the watch's status for the tests of the notifications (main's and the page's), the Activity screen and
 * Settings → Watch (test data, not shipped).
 */
import {
  ACTIVITY_KINDS,
  WATCH_SOURCES,
  type ActivityEntryView,
  type WatchSettings,
  type WatchStatusView,
} from '../contract/activity';

/**
 * An entry of `type`, seen on 25 Nov 2026 at 10:42 (a fixed day: a test of a screen that groups by the real
 * day passes its own `seenAt`); override any field.
 */
export function makeEntry(
  seq: number,
  type: string,
  overrides: Partial<ActivityEntryView> = {},
): ActivityEntryView {
  const offer = type.startsWith('offer.');
  return {
    id: `${type}:${seq}`,
    seq,
    type,
    subject: offer ? { kind: 'offer', id: `offer-${seq}` } : { kind: 'listing', id: 'FX-7K2M9Q' },
    listingRef: 'FX-7K2M9Q',
    occurredAt: null,
    data: offer ? { price: '1450.00', currency: 'EUR', carrier: 'Trans Carpatic SRL' } : {},
    source: 'watch',
    seenAt: new Date(2026, 10, 25, 10, 42).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/**
 * Watch settings as a new install has them (docs/watch.md §Settings): on, 4 reads a minute, every source
 * watched, every kind notified, no quiet hours; override any field.
 */
export function makeWatchSettings(overrides: Partial<WatchSettings> = {}): WatchSettings {
  return {
    enabled: true,
    requestsPerMinute: 4,
    sources: Object.fromEntries(WATCH_SOURCES.map((s) => [s, true])) as WatchSettings['sources'],
    notify: Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, true])) as WatchSettings['notify'],
    quietHours: null,
    ...overrides,
  };
}

/**
 * The watch's status (docs/watch.md §The budget: its states) before its first read: idle, nothing
 * planned, no failures, 4 reads a minute, no read yet; override any field.
 */
export function makeWatchStatus(overrides: Partial<WatchStatusView> = {}): WatchStatusView {
  return {
    state: 'idle',
    nextAt: null,
    failures: 0,
    requestsPerMinute: 4,
    slowUntil: null,
    lastReadAt: null,
    ...overrides,
  };
}
