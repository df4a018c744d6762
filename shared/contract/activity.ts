/**
 * Calls about what the watch noticed (the activity log) and how it watches (its settings), docs/watch.md
 * and docs/watch.md. Everything here is local: reading the activity log or changing the watch's
 * settings never sends a request to the exchange. The renderer reads `activity.summary` once, then is
 * told each change by a push from the host ({@link ActivityPush}; docs/watch.md §How the page is told):
 * no polling.
 */
import { z } from 'zod';
import { noInput } from './common';
import { call, output, type OutputsOf } from './call';

/**
 * Every kind of event the watch gives (docs/watch.md "What is watched, and the events"), named as the
 * exchange's event catalog names them (docs/api.md §Events) where it has a name; the four it lacks
 * (`offer.expired`, `listing.closed`, `listing.expired`, `vehicle.created`) are ours, in its style.
 */
export const ACTIVITY_KINDS = [
  'offer.received',
  'offer.withdrawn',
  'offer.accepted',
  'offer.declined',
  'offer.expired',
  'listing.stage_changed',
  'listing.cancelled',
  'listing.closed',
  'listing.expired',
  'listing.created',
  'vehicle.created',
  'vehicle.request_received',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What the watch reads (docs/watch.md table "What is watched"). */
export const WATCH_SOURCES = [
  'my_listings',
  'received_offers',
  'my_offers',
  'carried_loads',
  'my_vehicles',
  'saved_searches',
] as const;
export type WatchSourceName = (typeof WATCH_SOURCES)[number];

/** A value an event's `data` may hold (JSON-safe). */
export type ActivityValue = string | number | boolean | null;

/**
 * One entry of the activity log (docs/watch.md §The activity log). `type` is an {@link ActivityKind}
 * or, kept as text, any other name a later source delivers. Times are ISO 8601 (UTC).
 */
export interface ActivityEntryView {
  /** Stable id of the change (`offer.received:<offer id>`, ...): the same change is kept once. */
  id: string;
  /** Place in the log; a later entry has a larger `seq`. */
  seq: number;
  type: ActivityKind | (string & {});
  subject: { kind: 'listing' | 'offer' | 'vehicle'; id: string };
  /** The listing it concerns, where there is one. */
  listingRef: string | null;
  /** When it happened as the exchange's record says, or null when the record does not say. */
  occurredAt: string | null;
  /** A few figures to tell it by: price and currency, old and new stage, the saved search's id... */
  data: Record<string, ActivityValue>;
  source: 'watch' | 'exchange';
  /** When the watch first noticed it. */
  seenAt: string;
  /** When it was marked read, or null while unread. */
  readAt: string | null;
}

/** The watch's state (docs/watch.md "The budget": `engine.status()`); times are ISO 8601 or null. */
export interface WatchStatusView {
  state: 'stopped' | 'idle' | 'waiting' | 'reading' | 'paused' | 'backing_off' | 'rate_limited';
  /** When the next read may start. */
  nextAt: string | null;
  /** Network or server failures in a row. */
  failures: number;
  /** The budget in force, reads a minute (the configured one, halved after a 429 for an hour). */
  requestsPerMinute: number;
  /** While a 429 slowdown is in force: when it ends. */
  slowUntil: string | null;
  /** When the last read ended well, or null. */
  lastReadAt: string | null;
  /** Whether the first pass is catching up at up to 20 reads a minute (docs/watch.md §The budget). */
  catchingUp?: boolean;
  /**
   * How often each kind of thing is read now, at `requestsPerMinute` (docs/watch.md §The wait said
   * plainly; engine.ts `cadence()`): one entry per source with something to read. Absent while stopped.
   */
  cadence?: WatchCadenceView[];
}

/**
 * How often one kind of thing is read (docs/watch.md §The wait said plainly): `count` things of
 * `source`, the median ms between two reads of one of them (`typicalMs`), and the shortest (`shortestMs`,
 * the busiest or newest).
 */
export interface WatchCadenceView {
  source: WatchSourceName;
  count: number;
  typicalMs: number;
  shortestMs: number;
}

/** What `activity.summary` answers: the nav's counts, the newest entry's place and the watch's state. */
export interface ActivitySummary {
  /** Unread entries of every kind. */
  unread: number;
  /**
   * The inbox's nav count: offers received on my listings still `published`, still `sent`, never seen in
   * the inbox, on the listings the watch reads (the newest 20 of mine; electron/services/watch/inbox-count.ts,
   * shared/domain/inbox-new.ts; docs/watch.md §The inbox count and its known limits).
   */
  unreadOffers: number;
  /** The newest entry's seq, 0 when the log is empty. */
  newestSeq: number;
  watch: WatchStatusView;
}

/**
 * What the host pushes to the page whenever the activity changes (docs/watch.md §How the page is told):
 * the summary now (the one count the nav and Activity show) and the entries the watch just noticed,
 * newest first (none for a change of read marks or of the watch's state). Electron sends it on the IPC
 * channel `dispatch:activity` (the preload's `onActivity`); the browser host streams it as Server-Sent
 * Events (`POST /events/activity`, electron/browser-host/activity-stream.ts).
 */
export interface ActivityPush {
  summary: ActivitySummary;
  entries: ActivityEntryView[];
}

/** The UI languages the host may be told (renderer/shared/format/locale.ts `APP_LANGUAGES`). */
export const UI_LANGUAGES = ['en', 'ro'] as const;

/** Least and most reads a minute the user may choose (docs/watch.md "The budget"). */
export const WATCH_RATE_MIN = 0.5;
export const WATCH_RATE_MAX = 12;

/** Quiet hours: no notification between `from` and `to` (local time, HH:MM; may span midnight). */
export const quietHoursSchema = z
  .object({
    from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is written HH:MM, for example 22:00.'),
    to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is written HH:MM, for example 07:00.'),
  })
  .nullable();

/** The watch's settings, kept in the local settings file. */
export interface WatchSettings {
  /** Whether the watch reads at all. */
  enabled: boolean;
  /** Reads a minute on average for all watching together (default 4). */
  requestsPerMinute: number;
  /** Each source on or off (on by default). */
  sources: Record<WatchSourceName, boolean>;
  /** Each kind of event notified on the desktop or not (on by default). */
  notify: Record<ActivityKind, boolean>;
  quietHours: z.infer<typeof quietHoursSchema>;
}

/** A change of the watch's settings: only the fields given change. */
export const watchSettingsPatchSchema = z.object({
  enabled: z.boolean().optional(),
  requestsPerMinute: z
    .number()
    .min(WATCH_RATE_MIN, `At least ${WATCH_RATE_MIN} reads a minute.`)
    .max(WATCH_RATE_MAX, `At most ${WATCH_RATE_MAX} reads a minute.`)
    .optional(),
  sources: z.partialRecord(z.enum(WATCH_SOURCES), z.boolean()).optional(),
  notify: z.partialRecord(z.enum(ACTIVITY_KINDS), z.boolean()).optional(),
  quietHours: quietHoursSchema.optional(),
});

/**
 * The watch's calls (docs/watch.md), each with its input schema and output type; all local: none sends
 * a request to the exchange.
 */
export const activityCalls = {
  /** Entries newest first, `limit` at a time (default 50), older than `beforeSeq`, of `types` only. */
  'activity.list': call(
    z.object({
      limit: z.number().int().min(1).max(500).optional(),
      beforeSeq: z.number().int().min(1).optional(),
      types: z.array(z.string().min(1).max(64)).max(ACTIVITY_KINDS.length).optional(),
    }),
    output<{ entries: ActivityEntryView[]; nextBeforeSeq: number | null }>(),
  ),
  /**
   * The counts the nav shows and the newest entry's `seq`, with the watch's state. The page reads it
   * once and is then pushed each change ({@link ActivityPush}).
   */
  'activity.summary': call(noInput, output<ActivitySummary>()),
  /** Marks the entries with these ids read. */
  'activity.markRead': call(
    z.object({ ids: z.array(z.string().min(1).max(200)).min(1).max(500) }),
    output<{ unread: number }>(),
  ),
  /** Marks every entry read. */
  'activity.markAllRead': call(noInput, output<{ unread: number }>()),
  'watch.settings': call(noInput, output<WatchSettings>()),
  'watch.update': call(watchSettingsPatchSchema, output<WatchSettings>()),
  /** Starts a pass now (a user's "Check now"), within the budget. */
  'watch.checkNow': call(noInput, output<WatchStatusView>()),
  /**
   * The network as the page sees it (`navigator.onLine`, its `online`/`offline` events): offline, the
   * watch starts no read; back online, one catch-up pass (docs/watch.md "The budget").
   */
  'watch.online': call(z.object({ online: z.boolean() }), output<WatchStatusView>()),
  /**
   * The UI's language, told by the page when it starts and when the user changes it: the main process
   * composes the watch's notifications (and its own words) in it, with no page (docs/watch.md §On the
   * desktop). Kept in the settings file (`desktop.language`).
   */
  'desktop.setLanguage': call(z.object({ language: z.enum(UI_LANGUAGES) }), output<{ language: string }>()),
  /**
   * Shows a desktop notification (docs/watch.md §On the desktop). The main process composes the watch's
   * own notifications itself; this call remains for a notice the page itself wants shown. `path` is the
   * app route a click opens. A host without a notifier answers `delivered: false`.
   */
  'desktop.notify': call(
    z.object({
      title: z.string().trim().min(1).max(200),
      body: z.string().trim().max(500),
      path: z
        .string()
        .max(200)
        // one leading slash only: `//host` reads as another host to a URL parser
        .regex(/^\/(?!\/)[A-Za-z0-9/_.~%?=&-]*$/, 'A path inside the app, such as /inbox.'),
    }),
    output<{ delivered: boolean }>(),
  ),
  /**
   * The count of unread activity on the dock or taskbar icon (`app.setBadgeCount`; on Windows, which
   * shows no count, a dot overlaid on the taskbar icon with `label` read to screen readers, such as
   * "3 unread", in the UI's language; the count's digits without it); 0 clears it. A host without one
   * answers `delivered: false` (the browser host's renderer puts the count in the page's title).
   */
  'desktop.badge': call(
    z.object({
      count: z.number().int().min(0).max(99_999),
      label: z.string().trim().min(1).max(100).optional(),
    }),
    output<{ delivered: boolean }>(),
  ),
} as const;

/** The output type of each watch call, by name (derived from `activityCalls`). */
export type ActivityOutputs = OutputsOf<typeof activityCalls>;
