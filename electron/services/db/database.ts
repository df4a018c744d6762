/**
 * Opens the app's local database: one SQLite file, `dispatch.sqlite3`, in the app's data folder (the
 * Electron host passes `app.getPath('userData')`, the browser host its `--settings-dir`), through the
 * SQLite built into the runtime, `node:sqlite` (`DatabaseSync`: synchronous, a write returns only
 * after its transaction committed).
 *
 * Why the built-in driver: a native driver (better-sqlite3, in the releases before this one) is
 * built by `npm ci` for Node's ABI, and Electron's Node refuses it (Electron 41 has ABI 145), so every
 * local-database feature failed in the desktop app. `node:sqlite` is compiled into Node 24 and into
 * Electron 41's Node alike, with no per-runtime build: Electron v41.7.1's
 * `patches/node/build_add_gn_build_files.patch` keeps Node's `node_use_sqlite` sources in its GN build
 * of Node, and `patches/sqlite/fix_rename_sqlite_win32_exports_to_avoid_conflicts_with_node_js.patch`
 * exists because SQLite's symbols "are now exported by Node.js". The file format is SQLite's, so the
 * files better-sqlite3 wrote open as they are (`fixtures/`, migrations.test.ts).
 *
 * Settings of every connection:
 * - `journal_mode = WAL`: a write appends to `dispatch.sqlite3-wal`, readers never block the writer;
 * - `synchronous = FULL`: every commit is fsync'ed before it returns, so a confirmed write survives a
 *   killed process and a power cut alike (NORMAL would survive a kill too, as the WAL append is in the
 *   OS before the commit returns, but may lose the last commits on a power cut; our writes are a
 *   person's clicks and a page's seen marks, so the fsync is not felt: docs/benchmarks.md);
 * - `foreign_keys = ON` (seen marks of a saved search go with it), busy timeout 5,000 ms.
 *
 * A file that cannot be used is never emptied and never deleted: it is renamed beside itself to
 * `dispatch.sqlite3.corrupt-<UTC time>` (its `-wal`, `-shm` and `-journal` files likewise, keeping
 * the suffix, so SQLite still reads them together), a fresh database is created, and `problem` says
 * what was wrong and where the old file went. Such files are: empty (0 bytes: SQLite would take it
 * for a new database and the user would find their saved searches and notes gone without a word, so
 * it is `not_a_database`, moved aside with any `-wal` beside it), not an SQLite database, failing
 * SQLite's `quick_check` (or reported malformed by SQLite; `quick_check`, quicker than
 * `integrity_check`: docs/benchmarks.md), written by a newer app (schema version above
 * `SCHEMA_VERSION`), or one a migration failed on. A file that cannot be opened for reasons outside
 * it (locked by another running copy of the app, no permission, disk full) is left where it is and
 * the error is thrown: moving it would not help.
 */
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync } from 'node:sqlite';
import type { DeskProblem, DeskProblemKind } from '../../../shared/contract/desk';
import { appFailure } from '../errors';
import { MIGRATIONS, migrate, NewerSchemaError, schemaVersion, type Migration } from './migrations';
import { SQLITE, sqlitePrimaryCode } from './sql';

/** The database file's name inside the data folder. */
export const DESK_DATABASE_FILE = 'dispatch.sqlite3';

/** How long a statement waits for another connection's lock before failing with SQLITE_BUSY, in ms. */
export const BUSY_TIMEOUT_MS = 5000;

/** A connection of Node's built-in SQLite (`node:sqlite`). */
export type DeskDatabase = DatabaseSync;

/** Options of `openDeskDatabase`. */
export interface OpenDeskDatabaseOptions {
  /** The data folder (created if missing). */
  dir: string;
  /** Clock for the moved-aside file's name, ms since the epoch (default `Date.now`). */
  now?: () => number;
  /** The migrations (default `MIGRATIONS`). Tests build earlier versions with a prefix of the list. */
  migrations?: readonly Migration[];
  /** Busy timeout in ms (default `BUSY_TIMEOUT_MS`); tests of a locked file shorten it. */
  busyTimeoutMs?: number;
}

/** An open local database, and the problem found with the previous file, if any. */
export interface OpenedDeskDatabase {
  db: DeskDatabase;
  /** The database file's path. */
  path: string;
  /** Null when the file found (or created) was usable; else what was wrong and where it went. */
  problem: DeskProblem | null;
}

/**
 * Opens (creating if needed) `<dir>/dispatch.sqlite3`, brings its schema up to date and returns it.
 * Never throws for a bad file (see the file comment). Throws an `AppFailure` (`unexpected`) when
 * the runtime has no `node:sqlite`, when the file cannot be opened for a reason outside it (locked,
 * no permission, disk full: SQLite's words in the message), or when a bad file cannot be moved aside
 * (then no fresh file is created; the message says what was left where).
 */
export function openDeskDatabase(options: OpenDeskDatabaseOptions): OpenedDeskDatabase {
  const Driver = loadDriver();
  const migrations = options.migrations ?? MIGRATIONS;
  mkdirSync(options.dir, { recursive: true });
  const path = join(options.dir, DESK_DATABASE_FILE);

  const busyTimeoutMs = options.busyTimeoutMs ?? BUSY_TIMEOUT_MS;

  const first = tryOpen(Driver, path, migrations, busyTimeoutMs);
  if ('db' in first) return { db: first.db, path, problem: null };

  const movedTo = moveAside(path, (options.now ?? Date.now)());
  const second = tryOpen(Driver, path, migrations, busyTimeoutMs);
  if (!('db' in second)) {
    throw appFailure('unexpected', `A fresh local database at ${path} failed too: ${second.detail}`);
  }
  return { db: second.db, path, problem: { kind: first.kind, movedTo, detail: first.detail } };
}

