import { describe, expect, it } from 'vitest';
import { openDeskDatabase, type DeskDatabase } from './database';
import { openDesk } from './desk';
import { MIGRATIONS, migrate, NewerSchemaError, SCHEMA_VERSION, schemaVersion } from './migrations';
import { columnOf, pragmaValue } from './sql';
import { useScratch } from './testing';

const scratch = useScratch('dispatch-migrations-');

/** A database in a new folder built by the first `version` migrations only; left open. */
function databaseAt(version: number): { dir: string; db: DeskDatabase } {
  const dir = scratch.folder(`v${version}-`);
  const { db, problem } = openDeskDatabase({ dir, migrations: MIGRATIONS.slice(0, version) });
  expect(problem).toBeNull();
  expect(schemaVersion(db)).toBe(version);
  scratch.keep(db);
  return { dir, db };
}

/** A version `version` database (databaseAt) holding one saved search, "Cluj" with `filters` (JSON); closed; its folder. */
function clujAt(version: number, filters = '{}'): string {
  const { dir, db } = databaseAt(version);
  db.prepare(
    `INSERT INTO saved_searches (id, kind, name, name_key, filters, created_at) VALUES ('s1', 'listings', 'Cluj', 'cluj', ?, 1)`,
  ).run(filters);
  db.close();
  return dir;
}

/** The schema as SQLite keeps it: every table and index with its SQL. */
function schemaOf(db: DeskDatabase): unknown[] {
  return db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name').all();
}

