/** The place look-up (`searchPlaces`): up to 10 ranked places for a query. docs/api.md §Places. */
import { z } from 'zod';
import type { Place } from '../api/types';

/** Longest place query, in characters (the longest place names are far shorter). */
export const PLACE_QUERY_MAX = 100;

export const placeCalls = {
  'places.search': {
    input: z.object({
      q: z
        .string()
        .trim()
        .min(2, 'Type at least 2 letters.')
        .max(PLACE_QUERY_MAX, `A place is at most ${PLACE_QUERY_MAX} characters.`),
    }),
  },
} as const;

export interface PlaceOutputs {
  'places.search': Place[];
}
