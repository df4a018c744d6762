/**
 * `places-unranked`: another `GET /places` answer. The spec does not show how many places come back nor
 * in what order (docs/api.md §Places, and the first row of §Where the real exchange may differ: ours
 * are at most 10, best match first). This dialect answers up to 25 matching places ordered by name
 * (`localeCompare` with `ro`), not by how well they match; which places match is unchanged, and the 25
 * are the best 25 by our ranking, so the exact match is always among them when there is one. A client
 * must rank them itself (the app does, in `shared/domain/place-match.ts`).
 */
import type { PlacesAnswer } from '../context';
import type { Dialect } from './dialect';

/** Up to 25, sorted by name (the route carries it out: `places/routes.ts`). */
export const UNRANKED_PLACES: PlacesAnswer = { limit: 25, order: 'name' };

/** The `places-unranked` dialect: only a route setting, `UNRANKED_PLACES` (see the file's comment). */
export const placesUnranked: Dialect = {
  name: 'places-unranked',
  summary: 'GET /places answers up to 25 matches sorted by name, not at most 10 ranked by match',
  placesAnswer: UNRANKED_PLACES,
  create() {
    return {};
  },
};
