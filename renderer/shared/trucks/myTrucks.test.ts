import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyTrucks } from '../../../shared/contract/trucks';
import { installFakeTransport } from '../../test/fakeTransport';
import { useTruckStore } from '../search/truckAt';
import { costsOf, currentTruck, keepTruckAtWithTruck, truckKeys } from './myTrucks';

const CLUJ = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
const TRUCK = {
  id: 't1',
  name: 'A',
  costPerKm: 1.1,
  currency: 'EUR' as const,
  kmPerDay: 600,
  home: null,
  truckAt: null,
};
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  useTruckStore.setState({ truckAt: null, replaced: null });
});

describe('my trucks in the renderer (docs/api.md §What a load earns)', () => {
  it('reads the current truck and its costs, none without one', () => {
    const mine: MyTrucks = { trucks: [TRUCK], currentId: 't1', rate: null };
    expect(currentTruck(mine)).toBe(TRUCK);
    expect(costsOf(currentTruck(mine))).toEqual({ costPerKm: 1.1, currency: 'EUR', kmPerDay: 600 });
    expect(currentTruck({ ...mine, currentId: null })).toBeNull();
    expect(costsOf(null)).toBeNull();
  });

  it('writes a place set in Truck at to the current truck, and nothing without one', async () => {
    const fake = installFakeTransport({
      'trucks.setTruckAt': (({ truckAt }: { truckAt: unknown }) => ({
        trucks: [{ ...TRUCK, truckAt }],
        currentId: 't1',
        rate: null,
      })) as never,
    });
    restore = fake.restore;
    const client = new QueryClient();
    const stop = keepTruckAtWithTruck(client);
    useTruckStore.getState().setTruckAt(CLUJ);
    expect(fake.of('trucks.setTruckAt')).toEqual([]);

    client.setQueryData(truckKeys.all, { trucks: [TRUCK], currentId: 't1', rate: null });
    useTruckStore.getState().setTruckAt(null); // the truck's own place already: nothing to write
    useTruckStore.getState().setTruckAt(CLUJ);
    expect(fake.of('trucks.setTruckAt').map((c) => c.input)).toEqual([{ truckAt: CLUJ }]);
    stop();
    useTruckStore.getState().setTruckAt(null);
    expect(fake.of('trucks.setTruckAt')).toHaveLength(1);
  });
});
