import { describe, expect, it } from 'vitest';
import type { MyTrucks } from '../../../../shared/contract/trucks';
import { useLocalServices } from './local-services.fixture';

const { open, services, call, ok } = useLocalServices('trucks-calls');
const CLUJ = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };

describe('my trucks through the app services (docs/api.md §What a load earns)', () => {
  it('keeps a truck, where it is and the rate across a restart', async () => {
    open();
    const saved = await ok<MyTrucks>('trucks.save', { name: 'MS 12 ABC', costPerKm: 1.1, currency: 'EUR' });
    expect(saved).toMatchObject({ trucks: [{ name: 'MS 12 ABC', kmPerDay: 600 }], rate: null });
    expect(saved.currentId).toBe(saved.trucks[0]!.id);
    await ok('trucks.setTruckAt', { truckAt: CLUJ });
    await ok('trucks.setRate', { rate: { ronPerEur: 4.97, date: '2026-11-28' } });
    await services().close();
    open();
    expect(await ok<MyTrucks>('trucks.get')).toMatchObject({
      trucks: [{ name: 'MS 12 ABC', truckAt: CLUJ }],
      currentId: saved.currentId,
      rate: { ronPerEur: 4.97, date: '2026-11-28' },
    });
  });

  it('refuses a bad truck and an unknown one', async () => {
    open();
    expect(await call('trucks.save', { name: 'A', costPerKm: 1, currency: 'USD' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', fields: [{ path: 'currency' }] },
    });
    expect(await call('trucks.setCurrent', { id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });

  it('goes out with the notes’ export and comes back with its import', async () => {
    open();
    await ok('notes.save', { kind: 'listing', id: 'FX-7K2M9Q', text: 'Sună după 10', tags: [] });
    await ok('trucks.save', { name: 'MS 12 ABC', costPerKm: 5.5, currency: 'RON', home: CLUJ });
    await ok('trucks.setRate', { rate: { ronPerEur: 4.97, date: '2026-11-28' } });
    const file = await ok<{ trucks: MyTrucks }>('notes.export');
    const mine = await ok<MyTrucks>('trucks.get');
    expect(file.trucks).toEqual(mine);

    await ok('trucks.delete', { id: mine.currentId });
    await ok('trucks.setRate', { rate: null });
    const bad = await call('notes.import', {
      file: { ...file, trucks: { ...file.trucks, rate: { ronPerEur: -1 } } },
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await ok<MyTrucks>('trucks.get')).toEqual({ trucks: [], currentId: null, rate: null });

    expect(await ok('notes.import', { file })).toEqual({ imported: 1 });
    expect(await ok<MyTrucks>('trucks.get')).toEqual(mine);
  });
});
