/**
 * The watch as the app services run it (docs/watch.md §Wiring): one watch engine
 * (watch/engine.ts) over the session's API client (its background lane, api/pace.ts) and the desk's
 * database (the activity log), with the watch's settings from the settings file applied to it. The
 * handlers of shared/contract/activity.ts (handlers/activity.ts) use it; the hosts start it and pause
 * it while the machine sleeps (electron/main.ts).
 *
 * Rules:
 * - Nothing reads until a host calls `start()` (tests and tools that make services read nothing of
 *   their own). Then the engine runs while the settings say `enabled`, each source on or off as set,
 *   at the budget set (default 4 reads a minute).
 * - **The holder**: the snapshots the watch diffs against belong to one key on one exchange. When
 *   the environment or the key changes (`beforeSessionChange`, then `onSessionChanged`), the engine
 *   stops, and if the holder is not the one the snapshots were taken for (kept in the database beside
 *   them), every snapshot is forgotten: the next read of each thing is a baseline, so another
 *   holder's lists are never told as news. Then it plans afresh and starts again.
 * - **Permissions**: with a key every source is tried; a 403 takes a source out until the key changes
 *   (engine.ts). Without a key only public reads (watched saved searches) are made.
 * - Saved searches: `onSavedSearchesChanged` plans afresh (a Watch switched, a search created);
 *   `onSavedSearchDeleted` also forgets that search's snapshot (`search:<id>`).
 * - **Telling** (docs/watch.md §How the page is told): every change of the activity (entries the
 *   engine noticed, read marks, the watch's state) goes to the `onActivity` listeners as an
 *   `ActivityPush`: the summary now, with the new entries as the log keeps them. The main process's
 *   notifier (watch-desktop.ts) and the hosts' push to the page listen; nothing polls.
 */
import type {
  ActivityEntryView,
  ActivityPush,
  ActivitySummary,
  WatchSettings,
  WatchCadenceView,
  WatchStatusView,
  WatchSourceName,
  watchSettingsPatchSchema,
} from '../../../shared/contract/activity';
import type { z } from 'zod';
import type { SessionInfo } from '../../../shared/contract/calls';
import { systemClock, type Clock } from '../clock';
import type { Desk } from '../db/desk';
import type { DesktopLanguage } from '../settings/desktop-settings';
import type { SettingsStore } from '../settings/settings-store';
import { patchWatchSettings } from '../settings/watch-settings';
import { createActivityLog, type ActivityEntry, type ActivityLog } from '../watch/activity-log';
import { createWatchEngine, type WatchEngine, type WatchEngineOptions } from '../watch/engine';
import type { ExchangeClock } from '../watch/exchange-clock';
import type { ListingsSnapshot, ReceivedOffersSnapshot } from '../watch/diff';
import { countUnseenOffers, RECEIVED_OFFERS_KEY } from '../watch/inbox-count';
import type { Permission } from '../watch/events';
import type { ScheduleStatus } from '../watch/schedule';
import { WATCH_SOURCE_KINDS, type WatchClient, type WatchSourceKind } from '../watch/sources';
import { watchedSearchesOfDesk } from '../watch/watched-searches';
import type { SessionState } from './session-state';