describe('migrations', () => {
  it('has a second version, so upgrades are tested over more than one step', () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(2);
  });

  it('builds the current schema in a new file (an empty one is moved aside: database.test.ts)', () => {
    const dir = scratch.folder('new-');
    const { db, problem } = openDeskDatabase({ dir });
    scratch.keep(db);
    expect(problem).toBeNull();
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    const names = (schemaOf(db) as { name: string }[]).map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'saved_searches',
        'seen_marks',
        'saved_searches_name_key',
        'seen_marks_saved_search',
        'activity_events',
        'activity_events_unread',
        'watch_snapshots',
        'hidden_loads',
      ]),
    );
    expect(names).not.toContain('saved_searches_name');
  });

  it.each(Array.from({ length: SCHEMA_VERSION }, (_, version) => version))(
    'upgrades a version %i database to the current schema, the same as a new one',
    (version) => {
      const { dir, db } = databaseAt(version);
      db.close();
      const upgraded = openDeskDatabase({ dir });
      scratch.keep(upgraded.db);
      expect(upgraded.problem).toBeNull();
      expect(schemaVersion(upgraded.db)).toBe(SCHEMA_VERSION);
      expect(schemaOf(upgraded.db)).toEqual(schemaOf(databaseAt(SCHEMA_VERSION).db));
      expect(upgraded.db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      expect(pragmaValue(upgraded.db, 'integrity_check')).toBe('ok');
    },
  );

  it('keeps version 1 data through migration 2, renaming names that now clash instead of dropping them', () => {
    const { dir, db } = databaseAt(1);
    const insert = db.prepare(
      'INSERT INTO saved_searches (id, kind, name, filters, created_at, last_run_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    insert.run(id(1), 'listings', 'Ștefan cel Mare', '{"fromCountry":"RO"}', 1000, 5000);
    // Version 1's NOCASE folds ASCII only: these two were allowed side by side.
    insert.run(id(2), 'listings', 'ștefan cel mare', '{"toCountry":"DE"}', 2000, null);
    insert.run(id(3), 'vehicles', 'ȘTEFAN CEL MARE', '{}', 3000, null);
    insert.run(id(4), 'listings', 'Cluj', '{}', 4000, null);
    expect(() => insert.run(id(5), 'listings', 'CLUJ', '{}', 5000, null)).toThrow(/UNIQUE/);
    db.prepare(`INSERT INTO seen_marks VALUES ('search:${id(2)}', 'FX-7K2M9Q', 6000, '${id(2)}')`).run();
    db.close();

    const desk = scratch.keep(openDesk({ dir }));
    expect(desk.problem).toBeNull();
    expect(
      desk.savedSearches
        .list()
        .map(({ id, kind, name, filters, lastRunAt }) => ({ id, kind, name, filters, lastRunAt })),
    ).toEqual([
      { id: id(4), kind: 'listings', name: 'Cluj', filters: {}, lastRunAt: null },
      {
        id: id(1),
        kind: 'listings',
        name: 'Ștefan cel Mare',
        filters: { fromCountry: 'RO' },
        lastRunAt: new Date(5000).toISOString(),
      },
      { id: id(3), kind: 'vehicles', name: 'ȘTEFAN CEL MARE', filters: {}, lastRunAt: null },
      {
        id: id(2),
        kind: 'listings',
        name: 'ștefan cel mare (2)',
        filters: { toCountry: 'DE' },
        lastRunAt: null,
      },
    ]);
    expect(desk.seenMarks.unseen(`search:${id(2)}`, ['FX-7K2M9Q', 'FX-AAAAAA'])).toEqual(['FX-AAAAAA']);
    // Migration 2's rule holds from now on.
    expect(() =>
      desk.savedSearches.create({ kind: 'listings', name: 'ȘTEFAN CEL MARE', filters: {} }),
    ).toThrow(/already named "Ștefan cel Mare"/);
  });

  it('keeps version 2 data through migration 3, which adds an empty activity log', () => {
    const dir = clujAt(2);
    const upgraded = openDeskDatabase({ dir });
    scratch.keep(upgraded.db);
    expect(columnOf(upgraded.db, 'SELECT name FROM saved_searches')).toEqual(['Cluj']);
    expect(columnOf(upgraded.db, 'SELECT count(*) FROM activity_events')).toEqual([0]);
    expect(columnOf(upgraded.db, 'SELECT count(*) FROM watch_snapshots')).toEqual([0]);
    // an event is kept once by its id
    const insert = upgraded.db.prepare(
      `INSERT INTO activity_events (id, type, subject_kind, subject_id, source, data, seen_at) VALUES ('e1', 'offer.received', 'offer', 'o1', 'watch', '{}', 1)`,
    );
    insert.run();
    expect(() => insert.run()).toThrow(/UNIQUE/);
  });

  it('keeps version 3 data through migration 4: every saved search is unwatched, and stays so across a restart', () => {
    const dir = clujAt(3);
    const upgraded = openDeskDatabase({ dir });
    expect(columnOf(upgraded.db, 'SELECT watch FROM saved_searches')).toEqual([0]);
    expect(() => upgraded.db.prepare(`UPDATE saved_searches SET watch = 2`).run()).toThrow(/CHECK/);
    upgraded.db.prepare(`UPDATE saved_searches SET watch = 1`).run();
    upgraded.db.close();
    const desk = scratch.keep(openDesk({ dir }));
    expect(desk.savedSearches.list().map((s) => [s.name, s.watch])).toEqual([['Cluj', true]]);
  });

  it('keeps version 4 data through migration 5: every saved search keeps absolute dates', () => {
    const dir = clujAt(4, '{"dateFrom":"2026-10-01"}');
    const desk = scratch.keep(openDesk({ dir }));
    expect(desk.savedSearches.list()).toMatchObject([
      { name: 'Cluj', relativeDates: null, filters: { dateFrom: '2026-10-01' }, filtersProblem: null },
    ]);
    expect(() => desk.db.prepare(`UPDATE saved_searches SET relative_dates = 'not json'`).run()).toThrow(
      /CHECK/,
    );
  });

  it('keeps version 5 data through migration 6: no saved search has a truck place', () => {
    const dir = clujAt(5);
    const desk = scratch.keep(openDesk({ dir }));
    expect(desk.savedSearches.list()).toMatchObject([{ name: 'Cluj', truckAt: null, filtersProblem: null }]);
  });

  it('keeps version 6 data through migration 7, which adds an empty list of hidden loads', () => {
    const dir = clujAt(6);
    const desk = scratch.keep(openDesk({ dir }));
    expect(desk.savedSearches.list().map((s) => s.name)).toEqual(['Cluj']);
    expect(desk.hiddenLoads.list()).toEqual([]);
    expect(() =>
      desk.db.prepare(`INSERT INTO hidden_loads (ref, hidden_at, route) VALUES ('', 1, NULL)`).run(),
    ).toThrow(/CHECK/);
  });

  it('re-running is a no-op; a newer file is refused untouched', () => {
    const { db } = databaseAt(SCHEMA_VERSION);
    expect(migrate(db)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION });
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(NewerSchemaError);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION + 1);
  });

  it('rolls a failing migration back whole, version bump included', () => {
    const { db } = databaseAt(1);
    const failing = [
      MIGRATIONS[0]!,
      (inner: DeskDatabase) => {
        inner.exec('CREATE TABLE half_done (x TEXT)');
        throw new Error('fails halfway');
      },
    ];
    expect(() => migrate(db, failing)).toThrow('fails halfway');
    expect(schemaVersion(db)).toBe(1);
    expect(columnOf(db, `SELECT count(*) FROM sqlite_schema WHERE name = 'half_done'`)[0]).toBe(0);
  });
});
