/**
 * The empty run in km from the truck's place to each listing's loading place, by listing ref, for the
 * rows a list knows (docs/api.md §The empty run): one `deadheadQueries.forRows` query, asked only
 * while a truck is placed and there are rows.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Listing } from '../../../shared/api/types';
import { deadheadQueries } from './deadheadQueries';

type KnownListing = Pick<Listing, 'ref' | 'fromCountry' | 'fromCity' | 'toCountry' | 'toCity' | 'distanceKm'>;

/**
 * `Map<ref, km | null>` (null where the loading place is unknown) for `known` from `truckAt` (the
 * place's slug), or null while no truck is placed or the answer has not come.
 */
export function useDeadheadKm(
  truckAt: { slug: string } | null,
  known: readonly KnownListing[],
): Map<string, number | null> | null {
  const deadhead = useQuery({
    ...deadheadQueries.forRows(truckAt?.slug ?? '', known),
    enabled: truckAt !== null && known.length > 0,
  });
  return useMemo(() => {
    if (!truckAt || !deadhead.data) return null;
    const km = deadhead.data;
    return new Map(known.map((listing, index) => [listing.ref, km[index] ?? null]));
  }, [truckAt, deadhead.data, known]);
}