/** What the handlers and hosts use of the watch. */
export interface WatchService {
  /**
   * Offers were marked seen in the inbox: pushes the summary again, whose inbox count fell
   * (watch/inbox-count.ts; docs/watch.md §The inbox count).
   */
  onInboxSeen(): void;
  /** The activity log (opens the desk's database on first use). */
  log(): ActivityLog;
  /** The watch's settings as saved (defaults for anything missing). */
  settings(): WatchSettings;
  /** Saves a change of the settings and applies it to the running watch; returns the settings now. */
  update(patch: z.infer<typeof watchSettingsPatchSchema>): WatchSettings;
  /** The watch's state now (`stopped` before `start` and while switched off). */
  status(): WatchStatusView;
  /** Starts a fresh pass at the next moment the budget allows (engine.ts `checkNow`); returns the state. */
  checkNow(): WatchStatusView;
  /** The saved searches changed (one created, or its Watch switched): plans afresh. */
  onSavedSearchesChanged(): void;
  /** A saved search was deleted: forgets the watch's snapshot of it (`search:<id>`) and plans afresh. */
  onSavedSearchDeleted(id: string): void;
  /** The environment or key is about to change: stops the engine (no read may mix the two). */
  beforeSessionChange(): void;
  /** The environment or key changed: checks the holder (see the file comment) and starts again. Never rejects. */
  onSessionChanged(): Promise<void>;
  /** Starts watching as the settings say (the hosts call it once). Rejects if the database cannot open. */
  start(): Promise<void>;
  /** The machine sleeps (Electron's powerMonitor `suspend`): no read starts. */
  pause(): void;
  /** The machine woke up: one catch-up pass, within the budget, unless it is still offline. */
  resume(): void;
  /**
   * The network as the page sees it (`navigator.onLine` and its `online`/`offline` events, sent by the
   * renderer with `watch.online`): offline, no read starts; back online, one catch-up pass unless the
   * machine sleeps (docs/watch.md "The budget": asleep or offline).
   */
  setOnline(online: boolean): void;
  /**
   * The user pauses watching (the tray's "Pause watching for 1 hour", docs/watch.md §Wiring) until
   * `until` (ms since the epoch on the watch's clock): no read starts until then, whatever the sleep
   * and network do; then one catch-up pass, as after a sleep. `null` resumes at once. Not saved: a
   * restart watches again.
   */
  holdUntil(until: number | null): void;
  /** When the user's pause ends (ms since the epoch), or null while none is in force. */
  heldUntil(): number | null;
  /**
   * The UI's language as the page last told it (`desktop.setLanguage`, kept in the settings file under
   * `desktop.language`), or null before it ever did: main's notifications speak it.
   */
  language(): DesktopLanguage | null;
  /** Keeps the UI's language (the page tells it at start and on a change). */
  setLanguage(language: DesktopLanguage): void;
  /** The counts the nav shows, the newest entry's `seq` and the watch's state (`activity.summary`). */
  summary(): ActivitySummary;
  /** Marks these entries read and tells the listeners; returns the unread count. */
  markRead(ids: readonly string[]): number;
  /** Marks every entry read and tells the listeners; returns the unread count (0). */
  markAllRead(): number;
  /**
   * Calls `listener` with each change of the activity (see the file comment): entries noticed (newest
   * first, at most {@link PUSH_ENTRIES_MAX}), a read mark, a change of the watch's state. Returns the
   * unsubscribe. A listener that throws stops neither the others nor the watch.
   */
  onActivity(listener: (push: ActivityPush) => void): () => void;
  /** The engine, once started (tests and the bench). */
  engine(): WatchEngine | null;
  /** Stops the watch (the services close). */
  close(): void;
}

/** Options of {@link createWatchService}. */
export interface WatchServiceOptions {
  settings: SettingsStore;
  desk: () => Desk;
  session: Pick<SessionState, 'client' | 'info'>;
  /** Default the system clock (tests and the bench drive a fake one). */
  clock?: Clock;
  /**
   * The exchange's clock, fed by the session client's answers (watch/exchange-clock.ts; engine.ts
   * `exchangeClock`): with it a first read tells what came after the key was chosen.
   */
  exchangeClock?: ExchangeClock;
  /** Told of a read that failed for a reason of its own (engine.ts `onReadError`). */
  onReadError?: (source: WatchSourceKind, key: string, error: unknown) => void;
  /**
   * The read order and the catch-up ceiling (engine.ts `readOrder`, `catchUpRequestsPerMinute`; default
   * the busiest first with a catch-up at 20 a minute). Only the bench passes it, to measure the
   * round-robin of before beside them (docs/watch.md §Measured).
   */
  order?: Pick<WatchEngineOptions, 'readOrder' | 'catchUpRequestsPerMinute'>;
}

/** The most new entries one push carries (more in one read: the rest are in Activity). */
export const PUSH_ENTRIES_MAX = 100;

/** A log entry as the contract shows it (the same fields; data copied). */
export function entryView(entry: ActivityEntry): ActivityEntryView {
  return { ...entry, subject: { ...entry.subject }, data: { ...entry.data } };
}

/** Where the holder the snapshots belong to is kept, beside them in `watch_snapshots`. */
export const HOLDER_SNAPSHOT_KEY = 'watch-holder';

const ALL_PERMISSIONS: ReadonlySet<Permission> = new Set(['listings:read', 'offers:read', 'vehicles:read']);
const NO_PERMISSIONS: ReadonlySet<Permission> = new Set();

