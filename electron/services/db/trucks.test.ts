import { describe, expect, it } from 'vitest';
import { failureOf, useDesk } from './testing';

const fx = useDesk('dispatch-trucks-', Date.UTC(2026, 10, 28, 8, 0, 0), { sequentialIds: true });
const FIRST = '00000000-0000-4000-8000-000000000001';
const SECOND = '00000000-0000-4000-8000-000000000002';
const CLUJ = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };

describe('my trucks (docs/api.md §What a load earns)', () => {
  it('keeps trucks across a restart, the first one current, 600 km a day unless set', () => {
    fx.desk.trucks.save({ name: 'Prelată MS 12 ABC', costPerKm: 1.1, currency: 'EUR', home: CLUJ });
    fx.desk.trucks.save({ name: 'Dubă B 99 XYZ', costPerKm: 3.2, currency: 'RON', kmPerDay: 800 });
    fx.restart();
    expect(fx.desk.trucks.get()).toEqual({
      trucks: [
        {
          id: SECOND,
          name: 'Dubă B 99 XYZ',
          costPerKm: 3.2,
          currency: 'RON',
          kmPerDay: 800,
          home: null,
          truckAt: null,
        },
        {
          id: FIRST,
          name: 'Prelată MS 12 ABC',
          costPerKm: 1.1,
          currency: 'EUR',
          kmPerDay: 600,
          home: CLUJ,
          truckAt: null,
        },
      ],
      currentId: FIRST,
      rate: null,
    });
  });

  it('keeps one current truck, and Truck at belongs to it', () => {
    fx.desk.trucks.save({ name: 'A', costPerKm: 1.1, currency: 'EUR' });
    fx.desk.trucks.save({ name: 'B', costPerKm: 1.2, currency: 'EUR' });
    fx.desk.trucks.setTruckAt(CLUJ);
    const after = fx.desk.trucks.setCurrent(SECOND);
    expect(after.currentId).toBe(SECOND);
    expect(after.trucks.map((truck) => truck.truckAt)).toEqual([CLUJ, null]);
    fx.desk.trucks.setTruckAt(null);
    expect(fx.desk.trucks.setCurrent(FIRST).trucks[0]!.truckAt).toEqual(CLUJ);
  });

  it('changes a truck, keeping where it is; deletes one, the current one leaving none current', () => {
    fx.desk.trucks.save({ name: 'A', costPerKm: 1.1, currency: 'EUR' });
    fx.desk.trucks.setTruckAt(CLUJ);
    const changed = fx.desk.trucks.save({
      id: FIRST,
      name: 'A2',
      costPerKm: 5.4,
      currency: 'RON',
      kmPerDay: 700,
    });
    expect(changed.trucks).toEqual([
      { id: FIRST, name: 'A2', costPerKm: 5.4, currency: 'RON', kmPerDay: 700, home: null, truckAt: CLUJ },
    ]);
    expect(fx.desk.trucks.delete(FIRST)).toEqual({ trucks: [], currentId: null, rate: null });
  });

  it('keeps the EUR↔RON rate with its date, and clears it', () => {
    expect(fx.desk.trucks.setRate({ ronPerEur: 4.97, date: '2026-11-28' }).rate).toEqual({
      ronPerEur: 4.97,
      date: '2026-11-28',
    });
    fx.restart();
    expect(fx.desk.trucks.get().rate).toEqual({ ronPerEur: 4.97, date: '2026-11-28' });
    expect(fx.desk.trucks.setRate(null).rate).toBeNull();
  });

  it('refuses a bad truck, a bad rate and an unknown id', () => {
    expect(failureOf(() => fx.desk.trucks.save({ name: ' ', costPerKm: 1, currency: 'EUR' }))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'name' }],
    });
    expect(failureOf(() => fx.desk.trucks.save({ name: 'A', costPerKm: -1, currency: 'USD' }))).toMatchObject(
      {
        kind: 'invalid_input',
      },
    );
    expect(failureOf(() => fx.desk.trucks.setRate({ ronPerEur: 0, date: '2026-11-28' }))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'rate.ronPerEur' }],
    });
    expect(failureOf(() => fx.desk.trucks.setCurrent(SECOND))).toMatchObject({ kind: 'not_found' });
    expect(
      failureOf(() => fx.desk.trucks.save({ id: SECOND, name: 'A', costPerKm: 1, currency: 'EUR' })),
    ).toMatchObject({ kind: 'not_found' });
  });

  it('replaces every truck and the rate from a notes file’s trucks, checked first', () => {
    fx.desk.trucks.save({ name: 'Old', costPerKm: 1, currency: 'EUR' });
    const file = {
      trucks: [
        {
          id: SECOND,
          name: 'New',
          costPerKm: 1.1,
          currency: 'EUR',
          kmPerDay: 600,
          home: null,
          truckAt: CLUJ,
        },
      ],
      currentId: SECOND,
      rate: { ronPerEur: 5, date: '2026-11-01' },
    };
    expect(failureOf(() => fx.desk.trucks.replaceAll({ ...file, extra: 1 }))).toMatchObject({
      kind: 'invalid_input',
    });
    expect(fx.desk.trucks.get().trucks.map((truck) => truck.name)).toEqual(['Old']);
    expect(fx.desk.trucks.replaceAll(file)).toEqual(file);
  });
});
