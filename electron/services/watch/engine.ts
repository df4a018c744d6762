/**
 * The watch engine (docs/watch.md): ties the budget scheduler (schedule.ts), the sources (sources.ts,
 * diffs in diff.ts) and the activity log (activity-log.ts) together, and tells its subscribers the
 * events that are new. It is an {@link EventSource}, so the exchange's own deliveries can later sit
 * beside it behind the same interface.
 *
 * How it goes:
 * - The things to read are planned afresh before every read (`planPass`: the sources that are on and
 *   that the key may read, in order, from the snapshots just stored, so listings published meanwhile
 *   get their offers read). The scheduler starts one read at a time inside the budget; which one goes
 *   next is priority.ts's rule (docs/watch.md §The busiest first): a thing never read first, in pass
 *   order; one unread for 50 minutes next; else the largest √(expected news an hour) × time unread,
 *   the rate of each listing of mine estimated from its offers' `createdAt` and its age
 *   (`readOrder: 'round_robin'` reads the longest-unread instead, the order of before).
 * - A **pass** is every planned thing read once. `start()`, `refresh()` (the key chosen), `checkNow()`
 *   and `resume()` forget when each thing was read, so a fresh pass reads everything once in pass order.
 * - **Catch-up** (docs/watch.md §The budget): the first pass after `start()` or `refresh()`, and after
 *   `resume()` from a pause of {@link CATCH_UP_AFTER_AWAY_MS} or more, reads at the catch-up ceiling
 *   (`catchUpRequestsPerMinute`, default 20 a minute, schedule.ts) until every planned thing was read
 *   once; a 429 ends it at once.
 * - Each read: fetch the first page (the client's background lane: a user's request always goes
 *   first, pace.ts; for my listings, the next page of a walk over them goes before any other read,
 *   `continues`: docs/watch.md §My listings past the first page), diff it against its stored
 *   snapshot, then `commit` the events and the new snapshot in one transaction; the events the log
 *   did not have yet go to the subscribers.
 * - A source is read only while it is on (`setEnabled`; all on by default) and the key holds every
 *   permission it needs (`permissions()`; docs/api.md §Keys and environments). A 403 on a read takes
 *   its source out as `no_permission` until `setPermissions`/`refresh` is called (the key changed).
 * - Errors: a 429 (`rate_limited`) and network or server failures go to the scheduler (it waits and
 *   slows down, or backs off) and the same read is tried again first; any other failure (a listing no longer mine: 404; an answer that cannot
 *   be read) skips that read for this pass, keeps its snapshot, and is reported to `onReadError`.
 */
import { ApiError } from '../api/errors';
import { systemClock, type Clock } from '../clock';
import { scrubHeldKeys } from '../keys/held-keys';
import type { ActivityLog } from './activity-log';
import type { ExchangeClock } from './exchange-clock';
import type { ListingsSnapshot, MyOffersSnapshot, ReceivedOffersSnapshot, VehiclesSnapshot } from './diff';
import type { EventListener, EventSource, Permission, WatchEvent } from './events';
import {
  accountOffers,
  type AccountOffers,
  expectedListingsNewsPerHour,
  expectedOffersPerHour,
  pickNext,
  readIntervals,
  SOURCE_NEWS_PER_HOUR,
  sourceNewsPerHour,
  type ReadOrder,
} from './priority';
import {
  CATCH_UP_REQUESTS_PER_MINUTE,
  createSchedule,
  type ScheduleStatus,
  type TaskFailure,
  type WatchSchedule,
} from './schedule';
import {
  MY_LISTINGS_WALK_MAX_PAGES,
  WATCH_SOURCES,
  WATCH_SOURCE_KINDS,
  planPass,
  type WatchClient,
  type WatchRead,
  type WatchSourceKind,
  type WatchedSearch,
} from './sources';

