/**
 * My trucks in the renderer (docs/api.md §What a load earns; the calls of shared/contract/trucks.ts,
 * local, never the exchange): the query of My trucks, its writes, the current truck's costs as the
 * sums read them, and "Truck at" kept with the current truck. Shared, because Settings writes them and
 * every list of loads (Listings, a saved search's results, Loads back) reads them.
 *
 *   ['trucks']   My trucks (`trucks.get`): every truck, the current one, the rate
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Place } from '../../../shared/api/types';
import type { MyTrucks, Truck, TruckInput } from '../../../shared/contract/trucks';
import type { ExchangeRate, TruckCosts } from '../../../shared/domain/earnings';
import { useTruckStore } from '../search/truckAt';
import { call } from '../transport';

/** The query keys of My trucks (docs/architecture.md §Query keys). */
export const truckKeys = {
  all: ['trucks'] as const,
};

/** The query of My trucks: local, read once and kept until a write replaces it. */
export const truckQueries = {
  mine: () =>
    queryOptions({
      queryKey: truckKeys.all,
      queryFn: () => call('trucks.get', {}),
      staleTime: Infinity,
    }),
};

/** The current truck of `mine`, or null (none yet, or none chosen). */
export function currentTruck(mine: MyTrucks | undefined): Truck | null {
  if (!mine || mine.currentId === null) return null;
  return mine.trucks.find((truck) => truck.id === mine.currentId) ?? null;
}

/** What the sums take of a truck (shared/domain/earnings.ts `TruckCosts`), or null for none. */
export function costsOf(truck: Truck | null): TruckCosts | null {
  return truck ? { costPerKm: truck.costPerKm, currency: truck.currency, kmPerDay: truck.kmPerDay } : null;
}

/**
 * The current truck's costs and the user's rate, for every list of loads; nulls until read (or when
 * My trucks cannot be read: the profit columns then say there is no truck). Keeps Truck at with the
 * current truck while mounted (`keepTruckAtWithTruck`).
 */
export function useTruckCosts(): {
  truck: Truck | null;
  costs: TruckCosts | null;
  rate: ExchangeRate | null;
} {
  const queryClient = useQueryClient();
  const mine = useQuery(truckQueries.mine());
  // while a list of loads is on screen, a place set in Truck at is the current truck's
  useEffect(() => keepTruckAtWithTruck(queryClient), [queryClient]);
  const truck = currentTruck(mine.data);
  return { truck, costs: costsOf(truck), rate: mine.data?.rate ?? null };
}

/** Whether two places are the same place (by slug), nulls alike. */
function samePlace(a: Place | null, b: Place | null): boolean {
  return (a?.slug ?? null) === (b?.slug ?? null);
}

/**
 * Keeps "Truck at" with the current truck (docs/api.md §What a load earns: Truck at belongs to it):
 * a place the field takes is written to the current truck (`trucks.setTruckAt`), and a truck made
 * current brings its own place to the field (`useTruckWrites`). Returns the unsubscribe.
 */
export function keepTruckAtWithTruck(queryClient: QueryClient): () => void {
  return useTruckStore.subscribe((state, previous) => {
    if (samePlace(state.truckAt, previous.truckAt)) return;
    const mine = queryClient.getQueryData<MyTrucks>(truckKeys.all);
    const truck = currentTruck(mine);
    if (!truck || samePlace(truck.truckAt, state.truckAt)) return;
    void call('trucks.setTruckAt', { truckAt: state.truckAt }).then(
      (next) => queryClient.setQueryData(truckKeys.all, next),
      () => undefined, // the place stays in the field (and localStorage); the truck keeps its last one
    );
  });
}

/** A write of My trucks (one of the `trucks.*` calls), its answer put in the query. */
type Write =
  | { call: 'trucks.save'; input: TruckInput }
  | { call: 'trucks.delete'; input: { id: string } }
  | { call: 'trucks.setCurrent'; input: { id: string } }
  | { call: 'trucks.setRate'; input: { rate: ExchangeRate | null } };

/**
 * The writes of Settings → My trucks: each answers My trucks as stored, which replaces the query; a
 * truck made current brings its Truck at to the field.
 */
export function useTruckWrites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: Write) => call(write.call, write.input as never) as Promise<MyTrucks>,
    onSuccess: (next, write) => {
      queryClient.setQueryData(truckKeys.all, next);
      if (write.call === 'trucks.setCurrent')
        useTruckStore.getState().setTruckAt(currentTruck(next)?.truckAt ?? null);
    },
  });
}
