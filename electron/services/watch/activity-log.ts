/**
 * The activity log: every event the watch (or, later, the exchange) told, in the local database
 * (tables `activity_events` and `watch_snapshots`, migration 3 in db/migrations.ts), with when each
 * was seen and read (docs/watch.md §The activity log "an activity log, deduplicated, with when each was seen
 * and read; confirmed events survive a restart and a kill"), and the watch's snapshots beside it.
 *
 * - An event is kept once by its stable `id` (events.ts): noticing it again, on a later pass, after a
 *   restart, or from another source, changes nothing and is not "new".
 * - `commit` stores a read's new events and its snapshot in one IMMEDIATE transaction: after a kill
 *   either both are on disk or neither, so a change is never told twice nor lost between the two.
 * - Every write returns only after it committed (synchronous = FULL, database.ts).
 * - It keeps the events of the last 90 days or the newest 10,000, whichever is more (docs/watch.md
 *   §The activity log): the rest is deleted when the log is opened (one statement) and after each
 *   commit that added an event (in its transaction).
 * - Nothing a server sent is stored with a key in it (docs/api.md §Keys and environments): every
 *   event, snapshot and snapshot key is scrubbed of every held key here, where the tables are
 *   written, and `commit` returns the events as stored; a snapshot is looked up by its scrubbed key.
 * Times are ms since the epoch in the database, ISO 8601 (UTC) in what is returned.
 */
import type { DeskDatabase } from '../db/database';
import { immediateTransaction } from '../db/sql';
import { scrubHeldKeys, scrubHeldKeysText } from '../keys/held-keys';
import type { EventValue, WatchEvent } from './events';

/** An event as the log keeps it: with its place in the log, when it was seen and read. */
export interface ActivityEntry extends WatchEvent {
  /** Its place in the log: a later entry has a larger `seq`. Use as `beforeSeq` to read on. */
  seq: number;
  /** When it was first noticed (ISO 8601, UTC). */
  seenAt: string;
  /** When it was marked read (ISO 8601, UTC), or null while unread. */
  readAt: string | null;
}

/** What `list` reads. */
export interface ActivityQuery {
  /** At most this many entries (1 to 500, default 50). */
  limit?: number;
  /** Only entries older than this `seq` (the next page of the screen); absent: from the newest. */
  beforeSeq?: number;
  /** Only these event types; absent or empty: every type. */
  types?: readonly string[];
}

/** The activity log and the watch's snapshots, over an open local database. */
export interface ActivityLog {
  /**
   * Stores the events not already in the log and, in the same transaction, the snapshot of the read
   * that found them (when given), each scrubbed of every held key (see the file comment). Returns the
   * events that were new, as stored, in the given order (an id given twice counts once). Throws
   * SQLite's error (nothing is then stored).
   */
  commit(events: readonly WatchEvent[], snapshot?: { key: string; value: unknown }): WatchEvent[];
  /** Entries newest first (see {@link ActivityQuery}). Throws RangeError for a limit outside 1..500. */
  list(query?: ActivityQuery): ActivityEntry[];
  /** How many entries are unread; with `types`, only entries of those types. */
  countUnread(types?: readonly string[]): number;
  /** The newest entry's `seq`, 0 when the log is empty. */
  newestSeq(): number;
  /** Marks the entries with these ids read (now); returns how many were unread. Unknown ids are ignored. */
  markRead(ids: readonly string[]): number;
  /** Marks every entry read (now); returns how many were unread. */
  markAllRead(): number;
  /** The snapshot stored under `key` (JSON-parsed), or null if none. */
  snapshot<T>(key: string): T | null;
  /** Forgets the snapshots whose key is `key` or starts with `key` + `:`; returns how many went. */
  forgetSnapshots(key: string): number;
  /**
   * Forgets every snapshot (the events stay): the next read of everything is a baseline again. For a
   * change of holder or exchange, whose lists are not the ones the snapshots were taken of.
   */
  forgetAllSnapshots(): number;
}