/** Options of {@link createWatchEngine}. */
export interface WatchEngineOptions {
  /** The API client of the current session (asked before every read: the key or environment may change). */
  client: () => Promise<WatchClient>;
  /** Where events and snapshots are kept. */
  log: ActivityLog;
  /** The permissions the saved key holds (empty without a key: only public sources are read). */
  permissions: () => ReadonlySet<Permission>;
  /** The saved searches marked Watch, with usable filters (asked when each pass is planned). */
  watchedSearches: () => readonly WatchedSearch[];
  /** Sources switched off from the start (default: every source on). */
  off?: readonly WatchSourceKind[];
  /** Reads a minute (default 4, schedule.ts). */
  requestsPerMinute?: number;
  /**
   * The catch-up ceiling, reads a minute (default {@link CATCH_UP_REQUESTS_PER_MINUTE}, at most that);
   * null: no catch-up, every pass at the budget (the bench's "today" row).
   */
  catchUpRequestsPerMinute?: number | null;
  /** Which thing is read next (priority.ts; default `busiest_first`; the bench compares `round_robin`). */
  readOrder?: ReadOrder;
  /** Default the system clock. */
  clock?: Clock;
  /**
   * The exchange's clock (exchange-clock.ts), fed by the answers' `Date` headers, read on `clock`'s
   * time. With it, a first read (baseline) of the offers on my listing or of a watched search tells
   * what the exchange dates after the moment the watch began watching that thing (docs/watch.md §News
   * from the first read); without it, or before any answer, a baseline tells nothing.
   */
  exchangeClock?: ExchangeClock;
  /**
   * Told of a read that failed for a reason of its own (not 429, network, server: a 403, a 404, an
   * unreadable answer) or whose result the local database could not store: the source, the read's
   * key, the error. The read is skipped for this pass.
   */
  onReadError?: (source: WatchSourceKind, key: string, error: unknown) => void;
}

/** Whether a source is read: `on`, switched `off`, or `no_permission` (the key lacks one it needs). */
export type SourceState = 'on' | 'off' | 'no_permission';

/** A pause at least this long (asleep, offline, the user's hour), in ms, ends in a catch-up pass. */
export const CATCH_UP_AFTER_AWAY_MS = 10 * 60_000;

/**
 * How often one kind of thing is read now, in steady state at the budget in force (docs/watch.md §The
 * wait said plainly): `count` things of `source`; `typicalMs` the median interval between two reads
 * of one of them, `shortestMs` the shortest (the busiest, or the newest listing), in ms.
 */
export interface ReadCadence {
  source: WatchSourceKind;
  count: number;
  typicalMs: number;
  shortestMs: number;
}

/** The engine; see the file comment. */
export interface WatchEngine extends EventSource {
  /** Pauses the reads (machine asleep or offline). */
  pause(): void;
  /** Resumes with one catch-up pass. */
  resume(): void;
  /** Switches a source on or off (on: reading it starts within the budget). */
  setEnabled(source: WatchSourceKind, on: boolean): void;
  /** Each source's state now. */
  sources(): Record<WatchSourceKind, SourceState>;
  /** The key or the watched searches changed: forgets 403s, plans afresh, wakes the scheduler. */
  refresh(): void;
  /**
   * A user's "Check now": drops the rest of the current pass and starts a fresh one at the next
   * moment the budget allows (never sooner: docs/watch.md §The budget). Nothing happens
   * while stopped or paused; a back-off or a 429's wait is kept.
   */
  checkNow(): void;
  /** Changes the budget (reads a minute, above 0). Throws RangeError otherwise. */
  setRequestsPerMinute(rate: number): void;
  /** The scheduler's state, for the screen ("checking again at …", "the exchange is not answering"). */
  status(): ScheduleStatus;
  /**
   * How often each kind of thing is read now (one entry per source with something to read, pass
   * order), from the read order's weights and the budget in force (priority.ts `readIntervals`).
   */
  cadence(): ReadCadence[];
  /** Calls `listener` on every scheduler change; returns the unsubscribe. */
  onStatus(listener: (status: ScheduleStatus) => void): () => void;
  /**
   * Reads one whole pass now, one read after another (each through the background lane, but without
   * the budget's spacing), and resolves to the new events. For tests and the bench; the watch's own
   * reading never calls it. Rejects with the first 429, network or server failure.
   */
  runPass(): Promise<WatchEvent[]>;
}

