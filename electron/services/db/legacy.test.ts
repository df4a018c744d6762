/**
 * The files users already have: local databases written by better-sqlite3 in the releases before
 * node:sqlite (fixtures/README.md), opened and migrated by today's code with nothing lost, including
 * writes a killed app left in the WAL. And no code of the project loads better-sqlite3 any more (a
 * native build for Node's ABI, which Electron refuses: database.ts).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESK_DATABASE_FILE } from './database';
import { openDesk, type Desk } from './desk';
import { SCHEMA_VERSION, schemaVersion } from './migrations';
import { pragmaValue } from './sql';
import { useScratch } from './testing';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';

const scratch = useScratch('dispatch-legacy-');

/** Copies a fixture (with the companion files named) into a new data folder and opens the desk there. */
function openFixture(name: string, companions: string[] = []): Desk {
  const dir = scratch.folder();
  copyFileSync(join(FIXTURES, name), join(dir, DESK_DATABASE_FILE));
  for (const suffix of companions)
    copyFileSync(join(FIXTURES, name + suffix), join(dir, DESK_DATABASE_FILE + suffix));
  return scratch.keep(openDesk({ dir }));
}

function expectSound(desk: Desk) {
  expect(desk.problem).toBeNull();
  expect(schemaVersion(desk.db)).toBe(SCHEMA_VERSION);
  expect(pragmaValue(desk.db, 'integrity_check')).toBe('ok');
  expect(desk.db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  expect(pragmaValue(desk.db, 'journal_mode')).toBe('wal');
}

describe('databases written by better-sqlite3', () => {
  it('opens a version 1 file and migrates it, names that now clash renamed, nothing dropped', () => {
    const desk = openFixture('v1.sqlite3');
    expectSound(desk);
    const searches = desk.savedSearches.list();
    expect(searches.map((s) => [s.id, s.kind, s.name])).toEqual([
      ['33333333-3333-4333-8333-333333333333', 'vehicles', 'Camioane HU'],
      [S1, 'listings', 'Ștefan'],
      [S2, 'listings', 'ștefan (2)'],
    ]);
    expect(desk.savedSearches.get(S1)).toMatchObject({
      filters: { fromCountry: 'RO', toCountry: 'DE' },
      createdAt: new Date(1_700_000_000_000).toISOString(),
      filtersProblem: null,
    });
    expect(desk.seenMarks.marks('inbox', ['offer-a', 'offer-x'])).toEqual([
      { itemId: 'offer-a', firstSeenAt: new Date(1_700_000_300_000).toISOString() },
    ]);
    expect(desk.seenMarks.unseen(`search:${S1}`, ['FX-7K2M9Q', 'FX-NEW001'])).toEqual(['FX-NEW001']);
    // and the migrated file takes new writes under the new rules
    expect(() => desk.savedSearches.create({ kind: 'listings', name: 'ȘTEFAN', filters: {} })).toThrow(
      /already named "Ștefan"/,
    );
  });

  it('keeps the writes a killed app left in the WAL of a version 2 file', () => {
    const desk = openFixture('v2-wal.sqlite3', ['-wal']);
    expectSound(desk);
    expect(desk.savedSearches.list().map((s) => s.name)).toEqual(['Cluj → Budapesta']);
    expect(desk.seenMarks.unseen(`search:${S1}`, ['FX-AB12CD', 'FX-ZZ99ZZ'])).toEqual(['FX-ZZ99ZZ']);
    expect(desk.seenMarks.unseen('inbox', ['offer-b'])).toEqual([]);
  });

  it('the fixtures are what their README says: written before this driver, at their schema version', () => {
    // Bytes 60-63 of an SQLite file are its user_version (sqlite.org/fileformat.html, "user version number").
    expect(readFileSync(join(FIXTURES, 'v1.sqlite3')).readUInt32BE(60)).toBe(1);
    expect(readFileSync(join(FIXTURES, 'v2-wal.sqlite3')).readUInt32BE(60)).toBe(2);
  });
});

describe('no native SQLite driver', () => {
  it('no tracked source of the project imports better-sqlite3', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.startsWith('electron/services/db/fixtures/'));
    const importing = files.filter((file) =>
      /(from\s+|require\(\s*|import\(\s*)['"]better-sqlite3['"]/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(importing).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, object>;
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      expect(Object.keys(manifest[field] ?? {})).not.toContain('better-sqlite3');
    }
  });
});
