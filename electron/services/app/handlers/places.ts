/**
 * Handlers of the place calls (shared/contract/places.ts): `searchPlaces`, cancellable, and the local
 * deadhead and coordinates (docs/map.md).
 */
import { rankPlaces } from '../../../../shared/domain/place-match';
import type { placeCalls } from '../../../../shared/contract/places';
import type { HandlerGroup, ServiceContext } from '../context';

/**
 * The place handlers: the look-up (a withdrawn call, a newer keystroke, aborts its wire request) and
 * the deadhead and the coordinates, computed locally from the app's gazetteer.
 */
export function placeHandlers(context: ServiceContext): HandlerGroup<typeof placeCalls> {
  return {
    // ranked by the app (exact, prefix, word, contained; at most 10), whatever order the exchange gave
    'places.search': async ({ q }, call) =>
      rankPlaces(
        (await (await context.client()).get('/places', { query: { q } }, { signal: call?.signal })).data,
        q,
      ),
    'places.deadhead': async (input) => context.gazetteer.deadhead(input),
    // local only: the gazetteer's coordinates, never a request to the exchange (docs/map.md)
    'places.coordinates': async (input) => context.gazetteer.coordinates(input),
  };
}
