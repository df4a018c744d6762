import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../errors';
import { openDesk, type Desk } from './desk';
import { columnOf } from './sql';

let dir: string;
let desk: Desk;
let clock: number;
let ids: number;
const open = () =>
  openDesk({
    dir,
    now: () => clock,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
  });
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-searches-'));
  clock = Date.UTC(2025, 10, 22, 8, 0, 0);
  ids = 0;
  desk = open();
});
afterEach(() => {
  desk.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The AppError a call throws (fails the test if it does not throw an AppFailure). */
function failureOf(call: () => unknown) {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(AppFailure);
    return (error as AppFailure).appError;
  }
  throw new Error('expected the call to throw');
}

describe('saved searches', () => {
  it('creates a search with a trimmed name, normalised filters and times', () => {
    const search = desk.savedSearches.create({
      kind: 'listings',
      name: '  Romania → Germany, tautliner  ',
      filters: { fromCountry: 'ro', toCountry: 'de', truckTypes: ['tautliner'], weightMax: 24000 },
    });
    expect(search).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'listings',
      name: 'Romania → Germany, tautliner',
      filters: { fromCountry: 'RO', toCountry: 'DE', truckTypes: ['tautliner'], weightMax: 24000 },
      createdAt: '2025-11-22T08:00:00.000Z',
      lastRunAt: null,
      watch: false,
      filtersProblem: null,
    });
    expect(desk.savedSearches.get(search.id)).toEqual(search);
  });

  it('lists by name in Romanian order, ignoring case, one kind or all, and keeps them across restarts', () => {
    for (const name of ['Timișoara', 'brașov', 'Șimleu', 'Arad', 'Suceava', 'Zalău']) {
      desk.savedSearches.create({ kind: 'listings', name, filters: {} });
    }
    desk.savedSearches.create({ kind: 'vehicles', name: 'Bacău vans', filters: { vehicle: 'van' } });
    const order = ['Arad', 'brașov', 'Suceava', 'Șimleu', 'Timișoara', 'Zalău'];
    expect(desk.savedSearches.list('listings').map((s) => s.name)).toEqual(order);
    expect(desk.savedSearches.list('vehicles').map((s) => [s.name, s.filters])).toEqual([
      ['Bacău vans', { vehicle: 'van' }],
    ]);
    desk.close();
    desk = open();
    expect(desk.savedSearches.list().map((s) => s.name)).toEqual(['Arad', 'Bacău vans', ...order.slice(1)]);
  });

  it('refuses a name already used by a search of the same kind, in any case and alphabet', () => {
    desk.savedSearches.create({ kind: 'listings', name: 'Ștefan cel Mare', filters: {} });
    for (const name of ['ștefan cel mare', 'ȘTEFAN CEL MARE', ' Ștefan cel Mare ', 'S\u0326tefan cel Mare']) {
      expect(failureOf(() => desk.savedSearches.create({ kind: 'listings', name, filters: {} }))).toEqual({
        kind: 'invalid_input',
        message: 'A saved listing search is already named "Ștefan cel Mare".',
        fields: [{ path: 'name', code: 'duplicate_name' }],
      });
    }
    // Another kind may use the name.
    expect(desk.savedSearches.create({ kind: 'vehicles', name: 'ȘTEFAN CEL MARE', filters: {} }).name).toBe(
      'ȘTEFAN CEL MARE',
    );
    expect(desk.savedSearches.list()).toHaveLength(2);
  });

  it('refuses bad names and bad filters, naming the field', () => {
    const cases: [string, string][] = [
      ['', 'name'],
      ['   ', 'name'],
      ['x'.repeat(81), 'name'],
      ['two\nlines', 'name'],
    ];
    for (const [name, path] of cases) {
      const error = failureOf(() => desk.savedSearches.create({ kind: 'listings', name, filters: {} }));
      expect(error.kind).toBe('invalid_input');
      expect(error.fields?.map((f) => f.path)).toEqual([path]);
    }
    expect(
      desk.savedSearches.create({ kind: 'listings', name: 'x'.repeat(80), filters: {} }).name,
    ).toHaveLength(80);
    const filters = failureOf(() =>
      desk.savedSearches.create({ kind: 'listings', name: 'Heavy', filters: { weightMax: -5 } }),
    );
    expect(filters).toMatchObject({ kind: 'invalid_input', fields: [{ path: 'filters.weightMax' }] });
    const wrongKind = failureOf(() =>
      desk.savedSearches.create({ kind: 'trucks', name: 'Any', filters: {} } as never),
    );
    expect(wrongKind).toMatchObject({ kind: 'invalid_input', fields: [{ path: 'kind' }] });
    expect(desk.savedSearches.list().map((s) => s.name)).toEqual(['x'.repeat(80)]);
  });

  it('renames, allowing a change of case of its own name, refusing another search’s name', () => {
    const cluj = desk.savedSearches.create({ kind: 'listings', name: 'cluj', filters: {} });
    const iasi = desk.savedSearches.create({ kind: 'listings', name: 'Iași', filters: {} });
    expect(desk.savedSearches.rename(cluj.id, ' Cluj ')).toMatchObject({ id: cluj.id, name: 'Cluj' });
    expect(failureOf(() => desk.savedSearches.rename(iasi.id, 'CLUJ'))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'name', code: 'duplicate_name' }],
    });
    expect(failureOf(() => desk.savedSearches.rename(iasi.id, ''))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'name' }],
    });
    expect(desk.savedSearches.list().map((s) => s.name)).toEqual(['Cluj', 'Iași']);
  });

  it('answers not_found for an unknown id on every call', () => {
    const unknown = '00000000-0000-4000-8000-999999999999';
    for (const call of [
      () => desk.savedSearches.get(unknown),
      () => desk.savedSearches.rename(unknown, 'New name'),
      () => desk.savedSearches.delete(unknown),
      () => desk.savedSearches.markRun(unknown),
    ]) {
      expect(failureOf(call)).toEqual({
        kind: 'not_found',
        message: `There is no saved search with id "${unknown}".`,
      });
    }
  });

  it('marks a run with the time, and deletes', () => {
    const search = desk.savedSearches.create({ kind: 'vehicles', name: 'Vans', filters: {} });
    clock += 90_000;
    expect(desk.savedSearches.markRun(search.id).lastRunAt).toBe('2025-11-22T08:01:30.000Z');
    expect(desk.savedSearches.get(search.id).createdAt).toBe('2025-11-22T08:00:00.000Z');
    desk.savedSearches.delete(search.id);
    expect(desk.savedSearches.list()).toEqual([]);
    expect(failureOf(() => desk.savedSearches.delete(search.id)).kind).toBe('not_found');
    // The name is free again.
    expect(desk.savedSearches.create({ kind: 'vehicles', name: 'VANS', filters: {} }).name).toBe('VANS');
  });

  it('lists a search whose stored filters no longer pass the schema with the problem, keeping the text', () => {
    const search = desk.savedSearches.create({ kind: 'listings', name: 'Old rules', filters: {} });
    const stored = '{"weightMax":250000}';
    desk.db.prepare('UPDATE saved_searches SET filters = ? WHERE id = ?').run(stored, search.id);
    const [listed] = desk.savedSearches.list();
    expect(listed).toMatchObject({ id: search.id, filters: null });
    expect(listed!.filtersProblem).toMatch(/^The saved filters no longer apply: Weight is at most 100000 kg/);
    expect(desk.savedSearches.rename(search.id, 'Renamed').name).toBe('Renamed');
    expect(columnOf(desk.db, 'SELECT filters FROM saved_searches')[0]).toBe(stored);
  });
});
