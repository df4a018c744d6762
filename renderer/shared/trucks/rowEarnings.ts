/**
 * What each load of a list earns the current truck (docs/api.md §What a load earns), for a list
 * that is not Listings' own table (a saved search's results): the empty runs of the rows from Truck
 * at (the local `places.deadhead` look-up, the same query as Listings': renderer/shared/places/
 * deadheadQueries.ts) and the sums of each row, by ref. Empty without a current truck.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Listing } from '../../../shared/api/types';
import { earningsOf, type Earned, type LoadEarnings } from '../../../shared/domain/earnings';
import { deadheadQueries } from '../places/deadheadQueries';
import { useTruckStore } from '../search/truckAt';
import { useTruckCosts } from './myTrucks';

/** The sums of each listing of `listings` by ref, and whether a current truck exists (the columns show). */
export function useRowEarnings(listings: readonly Listing[]): {
  withTruck: boolean;
  earnings: ReadonlyMap<string, Earned<LoadEarnings>>;
} {
  const { costs, rate } = useTruckCosts();
  const truckAt = useTruckStore((state) => state.truckAt);
  const deadhead = useQuery({
    ...deadheadQueries.forRows(truckAt?.slug ?? '', listings),
    enabled: costs !== null && truckAt !== null && listings.length > 0,
  });
  const earnings = useMemo(() => {
    const byRef = new Map<string, Earned<LoadEarnings>>();
    if (costs === null) return byRef;
    listings.forEach((listing, index) => {
      const empty = truckAt === null ? null : deadhead.data ? deadhead.data[index] : undefined;
      byRef.set(listing.ref, earningsOf(listing, empty, costs, rate));
    });
    return byRef;
  }, [listings, costs, rate, truckAt, deadhead.data]);
  return { withTruck: costs !== null, earnings };
}