/** Creates the engine (stopped); see the file comment. */
export function createWatchEngine(options: WatchEngineOptions): WatchEngine {
  const clock = options.clock ?? systemClock;
  const off = new Set<WatchSourceKind>(options.off ?? []);
  const forbidden = new Set<WatchSourceKind>();
  const listeners = new Set<EventListener>();
  const order: ReadOrder = options.readOrder ?? 'busiest_first';
  const catchUpCeiling =
    options.catchUpRequestsPerMinute === undefined
      ? CATCH_UP_REQUESTS_PER_MINUTE
      : options.catchUpRequestsPerMinute;
  /** When each thing (snapshot key) was last read, machine ms; forgotten for a fresh pass. */
  const lastRead = new Map<string, number>();
  /** A read waited out (429) or backed off (5xx, network): it goes first again. */
  let retry: string | null = null;
  /** While catching up: when the catch-up began (machine ms); else null. */
  let catchUpSince: number | null = null;
  let pausedAt: number | null = null;
  let lastClient: WatchClient | null = null;
  /**
   * When the watch began watching each thing not yet read (snapshot key → machine ms): the first time a
   * pass planned it; for the offers on my listings, when the engine was made or last refreshed (the key
   * chosen), since they are planned only once my listings were read. Its baseline tells what the
   * exchange dates after that (docs/watch.md §News from the first read).
   */
  const began = new Map<string, number>();
  let keyChosenAt = clock.now();

  function sourceState(kind: WatchSourceKind): SourceState {
    if (off.has(kind)) return 'off';
    if (forbidden.has(kind)) return 'no_permission';
    const held = options.permissions();
    return WATCH_SOURCES[kind].permissions.every((p) => held.has(p)) ? 'on' : 'no_permission';
  }

  function plan(): WatchRead[] {
    const on = new Set(WATCH_SOURCE_KINDS.filter((kind) => sourceState(kind) === 'on'));
    const now = clock.now();
    const reads = planPass(on, {
      snapshot: (key) => options.log.snapshot(key),
      watchedSearches: options.watchedSearches(),
      now,
    });
    for (const read of reads) {
      if (!began.has(read.key) && options.log.snapshot(read.key) === null)
        began.set(read.key, read.source === 'received_offers' ? Math.min(keyChosenAt, now) : now);
    }
    return reads;
  }

  /** The next page of a walk over my listings, when one is under way (sources.ts `continues`). */
  function walkGoesOn(): WatchRead | undefined {
    return plan().find((read) => read.continues === true && sourceState(read.source) === 'on');
  }

  /** A fresh pass: every thing is read once again, first in pass order (see the file comment). */
  function freshPass(catchUp: boolean) {
    lastRead.clear();
    retry = null;
    catchUpSince = catchUp && catchUpCeiling !== null ? clock.now() : null;
    schedule.setCatchUp(catchUpSince === null ? null : catchUpCeiling);
  }

  /** Ends the catch-up once every thing planned now was read since it began. */
  function checkCatchUp(reads: readonly WatchRead[]) {
    if (catchUpSince === null) return;
    const since = catchUpSince;
    if (reads.every((read) => (lastRead.get(read.key) ?? -Infinity) >= since)) {
      catchUpSince = null;
      schedule.setCatchUp(null);
    }
  }

  /**
   * Expected news an hour of a read (priority.ts): for the offers on one of my listings, estimated from
   * its stored offers' `createdAt` and the listing's `createdAt` and `dateFrom` (my listings' snapshot),
   * on the exchange's clock (`createdAt` is the exchange's; the machine's time is moved onto it when
   * known, docs/api.md); for my listings, their own news and the listings of mine published lately
   * (`expectedListingsNewsPerHour`: a new listing is found by that read alone); for my offers and my
   * vehicles, `sourceNewsPerHour` of what there can still change (offers `sent`, vehicles); for the
   * rest, {@link SOURCE_NEWS_PER_HOUR}. `account` is the pooled prior of every listing's offers
   * (`accountOffers`).
   */
  function rateOf(
    read: WatchRead,
    mine: ListingsSnapshot | null,
    now: number,
    account: AccountOffers | null,
  ): number {
    const parse = (text: string | null | undefined) => {
      const at = text ? Date.parse(text) : NaN;
      return Number.isNaN(at) ? null : at;
    };
    const exchangeNow = options.exchangeClock?.toExchange(now) ?? now;
    if (read.source === 'my_listings') {
      const published = Object.values(mine?.listings ?? {}).map((l) => parse(l.createdAt) ?? NaN);
      return expectedListingsNewsPerHour(published, exchangeNow);
    }
    if (read.source === 'my_offers') {
      const offers = Object.values(options.log.snapshot<MyOffersSnapshot>(read.key)?.offers ?? {});
      return sourceNewsPerHour(offers.filter((offer) => offer.status === 'sent').length);
    }
    if (read.source === 'my_vehicles') {
      const vehicles = options.log.snapshot<VehiclesSnapshot>(read.key)?.vehicles ?? {};
      return sourceNewsPerHour(Object.keys(vehicles).length);
    }
    if (read.source !== 'received_offers') return SOURCE_NEWS_PER_HOUR;
    const ref = read.key.slice('received-offers:'.length);
    const listing = mine?.listings[ref];
    const offers = options.log.snapshot<ReceivedOffersSnapshot>(read.key);
    return expectedOffersPerHour(
      {
        offerTimes: offers?.offeredAt ?? [],
        createdAt: parse(listing?.createdAt),
        loadingFrom: parse(listing?.dateFrom),
        account: account ?? undefined,
      },
      exchangeNow,
    );
  }

  /** The reads planned now whose source is on, each with its expected news an hour. */
  function candidates(): { read: WatchRead; rate: number }[] {
    const reads = plan().filter((read) => sourceState(read.source) === 'on');
    const mine = options.log.snapshot<ListingsSnapshot>('my-listings');
    const now = clock.now();
    const exchangeNow = options.exchangeClock?.toExchange(now) ?? now;
    const published = Object.values(mine?.listings ?? {})
      .filter((listing) => listing.status === 'published')
      .map((listing) => (listing.createdAt ? Date.parse(listing.createdAt) : NaN));
    const offerTimes = reads
      .filter((read) => read.source === 'received_offers')
      .flatMap((read) => options.log.snapshot<ReceivedOffersSnapshot>(read.key)?.offeredAt ?? []);
    const account = accountOffers(offerTimes, published, exchangeNow);
    return reads.map((read) => ({ read, rate: rateOf(read, mine, now, account) }));
  }

  function emit(events: readonly WatchEvent[]) {
    if (events.length === 0) return;
    for (const listener of listeners) {
      try {
        listener(events);
      } catch {
        // One listener's failure must not stop the others or the watch.
      }
    }
  }

  /**
   * One read: fetch, diff, commit, emit. Rethrows what the scheduler must act on. `sent` is told
   * when the read's request leaves the machine (the budget counts it then, schedule.ts).
   */
  async function perform(read: WatchRead, sent?: () => void): Promise<WatchEvent[]> {
    // The source may have been switched off since the pass was planned.
    if (sourceState(read.source) !== 'on') return [];
    let page;
    try {
      const client = await options.client();
      lastClient = client;
      page = await read.fetch(sent ? toldWhenSent(client, sent) : client);
    } catch (error) {
      const failure = classify(error);
      if (failure.kind !== 'other') throw error;
      if (error instanceof ApiError && error.appError.kind === 'forbidden') forbidden.add(read.source);
      options.onReadError?.(read.source, read.key, error);
      return [];
    }
    let fresh: WatchEvent[];
    try {
      // Diffed as the log stores it, scrubbed of every held key (activity-log.ts): a key the server
      // quoted never makes the page differ from the snapshot that was taken of it.
      const previous = options.log.snapshot(read.key);
      const beganAt = began.get(read.key);
      const since =
        previous === null && beganAt !== undefined
          ? (options.exchangeClock?.toExchange(beganAt) ?? null)
          : null;
      const { events, next } = read.diff(previous, scrubHeldKeys(page), since);
      fresh = options.log.commit(events, { key: read.key, value: next });
    } catch (error) {
      // The local database failed (disk full, say): nothing was stored, the next pass reads it again.
      options.onReadError?.(read.source, read.key, error);
      return [];
    }
    began.delete(read.key);
    emit(fresh);
    return fresh;
  }

  function classify(error: unknown): TaskFailure {
    if (!(error instanceof ApiError)) return { kind: 'other' };
    const { kind } = error.appError;
    if (kind === 'rate_limited') {
      const until = lastClient?.waitingUntil?.() ?? null;
      return { kind: 'rate_limited', retryAfterMs: until === null ? null : Math.max(0, until - clock.now()) };
    }
    if (kind === 'server_error' || kind === 'network' || kind === 'timeout') return { kind: 'transient' };
    return { kind: 'other' };
  }

  const schedule: WatchSchedule = createSchedule({
    clock,
    requestsPerMinute: options.requestsPerMinute,
    classify,
    onResume: () => {
      const away = pausedAt === null ? 0 : clock.now() - pausedAt;
      pausedAt = null;
      freshPass(away >= CATCH_UP_AFTER_AWAY_MS);
    },
    next: () => {
      const planned = candidates();
      checkCatchUp(planned.map(({ read }) => read));
      if (planned.length === 0) return null;
      const now = clock.now();
      let index = retry === null ? -1 : planned.findIndex(({ read }) => read.key === retry);
      retry = null;
      // a walk over my listings goes on at once: its cursor's list may change the longer it waits
      if (index === -1) index = planned.findIndex(({ read }) => read.continues === true);
      if (index === -1) {
        index = pickNext(
          planned.map(({ read, rate }) => ({
            lastReadAt: lastRead.get(read.key) ?? null,
            ratePerHour: rate,
          })),
          now,
          order,
        );
      }
      const current = planned[index]!.read;
      return (sent) =>
        perform(current, sent).then(
          () => {
            lastRead.set(current.key, clock.now());
            checkCatchUp(plan().filter((read) => sourceState(read.source) === 'on'));
          },
          (error: unknown) => {
            // Waited out or backed off, the same read goes first again.
            const failure = classify(error);
            if (failure.kind !== 'other') retry = current.key;
            else lastRead.set(current.key, clock.now());
            if (failure.kind === 'rate_limited' && catchUpSince !== null) {
              // The exchange asked for less: no catch-up speed now (schedule.ts §Catch-up).
              catchUpSince = null;
              schedule.setCatchUp(null);
            }
            throw error;
          },
        );
    },
  });

  return {
    name: 'watch',
    start() {
      if (schedule.status().state === 'stopped') freshPass(true);
      schedule.start();
    },
    stop: () => schedule.stop(),
    pause() {
      if (schedule.status().state !== 'paused') pausedAt = clock.now();
      schedule.pause();
    },
    resume: () => schedule.resume(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEnabled(source, on) {
      if (on) off.delete(source);
      else off.add(source);
      if (on) schedule.wake();
    },
    sources: () =>
      Object.fromEntries(WATCH_SOURCE_KINDS.map((kind) => [kind, sourceState(kind)])) as Record<
        WatchSourceKind,
        SourceState
      >,
    refresh() {
      keyChosenAt = clock.now();
      forbidden.clear();
      freshPass(true);
      schedule.wake();
    },
    checkNow() {
      if (schedule.status().state === 'stopped' || schedule.status().state === 'paused') return;
      freshPass(false);
      schedule.wake();
    },
    setRequestsPerMinute: (rate) => schedule.setRequestsPerMinute(rate),
    status: () => schedule.status(),
    onStatus: (listener) => schedule.onStatus(listener),
    cadence() {
      const planned = candidates();
      const intervals = readIntervals(
        planned.map(({ rate }) => rate),
        schedule.status().requestsPerMinute,
        order,
      );
      const bySource = new Map<WatchSourceKind, number[]>();
      planned.forEach(({ read }, i) => {
        const list = bySource.get(read.source) ?? [];
        list.push(intervals[i]!);
        bySource.set(read.source, list);
      });
      return [...bySource].map(([source, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return {
          source,
          count: sorted.length,
          typicalMs: sorted[Math.floor((sorted.length - 1) / 2)]!,
          shortestMs: sorted[0]!,
        };
      });
    },
    async runPass() {
      const fresh: WatchEvent[] = [];
      for (const read of plan()) {
        fresh.push(...(await perform(read)));
        // the walk over my listings' pages, if that read opened one (docs/watch.md §My listings past the first page)
        for (let page = 0, next = walkGoesOn(); next && page < MY_LISTINGS_WALK_MAX_PAGES; page++) {
          fresh.push(...(await perform(next)));
          next = walkGoesOn();
        }
      }
      return fresh;
    },
  };
}

/** `client` whose reads call `sent` the moment their request leaves (the client's `onSent`). */
function toldWhenSent(client: WatchClient, sent: () => void): WatchClient {
  return {
    get: ((path, params, callOptions) =>
      client.get(path, params, { ...callOptions, onSent: sent })) as WatchClient['get'],
    getOne: ((path, params, callOptions) =>
      client.getOne(path, params, { ...callOptions, onSent: sent })) as WatchClient['getOne'],
    ...(client.waitingUntil ? { waitingUntil: () => client.waitingUntil!() } : {}),
  };
}
