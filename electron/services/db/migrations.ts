/**
 * The schema of the local database, as an ordered list of migrations. The schema version is SQLite's
 * `PRAGMA user_version`: 0 for an empty file, N once migration N has run. Each migration runs in its
 * own IMMEDIATE transaction together with the version bump, so a crash leaves the file at the
 * previous version, never half-migrated.
 *
 * Rules: migrations are only ever appended, never edited once released (a file at version N was built
 * by exactly migrations 1..N); each one is a plain function of the connection, so it may move data in
 * JavaScript where SQL cannot (Unicode case folding). Foreign keys are on while they run: a migration
 * that rebuilds a referenced table must say so and handle it.
 *
 * Why not a library: `@blackglory/better-sqlite3-migrations` does this same `user_version` loop but
 * skips a database newer than the app (we must move it aside instead, see database.ts) and is tied to
 * better-sqlite3; umzug and kysely's migrator are asynchronous and keep their own bookkeeping table,
 * while `node:sqlite` is synchronous and a version bump must commit with its migration.
 */
import type { DatabaseSync } from 'node:sqlite';
import { createNotes } from './notes-migration';
import { createTrucks } from './trucks-migration';
import { immediateTransaction, pragmaValue } from './sql';

/** One migration: changes the schema (and data) from version N-1 to N. Runs inside a transaction. */
export type Migration = (db: DatabaseSync) => void;

/**
 * The key that makes saved-search names unique per kind: NFC, then full Unicode lower case
 * (`Ștefan` and `ȘTEFAN` share one). SQLite's NOCASE folds ASCII only, hence a stored column.
 * Changing this function needs a migration that recomputes `name_key`.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** Migration 1: saved searches and seen marks. */
const createDesk: Migration = (db) => {
  db.exec(`
    CREATE TABLE saved_searches (
      id TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('listings', 'vehicles')),
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
      filters TEXT NOT NULL CHECK (json_valid(filters)),
      created_at INTEGER NOT NULL,
      last_run_at INTEGER
    ) STRICT;
    CREATE UNIQUE INDEX saved_searches_name ON saved_searches (kind, name COLLATE NOCASE);

    CREATE TABLE seen_marks (
      scope TEXT NOT NULL,
      item_id TEXT NOT NULL,
      first_seen_at INTEGER NOT NULL,
      saved_search_id TEXT REFERENCES saved_searches (id) ON DELETE CASCADE,
      PRIMARY KEY (scope, item_id),
      CHECK (
        (saved_search_id IS NULL AND substr(scope, 1, 7) <> 'search:')
        OR scope = 'search:' || saved_search_id
      )
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX seen_marks_saved_search ON seen_marks (saved_search_id);
  `);
};

/**
 * Migration 2: names unique ignoring case in every alphabet, not only ASCII (version 1's NOCASE let
 * `Ștefan` and `ștefan` both exist). Adds `name_key` (see `nameKey`), fills it, and replaces the
 * unique index. Where two names of one kind now clash, the later one (by creation time) gets a
 * suffix ` (2)`, ` (3)`, ... so nothing is dropped.
 */
const unicodeNameKey: Migration = (db) => {
  db.exec(`ALTER TABLE saved_searches ADD COLUMN name_key TEXT NOT NULL DEFAULT ''`);
  const rows = db.prepare('SELECT id, kind, name FROM saved_searches ORDER BY created_at, id').all() as {
    id: string;
    kind: string;
    name: string;
  }[];
  const taken = new Set<string>();
  const update = db.prepare('UPDATE saved_searches SET name = ?, name_key = ? WHERE id = ?');
  for (const row of rows) {
    let name = row.name;
    for (let n = 2; taken.has(`${row.kind}\n${nameKey(name)}`); n++) {
      const suffix = ` (${n})`;
      name = cutAt(row.name, 80 - suffix.length) + suffix;
    }
    taken.add(`${row.kind}\n${nameKey(name)}`);
    update.run(name, nameKey(name), row.id);
  }
  db.exec(`
    DROP INDEX saved_searches_name;
    CREATE UNIQUE INDEX saved_searches_name_key ON saved_searches (kind, name_key);
  `);
};

/** The first `length` UTF-16 units of `text`, never splitting a surrogate pair. */
function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

/**
 * Migration 3: the watch's activity log and snapshots (docs/watch.md §The activity log,
 * electron/services/watch/).
 * - `activity_events`: one row per event the watch (or later the exchange) told, kept once by its
 *   stable `id` (UNIQUE); `seq` gives the order it was noticed in (AUTOINCREMENT: never reused, so
 *   "newest first" is `seq` descending even after rows are deleted); `seen_at` and `read_at` are ms
 *   since the epoch (`read_at` null while unread; a partial index serves the unread count); `data`
 *   is the event's JSON figures.
 * - `watch_snapshots`: what the last first-page read of each watched thing showed (JSON, see
 *   watch/diff.ts), by key (`my-listings`, `received-offers:<ref>`, `search:<id>`...), so a restart
 *   diffs against it instead of starting a new baseline.
 */