/**
 * Who the watch reads as: the exchange (the embedded sandbox is one, whatever its port) and the key
 * (its kind, demo account and last 4 characters, the same the renderer is shown; never the key).
 */
export function holderOf(info: SessionInfo): string {
  const { environment, key } = info;
  const exchange = environment.kind === 'embedded' ? 'embedded' : environment.origin;
  return [
    exchange,
    environment.apiEnvironment,
    key.demoAccount ?? '',
    key.kind ?? 'none',
    key.last4 ?? '',
  ].join('|');
}

/** The contract's view of the scheduler's state (ISO times). */
export function statusView(status: ScheduleStatus): WatchStatusView {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    state: status.state,
    nextAt: iso(status.nextAt),
    failures: status.failures,
    requestsPerMinute: status.requestsPerMinute,
    slowUntil: iso(status.slowUntil),
    lastReadAt: iso(status.lastReadAt),
    catchingUp: status.catchingUp,
  };
}

/**
 * The engine's cadence as the contract shows it (docs/watch.md §The wait said plainly); empty when the
 * local database cannot be read now (the screen then says nothing of it).
 */
function cadenceView(engine: WatchEngine): WatchCadenceView[] {
  try {
    return engine.cadence().map((c) => ({ ...c, source: c.source as WatchSourceName }));
  } catch {
    return [];
  }
}

