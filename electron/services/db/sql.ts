/**
 * The few things better-sqlite3 gave us that Node's built-in `node:sqlite` leaves to the caller: a
 * pragma's value, an IMMEDIATE transaction around a function, a column of a query's rows, and the
 * SQLite result code of an error. Node's `DatabaseSync` throws an `Error` with `code:
 * 'ERR_SQLITE_ERROR'`, `errcode` (SQLite's extended result code, e.g. 787 for a failed foreign key)
 * and `errstr`; result codes as in SQLite's "Result and Error Codes" (sqlite.org/rescode.html): the
 * primary code is the low 8 bits of the extended one.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

/** SQLite's primary result codes this project tells apart (sqlite.org/rescode.html). */
export const SQLITE = {
  PERM: 3,
  BUSY: 5,
  LOCKED: 6,
  NOMEM: 7,
  READONLY: 8,
  IOERR: 10,
  CORRUPT: 11,
  FULL: 13,
  CANTOPEN: 14,
  CONSTRAINT: 19,
  AUTH: 23,
  NOTADB: 26,
} as const;

/** The extended result code of a failed foreign key (SQLITE_CONSTRAINT_FOREIGNKEY). */
export const SQLITE_CONSTRAINT_FOREIGNKEY = 787;

/** The extended SQLite result code of an error thrown by `node:sqlite`, or undefined for any other error. */
export function sqliteErrcode(error: unknown): number | undefined {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' ? errcode : undefined;
}

/** The primary SQLite result code (one of `SQLITE`'s values or another) of an error, or undefined. */
export function sqlitePrimaryCode(error: unknown): number | undefined {
  const errcode = sqliteErrcode(error);
  return errcode === undefined ? undefined : errcode & 0xff;
}

/** The value of a pragma that answers one value (`user_version`, `journal_mode`...): the first column of its first row. */
export function pragmaValue(db: DatabaseSync, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get();
  return row === undefined ? undefined : Object.values(row)[0];
}

/** The first column of every row of `sql` (better-sqlite3's `.pluck().all()`). */
export function columnOf(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): unknown[] {
  return db
    .prepare(sql)
    .all(...params)
    .map((row) => Object.values(row)[0]);
}

/**
 * Runs `work` inside `BEGIN IMMEDIATE` … `COMMIT` (the write lock is taken at the start, so the work
 * never meets SQLITE_BUSY half-way) and returns its result; any error rolls the transaction back and
 * is rethrown. A write confirmed by the return has committed (with `synchronous = FULL`, fsync'ed).
 * @throws Error when a transaction is already open on `db` (nesting is not supported: no caller needs it)
 */
export function immediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) throw new Error('A local-database transaction is already open on this connection.');
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
