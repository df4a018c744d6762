import { describe, expect, it } from 'vitest';
import { columnOf } from './sql';
import { failureOf, useDesk } from './testing';

const fx = useDesk('dispatch-searches-', Date.UTC(2025, 10, 22, 8, 0, 0), { sequentialIds: true });

describe('saved searches', () => {
  it('creates a search with a trimmed name, normalised filters and times', () => {
    const search = fx.desk.savedSearches.create({
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
      watchReadAt: null,
      watch: false,
      relativeDates: null,
      truckAt: null,
      filtersProblem: null,
    });
    expect(fx.desk.savedSearches.get(search.id)).toEqual(search);
  });

  it('lists by name in Romanian order, ignoring case, one kind or all, and keeps them across restarts', () => {
    for (const name of ['Timișoara', 'brașov', 'Șimleu', 'Arad', 'Suceava', 'Zalău']) {
      fx.desk.savedSearches.create({ kind: 'listings', name, filters: {} });
    }
    fx.desk.savedSearches.create({ kind: 'vehicles', name: 'Bacău vans', filters: { vehicle: 'van' } });
    const order = ['Arad', 'brașov', 'Suceava', 'Șimleu', 'Timișoara', 'Zalău'];
    expect(fx.desk.savedSearches.list('listings').map((s) => s.name)).toEqual(order);
    expect(fx.desk.savedSearches.list('vehicles').map((s) => [s.name, s.filters])).toEqual([
      ['Bacău vans', { vehicle: 'van' }],
    ]);
    fx.restart();
    expect(fx.desk.savedSearches.list().map((s) => s.name)).toEqual([
      'Arad',
      'Bacău vans',
      ...order.slice(1),
    ]);
  });

  it('refuses a name already used by a search of the same kind, in any case and alphabet', () => {
    fx.desk.savedSearches.create({ kind: 'listings', name: 'Ștefan cel Mare', filters: {} });
    for (const name of ['ștefan cel mare', 'ȘTEFAN CEL MARE', ' Ștefan cel Mare ', 'S\u0326tefan cel Mare']) {
      expect(failureOf(() => fx.desk.savedSearches.create({ kind: 'listings', name, filters: {} }))).toEqual({
        kind: 'invalid_input',
        message: 'A saved listing search is already named "Ștefan cel Mare".',
        fields: [{ path: 'name', code: 'duplicate_name' }],
      });
    }
    // Another kind may use the name.
    expect(
      fx.desk.savedSearches.create({ kind: 'vehicles', name: 'ȘTEFAN CEL MARE', filters: {} }).name,
    ).toBe('ȘTEFAN CEL MARE');
    expect(fx.desk.savedSearches.list()).toHaveLength(2);
  });

  it('refuses bad names and bad filters, naming the field', () => {
    const cases: [string, string][] = [
      ['', 'name'],
      ['   ', 'name'],
      ['x'.repeat(81), 'name'],
      ['two\nlines', 'name'],
    ];
    for (const [name, path] of cases) {
      const error = failureOf(() => fx.desk.savedSearches.create({ kind: 'listings', name, filters: {} }));
      expect(error.kind).toBe('invalid_input');
      expect(error.fields?.map((f) => f.path)).toEqual([path]);
    }
    expect(
      fx.desk.savedSearches.create({ kind: 'listings', name: 'x'.repeat(80), filters: {} }).name,
    ).toHaveLength(80);
    const filters = failureOf(() =>
      fx.desk.savedSearches.create({ kind: 'listings', name: 'Heavy', filters: { weightMax: -5 } }),
    );
    expect(filters).toMatchObject({ kind: 'invalid_input', fields: [{ path: 'filters.weightMax' }] });
    const wrongKind = failureOf(() =>
      fx.desk.savedSearches.create({ kind: 'trucks', name: 'Any', filters: {} } as never),
    );
    expect(wrongKind).toMatchObject({ kind: 'invalid_input', fields: [{ path: 'kind' }] });
    expect(fx.desk.savedSearches.list().map((s) => s.name)).toEqual(['x'.repeat(80)]);
  });

  it('renames, allowing a change of case of its own name, refusing another search’s name', () => {
    const cluj = fx.desk.savedSearches.create({ kind: 'listings', name: 'cluj', filters: {} });
    const iasi = fx.desk.savedSearches.create({ kind: 'listings', name: 'Iași', filters: {} });
    expect(fx.desk.savedSearches.rename(cluj.id, ' Cluj ')).toMatchObject({ id: cluj.id, name: 'Cluj' });
    expect(failureOf(() => fx.desk.savedSearches.rename(iasi.id, 'CLUJ'))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'name', code: 'duplicate_name' }],
    });
    expect(failureOf(() => fx.desk.savedSearches.rename(iasi.id, ''))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'name' }],
    });
    expect(fx.desk.savedSearches.list().map((s) => s.name)).toEqual(['Cluj', 'Iași']);
  });

  it('answers not_found for an unknown id on every call', () => {
    const unknown = '00000000-0000-4000-8000-999999999999';
    for (const call of [
      () => fx.desk.savedSearches.get(unknown),
      () => fx.desk.savedSearches.rename(unknown, 'New name'),
      () => fx.desk.savedSearches.delete(unknown),
      () => fx.desk.savedSearches.markRun(unknown),
      () => fx.desk.savedSearches.setWatch(unknown, true),
    ]) {
      expect(failureOf(call)).toEqual({
        kind: 'not_found',
        message: `There is no saved search with id "${unknown}".`,
      });
    }
  });

  it('marks a run with the time, and deletes', () => {
    const search = fx.desk.savedSearches.create({ kind: 'vehicles', name: 'Vans', filters: {} });
    fx.clock += 90_000;
    expect(fx.desk.savedSearches.markRun(search.id).lastRunAt).toBe('2025-11-22T08:01:30.000Z');
    expect(fx.desk.savedSearches.get(search.id).createdAt).toBe('2025-11-22T08:00:00.000Z');
    fx.desk.savedSearches.delete(search.id);
    expect(fx.desk.savedSearches.list()).toEqual([]);
    expect(failureOf(() => fx.desk.savedSearches.delete(search.id)).kind).toBe('not_found');
    // The name is free again.
    expect(fx.desk.savedSearches.create({ kind: 'vehicles', name: 'VANS', filters: {} }).name).toBe('VANS');
  });

  it('switches Watch on and off, keeps it across a restart, and leaves the rest alone', () => {
    const search = fx.desk.savedSearches.create({
      kind: 'listings',
      name: 'Cluj',
      filters: { fromCountry: 'RO' },
    });
    const other = fx.desk.savedSearches.create({ kind: 'vehicles', name: 'Vans', filters: {} });
    const watched = fx.desk.savedSearches.setWatch(search.id, true);
    expect(watched).toEqual({ ...search, watch: true });
    expect(fx.desk.savedSearches.setWatch(search.id, true).watch).toBe(true);
    fx.restart();
    expect(fx.desk.savedSearches.list().map((s) => [s.name, s.watch])).toEqual([
      ['Cluj', true],
      ['Vans', false],
    ]);
    expect(fx.desk.savedSearches.setWatch(search.id, false).watch).toBe(false);
    expect(fx.desk.savedSearches.get(other.id).watch).toBe(false);
    expect(columnOf(fx.desk.db, 'SELECT watch FROM saved_searches ORDER BY name')).toEqual([0, 0]);
  });

  it('keeps relative dates as a rule, across a restart, beside the dates of the day it was saved', () => {
    const search = fx.desk.savedSearches.create({
      kind: 'listings',
      name: 'Next week',
      filters: { fromCountry: 'RO', dateFrom: '2025-11-22', dateTo: '2025-11-29' },
      relativeDates: { fromDays: 0, toDays: 7 },
    });
    const vans = fx.desk.savedSearches.create({
      kind: 'vehicles',
      name: 'Vans from tomorrow',
      filters: { dateFrom: '2025-11-23' },
      relativeDates: { fromDays: 1, toDays: null },
    });
    expect(search.relativeDates).toEqual({ fromDays: 0, toDays: 7 });
    fx.restart();
    expect(fx.desk.savedSearches.get(search.id)).toMatchObject({
      relativeDates: { fromDays: 0, toDays: 7 },
      filters: { fromCountry: 'RO', dateFrom: '2025-11-22', dateTo: '2025-11-29' },
      filtersProblem: null,
    });
    expect(fx.desk.savedSearches.get(vans.id).relativeDates).toEqual({ fromDays: 1, toDays: null });
  });

  it('refuses a bad relative rule, naming the field; a stored one that no longer passes is a problem', () => {
    const failure = failureOf(() =>
      fx.desk.savedSearches.create({
        kind: 'listings',
        name: 'Backwards',
        filters: {},
        relativeDates: { fromDays: 3, toDays: 1 },
      }),
    );
    expect(failure).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'relativeDates.toDays', code: 'custom' }],
    });
    const search = fx.desk.savedSearches.create({ kind: 'listings', name: 'Rule', filters: {} });
    fx.desk.db
      .prepare('UPDATE saved_searches SET relative_dates = ? WHERE id = ?')
      .run('{"fromDays":-1,"toDays":null}', search.id);
    expect(fx.desk.savedSearches.get(search.id)).toMatchObject({ filters: null, relativeDates: null });
    expect(fx.desk.savedSearches.get(search.id).filtersProblem).toMatch(
      /^The saved relative dates no longer apply/,
    );
  });

  it('keeps "Truck at" with a listing search, across a restart; a stored one that no longer passes is dropped', () => {
    const cluj = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
    const search = fx.desk.savedSearches.create({
      kind: 'listings',
      name: 'From Cluj',
      filters: { fromCountry: 'RO' },
      truckAt: cluj,
    });
    expect(search.truckAt).toEqual(cluj);
    fx.restart();
    expect(fx.desk.savedSearches.get(search.id).truckAt).toEqual(cluj);
    expect(
      failureOf(() =>
        fx.desk.savedSearches.create({
          kind: 'listings',
          name: 'Bad place',
          filters: {},
          truckAt: { ...cluj, slug: 'Cluj Napoca' },
        }),
      ),
    ).toMatchObject({ kind: 'invalid_input', fields: [{ path: 'truckAt.slug' }] });
    fx.desk.db.prepare('UPDATE saved_searches SET truck_at = ? WHERE id = ?').run('{"city":1}', search.id);
    expect(fx.desk.savedSearches.get(search.id)).toMatchObject({ truckAt: null, filtersProblem: null });
  });

  it('says when the watch last read the search: its snapshot’s time, moved by each read', () => {
    const search = fx.desk.savedSearches.create({ kind: 'listings', name: 'Watched', filters: {} });
    const save = fx.desk.db.prepare(
      `INSERT INTO watch_snapshots (key, snapshot, taken_at) VALUES (?, '{}', ?)
       ON CONFLICT (key) DO UPDATE SET taken_at = excluded.taken_at`,
    );
    // another search's snapshot, and one whose key only starts like this one's, are not its reads
    save.run(`search:${search.id}x`, Date.UTC(2025, 10, 22, 9, 0));
    expect(fx.desk.savedSearches.get(search.id).watchReadAt).toBeNull();
    save.run(`search:${search.id}`, Date.UTC(2025, 10, 22, 9, 5));
    save.run(`search:${search.id}`, Date.UTC(2025, 10, 22, 9, 6));
    expect(fx.desk.savedSearches.get(search.id).watchReadAt).toBe('2025-11-22T09:06:00.000Z');
    expect(fx.desk.savedSearches.list()[0]!.watchReadAt).toBe('2025-11-22T09:06:00.000Z');
    expect(fx.desk.savedSearches.get(search.id).lastRunAt).toBeNull();
  });

  it('lists the reposts the watch kept in the search’s snapshot, leaving out what does not read as one', () => {
    const search = fx.desk.savedSearches.create({ kind: 'listings', name: 'Watched', filters: {} });
    expect(fx.desk.savedSearches.reposts(search.id)).toEqual({});
    const repost = { of: 'FX-AAAAAA', priceBefore: '1400', priceAfter: '1310', currency: 'EUR' };
    fx.desk.db
      .prepare('INSERT INTO watch_snapshots (key, snapshot, taken_at) VALUES (?, ?, 1)')
      .run(
        `search:${search.id}`,
        JSON.stringify({ seen: [], floor: null, reposts: { 'FX-BBBBBB': repost, 'FX-CCCCCC': { of: 3 } } }),
      );
    expect(fx.desk.savedSearches.reposts(search.id)).toEqual({ 'FX-BBBBBB': repost });
    expect(failureOf(() => fx.desk.savedSearches.reposts('00000000-0000-4000-8000-999999999999')).kind).toBe(
      'not_found',
    );
  });

  it('gives the watch’s baseline of a search: what its snapshot holds as seen, less what the watch told', () => {
    const search = fx.desk.savedSearches.create({ kind: 'listings', name: 'Watched', filters: {} });
    const other = fx.desk.savedSearches.create({ kind: 'listings', name: 'Other', filters: {} });
    expect(fx.desk.savedSearches.watchBaseline(search.id)).toEqual([]);
    fx.desk.db
      .prepare('INSERT INTO watch_snapshots (key, snapshot, taken_at) VALUES (?, ?, 1)')
      .run(
        `search:${search.id}`,
        JSON.stringify({ seen: ['FX-AAAAAA', 'FX-BBBBBB', 'FX-CCCCCC', 7], floor: null }),
      );
    const tell = fx.desk.db.prepare(
      `INSERT INTO activity_events (id, type, subject_kind, subject_id, source, data, seen_at)
       VALUES (?, ?, 'listing', ?, 'watch', ?, 1)`,
    );
    // told in this search: news, not baseline; told in another search only: still this one's baseline
    tell.run(
      `listing.created:${search.id}:FX-BBBBBB`,
      'listing.created',
      'FX-BBBBBB',
      JSON.stringify({ searchId: search.id }),
    );
    tell.run(
      `listing.created:${other.id}:FX-CCCCCC`,
      'listing.created',
      'FX-CCCCCC',
      JSON.stringify({ searchId: other.id }),
    );
    expect(fx.desk.savedSearches.watchBaseline(search.id)).toEqual(['FX-AAAAAA', 'FX-CCCCCC']);
    expect(fx.desk.savedSearches.watchBaseline(other.id)).toEqual([]);
    expect(
      failureOf(() => fx.desk.savedSearches.watchBaseline('00000000-0000-4000-8000-999999999999')).kind,
    ).toBe('not_found');
  });

  it('lists a search whose stored filters no longer pass the schema with the problem, keeping the text', () => {
    const search = fx.desk.savedSearches.create({ kind: 'listings', name: 'Old rules', filters: {} });
    const stored = '{"weightMax":250000}';
    fx.desk.db.prepare('UPDATE saved_searches SET filters = ? WHERE id = ?').run(stored, search.id);
    const [listed] = fx.desk.savedSearches.list();
    expect(listed).toMatchObject({ id: search.id, filters: null });
    expect(listed!.filtersProblem).toMatch(/^The saved filters no longer apply: Weight is at most 100000 kg/);
    expect(fx.desk.savedSearches.rename(search.id, 'Renamed').name).toBe('Renamed');
    expect(columnOf(fx.desk.db, 'SELECT filters FROM saved_searches')[0]).toBe(stored);
  });
});