const watchActivity: Migration = (db) => {
  db.exec(`
    CREATE TABLE activity_events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE CHECK (length(id) BETWEEN 1 AND 400),
      type TEXT NOT NULL CHECK (length(type) BETWEEN 1 AND 100),
      subject_kind TEXT NOT NULL,
      subject_id TEXT NOT NULL,
      listing_ref TEXT,
      occurred_at TEXT,
      source TEXT NOT NULL,
      data TEXT NOT NULL CHECK (json_valid(data)),
      seen_at INTEGER NOT NULL,
      read_at INTEGER
    ) STRICT;
    CREATE INDEX activity_events_unread ON activity_events (seq) WHERE read_at IS NULL;

    CREATE TABLE watch_snapshots (
      key TEXT PRIMARY KEY NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
      snapshot TEXT NOT NULL CHECK (json_valid(snapshot)),
      taken_at INTEGER NOT NULL
    ) STRICT, WITHOUT ROWID;
  `);
};

/**
 * Migration 4: the Watch switch of saved searches (docs/watch.md §Saved searches as alerts, §What is watched,
 * and the events): `watch` is 0 (off, every search saved before) or 1 (the watch reads the search's first
 * page).
 */
const savedSearchWatch: Migration = (db) => {
  db.exec(`ALTER TABLE saved_searches ADD COLUMN watch INTEGER NOT NULL DEFAULT 0 CHECK (watch IN (0, 1))`);
};

/**
 * Migration 5: relative dates of saved searches (docs/watch.md §Saved searches as alerts): `relative_dates`
 * is null (absolute dates, every search saved before) or the JSON rule `{ "fromDays", "toDays" }`
 * (shared/contract/desk.ts `relativeDatesSchema`), resolved on each run.
 */
const savedSearchRelativeDates: Migration = (db) => {
  db.exec(
    `ALTER TABLE saved_searches ADD COLUMN relative_dates TEXT CHECK (relative_dates IS NULL OR json_valid(relative_dates))`,
  );
};

/**
 * Migration 6: "Truck at" saved with a listing search (docs/watch.md §Saved searches as alerts): `truck_at`
 * is null (none, every search saved before) or the JSON place `{ "city", "country", "county", "slug" }`
 * (shared/contract/desk.ts `truckPlaceSchema`), restored when the search is run.
 */
const savedSearchTruckAt: Migration = (db) => {
  db.exec(
    `ALTER TABLE saved_searches ADD COLUMN truck_at TEXT CHECK (truck_at IS NULL OR json_valid(truck_at))`,
  );
};

/**
 * Migration 7: hidden loads (docs/watch.md §Seen and hidden loads): one row per listing the user hid, by its
 * ref, with when it was hidden (ms since the epoch) and its route as the list showed it (text, so the
 * Hidden list can name it without reading the exchange). Hidden loads leave the lists and the watch's
 * alerts until shown again (the row deleted).
 */
const hiddenLoads: Migration = (db) => {
  db.exec(`
    CREATE TABLE hidden_loads (
      ref TEXT PRIMARY KEY NOT NULL CHECK (length(ref) BETWEEN 1 AND 64),
      hidden_at INTEGER NOT NULL,
      route TEXT CHECK (route IS NULL OR length(route) <= 200)
    ) STRICT, WITHOUT ROWID;
  `);
};

/** Every migration, in order: index i takes the schema from version i to i + 1. */
export const MIGRATIONS: readonly Migration[] = [
  createDesk,
  unicodeNameKey,
  watchActivity,
  savedSearchWatch,
  savedSearchRelativeDates,
  savedSearchTruckAt,
  hiddenLoads,
  createNotes,
  createTrucks,
];

/** The schema version this code writes and understands. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** The file's schema version (`PRAGMA user_version`). */
export function schemaVersion(db: DatabaseSync): number {
  return Number(pragmaValue(db, 'user_version'));
}

/**
 * Runs the migrations the file has not had, each in its own IMMEDIATE transaction with its version
 * bump. Returns the versions before and after. Throws `NewerSchemaError` when the file's version is
 * above `migrations.length` (written by a newer app: nothing is touched); rethrows a migration's error
 * (that migration is rolled back; the earlier ones stay committed).
 */
export function migrate(
  db: DatabaseSync,
  migrations: readonly Migration[] = MIGRATIONS,
): { from: number; to: number } {
  const from = schemaVersion(db);
  if (from > migrations.length) throw new NewerSchemaError(from, migrations.length);
  for (let version = from; version < migrations.length; version++) {
    const step = migrations[version]!;
    immediateTransaction(db, () => {
      // Re-read inside the write lock: another connection may have migrated meanwhile.
      if (schemaVersion(db) !== version) return;
      step(db);
      db.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
  return { from, to: schemaVersion(db) };
}

/** The file was written by a newer app: its schema version is above what this code knows. */
export class NewerSchemaError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(`The database has schema version ${found}; this version of the app knows up to ${known}.`);
    this.name = 'NewerSchemaError';
  }
}
