/** Handlers of the place calls (shared/contract/places.ts): `searchPlaces`, cancellable, and the local deadhead. */
import { unwrap } from '../../api/client';
import type { HandlerGroup, ServiceContext } from '../context';

/**
 * The place handlers: the look-up (a withdrawn call, a newer keystroke, aborts its wire request) and
 * the deadhead, computed locally from the app's gazetteer.
 */
export function placeHandlers(context: ServiceContext): HandlerGroup<'places.search' | 'places.deadhead'> {
  return {
    'places.search': async ({ q }, call) =>
      unwrap(await (await context.client()).get('/places', { query: { q } }, { signal: call?.signal })),
    'places.deadhead': async (input) => context.gazetteer.deadhead(input),
  };
}