type Driver = typeof DatabaseSync;
type Attempt = { db: DeskDatabase } | { kind: DeskProblemKind; detail: string };

/**
 * One attempt. An empty file is a problem of its own (never opened). Otherwise a read-only probe of
 * an existing file reads its schema version and runs `quick_check`: a read-only connection never
 * checkpoints or deletes the `-wal` on close (a read-write one deletes even a stray `-wal` beside a
 * garbage file, and with it what may be the only copy of the last writes). Then a read-write connection is set up and migrated. A problem of the file's own is
 * returned (every connection closed); any other error is thrown.
 */
function tryOpen(
  Driver: Driver,
  path: string,
  migrations: readonly Migration[],
  busyTimeoutMs: number,
): Attempt {
  let db: DeskDatabase | undefined;
  let stage: 'probe' | 'setup' | 'migrate' = 'probe';
  try {
    if (existsSync(path)) {
      if (statSync(path).size === 0) return { kind: 'not_a_database', detail: EMPTY_FILE };
      db = new Driver(path, { readOnly: true, timeout: busyTimeoutMs });
      const problem = probe(db, migrations.length);
      db.close();
      if (problem) return problem;
    }
    stage = 'setup';
    db = new Driver(path, { timeout: busyTimeoutMs });
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    stage = 'migrate';
    migrate(db, migrations);
    return { db };
  } catch (error) {
    if (db?.isOpen) closeQuietly(db);
    const code = sqlitePrimaryCode(error);
    const message = error instanceof Error ? error.message : String(error);
    if (code === SQLITE.NOTADB) return { kind: 'not_a_database', detail: message };
    if (code === SQLITE.CORRUPT) return { kind: 'corrupt', detail: message };
    if (error instanceof NewerSchemaError) return { kind: 'newer_version', detail: message };
    if (stage === 'migrate' && !OUTSIDE_CAUSES.has(code))
      return { kind: 'migration_failed', detail: message };
    throw appFailure('unexpected', `The local database ${path} could not be opened: ${message}`);
  }
}

/** The detail of a 0-byte database file (see the file comment). */
const EMPTY_FILE = 'the file is empty (0 bytes)';

/** The file's own problem seen through a read-only connection (or null): a newer schema, a failed quick_check. */
function probe(db: DeskDatabase, known: number): { kind: DeskProblemKind; detail: string } | null {
  const version = schemaVersion(db);
  if (version > known) return { kind: 'newer_version', detail: new NewerSchemaError(version, known).message };
  const check = db
    .prepare('PRAGMA quick_check')
    .all()
    .map((row) => String(row.quick_check));
  if (check.length === 1 && check[0] === 'ok') return null;
  return { kind: 'corrupt', detail: `quick_check: ${check.slice(0, 5).join('; ').slice(0, 1000)}` };
}

/** Primary SQLite result codes that say the problem is not the file's content (locks, permissions, I/O, space). */
const OUTSIDE_CAUSES: ReadonlySet<number | undefined> = new Set([
  SQLITE.BUSY,
  SQLITE.LOCKED,
  SQLITE.CANTOPEN,
  SQLITE.PERM,
  SQLITE.READONLY,
  SQLITE.IOERR,
  SQLITE.FULL,
  SQLITE.NOMEM,
  SQLITE.AUTH,
]);

function closeQuietly(db: DeskDatabase): void {
  try {
    db.close();
  } catch {
    // A corrupt file may fail its closing checkpoint; it is moved aside as it is.
  }
}

/** The database file and the files SQLite keeps beside it (WAL, its index, a rollback journal). */
const COMPANION_SUFFIXES = ['', '-wal', '-shm', '-journal'];

/**
 * Renames `path` and each of its `-wal`, `-shm`, `-journal` files that exists to
 * `<path>.corrupt-<UTC time>` plus the same suffix, adding `-2`, `-3`... to the time if a name is
 * taken. Returns the new main path. Throws an `AppFailure` if a rename fails: no fresh database may be
 * created beside a stray `-wal`, which SQLite could replay into it.
 */
function moveAside(path: string, time: number): string {
  const stamp = new Date(time).toISOString().replace(/[:.]/g, '-');
  let target = `${path}.corrupt-${stamp}`;
  for (let n = 2; COMPANION_SUFFIXES.some((suffix) => existsSync(target + suffix)); n++) {
    target = `${path}.corrupt-${stamp}-${n}`;
  }
  for (const suffix of COMPANION_SUFFIXES) {
    if (suffix !== '' && !existsSync(path + suffix)) continue;
    try {
      renameSync(path + suffix, target + suffix);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw appFailure(
        'unexpected',
        suffix === ''
          ? `The local database ${path} is unusable and could not be moved aside (${why}); it was left as it is.`
          : `The local database ${path} is unusable; it was moved to ${target}, but its ${suffix} file could not be (${why}) and was left beside the old name.`,
      );
    }
  }
  return target;
}

/**
 * `node:sqlite`, loaded on first use: a runtime built without it (Node before 22.5, or a build with
 * `--without-sqlite`) becomes a clear error here instead of a crash when the services are imported.
 */
function loadDriver(): Driver {
  const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof NodeSqlite | undefined;
  if (sqlite?.DatabaseSync) return sqlite.DatabaseSync;
  const runtime = process.versions.electron
    ? `Electron ${process.versions.electron} (Node ${process.versions.node})`
    : `Node ${process.versions.node}`;
  throw appFailure(
    'unexpected',
    `The local database engine (node:sqlite) is missing from this runtime, ${runtime}; Dispatch needs Node 24 or Electron 41.`,
  );
}