/** Options of {@link createActivityLog}. */
export interface ActivityLogOptions {
  /** Clock, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

/** Most entries one `list` returns. */
export const ACTIVITY_LIST_MAX = 500;

/** How long an event is kept at least, in ms from when it was seen: 90 days (docs/watch.md §The activity log). */
export const ACTIVITY_KEEP_MS = 90 * 24 * 60 * 60 * 1000;

/** How many of the newest events are kept at least, however old (docs/watch.md §The activity log). */
export const ACTIVITY_KEEP_EVENTS = 10_000;

interface Row {
  seq: number;
  id: string;
  type: string;
  subject_kind: string;
  subject_id: string;
  listing_ref: string | null;
  occurred_at: string | null;
  source: string;
  data: string;
  seen_at: number;
  read_at: number | null;
}

/** The activity log over `db` (opened by db/database.ts, schema version 3 or later). */
export function createActivityLog(db: DeskDatabase, options: ActivityLogOptions = {}): ActivityLog {
  const now = options.now ?? Date.now;
  const statements = {
    insert: db.prepare(
      `INSERT INTO activity_events (id, type, subject_kind, subject_id, listing_ref, occurred_at, source, data, seen_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    ),
    list: db.prepare(
      `SELECT * FROM activity_events
       WHERE seq < ? AND (? = 0 OR type IN (SELECT value FROM json_each(?)))
       ORDER BY seq DESC LIMIT ?`,
    ),
    unread: db.prepare(
      `SELECT count(*) AS n FROM activity_events
       WHERE read_at IS NULL AND (? = 0 OR type IN (SELECT value FROM json_each(?)))`,
    ),
    newest: db.prepare('SELECT coalesce(max(seq), 0) AS n FROM activity_events'),
    markRead: db.prepare(
      'UPDATE activity_events SET read_at = ? WHERE read_at IS NULL AND id IN (SELECT value FROM json_each(?))',
    ),
    markAllRead: db.prepare('UPDATE activity_events SET read_at = ? WHERE read_at IS NULL'),
    snapshot: db.prepare('SELECT snapshot FROM watch_snapshots WHERE key = ?'),
    saveSnapshot: db.prepare(
      `INSERT INTO watch_snapshots (key, snapshot, taken_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET snapshot = excluded.snapshot, taken_at = excluded.taken_at`,
    ),
    // Older than the cut-off time and below the newest ACTIVITY_KEEP_EVENTS: the seq bound comes
    // from the primary key's b-tree (no scan of the table), and only the rows under it are read.
    prune: db.prepare(
      `DELETE FROM activity_events
       WHERE seen_at < ?
         AND seq < (SELECT seq FROM activity_events ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
    ),
    forgetAll: db.prepare('DELETE FROM watch_snapshots'),
    forget: db.prepare(
      `DELETE FROM watch_snapshots WHERE key = ? OR substr(key, 1, length(?) + 1) = ? || ':'`,
    ),
  };

  /** Deletes what the keeping rule lets go (see the file comment); returns how many went. */
  const prune = (): number =>
    Number(statements.prune.run(now() - ACTIVITY_KEEP_MS, ACTIVITY_KEEP_EVENTS - 1).changes);
  prune();

  return {
    commit(events, snapshot) {
      const kept = scrubHeldKeys(events);
      return immediateTransaction(db, () => {
        const at = now();
        const fresh: WatchEvent[] = [];
        for (const event of kept) {
          const { changes } = statements.insert.run(
            event.id,
            event.type,
            event.subject.kind,
            event.subject.id,
            event.listingRef,
            event.occurredAt,
            event.source,
            JSON.stringify(event.data),
            at,
          );
          if (Number(changes) > 0) fresh.push(event);
        }
        if (snapshot) {
          const value = JSON.stringify(scrubHeldKeys(snapshot.value));
          statements.saveSnapshot.run(scrubHeldKeysText(snapshot.key), value, at);
        }
        if (fresh.length > 0) prune();
        return fresh;
      });
    },
    list(query = {}) {
      const limit = query.limit ?? 50;
      if (!Number.isInteger(limit) || limit < 1 || limit > ACTIVITY_LIST_MAX) {
        throw new RangeError(`An activity page holds 1 to ${ACTIVITY_LIST_MAX} entries (got ${limit}).`);
      }
      const types = query.types ?? [];
      const rows = statements.list.all(
        query.beforeSeq ?? Number.MAX_SAFE_INTEGER,
        types.length,
        JSON.stringify(types),
        limit,
      ) as unknown as Row[];
      return rows.map(toEntry);
    },
    countUnread: (types = []) =>
      Number((statements.unread.get(types.length, JSON.stringify(types)) as { n: number }).n),
    newestSeq: () => Number((statements.newest.get() as { n: number }).n),
    markRead: (ids) => Number(statements.markRead.run(now(), JSON.stringify(ids)).changes),
    markAllRead: () => Number(statements.markAllRead.run(now()).changes),
    snapshot<T>(key: string) {
      const row = statements.snapshot.get(scrubHeldKeysText(key)) as { snapshot: string } | undefined;
      return row ? (JSON.parse(row.snapshot) as T) : null;
    },
    forgetSnapshots(key) {
      const stored = scrubHeldKeysText(key);
      return Number(statements.forget.run(stored, stored, stored).changes);
    },
    forgetAllSnapshots: () => Number(statements.forgetAll.run().changes),
  };
}

function toEntry(row: Row): ActivityEntry {
  return {
    seq: row.seq,
    id: row.id,
    type: row.type,
    subject: { kind: row.subject_kind as WatchEvent['subject']['kind'], id: row.subject_id },
    listingRef: row.listing_ref,
    occurredAt: row.occurred_at,
    data: JSON.parse(row.data) as Record<string, EventValue>,
    source: row.source as WatchEvent['source'],
    seenAt: new Date(row.seen_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}
