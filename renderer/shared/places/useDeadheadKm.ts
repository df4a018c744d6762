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

/** What useDeadheadKm gives a list. */
export interface DeadheadKm {
  /**
   * `Map<ref, km | null>` (null where the loading place is unknown) for the rows known, or null while
   * no truck is placed or the answer has not come (the cells read "—").
   */
  km: Map<string, number | null> | null;
  /**
   * True while the empty runs of the rows known are being worked out (a truck is placed, the answer has
   * not come): the list says it is busy (`aria-busy`), since a sort by a column that counts the empty run
   * reorders the rows when it comes.
   */
  working: boolean;
}

/** The empty runs of `known` from `truckAt` (the place's slug), and whether they are still being worked out. */
export function useDeadheadKm(truckAt: { slug: string } | null, known: readonly KnownListing[]): DeadheadKm {
  const enabled = truckAt !== null && known.length > 0;
  const deadhead = useQuery({
    ...deadheadQueries.forRows(truckAt?.slug ?? '', known),
    enabled,
  });
  const working = enabled && deadhead.isPending && deadhead.fetchStatus === 'fetching';
  const km = useMemo(() => {
    if (!truckAt || !deadhead.data) return null;
    const answer = deadhead.data;
    return new Map(known.map((listing, index) => [listing.ref, answer[index] ?? null]));
  }, [truckAt, deadhead.data, known]);
  return useMemo(() => ({ km, working }), [km, working]);
}