/** Creates the watch service; nothing is opened or read until a call or `start` needs it. */
export function createWatchService(options: WatchServiceOptions): WatchService {
  const clock = options.clock ?? systemClock;
  let opened: { desk: Desk; log: ActivityLog } | null = null;
  let engine: WatchEngine | null = null;
  let started = false;
  // why the watch is paused: the machine sleeps, or the network is gone; it reads only with neither
  let asleep = false;
  let offline = false;
  let held: { until: number; timer: unknown } | null = null;
  let paused = false;
  const setPaused = (next: boolean) => {
    if (next === paused) return;
    paused = next;
    if (paused) engine?.pause();
    else engine?.resume();
  };
  let holderKnown = false;
  let keyHeld = false;
  let generation = 0;
  const activityListeners = new Set<(push: ActivityPush) => void>();
  // the newest entry already pushed: a read's new entries are the ones after it
  let toldSeq: number | null = null;

  const activityLog = () => {
    const desk = options.desk();
    if (opened?.desk !== desk) opened = { desk, log: createActivityLog(desk.db, { now: () => clock.now() }) };
    return opened.log;
  };

  function tell(entries: ActivityEntryView[]) {
    if (activityListeners.size === 0) return;
    const push: ActivityPush = { summary: summary(), entries };
    for (const listener of activityListeners) {
      try {
        listener(push);
      } catch {
        // one listener's failure must not stop the others or the watch
      }
    }
  }

  /** Tells the entries after the last one told (the engine committed them), newest first. */
  function tellNew() {
    const log = activityLog();
    const after = toldSeq ?? 0;
    toldSeq = log.newestSeq();
    const entries = log
      .list({ limit: PUSH_ENTRIES_MAX })
      .filter((entry) => entry.seq > after)
      .map(entryView);
    tell(entries);
  }

  /** After a read mark: tells the listeners when `count` entries changed; returns the unread count. */
  function marked(count: number): number {
    if (count > 0) tell([]);
    return activityLog().countUnread();
  }

  function summary(): ActivitySummary {
    const log = activityLog();
    return {
      unread: log.countUnread(),
      unreadOffers: countUnseenOffers(
        log.snapshot<ListingsSnapshot>('my-listings')?.listings,
        (ref) => log.snapshot<ReceivedOffersSnapshot>(`${RECEIVED_OFFERS_KEY}:${ref}`),
        (ids) => options.desk().seenMarks.unseen('inbox', ids),
      ),
      newestSeq: log.newestSeq(),
      watch: status(),
    };
  }

  function ensureEngine(): WatchEngine {
    if (engine) return engine;
    const settings = options.settings.getWatch();
    engine = createWatchEngine({
      client: async () => (await options.session.client()) as WatchClient,
      log: activityLog(),
      permissions: () => (keyHeld ? ALL_PERMISSIONS : NO_PERMISSIONS),
      watchedSearches: () => watchedSearchesOfDesk(options.desk()),
      off: WATCH_SOURCE_KINDS.filter((kind) => !settings.sources[kind as WatchSourceName]),
      requestsPerMinute: settings.requestsPerMinute,
      clock,
      exchangeClock: options.exchangeClock,
      onReadError: options.onReadError,
      ...options.order,
    });
    if (paused) engine.pause();
    toldSeq ??= activityLog().newestSeq();
    engine.subscribe(() => tellNew());
    engine.onStatus(() => tell([]));
    return engine;
  }

  /** Puts the saved settings into the engine: sources, budget, on or off. */
  function apply() {
    if (!started || !engine) return;
    const settings = options.settings.getWatch();
    for (const kind of WATCH_SOURCE_KINDS) engine.setEnabled(kind, settings.sources[kind as WatchSourceName]);
    engine.setRequestsPerMinute(settings.requestsPerMinute); // the base rate: a 429's slowdown stays
    if (settings.enabled && holderKnown) engine.start();
    else engine.stop();
  }

  async function onSessionChanged() {
    if (!started) return;
    const mine = ++generation;
    let info: SessionInfo;
    try {
      info = await options.session.info();
    } catch {
      // The exchange's address cannot be known (the embedded sandbox did not start): wait for the
      // next change or "Check now".
      if (mine === generation) {
        holderKnown = false;
        apply();
      }
      return;
    }
    if (mine !== generation) return; // a later change is being handled
    try {
      const holder = holderOf(info);
      const log = activityLog();
      if (log.snapshot<string>(HOLDER_SNAPSHOT_KEY) !== holder) {
        log.forgetAllSnapshots();
        log.commit([], { key: HOLDER_SNAPSHOT_KEY, value: holder });
      }
      keyHeld = info.key.kind !== null;
      holderKnown = true;
      ensureEngine().refresh();
    } catch {
      holderKnown = false; // the database failed: stay stopped rather than diff against another holder
    }
    apply();
  }

  const status = (): WatchStatusView =>
    engine
      ? {
          ...statusView(engine.status()),
          cadence: engine.status().state === 'stopped' ? [] : cadenceView(engine),
        }
      : {
          state: 'stopped',
          nextAt: null,
          failures: 0,
          requestsPerMinute: options.settings.getWatch().requestsPerMinute,
          slowUntil: null,
          lastReadAt: null,
        };

  return {
    onInboxSeen: () => tell([]),
    log: activityLog,
    settings: () => options.settings.getWatch(),
    update(patch) {
      options.settings.setWatch(patchWatchSettings(options.settings.getWatch(), patch));
      apply();
      return options.settings.getWatch();
    },
    status,
    checkNow() {
      if (started && !holderKnown) void onSessionChanged();
      engine?.checkNow();
      return status();
    },
    onSavedSearchesChanged() {
      engine?.refresh();
    },
    onSavedSearchDeleted(id) {
      activityLog().forgetSnapshots(`search:${id}`);
      engine?.refresh();
    },
    beforeSessionChange() {
      generation++;
      holderKnown = false;
      engine?.stop();
    },
    onSessionChanged,
    async start() {
      if (started) return;
      started = true;
      ensureEngine();
      await onSessionChanged();
    },
    pause() {
      asleep = true;
      setPaused(true);
    },
    resume() {
      asleep = false;
      setPaused(offline || held !== null);
    },
    setOnline(online) {
      offline = !online;
      setPaused(asleep || offline || held !== null);
    },
    holdUntil(until) {
      if (held) clock.clearTimeout(held.timer);
      held = null;
      if (until !== null && until > clock.now()) {
        const timer = clock.setTimeout(() => this.holdUntil(null), until - clock.now());
        held = { until, timer };
      }
      setPaused(asleep || offline || held !== null);
    },
    heldUntil: () => held?.until ?? null,
    language: () => options.settings.getDesktop().language,
    setLanguage(language) {
      if (options.settings.getDesktop().language !== language) options.settings.setDesktop({ language });
    },
    summary,
    markRead: (ids) => marked(activityLog().markRead(ids)),
    markAllRead: () => marked(activityLog().markAllRead()),
    onActivity(listener) {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
    engine: () => engine,
    close() {
      started = false;
      if (held) clock.clearTimeout(held.timer);
      held = null;
      engine?.stop();
      engine = null;
      opened = null;
    },
  };
}
