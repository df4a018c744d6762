import { existsSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../errors';
import { DESK_DATABASE_FILE, openDeskDatabase, type DeskDatabase } from './database';
import { SCHEMA_VERSION } from './migrations';
import { columnOf, immediateTransaction, pragmaValue } from './sql';
import { useScratch } from './testing';

const NOW = Date.UTC(2025, 10, 22, 9, 30, 15, 250);
const STAMP = '2025-11-22T09-30-15-250Z';

const scratch = useScratch('dispatch-db-');
let dir: string;
let path: string;
beforeEach(() => {
  dir = scratch.folder();
  path = join(dir, DESK_DATABASE_FILE);
});

/** Opens the desk database in `dir` at `NOW`, remembering it to close. */
function open(options: Partial<Parameters<typeof openDeskDatabase>[0]> = {}) {
  const result = openDeskDatabase({ dir, now: () => NOW, ...options });
  scratch.keep(result.db);
  return result;
}

/** A real database of the current schema with some rows, closed; its bytes. */
function realDatabase(rows = 2000): Buffer {
  const { db } = open();
  const insert = db.prepare(`INSERT INTO seen_marks (scope, item_id, first_seen_at) VALUES ('inbox', ?, 1)`);
  immediateTransaction(db, () => {
    for (let i = 0; i < rows; i++) insert.run(`offer-${i}-${'x'.repeat(40)}`);
  });
  db.close();
  return readFileSync(path);
}

describe('openDeskDatabase', () => {
  it('creates dispatch.sqlite3 in WAL mode, synchronous FULL, foreign keys on, busy timeout, current schema', () => {
    const { db, problem, path: at } = open({ dir: join(dir, 'not', 'yet') });
    expect(problem).toBeNull();
    expect(at).toBe(join(dir, 'not', 'yet', DESK_DATABASE_FILE));
    expect(pragmaValue(db, 'journal_mode')).toBe('wal');
    expect(pragmaValue(db, 'synchronous')).toBe(2); // FULL
    expect(pragmaValue(db, 'foreign_keys')).toBe(1);
    expect(pragmaValue(db, 'busy_timeout')).toBe(5000);
    expect(pragmaValue(db, 'user_version')).toBe(SCHEMA_VERSION);
  });

  it('reopens an existing database as it is, with no problem', () => {
    const first = open();
    first.db.prepare(`INSERT INTO seen_marks (scope, item_id, first_seen_at) VALUES ('inbox', 'a', 1)`).run();
    first.db.close();
    const second = open();
    expect(second.problem).toBeNull();
    expect(columnOf(second.db, 'SELECT item_id FROM seen_marks')).toEqual(['a']);
    expect(readdirSync(dir).filter((name) => name.includes('corrupt'))).toEqual([]);
  });

  it('moves a file of garbage bytes aside, with its -wal and -shm, and starts fresh', () => {
    const garbage = Buffer.from('This is a dispatcher’s shopping list, not a database. '.repeat(100));
    writeFileSync(path, garbage);
    writeFileSync(`${path}-wal`, 'stray wal');
    writeFileSync(`${path}-shm`, 'stray shm');
    const { db, problem } = open();
    const movedTo = join(dir, `${DESK_DATABASE_FILE}.corrupt-${STAMP}`);
    expect(problem).toEqual({ kind: 'not_a_database', movedTo, detail: 'file is not a database' });
    expect(readFileSync(movedTo).equals(garbage)).toBe(true);
    expect(readFileSync(`${movedTo}-wal`, 'utf8')).toBe('stray wal');
    // The -shm is only SQLite's index of the -wal, rebuilt on open: moved too, content not kept.
    expect(existsSync(`${movedTo}-shm`)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(
      [DESK_DATABASE_FILE, `${DESK_DATABASE_FILE}-shm`, `${DESK_DATABASE_FILE}-wal`]
        .concat(['', '-shm', '-wal'].map((suffix) => `${DESK_DATABASE_FILE}.corrupt-${STAMP}${suffix}`))
        .sort(),
    );
    expect(pragmaValue(db, 'user_version')).toBe(SCHEMA_VERSION);
    expect(columnOf(db, 'SELECT count(*) FROM saved_searches')[0]).toBe(0);
  });

  it('moves an empty (0-byte) file aside, with a -wal beside it, and reports it as not a database', () => {
    writeFileSync(path, '');
    writeFileSync(`${path}-wal`, 'stray wal');
    const { db, problem } = open();
    const movedTo = join(dir, `${DESK_DATABASE_FILE}.corrupt-${STAMP}`);
    expect(problem).toEqual({ kind: 'not_a_database', movedTo, detail: 'the file is empty (0 bytes)' });
    expect(readFileSync(movedTo)).toHaveLength(0);
    expect(readFileSync(`${movedTo}-wal`, 'utf8')).toBe('stray wal');
    expect(pragmaValue(db, 'user_version')).toBe(SCHEMA_VERSION);
    db.close();
    // the fresh file is not empty: the next start finds nothing wrong
    expect(open().problem).toBeNull();
  });

  it('moves a truncated real database aside and reports it corrupt', () => {
    const bytes = realDatabase();
    truncateSync(path, Math.floor(bytes.length / 2));
    const { problem, db } = open();
    expect(problem?.kind).toBe('corrupt');
    expect(problem?.detail).toMatch(/malformed/);
    expect(readFileSync(problem!.movedTo).equals(bytes.subarray(0, Math.floor(bytes.length / 2)))).toBe(true);
    expect(pragmaValue(db, 'integrity_check')).toBe('ok');
  });

  it('moves a database whose pages fail quick_check aside, with SQLite’s words', () => {
    const bytes = Buffer.from(realDatabase());
    const page = 4096 * Math.floor((bytes.length / 4096) * 0.75);
    for (let i = page + 100; i < page + 4000; i++) bytes[i] = (i * 7919) & 255;
    writeFileSync(path, bytes);
    const { problem } = open();
    expect(problem?.kind).toBe('corrupt');
    expect(problem?.detail).toMatch(/^quick_check: /);
    expect(readFileSync(problem!.movedTo).equals(bytes)).toBe(true);
  });

  it('moves a database of a newer schema version aside, untouched', () => {
    const { db: newer } = open();
    newer.prepare(`INSERT INTO seen_marks (scope, item_id, first_seen_at) VALUES ('inbox', 'kept', 7)`).run();
    newer.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 5}`);
    newer.close();
    const bytes = readFileSync(path);
    const { problem, db } = open();
    expect(problem).toEqual({
      kind: 'newer_version',
      movedTo: join(dir, `${DESK_DATABASE_FILE}.corrupt-${STAMP}`),
      detail: `The database has schema version ${SCHEMA_VERSION + 5}; this version of the app knows up to ${SCHEMA_VERSION}.`,
    });
    expect(readFileSync(problem!.movedTo).equals(bytes)).toBe(true);
    const kept = new DatabaseSync(problem!.movedTo, { readOnly: true });
    expect(columnOf(kept, 'SELECT item_id FROM seen_marks')).toEqual(['kept']);
    kept.close();
    expect(columnOf(db, 'SELECT count(*) FROM seen_marks')[0]).toBe(0);
  });

  it('never overwrites an earlier moved-aside file of the same time', () => {
    writeFileSync(path, 'first garbage'.repeat(200));
    open().db.close();
    writeFileSync(path, 'second garbage'.repeat(200));
    const { problem } = open();
    expect(problem?.movedTo).toBe(join(dir, `${DESK_DATABASE_FILE}.corrupt-${STAMP}-2`));
    expect(readFileSync(join(dir, `${DESK_DATABASE_FILE}.corrupt-${STAMP}`), 'utf8')).toMatch(/^first/);
    expect(readFileSync(problem!.movedTo, 'utf8')).toMatch(/^second/);
  });

  it('leaves a database locked by another connection where it is and throws', () => {
    realDatabase(10);
    const other = new DatabaseSync(path);
    other.exec('PRAGMA journal_mode = DELETE');
    other.exec('BEGIN EXCLUSIVE');
    try {
      expect(() => open({ busyTimeoutMs: 50 })).toThrow(AppFailure);
      expect(() => open({ busyTimeoutMs: 50 })).toThrow(/could not be opened: database is locked/);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(readdirSync(dir).sort()).toEqual([DESK_DATABASE_FILE]);
    expect(open().problem).toBeNull();
  });

  it('moves aside a database a migration fails on, keeping the migrations that succeeded', () => {
    const { db: v1 } = open({ migrations: [(db) => db.exec('CREATE TABLE t (x TEXT)')] });
    v1.prepare(`INSERT INTO t VALUES ('kept')`).run();
    v1.close();
    const failing = [
      (db: DeskDatabase) => db.exec('CREATE TABLE t (x TEXT)'),
      (db: DeskDatabase) => {
        db.exec('CREATE TABLE u (y TEXT)');
        if (columnOf(db, 'SELECT count(*) FROM t')[0]) throw new Error('step 2 cannot convert t');
      },
    ];
    const { problem, db } = open({ migrations: failing });
    expect(problem).toMatchObject({ kind: 'migration_failed', detail: 'step 2 cannot convert t' });
    const kept = new DatabaseSync(problem!.movedTo, { readOnly: true });
    expect(pragmaValue(kept, 'user_version')).toBe(1);
    expect(columnOf(kept, `SELECT count(*) FROM sqlite_schema WHERE name = 'u'`)[0]).toBe(0);
    expect(columnOf(kept, 'SELECT x FROM t')).toEqual(['kept']);
    kept.close();
    expect(pragmaValue(db, 'user_version')).toBe(2);
  });
});
