import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useLocalServices } from './local-services.fixture';

const { dir, open, services, call, ok } = useLocalServices('desk');

describe('desk calls through the app services', () => {
  it('keeps saved searches and seen marks in the data folder across a restart', async () => {
    open();
    const saved = await ok<{ id: string }>('savedSearches.create', {
      kind: 'listings',
      name: 'Cluj → München',
      filters: { fromCountry: 'ro', toCountry: 'DE', truckTypes: ['tautliner'] },
    });
    expect(await ok('seen.mark', { scope: `search:${saved.id}`, ids: ['FX-7K2M9Q'] })).toEqual({ added: 1 });
    await services().close();
    open();
    const list = await ok<{ name: string; filters: unknown }[]>('savedSearches.list', { kind: 'listings' });
    expect(list).toMatchObject([
      { name: 'Cluj → München', filters: { fromCountry: 'RO', toCountry: 'DE', truckTypes: ['tautliner'] } },
    ]);
    expect(await ok('seen.unseen', { scope: `search:${saved.id}`, ids: ['FX-7K2M9Q', 'FX-8K2M9Q'] })).toEqual(
      ['FX-8K2M9Q'],
    );
    expect(await ok('desk.status')).toEqual({ problem: null });
  });

  it('switches a saved search’s Watch on, across a restart; an unknown id is not_found', async () => {
    open();
    const saved = await ok<{ id: string; watch: boolean }>('savedSearches.create', {
      kind: 'vehicles',
      name: 'Vans',
      filters: { vehicle: 'van' },
    });
    expect(saved.watch).toBe(false);
    expect(await ok('savedSearches.setWatch', { id: saved.id, watch: true })).toMatchObject({
      id: saved.id,
      watch: true,
    });
    await services().close();
    open();
    expect(await ok('savedSearches.list', {})).toMatchObject([{ id: saved.id, watch: true }]);
    const unknown = await call('savedSearches.setWatch', {
      id: '00000000-0000-4000-8000-999999999999',
      watch: false,
    });
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    const bad = await call('savedSearches.setWatch', {
      id: saved.id,
      watch: 'yes',
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });

  it('hides a load, lists it, and shows it again, across a restart', async () => {
    open();
    expect(await ok('hiddenLoads.hide', { ref: 'FX-7K2M9Q', route: 'Arad → Wien' })).toMatchObject({
      ref: 'FX-7K2M9Q',
      route: 'Arad → Wien',
    });
    await services().close();
    open();
    expect(await ok('hiddenLoads.list')).toMatchObject([{ ref: 'FX-7K2M9Q', route: 'Arad → Wien' }]);
    expect(await ok('hiddenLoads.unhide', { ref: 'FX-7K2M9Q' })).toEqual({ ref: 'FX-7K2M9Q', removed: true });
    expect(await ok('hiddenLoads.list')).toEqual([]);
    const bad = await call('hiddenLoads.hide', { ref: 'nope' });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });

  it('moves a corrupt database aside and says where', async () => {
    writeFileSync(join(dir(), 'dispatch.sqlite3'), 'this is not a database, it is a shopping list');
    open();
    const status = await ok<{ problem: { kind: string; movedTo: string } | null }>('desk.status');
    expect(status.problem).toMatchObject({ kind: 'not_a_database' });
    expect(readdirSync(dir())).toContain(status.problem!.movedTo.split('/').pop());
    expect(await ok('savedSearches.list', {})).toEqual([]);
  });

  it('tells the watch when a saved search is created, renamed, watched or deleted, so it plans afresh', async () => {
    open();
    const changed = vi.spyOn(services().watch, 'onSavedSearchesChanged');
    const deleted = vi.spyOn(services().watch, 'onSavedSearchDeleted');
    const saved = await ok<{ id: string }>('savedSearches.create', {
      kind: 'vehicles',
      name: 'Vans',
      filters: {},
    });
    await ok('savedSearches.rename', { id: saved.id, name: 'Vans RO' });
    await ok('savedSearches.setWatch', { id: saved.id, watch: true });
    expect(changed).toHaveBeenCalledTimes(3);
    await ok('savedSearches.delete', { id: saved.id });
    expect(deleted).toHaveBeenCalledExactlyOnceWith(saved.id);
  });
});
